// The schema of content/data/pages.yml. Re-exported by app/content-model/schema.ts, where importers find every schema.
import { z } from "zod";
import { line, text } from "./blocks.ts";

const pageMetaDescription = line(70, 160).meta({ hint: "The search result and share description of the page" });
const sitePath = z.string().regex(/^\/[a-z0-9/#-]*$/, "must be a site path such as /pricing");

/**
 * content/data/pages.yml: the words of pages and sections that state facts or counts (prices, hours, guarantees,
 * how many services or snapshots), so that no figure is typed in the code. Routes pass most of it through their
 * loader; the two not-found views also render without loader data, so their copy is small and read directly.
 */
export const pagesSchema = z.object({
  home: z.object({
    metaDescription: pageMetaDescription,
    servicesIntro: text(40, 320).meta({ hint: "Intro of the home page's services section" }),
    hourlyLink: line(10, 90).meta({ hint: "Link under the home page's plan comparison, to /pricing" }),
    contactIntro: text(40, 320).meta({ hint: "Intro of the home page's contact section" }),
    closingCta: z.object({ title: line(10, 90), lead: text(20, 240), button: line(3, 40) }).meta({
      hint: "The home page's closing call to action: heading, sentence and the button that opens the consultation popup",
    }),
  }),
  services: z.object({ metaDescription: pageMetaDescription, lead: text(40, 320) }),
  industries: z
    .object({ metaDescription: pageMetaDescription, lead: text(40, 320) })
    .meta({ hint: "/industries, the list of the audiences' pages" }),
  pricing: z.object({
    metaDescription: pageMetaDescription,
    lead: text(40, 320),
    customIntro: line(10, 140).meta({ hint: "Next to the Request Custom Pricing button" }),
    ctaLead: text(40, 240).meta({ hint: "The closing call to action of /pricing" }),
  }),
  marketplace: z.object({ title: line(10, 60), metaDescription: pageMetaDescription }),
  blog: z.object({ lead: text(40, 320) }).meta({ hint: "/blog, the list of posts (the blog is in English only)" }),
  contact: z.object({
    metaDescription: pageMetaDescription,
    title: line(10, 80),
    lead: text(40, 320),
    formTitle: line(5, 60).meta({ hint: "Above the form" }),
    nextTitle: line(5, 60).meta({ hint: "Above the steps after an inquiry" }),
    asking: line(10, 120)
      .refine((value) => value.includes("{interest}"), "must contain {interest}")
      .meta({
        hint: "Above the form when a button brought the visitor: {interest} is replaced by e.g. Standard plan, $<price> per month",
      }),
  }),
  contactPromises: z
    .array(z.object({ title: line(5, 40), text: text(20, 200) }))
    .length(3)
    .meta({
      hint: "What happens after an enquiry: reply time, consultation, support (contact page and home contact section)",
    }),
  notFound: z.object({
    destinations: z
      .array(z.object({ to: sitePath, title: line(3, 40), text: line(10, 90) }))
      .min(2)
      .max(6),
  }),
  snapshotNotFound: z.object({ metaDescription: pageMetaDescription, lead: text(20, 240) }),
  snapshotBuyNow: z.object({
    title: line(5, 80).meta({ hint: "{name} is replaced by the snapshot's name" }),
    subtitle: text(20, 240).meta({ hint: "{name} is replaced by the snapshot's name" }),
    pay: line(5, 40).meta({
      hint: "The Pay button's words while the site sells itself (a Node host with Stripe set): {price} is replaced by the snapshot's price",
    }),
    ask: z
      .object({
        button: line(5, 40),
        title: line(5, 80).meta({ hint: "{name} is replaced by the snapshot's name" }),
        subtitle: text(20, 240).meta({ hint: "{name} is replaced by the snapshot's name" }),
      })
      .meta({
        hint: "A snapshot a live site does not sell yet (no GoHighLevel id or no spec sheet): its button and question popup, beside the price",
      }),
  }),
  search: z
    .object({
      metaDescription: pageMetaDescription,
      title: line(5, 60),
      lead: text(20, 240),
      groups: z
        .object({
          pages: line(3, 40),
          service: line(3, 40),
          snapshot: line(3, 40),
          post: line(3, 40),
          legal: line(3, 40),
        })
        .meta({ hint: "The headings of the lists of pages, by type" }),
    })
    .meta({ hint: "/search: every page of the site by type (not indexed); with JavaScript it opens the site search" }),
  thankYou: z
    .object({ metaDescription: pageMetaDescription, title: line(5, 60), lead: text(20, 240), nextTitle: line(5, 60) })
    .meta({ hint: "The page a form sent without JavaScript lands on (/thank-you, not indexed)" }),
});
