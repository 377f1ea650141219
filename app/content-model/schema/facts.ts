// The schema of content/data/facts.yml. Re-exported by app/content-model/schema.ts, where importers find every schema.
import { z } from "zod";
import { counter, evidence, evidenceFields, line, optional, statistic, text } from "./blocks.ts";

// ---------------------------------------------------------------------------------------------------------------
// Structured data (YAML files under content/data/)

/**
 * A number of units or a range of them ("7-10"), as a duration fact states it; the unit is the end of the fact's
 * name (Hours, BusinessDays...), and copy reads the words from {{facts.name.duration}} (lib/time-format.ts).
 */
const amount = z.union([z.number().int().positive(), z.string().regex(/^\d+-\d+$/, "a number or a range such as 5-7")]);

/**
 * content/data/facts.yml: every fact the copy repeats, stated once; copy reads them with {{facts.name}} tokens. A fact
 * counted in time (its name ends with Minutes, Hours, Days, BusinessDays, Weeks or Months) also has
 * {{facts.name.duration}} ("48 hours", "5-7 business days") and, for one number, {{facts.name.adjective}} ("30-day").
 */
export const factsSchema = z.object({
  firstResponseHours: z.number().int().min(1).max(168).meta({ hint: "Hours to the first reply on a support request" }),
  enquiryReplyHours: z
    .number()
    .int()
    .min(1)
    .max(168)
    .meta({ hint: "Hours to the reply to a new enquiry or quote request" }),
  startWithinBusinessDays: amount.meta({
    hint: "How soon work starts after sign-up, in business days, e.g. 5-7; copy says {{facts.startWithinBusinessDays.duration}}",
  }),
  deliveryDays: amount.meta({
    hint: "Typical build time in days, e.g. 7-10, counted from deliveryCountsFrom; copy says {{facts.deliveryTime}}",
  }),
  deliveryCountsFrom: line(5, 40).meta({
    hint: "When the delivery days start counting, e.g. after work starts (startWithinBusinessDays says when that is)",
  }),
  supportRequestsTaken: line(3, 30).meta({
    hint: "When support requests are taken, e.g. 24/7; the first reply comes within firstResponseHours",
  }),
  satisfactionGuaranteeDays: z
    .number()
    .int()
    .min(1)
    .max(90)
    .meta({ hint: "Days of the satisfaction guarantee on a first monthly plan" }),
  satisfactionGuaranteePayout: text(60, 400).meta({
    hint: 'What the satisfaction guarantee does for a client who is not satisfied, and what it refunds: its one statement, which the pricing page and the Refund Policy read as {{facts.satisfactionGuaranteePayout}} after "tell us what is wrong, and"',
  }),
  workGuaranteeDays: z.number().int().min(1).max(365).meta({ hint: "Days delivered work is guaranteed" }),
  freeSupportDays: z.number().int().min(0).max(365).meta({ hint: "Days of free support after delivery" }),
  monthlySupportFrom: z.number().int().min(1).max(10000).meta({ hint: "Lowest monthly support price in dollars" }),
  refundWindowHours: z
    .number()
    .int()
    .min(1)
    .max(720)
    .meta({ hint: "Hours after the first payment in which a full refund is given" }),
  consultationMinutes: z
    .number()
    .int()
    .min(10)
    .max(120)
    .meta({ hint: "Length of the free consultation call in minutes" }),
  smsPerMonth: z
    .number()
    .int()
    .min(1)
    .max(30)
    .meta({ hint: "Most marketing texts a month to someone who ticked the box on a form" }),
  whiteLabelWeeks: amount.meta({ hint: "How long a full white-label setup takes, in weeks, e.g. 2-4" }),
  closeRateLift: line(2, 20).meta({ hint: "Typical close-rate lift after a pipeline rebuild, e.g. 20-30%" }),
  cartRecovery: line(2, 20).meta({
    hint: "Share of abandoned carts a recovery sequence typically brings back, e.g. 10-15%",
  }),
  snapshotRefundWindowHours: z
    .number()
    .int()
    .min(1)
    .max(720)
    .meta({ hint: "Hours after buying a snapshot in which it can be refunded, if it has not been loaded" }),
  shareLinkHours: z
    .number()
    .int()
    .min(1)
    .max(168)
    .meta({ hint: "Hours from a snapshot payment to the email with its share link" }),
  nonRefundableAfterDays: z
    .number()
    .int()
    .min(1)
    .max(365)
    .meta({ hint: "Days of use after which a service can no longer be refunded" }),
  refundReviewBusinessDays: amount.meta({
    hint: "How long reviewing a refund request takes, in business days, e.g. 5-7 (not the start time)",
  }),
  refundPaidBusinessDays: amount.meta({
    hint: "How long an approved refund takes to be paid back, in business days, e.g. 10-14",
  }),
  reviewModerationBusinessDays: z.number().int().min(1).max(30).meta({
    hint: "Business days within which a buyer's review is published or rejected (the Terms' moderation rules)",
  }),
  breachNoticeHours: z
    .number()
    .int()
    .min(1)
    .max(720)
    .meta({ hint: "Hours within which affected clients are told about a data breach" }),
  privacyRequestDays: z
    .number()
    .int()
    .min(1)
    .max(90)
    .meta({ hint: "Days within which we answer a request to access or delete personal data" }),
  enquiryRetentionMonths: z.number().int().min(1).max(120).meta({
    hint: "Months an enquiry is kept in the site's database before the server erases it (LEADS_RETENTION_DAYS overrides it)",
  }),
  networkDetailsRetentionDays: z
    .number()
    .int()
    .min(1)
    .max(365)
    .meta({ hint: "Days the IP address and browser of an enquiry are kept before the server blanks them" }),
  projects: statistic.meta({ hint: "Every project ever delivered, from one-hour fixes to full builds (hero)" }),
  businessesHelped: statistic.meta({ hint: "Hero" }),
  satisfaction: statistic.meta({ hint: "Satisfaction across every project (hero)" }),
  fullBuilds: counter.meta({ hint: "Full system builds delivered (closing section counter and Why choose us)" }),
  fullBuildSatisfaction: counter.meta({ hint: "Satisfaction on full builds (closing section counter)" }),
  evidence: z
    .object({
      projects: evidence,
      businessesHelped: evidence,
      satisfaction: evidence,
      fullBuilds: evidence,
      fullBuildSatisfaction: evidence,
      closeRateLift: evidence,
      cartRecovery: evidence,
      phrases: z
        .array(
          z.object({
            claim: line(3, 120).meta({ hint: "The claim in plain words" }),
            pattern: line(3, 240).meta({
              hint: 'The words that make the claim in the copy (any case, wherever they appear), e.g. certified, or a whole clause such as "the builds we run every week"',
            }),
            unclaimed: optional(
              line(2, 240).meta({
                hint: "What a production build writes instead of the pattern while the claim is unverified, as it reads mid-sentence (capitalized where the pattern starts a sentence). Empty: a list entry that makes the claim is left out, and a sentence stops the build",
              }),
            ),
            ...evidenceFields,
          }),
        )
        .meta({
          hint: "Claims made in words across the copy (experience, volume, results, credentials): launch-check lists where each unverified one appears, in every language; a claim made only on English pages (the blog) still needs its Spanish words",
        }),
    })
    .meta({ hint: "Where each marketing figure above comes from" }),
});
