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

/** The period in the policy's words: months when the days are exactly some months (as daysFromMonths counts), else days. */
export function retentionPeriodText(days: number): string {
  const months = Math.round((days * 12) / DAYS_PER_YEAR);
  if (months >= 1 && daysFromMonths(months) === days) return months === 1 ? "1 month" : `${months} months`;
  return days === 1 ? "1 day" : `${days} days`;
}
