// The schema of content/data/snapshot-store.yml. Re-exported by app/content-model/schema.ts, where importers find every
// schema.
import { z } from "zod";
import { GHL_PLAN_IDS, evidence, evidenceFields, faq, line, optional } from "./blocks.ts";
import { uniqueBy } from "./snapshot.ts";

/** content/data/snapshot-store.yml: prices and claims of the snapshot marketplace. */
export const snapshotStoreSchema = z.object({
  defaultPrice: z.number().int().min(20).max(2000).meta({ hint: "Price of a snapshot that has no price of its own" }),
  originalPrice: optional(
    z
      .object({
        price: z
          .number()
          .int()
          .min(20)
          .max(5000)
          .meta({ hint: "The struck-through former price on every snapshot page" }),
        ...evidenceFields,
      })
      .meta({
        hint: "A former price is shown only if snapshots really sold at it: a production build strikes it through only once verified, with the dates it was charged as the source (FTC, 16 CFR 233.1)",
      }),
  ),
  labels: z
    .object({
      regularPrice: line(3, 30).meta({ hint: "Read by screen readers before the struck-through price" }),
      save: line(3, 30)
        .meta({ hint: "The saving against the former price; {percent} is replaced by the percentage" })
        .regex(/\{percent\}/, "must contain {percent}"),
      reviews: line(3, 20).meta({ hint: "After a review count, e.g. reviews" }),
      sales: line(3, 20).meta({ hint: "After a sales count, e.g. sales" }),
      averageRating: line(3, 30),
      downloads: line(3, 30),
      purchaseTerms: line(10, 80).meta({
        hint: "Under a snapshot's price: what the payment buys, e.g. one-time payment, lifetime use",
      }),
      storeQuestions: line(10, 60).meta({
        hint: "The heading of commonFaq on the marketplace page, and the link to it from every snapshot's FAQ",
      }),
    })
    .meta({ hint: "The words beside the marketplace's figures and prices" }),
  averageRating: line(1, 10),
  downloads: z.number().int().min(1).meta({ hint: "Snapshots sold, at least (a round floor): 5000 shows as 5,000+" }),
  evidence: z
    .object({ averageRating: evidence, downloads: evidence })
    .meta({ hint: "Where the marketplace's rating and download figures come from" }),
  commonFaq: z.array(faq).min(1).max(6).meta({
    hint: "Questions about buying any snapshot (delivery, setup, refunds): answered once on the marketplace page, which every snapshot's FAQ links to",
  }),
  importSteps: z.array(line(10, 200)).min(2).max(8).meta({
    hint: "How a buyer imports a snapshot from its share link, step by step: in the e-mail with the link and on the order page",
  }),
  buyerReviews: z
    .strictObject({
      heading: line(3, 60).meta({ hint: "Above a snapshot's approved buyers' reviews (shown once it has one)" }),
      verifiedBuyer: line(3, 30).meta({ hint: "Beside each approved review: it came through a paid order's own link" }),
    })
    .meta({
      hint: "The words of the buyers' reviews on a snapshot's page (content/reviews/, approved with npm run reviews)",
    }),
  ghlPlans: z
    .array(
      z.object({
        id: z.enum(GHL_PLAN_IDS),
        name: line(2, 30),
        price: z.number().int().min(1).max(10000).meta({ hint: "HighLevel's monthly price in whole dollars" }),
      }),
    )
    .length(GHL_PLAN_IDS.length)
    .superRefine((plans, ctx) => uniqueBy(plans, (plan) => plan.id, ctx, "id"))
    .meta({ hint: "HighLevel's own plans, one each: a spec sheet names the lowest one its snapshot works on" }),
  ghlPlansNote: line(20, 240).meta({
    hint: "Under the plan on every spec sheet: whose prices these are, and that HighLevel can change them",
  }),
  neverTransfers: z.array(line(5, 120)).min(3).max(16).meta({
    hint: "What GoHighLevel never carries in any snapshot (its documented list): on every spec sheet, before the snapshot's own items",
  }),
});
