/**
 * The one way the site writes a time of day, a duration and a billing period, per language (en-US by default; the
 * Spanish site passes its own locale). Content states the numbers once (content/data/facts.yml, pricing.yml) and
 * reaches the words through tokens the build fills with these functions, so "48 hours", "5-7 business days", "9 PM"
 * and "per month" are never typed, and never typed five ways. Intl does the numbers, units, plurals and clock; the
 * few words Intl has no unit for (a business day, a billing period) are in the table below.
 */

export const DEFAULT_LOCALE = "en-US";

/** The units a duration fact is counted in: the fact's name ends with it (firstResponseHours, startWithinBusinessDays). */
export const DURATION_UNITS = ["minute", "hour", "day", "businessDay", "week", "month", "year"] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** A billing period, as plans state it (pricing.yml `period`). */
export type BillingPeriod = "mo" | "hour";

/** An amount: one number, or a range written "5-7" in content. */
export type Amount = number | readonly [number, number];

interface Words {
  businessDay: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  period: Record<BillingPeriod, string>;
}

/** The words Intl does not give, by language. A language not listed falls back to English. */
const WORDS: Record<string, Words> = {
  en: { businessDay: { one: "business day", other: "business days" }, period: { mo: "per month", hour: "per hour" } },
  // Escaped so the source stays ASCII (the brand font's subset reads app/): "dia habil" with accents.
  es: {
    businessDay: { one: "d\u00eda h\u00e1bil", other: "d\u00edas h\u00e1biles" },
    period: { mo: "al mes", hour: "por hora" },
  },
};

const wordsOf = (locale: string): Words => WORDS[new Intl.Locale(locale).language] ?? WORDS.en!;

/**
 * Intl's output made to the site's typography: a plain space where Intl puts a narrow no-break one ("9 PM"), and a
 * hyphen for a range ("7-10 days"), as every range on the site is written (and as the brand font's subset holds).
 */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ").replace(/\s*\u2013\s*/g, "-");

/** "7-10" -> [7, 10], "48" or 48 -> 48; throws on anything else, so a fact's typo fails the build. */
export function parseAmount(value: number | string): Amount {
  if (typeof value === "number") return value;
  const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(value);
  if (!match) throw new Error(`"${value}" is not a number or a range such as 5-7`);
  const low = Number(match[1]);
  return match[2] === undefined ? low : [low, Number(match[2])];
}

/**
 * A duration as a phrase: "48 hours", "7-10 days", "5-7 business days", "30 minutes". With `adjective`, the form that
 * stands before a noun: "30-day guarantee", "30-minute call" (in English; other languages keep the phrase).
 */
export function formatDuration(
  amount: Amount,
  unit: DurationUnit,
  { locale = DEFAULT_LOCALE, adjective = false } = {},
): string {
  const language = new Intl.Locale(locale).language;
  if (adjective && language === "en" && typeof amount === "number") {
    const phrase = formatDuration(1, unit, { locale });
    return `${new Intl.NumberFormat(locale).format(amount)}-${phrase.replace(/^1 /, "")}`;
  }
  // Spanish puts the duration after the noun with "de": "garantia de 30 dias", "llamada de 30 minutos".
  if (adjective && language === "es") return `de ${formatDuration(amount, unit, { locale })}`;
  const [low, high] = typeof amount === "number" ? [amount, amount] : amount;
  if (unit === "businessDay") {
    const numbers = new Intl.NumberFormat(locale);
    const words = wordsOf(locale).businessDay;
    const word = words[new Intl.PluralRules(locale).select(high)] ?? words.other;
    return plain(`${low === high ? numbers.format(low) : numbers.formatRange(low, high)} ${word}`);
  }
  const format = new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" });
  return plain(low === high ? format.format(low) : format.formatRange(low, high));
}

/** "21:00" -> "9 PM", "09:30" -> "9:30 AM" (en-US); "21:00" in es -> "21:00". The clock is the visitor's language's. */
export function formatTimeOfDay(time: string, locale = DEFAULT_LOCALE): string {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new Error(`"${time}" is not a time of day such as 09:30 or 21:00`);
  const minutes = Number(match[2]);
  const date = new Date(Date.UTC(2000, 0, 1, Number(match[1]), minutes));
  const withMinutes = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  // A 12-hour clock drops ":00" ("9 PM"); a 24-hour one keeps it ("21:00", never a bare "21").
  const twelveHour = /h1[12]/.test(withMinutes.resolvedOptions().hourCycle ?? "");
  const format =
    minutes === 0 && twelveHour ? new Intl.DateTimeFormat(locale, { hour: "numeric", timeZone: "UTC" }) : withMinutes;
  return plain(format.format(date));
}

/** "per month", "per hour": the one way a price's period is written. */
export function formatPeriod(period: BillingPeriod, locale = DEFAULT_LOCALE): string {
  return wordsOf(locale).period[period];
}

/** "$<price> per month": a formatted price and its period. */
export function withPeriod(price: string, period: BillingPeriod, locale = DEFAULT_LOCALE): string {
  return `${price} ${formatPeriod(period, locale)}`;
}
