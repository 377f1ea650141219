// The schema of content/industries/. Re-exported by app/content-model/schema.ts, where importers find every schema.
import { z } from "zod";
import { TITLE_MAX } from "../../../lib/page-title.ts";
import {
  BLOG_CATEGORY_SLUGS,
  SNAPSHOT_CATEGORY_IDS,
  faq,
  line,
  optional,
  popupCopy,
  slug,
  text,
  titledText,
} from "./blocks.ts";

/**
 * content/industries/{slug}.md: the page of one audience the agency sells to (/industries/{slug}). Its snapshots and
 * articles are chosen by category and tags, so a new snapshot or post of the niche joins the page with no edit here.
 * Body: "What we set up for you".
 */
export const industrySchema = z.object({
  name: line(3, 40).meta({ hint: "The niche's short name, e.g. Mortgage (cards, breadcrumbs, share card)" }),
  audience: line(5, 60).meta({
    hint: "Who the page speaks to, e.g. mortgage brokers: links read Built for mortgage brokers",
  }),
  order: z.number().int().min(0).max(999).meta({ hint: "Position on /industries and in lists, lowest first" }),
  metaTitle: line(30, TITLE_MAX).meta({
    hint: `The browser tab and search result title, at most ${TITLE_MAX} characters (search results cut a longer one); | brand follows when it still fits`,
  }),
  metaDescription: line(120, 160),
  summary: text(40, 200).meta({ hint: "The card text on /industries" }),
  headline: line(10, 90).meta({ hint: "The page's main heading, in the audience's own words" }),
  lead: text(60, 420),
  problems: z
    .array(titledText)
    .min(3)
    .max(4)
    .meta({ hint: "What this audience says goes wrong today, in their words" }),
  rules: z.array(titledText).min(2).max(4).meta({
    hint: "The rules the niche works under (texting consent, privacy, advertising), in plain words and without legal advice",
  }),
  snapshots: z
    .object({
      categories: z.array(z.enum(SNAPSHOT_CATEGORY_IDS)).max(3),
      tags: z.array(slug).max(6),
    })
    .meta({
      hint: "Which snapshots the page lists: every snapshot of these categories, and every one carrying one of these tags",
    }),
  services: z.array(slug).min(2).max(4).meta({ hint: "Slugs of the services that matter most to this audience" }),
  posts: z
    .object({
      categories: z.array(z.enum(BLOG_CATEGORY_SLUGS)).max(3),
      tags: z.array(line(2, 40)).max(6),
    })
    .meta({
      hint: "Which articles the page lists: every post of these categories, and every one with one of these tags (any case)",
    }),
  proof: z
    .object({
      caseStudy: optional(line(10, 90).meta({ hint: "The title of a case study in case-studies.yml" })),
      testimonial: optional(line(2, 40).meta({ hint: "The name of a testimonial in testimonials.yml" })),
    })
    .meta({ hint: "The case study or testimonial that fits this audience (at least one)" }),
  faqs: z.array(faq).min(4).max(6),
  cta: popupCopy,
  heroVisual: z
    .object({
      pipeline: z.object({
        name: line(3, 30).meta({ hint: "The board's title, e.g. Buyer pipeline" }),
        stages: z
          .array(
            z.object({
              name: line(2, 16).meta({ hint: "The stage as its column shows it (about 15 characters fit)" }),
              leads: z
                .array(
                  z.object({
                    name: line(2, 16).meta({ hint: "A made-up first name and initial, e.g. Maria G." }),
                    about: line(2, 20).meta({
                      hint: "What this lead is about, in a few words (about 20 characters fit); nothing private",
                    }),
                  }),
                )
                .min(1)
                .max(2),
            }),
          )
          .length(3)
          .meta({ hint: "Three stages of the pipeline in order, each with one or two leads on it" }),
      }),
      workflow: z.object({
        name: line(3, 33).meta({ hint: "The workflow card's title" }),
        steps: z
          .array(line(3, 32))
          .length(4)
          .meta({ hint: "Its four steps in order, from the trigger to the result (about 30 characters fit)" }),
      }),
      booking: z
        .object({
          label: line(3, 26).meta({ hint: "The card's first line, e.g. Showing booked" }),
          title: line(3, 22).meta({ hint: "What was booked" }),
          detail: line(3, 28).meta({ hint: "When, e.g. Sat, {{time.11:00}} · Reminder set" }),
        })
        .meta({ hint: "The card of what the workflow ends in" }),
    })
    .meta({
      hint: "The hero's picture of the setup we build for this audience: its pipeline board, a workflow and the booking it ends in (short words: they sit in fixed boxes)",
    }),
});
