export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** "N min read" at 220 words per minute, at least one minute. */
export function readTimeOfWords(text: string): string {
  return `${Math.max(1, Math.ceil(countWords(text) / 220))} min read`;
}

/** Up to two initials of a name, e.g. "Dana Ruiz" -> "DR". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
