// The schema of content/snapshots/ and content/reviews/. Re-exported by app/content-model/schema.ts, where importers find
// every schema.
import { z } from "zod";
import { VERSION_PATTERN, versionOrderProblem } from "../../../lib/snapshot-versions.ts";
import { REVIEW_LIMITS } from "../../../lib/review-rules.ts";
import {
  GHL_PLAN_IDS,
  SNAPSHOT_CATEGORY_IDS,
  evidence,
  evidenceFields,
  faq,
  httpsUrl,
  isoDate,
  line,
  optional,
  slug,
  text,
  titledText,
} from "./blocks.ts";
import { propertyAt } from "../../../lib/typed-object.ts";

export const snapshotTestimonialSchema = z.object({
  name: line(3, 40),
  business: line(3, 80),
  content: text(40, 400),
  rating: z.number().int().min(4).max(5),
  ...evidenceFields,
});

/**
 * content/reviews/{snapshot slug}/{review id}.yml: a buyer's review, written by `npm run reviews -- --approve` from what
 * the buyer sent through their order's review link (server/reviews/); the build checks it with the form's limits.
 */
export const reviewFileSchema = z.strictObject({
  stars: z.number().int().min(REVIEW_LIMITS.minStars).max(REVIEW_LIMITS.maxStars),
  text: z.string().trim().min(REVIEW_LIMITS.minText).max(REVIEW_LIMITS.maxText).meta({ widget: "text" }),
  name: line(REVIEW_LIMITS.minName, REVIEW_LIMITS.maxName),
  date: isoDate.meta({ hint: "The day the buyer sent it" }),
  order: z.string().regex(/^[A-Za-z0-9_-]{6,12}$/, "must be the order's short reference (its first characters)"),
  verified: z.literal(true, "must be true: only a buyer's review, sent through its order's link, is published"),
});
export type VerifiedReview = Omit<z.infer<typeof reviewFileSchema>, "verified" | "order"> & { id: string };
/** Adds an issue at the second item whose key an earlier item already has: a list that names a thing twice counts it twice. */
export function uniqueBy<T>(items: readonly T[], key: (item: T) => string, ctx: z.RefinementCtx, field?: string) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const value = key(item).toLowerCase();
    if (seen.has(value))
      ctx.addIssue({
        code: "custom",
        path: field ? [index, field] : [index],
        message: `"${key(item)}" is listed twice`,
      });
    seen.add(value);
  });
}
/** A list of named things in a snapshot: each named once, since the page counts them from the list. */
const namedList = (hint: string, max = 80) =>
  optional(
    z
      .array(line(2, 100))
      .max(max)
      .superRefine((items, ctx) => uniqueBy(items, (item) => item, ctx))
      .meta({ hint: `${hint}. Listed once each: the page counts them from this list` }),
  );
const namedObjects = <T extends z.ZodRawShape & { name: z.ZodString }>(shape: T, hint: string, max = 80) =>
  optional(
    z
      .array(z.object(shape))
      .max(max)
      .superRefine((items, ctx) => uniqueBy(items, (item) => String(propertyAt(item, "name")), ctx, "name"))
      .meta({ hint: `${hint}. Listed once each: the page counts them from this list` }),
  );

/**
 * A snapshot's spec sheet: what is inside it (every count on the page is computed from these lists), what the buyer
 * sets up themselves, the HighLevel plan and add-ons it needs, the steps after import with their minutes, and the
 * setup videos if any exist. The page promises a checklist, documented Custom Values or videos only from these fields.
 */
export const specSheetSchema = z.object({
  plan: z.enum(GHL_PLAN_IDS).meta({
    hint: "The lowest HighLevel plan the snapshot works on (snapshot-store.yml names each plan and its price)",
  }),
  planReason: text(20, 300).meta({ hint: "Why that plan is enough, or what needs it" }),
  addOns: optional(
    z
      .array(
        z.object({
          name: line(2, 60),
          why: line(10, 240).meta({ hint: "What in the snapshot needs it, and how HighLevel bills it" }),
        }),
      )
      .max(8)
      .meta({
        hint: "Paid HighLevel add-ons or usage the snapshot needs (LC Phone, LC Email, HIPAA...); empty if none",
      }),
  ),
  inside: z
    .object({
      pipelines: namedObjects(
        { name: line(2, 60), stages: z.array(line(2, 40)).min(2).max(20).meta({ hint: "In order, first to last" }) },
        "Pipelines with their stages",
        10,
      ),
      workflows: z
        .array(
          z.object({
            name: line(3, 80),
            trigger: line(5, 200).meta({
              hint: "What starts it, as HighLevel names the trigger (Form Submitted: ..., Pipeline Stage Changed: ...)",
            }),
          }),
        )
        .min(1)
        .max(80)
        .superRefine((items, ctx) => uniqueBy(items, (item) => item.name, ctx, "name"))
        .meta({ hint: "Every workflow with its trigger. Listed once each: the page counts them from this list" }),
      funnels: namedObjects(
        { name: line(2, 60), kind: z.enum(["funnel", "website"]), pages: z.array(line(2, 60)).min(1).max(30) },
        "Funnels and websites with their pages",
        20,
      ),
      forms: namedList("Forms", 40),
      surveys: namedList("Surveys", 40),
      calendars: namedList("Calendars", 20),
      emailTemplates: namedList("E-mail templates"),
      smsTemplates: namedList("SMS templates"),
      customFields: namedList("Custom Fields", 150),
      customValues: namedObjects(
        { name: line(2, 60), holds: line(5, 200).meta({ hint: "What the buyer types into it, and where it shows" }) },
        "Custom Values, each with what it holds",
        80,
      ),
      tags: namedList("Tags", 150),
      triggerLinks: namedList("Trigger links", 40),
    })
    .meta({ hint: "What the snapshot carries, as lists: each count on the page is the length of its list" }),
  setUpYourself: z.array(line(5, 200)).min(1).max(12).meta({
    hint: "What this snapshot needs that never transfers (its phone number, A2P, integrations...): shown after the list every snapshot shares",
  }),
  checklist: z
    .array(
      z.object({
        step: line(10, 200),
        minutes: z
          .number()
          .int()
          .min(1)
          .max(600)
          .meta({ hint: "About how long the step takes; the page adds them up" }),
      }),
    )
    .min(2)
    .max(15)
    .meta({ hint: "The steps after import, in order: on the page, in the e-mail with the link and on the order page" }),
  videos: optional(
    z
      .array(z.object({ title: line(5, 80), url: httpsUrl, minutes: z.number().int().min(1).max(180) }))
      .max(30)
      .meta({ hint: "Setup videos that exist today. Empty: no page of the snapshot may promise a video" }),
  ),
});

/** content/snapshots/{slug}.md: the marketplace card and the whole detail page. Body: the description. */
export const snapshotSchema = z.object({
  name: line(5, 60),
  category: z.enum(SNAPSHOT_CATEGORY_IDS),
  order: z.number().int().min(0).max(9999).meta({ hint: "Position within its category, lowest first" }),
  price: optional(
    z.number().int().min(140).max(200).meta({ hint: "Whole dollars, 140-200; empty for the default price" }),
  ),
  rating: z.number().min(4.5).max(5).multipleOf(0.1),
  sales: z.number().int().min(0).max(100000),
  reviews: z.number().int().min(0).max(100000),
  figures: evidence.meta({ hint: "Where the rating, reviews and sales above come from" }),
  tagline: text(40, 160),
  features: z.array(titledText).length(10),
  includes: z.array(line(5, 200)).length(10),
  benefits: z.array(line(10, 200)).length(8),
  testimonials: z.array(snapshotTestimonialSchema).length(3),
  faq: z.array(faq).length(4),
  tags: optional(
    z.array(slug).max(6).meta({
      hint: "Audiences this snapshot serves beyond its category, e.g. mortgage or coaching: industry pages that select a tag list it",
    }),
  ),
  ghlSnapshotId: optional(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{6,64}$/)
      .meta({
        hint: "The snapshot's id in GoHighLevel (agency view: Account Snapshots). With the agency token set, each paid order gets its own single-use share link of it; empty: the agency sends the link by hand",
      }),
  ),
  afterImport: optional(
    z.array(line(10, 200)).min(1).max(10).meta({
      hint: "What the buyer does after importing this snapshot, in order: in the e-mail with the link and on the order page",
    }),
  ),
  versions: optional(
    z
      .array(
        z.object({
          version: z.string().regex(VERSION_PATTERN, 'must be a version written major.minor.patch, e.g. "1.2.0"'),
          date: isoDate,
          changes: z.array(line(10, 240)).min(1).max(12).meta({
            hint: "What changed in this version, one sentence each: the update e-mail to past buyers quotes them",
          }),
        }),
      )
      .min(1)
      .max(40)
      .superRefine((versions, ctx) => {
        const problem = versionOrderProblem(versions);
        if (problem) ctx.addIssue({ code: "custom", path: [problem.index, "version"], message: problem.message });
      })
      .meta({
        hint: "The snapshot's versions, newest first: { version: 1.2.0, date: YYYY-MM-DD, changes: [...] }. Deploying a new version e-mails every past buyer what changed and a new share link",
      }),
  ),
  specSheet: optional(
    specSheetSchema.meta({
      hint: "What the snapshot holds, needs and asks of the buyer: a production build sells only a snapshot with one and a GoHighLevel id",
    }),
  ),
  checkoutUrl: optional(
    httpsUrl.meta({
      hint: "Where Buy Now sends the buyer to pay: a Stripe Payment Link or a GoHighLevel order form for this snapshot. Empty: Buy Now opens the enquiry popup",
    }),
  ),
});
