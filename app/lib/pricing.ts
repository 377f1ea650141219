import type { PricingPlan } from "~/content/types";

/** Whole dollars as the client's spec writes plan prices: a dollar sign and no thousands separator. */
export function formatPlanPrice(plan: Pick<PricingPlan, "price">): string {
  return formatDollars(plan.price);
}

/** Whole-percent saving of `price` against `originalPrice`; 0 when there is no saving. */
export function discountPercent(price: number, originalPrice: number): number {
  if (originalPrice <= 0 || price >= originalPrice) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

export function formatDollars(amount: number): string {
  return `$${amount}`;
}
