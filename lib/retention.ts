/**
 * How long the site keeps an enquiry. The privacy policy states the period and the server's daily purge keeps it, so
 * both work it out here from the same two inputs: the content's retention period in months, and the operator's
 * LEADS_RETENTION_DAYS when set.
 */

const DAYS_PER_YEAR = 365;

/** 24 months -> 730 days. */
export function daysFromMonths(months: number): number {
  return Math.round((months * DAYS_PER_YEAR) / 12);
}

/** "1 month", "24 months", "1 day", "45 days": the English words, when no other language's are given. */
const inEnglish = (amount: number, unit: "month" | "day") => `${amount} ${unit}${amount === 1 ? "" : "s"}`;

/**
 * The period in the policy's words: months when the days are exactly some months (as daysFromMonths counts), else
 * days. `format` writes it in the pages' language (the content loader passes its duration formatter: "24 meses"); this
 * file stays free of imports, since the server loads it too.
 */
export function retentionPeriodText(
  days: number,
  format: (amount: number, unit: "month" | "day") => string = inEnglish,
): string {
  const months = Math.round((days * 12) / DAYS_PER_YEAR);
  if (months >= 1 && daysFromMonths(months) === days) return format(months, "month");
  return format(days, "day");
}

/** A year as a limitation period counts it, a leap day included every fourth: four years are 1461 days. */
const DAYS_PER_CALENDAR_YEAR = 365.25;

/** "4 years", "1 year", "45 days": the English words, when no other language's are given. */
const inEnglishYears = (amount: number, unit: "year" | "day") => `${amount} ${unit}${amount === 1 ? "" : "s"}`;

/**
 * A period of days in years when it is a whole number of them (1461 or 1460 days are 4 years), else in days: how long
 * a consent record is kept (CONSENT_RETENTION_DAYS), as the policies and `npm run leads` state it.
 */
export function yearsOrDaysText(
  days: number,
  format: (amount: number, unit: "year" | "day") => string = inEnglishYears,
): string {
  const years = Math.round(days / DAYS_PER_CALENDAR_YEAR);
  if (years >= 1 && (Math.round(years * DAYS_PER_CALENDAR_YEAR) === days || years * DAYS_PER_YEAR === days))
    return format(years, "year");
  return format(days, "day");
}
