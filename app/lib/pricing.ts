
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

/** A count or amount with US thousands separators, e.g. 5,000; the one number format of the site. */
export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}

/** A round floor of a count, e.g. "5,000+" (more than 5,000). */
export function formatAtLeast(value: number): string {
  return `${formatCount(value)}+`;
}
