import { interestKey } from "../../lib/interest";
import { formatDollars } from "../../lib/pricing";
import {
  comparison,
  customPricing,
  facts,
  planPopup,
  plans as allPlans,
  popularLabel,
  pricingFaqs as faqs,
  supportPlan,
} from "virtual:site-content";
import type { ComparisonRow, MonthlyPlanId, PricingPlan } from "./types";

/** The agency's plans (content/data/pricing.yml): home shows the three monthly plans; /pricing adds Hourly. */
export const plans: (PricingPlan & { periodText: string })[] = allPlans;

export const monthlyPlans = plans.filter(
  (plan): plan is (typeof plans)[number] & { id: MonthlyPlanId } => plan.id !== "hourly",
);

/** The comparison table shared by home and /pricing. */
export const comparisonRows = comparison;

export const pricingFaqs = faqs;

export const CUSTOM_PRICING = customPricing;

/** The monthly support plan (pricing.yml `support`) with its price, which is the one fact monthlySupportFrom. */
export const SUPPORT_PLAN = { ...supportPlan, price: formatDollars(facts.monthlySupportFrom) };
export type SupportPlan = typeof SUPPORT_PLAN;

/** Popup copy for a plan's button: the title always names the plan. */
export function planConsultation(plan: PricingPlan) {
  const fill = (text: string) => text.replaceAll("{plan}", plan.name).replaceAll("{hours}", plan.hours);
  return {
    title: fill(planPopup.title),
    subtitle: fill(plan.id === "hourly" ? planPopup.hourlySubtitle : planPopup.monthlySubtitle),
    interest: interestKey("plan", plan.id),
  };
}

export type PlanConsultation = ReturnType<typeof planConsultation>;

/**
 * A plan as its card shows it, with its popup copy worked out at build time (so no content ships as JavaScript).
 * `badge` is the popular plan's label ("Most Popular"), which a production build shows only once verified.
 */
export type PlanOffer = (typeof plans)[number] & { consultation: PlanConsultation; badge?: string | undefined };

export function planOffers(list: (typeof plans)[number][] = plans): PlanOffer[] {
  return list.map((plan) => ({
    ...plan,
    consultation: planConsultation(plan),
    ...(plan.popular && popularLabel ? { badge: popularLabel } : {}),
  }));
}

/** The comparison table's columns (the monthly plans) and rows. */
export interface PlanComparison {
  plans: (typeof monthlyPlans)[number][];
  rows: ComparisonRow[];
}

export const planComparison = (): PlanComparison => ({ plans: monthlyPlans, rows: comparisonRows });

export { facts };
