/** Whole dollars with a dollar sign, e.g. "$499" or "$1,200". */
export function formatPlanPrice(plan: { price: number }): string {
  return formatDollars(plan.price);
}

/** Whole-percent saving of `price` against `originalPrice`; 0 when there is no saving. */
export function discountPercent(price: number, originalPrice: number): number {
  if (originalPrice <= 0 || price >= originalPrice) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/** Dollars as the site writes every amount: with thousands separators ("$1,200", never "$1200"). */
export function formatDollars(amount: number): string {
  return `$${formatCount(amount)}`;
}

/**
 * A count or amount with US thousands separators, e.g. 5,000; the one number format of the site (as
 * toLocaleString("en-US") writes it: at most three decimals). Written out rather than through Intl: the first Intl
 * number format a page creates loads the locale's data, an 18 ms step on this machine (70 ms on a phone's CPU) that
 * was the longest piece of hydrating /buy-snapshot.
 */
export function formatCount(value: number): string {
  const [whole, decimals] = String(Math.round(value * 1000) / 1000).split(".");
  return `${whole!.replace(/\B(?=(\d{3})+$)/g, ",")}${decimals ? `.${decimals}` : ""}`;
}

/** A round floor of a count, e.g. "5,000+" (more than 5,000). */
export function formatAtLeast(value: number): string {
  return `${formatCount(value)}+`;
}
