// The schema of content/data/pricing.yml. Re-exported by app/content-model/schema.ts, where importers find every schema.
import { z } from "zod";
import { PLAN_IDS, evidenceFields, faq, line, optional, popupCopy, text } from "./blocks.ts";

export const planSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: line(2, 30),
  price: z.number().int().min(1).max(10000).meta({ hint: "Whole dollars a month (or an hour for Hourly)" }),
  period: z.enum(["mo", "hour"]),
  hours: line(3, 30),
  popular: z.boolean(),
  summary: text(20, 200),
  features: z.array(line(3, 90)).min(3).max(10),
  buttonText: line(3, 30),
});

/** A tick (true), a dash (false) or a short text. The CMS edits it as text, so "true" and "false" are the booleans. */
const comparisonValue = z.preprocess(
  (value) => (value === "true" ? true : value === "false" ? false : value),
  z.union([z.boolean(), line(1, 30)]),
);
export const comparisonRowSchema = z.object({
  name: line(2, 60),
  tooltip: optional(text(10, 240)),
  values: z.object({ starter: comparisonValue, standard: comparisonValue, pro: comparisonValue }),
});

/** content/data/pricing.yml: plans, the comparison table, the plan popup copy and the pricing FAQ. */
export const pricingSchema = z
  .object({
    plans: z.array(planSchema).length(4),
    comparison: z.array(comparisonRowSchema).min(3).max(20),
    customPricing: popupCopy,
    planPopup: z.object({
      title: line(5, 80).meta({ hint: "{plan} is replaced by the plan's name" }),
      monthlySubtitle: text(20, 240).meta({ hint: "{plan} and {hours} are replaced by the plan's name and hours" }),
      hourlySubtitle: text(20, 240),
    }),
    faqs: z.array(faq).min(3).max(12),
    popularBadge: z
      .object({
        label: line(3, 30).meta({ hint: "The badge on the plan marked popular, e.g. Most Popular" }),
        ...evidenceFields,
      })
      .meta({
        hint: "A claim about what clients choose: a production build shows it only once verified (the plan stays highlighted)",
      }),
    support: z
      .object({
        name: line(3, 40),
        summary: text(20, 240),
        priceNote: text(20, 200).meta({
          hint: "What the price depends on; the price itself is monthlySupportFrom in facts.yml",
        }),
        features: z.array(line(3, 90)).min(3).max(8),
        buttonText: line(3, 40),
        popup: popupCopy,
      })
      .meta({ hint: "The monthly support plan on /pricing, for delivered systems once their free support ends" }),
  })
  .superRefine((value, ctx) => {
    const ids = value.plans.map((plan) => plan.id);
    for (const id of PLAN_IDS)
      if (!ids.includes(id)) ctx.addIssue({ code: "custom", path: ["plans"], message: `plan "${id}" is missing` });
    if (value.plans.filter((plan) => plan.popular).length !== 1)
      ctx.addIssue({ code: "custom", path: ["plans"], message: "exactly one plan must be marked popular" });
  });
