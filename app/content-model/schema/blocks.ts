// The building blocks every schema is made of: text of bounded length, paths, addresses, dates, the fixed lists of
// ids, evidence.
import { z } from "zod";
import { isHttpsUrl } from "../../../config/urls.mjs";

// ---------------------------------------------------------------------------------------------------------------
// Building blocks

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens, e.g. roof-repair");
export const line = (min = 1, max = 300) => z.string().trim().min(min).max(max);
export const text = (min = 1, max = 2000) => z.string().trim().min(min).max(max).meta({ widget: "text" });
/** An optional field. The CMS saves a field the editor emptied as "" (or null): that means "not set" too. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());
/** A full https:// address of a page on another site, such as a checkout page. */
export const httpsUrl = z
  .string()
  .trim()
  .regex(/^https:\/\/\S+$/, "must be a full https:// address, e.g. https://buy.stripe.com/...")
  .refine(isHttpsUrl, "is not a valid https:// address");
/** A calendar date written YYYY-MM-DD that exists. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "is not a real calendar date");

export const ICON_NAMES = [
  "funnel",
  "code",
  "tag",
  "pipeline",
  "chart",
  "cloud",
  "chat",
  "mail",
  "phone",
  "form",
  "graduation",
  "cart",
  "calendar",
  "star",
  "share",
] as const;
export const iconName = z.enum(ICON_NAMES);

export const SNAPSHOT_CATEGORY_IDS = [
  "real-estate-finance",
  "home-services",
  "health-wellness",
  "professional-services",
  "local-business",
  "events-entertainment",
  "education-training",
  "specialty-niche",
] as const;

export const BLOG_CATEGORY_SLUGS = [
  "agency-growth",
  "automation",
  "tutorials",
  "best-practices",
  "real-estate",
  "mortgage",
  "healthcare",
  "coaching",
  "local-business",
] as const;

export const LEGAL_SLUGS = [
  "privacy-policy",
  "terms-of-service",
  "cookie-policy",
  "data-protection",
  "refund-policy",
  "sms-terms",
] as const;

export const PLAN_IDS = ["starter", "standard", "pro", "hourly"] as const;
/** HighLevel's own plans (not the agency's): a spec sheet names the one its snapshot needs. */
export const GHL_PLAN_IDS = ["starter", "unlimited", "agency-pro"] as const;
export const MONTHLY_PLAN_IDS = ["starter", "standard", "pro"] as const;

export const titledText = z.object({ title: line(2, 90), description: text(10, 400) });
export const faq = z.object({ question: line(10, 160), answer: text(40, 1200) });
export const statistic = z.object({
  value: line(1, 12).meta({ hint: "The figure in large type, e.g. 500+ or 98%" }),
  label: line(2, 60).meta({ hint: "What the figure measures, so a visitor can tell two figures apart" }),
});
/** A figure the closing section counts up to; the label says what it measures. */
export const counter = z.object({
  target: z.number().int().min(1).max(100000),
  suffix: z.string().max(3),
  label: line(2, 60),
});
export const popupCopy = z.object({ title: line(5, 80), subtitle: text(20, 240) });

/**
 * Where a testimonial, rating or marketing figure comes from. Fake or unverifiable reviews are unlawful in the US
 * (FTC, 16 CFR 465), so every one says whether the agency has checked it and where it comes from; `npm run
 * launch-check` lists the unverified ones, and a production build (SITE_ENV=production) leaves out unverified
 * testimonials and ratings.
 */
export const evidenceFields = {
  verified: z
    .boolean()
    .meta({ hint: "Checked against its source: a real client's words or figures, with permission to publish" }),
  source: line(3, 300).meta({
    hint: "Where it comes from: the review platform and date, the client's signed release, the report behind a figure",
  }),
};
export const evidence = z.object(evidenceFields);
