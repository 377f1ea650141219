// Typed views of lists and records this code declares itself, so callers need no cast of their own.

/** Whether `value` is one of `values`: narrows a value read from outside to the list's own type. */
export function isOneOf<const T>(values: readonly T[], value: unknown): value is T {
  return values.some((item) => item === value);
}

/** The keys of a record declared in code, typed as its keys (Object.keys says string[], as objects may have more). */
export function keysOf<K extends string>(record: Readonly<Record<K, unknown>>): K[] {
  // Only for records declared with exactly these keys, which is what the type says.
  return Object.keys(record) as K[];
}

/** The entries of a record declared in code, typed as its keys and values (see keysOf). */
export function entriesOf<K extends string, V>(record: Readonly<Partial<Record<K, V>>>): [K, V][] {
  // As in keysOf: a record typed by its keys has no others; an absent optional key has no entry.
  return Object.entries(record) as [K, V][];
}

/** The value at `path` inside a value read from outside (parsed JSON, an error), or undefined where there is none. */
export function propertyAt(value: unknown, ...path: string[]): unknown {
  let at = value;
  for (const key of path) {
    if (typeof at !== "object" || at === null) return undefined;
    at = Reflect.get(at, key);
  }
  return at;
}
