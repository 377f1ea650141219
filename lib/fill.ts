/** A phrase with its {name} placeholders filled: fill("Show all {count} services", { count: 15 }). */
export function fill(phrase: string, values: Record<string, string | number>): string {
  return phrase.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
