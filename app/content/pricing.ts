import { interestKey } from "~/lib/interest";
import { comparison, customPricing, facts, planPopup, plans as allPlans, pricingFaqs as faqs } from "virtual:site-content";
import type { MonthlyPlanId, PricingPlan } from "./types";

/** The agency's plans (content/data/pricing.yml): home shows the three monthly plans; /pricing adds Hourly. */
export const plans: PricingPlan[] = allPlans;

export const monthlyPlans = plans.filter((plan): plan is PricingPlan & { id: MonthlyPlanId } => plan.id !== "hourly");

/** The comparison table shared by home and /pricing. */
export const comparisonRows = comparison;

export const pricingFaqs = faqs;

export const CUSTOM_PRICING = customPricing;

/** Popup copy for a plan's button: the title always names the plan. */
export function planConsultation(plan: PricingPlan) {
  const fill = (text: string) => text.replaceAll("{plan}", plan.name).replaceAll("{hours}", plan.hours);
  return {
    title: fill(planPopup.title),
    subtitle: fill(plan.id === "hourly" ? planPopup.hourlySubtitle : planPopup.monthlySubtitle),
    interest: interestKey("plan", plan.id),
  };
}

export { facts };
