import { formatCount } from "./pricing";
import { DEFAULT_LOCALE, formatTimeOfDay } from "./time-format";

/**
 * `{{name}}` tokens in content: copy that mentions a fact (a price, a guarantee, a count) names it instead of
 * repeating it, and the build fills it in. An unknown name is an error, so a renamed fact can't leave a hole.
 *
 * GoHighLevel's own merge fields use the same braces ({{contact.first_name}}), and posts about the platform quote
 * them, so only names in the site's namespaces are tokens; anything else is left as written, unless its namespace
 * is a near miss of one of ours (a typo such as {{fact.deliveryDays}} fails rather than printing braces).
 */

const TOKEN = /\{\{\s*([A-Za-z0-9_.:-]+)\s*\}\}/g;

export type TokenValues = Readonly<Record<string, string>>;

/** The first part of every token name the site defines. */
export const TOKEN_NAMESPACES = [
  "site",
  "facts",
  "plans",
  "store",
  "counts",
  "formDelivery",
  "analytics",
  "privacy",
  "storePolicy",
  "time",
] as const;

/** The language the tokens are formatted for (`site.locale`; en-US when the values name none). */
export const LOCALE_TOKEN = "site.locale";

export class UnknownTokenError extends Error {
  readonly token: string;
  constructor(token: string) {
    super(`unknown token {{${token}}}`);
    this.token = token;
  }
}

/** Edit distance of two short words (namespaces), to catch typos. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

function isOurs(name: string): boolean {
  const namespace = name.split(".")[0]!.toLowerCase();
  return TOKEN_NAMESPACES.some((ours) => distance(namespace, ours.toLowerCase()) <= 1);
}

/** Replaces every `{{name}}` of the site's namespaces in `text`; throws UnknownTokenError for one `values` lacks. */
export function resolveTokens(text: string, values: TokenValues): string {
  return text.replace(TOKEN, (match, name: string) => {
    if (!isOurs(name)) return match;
    const value = values[name] ?? timeOfDay(name, values[LOCALE_TOKEN] ?? DEFAULT_LOCALE);
    if (value === undefined) throw new UnknownTokenError(name);
    return value;
  });
}

/**
 * `{{time.21:00}}` -> "9 PM": a time of day in copy (a reminder at 6 PM, a form filled in at 11 PM) is written as a
 * 24-hour time and printed the one way the site writes times, in the page's language; undefined for any other name.
 */
function timeOfDay(name: string, locale: string): string | undefined {
  if (!name.startsWith("time.")) return undefined;
  try {
    return formatTimeOfDay(name.slice("time.".length), locale);
  } catch {
    return undefined;
  }
}

/** The names of the tokens in `text`, in order. */
export function tokensIn(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((match) => match[1]!);
}

/** "GHL Builders" -> "GHL Builders'", "Acme" -> "Acme's". */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

/** "2025-01-01" -> "January 1, 2025" (the date as the site prints it, in UTC so it never shifts a day). */
export function formatIsoDate(iso: string, locale = DEFAULT_LOCALE): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString(locale, {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** Flattens nested facts into token names: { a: { b: 1 } } -> { "a.b": "1" }; numbers as the site writes them (1,500). */
export function flattenValues(
  prefix: string,
  value: unknown,
  into: Record<string, string> = {},
): Record<string, string> {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flattenValues(prefix ? `${prefix}.${key}` : key, inner, into);
  } else if (typeof value === "number") {
    into[prefix] = formatCount(value);
  } else if (typeof value === "string" || typeof value === "boolean") {
    into[prefix] = String(value);
  }
  return into;
}
