/**
 * The schemas of every content collection (the files under content/). The build validates each file against its
 * schema and stops with the file, the field and the problem; the site's types are inferred from here, so there is
 * no second, hand-kept description of the content. The CMS config (/admin) is generated from these schemas too.
 *
 * Browser code must only `import type` from this module: zod stays in the build.
 *
 * `.meta()` carries what the CMS needs beyond the type: a label, a hint and the editing widget for long text.
 */
import { z } from "zod";
import type { Claim } from "./.server/evidence";
import { isHttpsUrl } from "../../config/urls.mjs";
import { splitLang } from "../../config/languages.mjs";
import { inlineLinks } from "../lib/inline-links.ts";
import { VERSION_PATTERN, versionOrderProblem, type SnapshotVersion } from "../lib/snapshot-versions.ts";
import { REVIEW_LIMITS } from "../lib/review-rules.ts";
import { propertyAt } from "../lib/typed-object.ts";
import type { SpecSheetView } from "../lib/spec-sheet.ts";
import type { SnapshotDelivery } from "../../handover/store-catalog.ts";

// ---------------------------------------------------------------------------------------------------------------
// Building blocks

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens, e.g. roof-repair");
const line = (min = 1, max = 300) => z.string().trim().min(min).max(max);
const text = (min = 1, max = 2000) => z.string().trim().min(min).max(max).meta({ widget: "text" });
/** An optional field. The CMS saves a field the editor emptied as "" (or null): that means "not set" too. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());
/** A full https:// address of a page on another site, such as a checkout page. */
const httpsUrl = z
  .string()
  .trim()
  .regex(/^https:\/\/\S+$/, "must be a full https:// address, e.g. https://buy.stripe.com/...")
  .refine(isHttpsUrl, "is not a valid https:// address");
/** A calendar date written YYYY-MM-DD that exists. */
const isoDate = z
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
const iconName = z.enum(ICON_NAMES);

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

export const LEGAL_SLUGS = ["privacy-policy", "terms-of-service", "cookie-policy", "data-protection", "refund-policy", "sms-terms"] as const;

export const PLAN_IDS = ["starter", "standard", "pro", "hourly"] as const;
/** HighLevel's own plans (not the agency's): a spec sheet names the one its snapshot needs. */
export const GHL_PLAN_IDS = ["starter", "unlimited", "agency-pro"] as const;
export const MONTHLY_PLAN_IDS = ["starter", "standard", "pro"] as const;

export const titledText = z.object({ title: line(2, 90), description: text(10, 400) });
export const faq = z.object({ question: line(10, 160), answer: text(40, 1200) });
const statistic = z.object({
  value: line(1, 12).meta({ hint: "The figure in large type, e.g. 500+ or 98%" }),
  label: line(2, 60).meta({ hint: "What the figure measures, so a visitor can tell two figures apart" }),
});
/** A figure the closing section counts up to; the label says what it measures. */
const counter = z.object({ target: z.number().int().min(1).max(100000), suffix: z.string().max(3), label: line(2, 60) });
const popupCopy = z.object({ title: line(5, 80), subtitle: text(20, 240) });

/**
 * Where a testimonial, rating or marketing figure comes from. Fake or unverifiable reviews are unlawful in the US
 * (FTC, 16 CFR 465), so every one says whether the agency has checked it and where it comes from; `npm run
 * launch-check` lists the unverified ones, and a production build (SITE_ENV=production) leaves out unverified
 * testimonials and ratings.
 */
export const evidenceFields = {
  verified: z.boolean().meta({ hint: "Checked against its source: a real client's words or figures, with permission to publish" }),
  source: line(3, 300).meta({ hint: "Where it comes from: the review platform and date, the client's signed release, the report behind a figure" }),
};
const evidence = z.object(evidenceFields);

// ---------------------------------------------------------------------------------------------------------------
// Structured data (YAML files under content/data/)

/**
 * A number of units or a range of them ("7-10"), as a duration fact states it; the unit is the end of the fact's
 * name (Hours, BusinessDays...), and copy reads the words from {{facts.name.duration}} (app/lib/time-format.ts).
 */
const amount = z.union([z.number().int().positive(), z.string().regex(/^\d+-\d+$/, "a number or a range such as 5-7")]);

/**
 * content/data/facts.yml: every fact the copy repeats, stated once; copy reads them with {{facts.name}} tokens. A fact
 * counted in time (its name ends with Minutes, Hours, Days, BusinessDays, Weeks or Months) also has
 * {{facts.name.duration}} ("48 hours", "5-7 business days") and, for one number, {{facts.name.adjective}} ("30-day").
 */
export const factsSchema = z.object({
  firstResponseHours: z.number().int().min(1).max(168).meta({ hint: "Hours to the first reply on a support request" }),
  enquiryReplyHours: z.number().int().min(1).max(168).meta({ hint: "Hours to the reply to a new enquiry or quote request" }),
  startWithinBusinessDays: amount.meta({ hint: "How soon work starts after sign-up, in business days, e.g. 5-7; copy says {{facts.startWithinBusinessDays.duration}}" }),
  deliveryDays: amount.meta({ hint: "Typical build time in days, e.g. 7-10, counted from deliveryCountsFrom; copy says {{facts.deliveryTime}}" }),
  deliveryCountsFrom: line(5, 40).meta({ hint: "When the delivery days start counting, e.g. after work starts (startWithinBusinessDays says when that is)" }),
  supportRequestsTaken: line(3, 30).meta({ hint: "When support requests are taken, e.g. 24/7; the first reply comes within firstResponseHours" }),
  satisfactionGuaranteeDays: z.number().int().min(1).max(90).meta({ hint: "Days of the satisfaction guarantee on a first monthly plan" }),
  satisfactionGuaranteePayout: text(60, 400).meta({
    hint: "What the satisfaction guarantee does for a client who is not satisfied, and what it refunds: its one statement, which the pricing page and the Refund Policy read as {{facts.satisfactionGuaranteePayout}} after \"tell us what is wrong, and\"",
  }),
  workGuaranteeDays: z.number().int().min(1).max(365).meta({ hint: "Days delivered work is guaranteed" }),
  freeSupportDays: z.number().int().min(0).max(365).meta({ hint: "Days of free support after delivery" }),
  monthlySupportFrom: z.number().int().min(1).max(10000).meta({ hint: "Lowest monthly support price in dollars" }),
  refundWindowHours: z.number().int().min(1).max(720).meta({ hint: "Hours after the first payment in which a full refund is given" }),
  consultationMinutes: z.number().int().min(10).max(120).meta({ hint: "Length of the free consultation call in minutes" }),
  smsPerMonth: z.number().int().min(1).max(30).meta({ hint: "Most marketing texts a month to someone who ticked the box on a form" }),
  whiteLabelWeeks: amount.meta({ hint: "How long a full white-label setup takes, in weeks, e.g. 2-4" }),
  closeRateLift: line(2, 20).meta({ hint: "Typical close-rate lift after a pipeline rebuild, e.g. 20-30%" }),
  cartRecovery: line(2, 20).meta({ hint: "Share of abandoned carts a recovery sequence typically brings back, e.g. 10-15%" }),
  snapshotRefundWindowHours: z
    .number()
    .int()
    .min(1)
    .max(720)
    .meta({ hint: "Hours after buying a snapshot in which it can be refunded, if it has not been loaded" }),
  shareLinkHours: z.number().int().min(1).max(168).meta({ hint: "Hours from a snapshot payment to the email with its share link" }),
  nonRefundableAfterDays: z.number().int().min(1).max(365).meta({ hint: "Days of use after which a service can no longer be refunded" }),
  refundReviewBusinessDays: amount.meta({ hint: "How long reviewing a refund request takes, in business days, e.g. 5-7 (not the start time)" }),
  refundPaidBusinessDays: amount.meta({ hint: "How long an approved refund takes to be paid back, in business days, e.g. 10-14" }),
  reviewModerationBusinessDays: z.number().int().min(1).max(30).meta({ hint: "Business days within which a buyer's review is published or rejected (the Terms' moderation rules)" }),
  breachNoticeHours: z.number().int().min(1).max(720).meta({ hint: "Hours within which affected clients are told about a data breach" }),
  privacyRequestDays: z.number().int().min(1).max(90).meta({ hint: "Days within which we answer a request to access or delete personal data" }),
  enquiryRetentionMonths: z
    .number()
    .int()
    .min(1)
    .max(120)
    .meta({ hint: "Months an enquiry is kept in the site's database before the server erases it (LEADS_RETENTION_DAYS overrides it)" }),
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
              hint: "The words that make the claim in the copy (any case, wherever they appear), e.g. certified, or a whole clause such as \"the builds we run every week\"",
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
    closingCta: z
      .object({ title: line(10, 90), lead: text(20, 240), button: line(3, 40) })
      .meta({ hint: "The home page's closing call to action: heading, sentence and the button that opens the consultation popup" }),
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
      .meta({ hint: "Above the form when a button brought the visitor: {interest} is replaced by e.g. Standard plan, $<price> per month" }),
  }),
  contactPromises: z
    .array(z.object({ title: line(5, 40), text: text(20, 200) }))
    .length(3)
    .meta({ hint: "What happens after an enquiry: reply time, consultation, support (contact page and home contact section)" }),
  notFound: z.object({
    destinations: z.array(z.object({ to: sitePath, title: line(3, 40), text: line(10, 90) })).min(2).max(6),
  }),
  snapshotNotFound: z.object({ metaDescription: pageMetaDescription, lead: text(20, 240) }),
  snapshotBuyNow: z.object({
    title: line(5, 80).meta({ hint: "{name} is replaced by the snapshot's name" }),
    subtitle: text(20, 240).meta({ hint: "{name} is replaced by the snapshot's name" }),
    pay: line(5, 40).meta({ hint: "The Pay button's words while the site sells itself (a Node host with Stripe set): {price} is replaced by the snapshot's price" }),
    ask: z
      .object({
        button: line(5, 40),
        title: line(5, 80).meta({ hint: "{name} is replaced by the snapshot's name" }),
        subtitle: text(20, 240).meta({ hint: "{name} is replaced by the snapshot's name" }),
      })
      .meta({ hint: "A snapshot a live site does not sell yet (no GoHighLevel id or no spec sheet): its button and question popup, beside the price" }),
  }),
  search: z
    .object({
      metaDescription: pageMetaDescription,
      title: line(5, 60),
      lead: text(20, 240),
      groups: z
        .object({ pages: line(3, 40), service: line(3, 40), snapshot: line(3, 40), post: line(3, 40), legal: line(3, 40) })
        .meta({ hint: "The headings of the lists of pages, by type" }),
    })
    .meta({ hint: "/search: every page of the site by type (not indexed); with JavaScript it opens the site search" }),
  thankYou: z
    .object({ metaDescription: pageMetaDescription, title: line(5, 60), lead: text(20, 240), nextTitle: line(5, 60) })
    .meta({ hint: "The page a form sent without JavaScript lands on (/thank-you, not indexed)" }),
});

/** A problem's words: a short sentence, with no placeholders but the field's limits. */
const problemLine = line(5, 160)
  .refine((value) => !/\{(?!min\}|max\})/.test(value), "the only placeholders are {min} and {max}")
  .meta({ hint: "{min} and {max} are replaced by the field's limits" });
const fieldProblems = z.object({
  missing: problemLine.meta({ hint: "When the field is left empty" }),
  invalid: problemLine.meta({ hint: "When the field is filled but does not meet its rule; {min} and {max} are the field's limits" }),
});

/** Whether a text links to a legal page, in any language ([words](/legal/sms-terms), [palabras](/es/legal/sms-terms)). */
const linksToLegalPage = (text: string, slug: (typeof LEGAL_SLUGS)[number]) =>
  inlineLinks(text).some((part) => part.href !== undefined && splitLang(part.href.split(/[?#]/)[0]!).path === `/legal/${slug}`);

/**
 * What the consent box for marketing texts must say for a carrier to approve the opt-in (CTIA Messaging Principles and
 * Best Practices 5.1, the carriers' 10DLC campaign review: decision records 033 and 052), in the form's language: each
 * missing one is a problem of its own. Who texts ({{site.brandName}}) and the number a month ({{facts.smsPerMonth}})
 * are tokens, which the loader checks in the file as written.
 */
const SMS_CONSENT_MUST_SAY: [says: (label: string) => boolean, message: string][] = [
  [
    (label) => /\b\d+\b[^.]{0,40}\b(?:a|per|each) month\b|\b\d+\b[^.]{0,40}\b(?:al|por|cada) mes\b/i.test(label),
    'must say how many texts a month, e.g. "up to {{facts.smsPerMonth}} messages a month" (in Spanish: "al mes")',
  ],
  [(label) => /\bautomated\b|\bautomatizad[ao]s?\b/i.test(label), 'must say that texts may be sent by automated technology (in Spanish: "tecnología automatizada")'],
  [
    (label) => /Msg & data rates may apply|Pueden aplicarse tarifas de mensajes y datos/.test(label),
    'must say "Msg & data rates may apply" (in Spanish: "Pueden aplicarse tarifas de mensajes y datos")',
  ],
  [(label) => /\bSTOP\b/.test(label) && /\bHELP\b/.test(label), "must say how to stop (STOP) and get help (HELP)"],
  [
    (label) => /\bnot a condition of (?:any )?purchase\b|\bno es (?:una )?condición de (?:ninguna )?compra\b/i.test(label),
    'must say that consent is not a condition of purchase (in Spanish: "no es condición de compra")',
  ],
  [(label) => linksToLegalPage(label, "sms-terms"), "must link to the SMS terms: [SMS terms](/legal/sms-terms) (on the Spanish pages /es/legal/sms-terms)"],
  [
    (label) => linksToLegalPage(label, "privacy-policy"),
    "must link to the Privacy Policy: [Privacy Policy](/legal/privacy-policy) (on the Spanish pages /es/legal/privacy-policy)",
  ],
];

/**
 * content/data/enquiry-form.yml: the enquiry forms' words beyond the client's fixed texts: the problems the browser
 * shows and the server answers with (the same words), the on-page forms' network error, and the confirmation shown
 * after a send.
 */
export const enquiryFormSchema = z.object({
  problems: z.object({
    title: line(5, 60).meta({ hint: "Heading of the list of problems at the top of a form" }),
    name: fieldProblems,
    email: fieldProblems,
    phone: fieldProblems,
    message: fieldProblems,
  }),
  inlineNetworkError: line(10, 200)
    .regex(/^Error: /, "must start with \"Error: \" (the status box turns red for it)")
    .meta({ hint: "The home and contact page forms when the server can't be reached" }),
  smsConsent: z
    .object({
      label: text(80, 900)
        .superRefine((label, ctx) => {
          for (const [says, message] of SMS_CONSENT_MUST_SAY) if (!says(label)) ctx.addIssue({ code: "custom", message });
        })
        .meta({
          hint: "Who texts ({{site.brandName}}), about what, how often ({{facts.smsPerMonth}} a month), that texts may be sent by automated technology, Msg & data rates may apply, STOP and HELP, that consent is not a condition of purchase, and links to the SMS terms and the Privacy Policy written [words](/legal/sms-terms) and [words](/legal/privacy-policy) (Spanish: /es/legal/...), as carriers require (A2P 10DLC, decision record 052)",
        }),
    })
    .meta({ hint: "The optional, unticked box on every form agreeing to marketing texts" }),
  confirmation: z
    .object({
      title: line(5, 60),
      text: text(20, 300).meta({ hint: "What happens next" }),
      bookingText: text(10, 200).meta({ hint: "Shown with the Pick a time now link when BOOKING_URL is set" }),
      dismiss: line(2, 30).meta({ hint: "The button that closes the confirmation" }),
    })
    .meta({ hint: "Shown after an inquiry is sent: when the popup closes, and in place of an on-page form" }),
  receiver: z
    .object({
      checkTitle: line(5, 60).meta({ hint: "Title of the page a form sent without JavaScript gets back when a field needs correcting" }),
      notSentTitle: line(5, 60).meta({ hint: "Title of that page when the inquiry could not be taken (too many messages, storage down)" }),
      legend: line(3, 40).meta({ hint: "Heading above the form on that page (its labels and button are the forms' own, in interface words)" }),
      back: line(5, 60).meta({ hint: "Link back to the page the form was on" }),
      home: line(2, 30).meta({ hint: "Link to the home page" }),
      tooLarge: line(10, 200)
        .refine((value) => value.includes("{max}"), "must name the limit with {max}")
        .meta({ hint: "When the message is over the limit; {max} is the number of characters" }),
      unreadable: line(10, 200).meta({ hint: "When the server could not read what the form sent" }),
      unacceptable: line(10, 200)
        .refine((value) => value.includes("{field}"), "must name the field with {field}")
        .meta({ hint: "When a field holds a character the server refuses (a pasted control or direction mark); {field} is the field's label" }),
      invisible: line(10, 200)
        .refine((value) => value.includes("{field}"), "must name the field with {field}")
        .meta({ hint: "When a field holds only invisible characters; {field} is the field's label" }),
      notSingle: line(10, 200)
        .refine((value) => value.includes("{field}"), "must name the field with {field}")
        .meta({ hint: "When a field came twice or as a list, which only a hand-made request sends; {field} is the field's label" }),
      fieldTooLong: line(10, 200)
        .refine((value) => value.includes("{field}") && value.includes("{max}"), "must name the field with {field} and the limit with {max}")
        .meta({ hint: "When a field is over its limit, which the form itself prevents (a hand-made request); {field} is its label, {max} the limit" }),
      tooMany: line(10, 200).meta({ hint: "When one connection sent too many messages in a few minutes" }),
      unavailable: line(10, 200).meta({ hint: "When messages cannot be saved right now" }),
    })
    .meta({ hint: "What the server answers itself: its refusals, and the page a form sent without JavaScript gets back" }),
});

const nameTemplate = line(6, 60).refine((value) => value.includes("{name}"), "must contain {name}");

/**
 * content/data/interface-words.yml: the words of the site's controls that belong to no page (header, menus, the
 * language switch, the error page), so each language's file holds them and no component types them.
 */
export const interfaceWordsSchema = z.object({
  header: z.object({
    hireUs: line(2, 24).meta({ hint: "The header's button that opens the consultation popup" }),
    openMenu: line(2, 40).meta({ hint: "What screen readers call the phone menu button while the menu is closed" }),
    closeMenu: line(2, 40).meta({ hint: "... and while it is open" }),
    theme: line(2, 24).meta({ hint: "Beside the theme control in the phone menu" }),
    mainNav: line(2, 40).meta({ hint: "What screen readers call the header's links" }),
    mobileNav: line(2, 40).meta({ hint: "What screen readers call the phone menu's links" }),
  }),
  language: z.object({
    label: line(2, 40).meta({ hint: "What screen readers call the language switch" }),
    englishOnly: line(2, 30).meta({ hint: "After a link to a page that exists in English only (the store, the blog)" }),
  }),
  error: z.object({
    status: line(2, 30).meta({ hint: "Above the error page's heading; {status} is the error's number" }).refine((value) => value.includes("{status}"), "must contain {status}"),
    title: line(3, 80),
    text: text(10, 200).meta({ hint: "Before the contact e-mail address" }),
    home: line(3, 40).meta({ hint: "The link back to the home page" }),
  }),
  skipLink: line(3, 40).meta({ hint: "The first link of every page, shown on Tab: it jumps past the header to the page's content" }),
  theme: z
    .object({
      label: line(2, 30).meta({ hint: "What screen readers call the group of three buttons" }),
      system: line(2, 40).meta({ hint: "The button that follows the device's setting (its name and tooltip)" }),
      light: line(2, 40),
      dark: line(2, 40),
    })
    .meta({ hint: "The theme control in the header and the phone menu" }),
  searchButton: z
    .object({
      label: line(2, 24).meta({ hint: "The header's search button (read out on a phone, shown on wide screens)" }),
      shortcut: line(2, 16).meta({ hint: "The keyboard shortcut shown beside it (Ctrl K opens the search)" }),
    })
    .meta({ hint: "The header's search control" }),
  breadcrumbs: z
    .object({
      label: line(2, 40).meta({ hint: "What screen readers call the trail of links above a page's heading" }),
      home: line(2, 30).meta({ hint: "The trail's first link, to the home page" }),
    }),
  rating: line(5, 60)
    .meta({ hint: "What screen readers say for a row of stars; {rating} is the rating, e.g. 4.8" })
    .refine((value) => value.includes("{rating}"), "must contain {rating}"),
  tooltipButton: line(3, 60)
    .meta({ hint: "What screen readers call an info button; {label} is what it explains" })
    .refine((value) => value.includes("{label}"), "must contain {label}"),
  feed: line(3, 80).meta({ hint: "The name browsers and feed readers show for the blog's RSS feed" }),
  footer: z
    .object({
      about: text(20, 300).meta({ hint: "Under the logo: what the agency is" }),
      social: line(2, 40).meta({ hint: "What screen readers call the list of social media links" }),
      company: line(2, 30).meta({ hint: "Heading of the site's links" }),
      legal: line(2, 30).meta({ hint: "Heading of the legal pages' links" }),
      contact: line(2, 30).meta({ hint: "Heading of the e-mail, phone and feed links" }),
      rss: line(2, 40).meta({ hint: "The link to the blog's RSS feed" }),
      copyright: text(10, 200)
        .meta({ hint: "The last line of every page; {year} is the current year" })
        .refine((value) => value.includes("{year}"), "must contain {year}"),
    })
    .meta({ hint: "The footer of every page" }),
  search: z
    .object({
      title: line(3, 40).meta({ hint: "The search window's name for screen readers" }),
      field: line(5, 100).meta({ hint: "What screen readers call the search field: what it finds" }),
      placeholder: line(5, 60).meta({ hint: "Shown in the empty search field" }),
      hint: text(10, 160).meta({ hint: "Under the empty field: what the search finds" }),
      searching: line(3, 40).meta({ hint: "While the results load" }),
      failed: text(10, 160).meta({ hint: "When the search cannot load (offline)" }),
      close: line(2, 40).meta({ hint: "The X button's name for screen readers" }),
      results: line(3, 40).meta({ hint: "What screen readers call the list of results" }),
      none: line(5, 80).meta({ hint: "No result; {term} is what the visitor typed" }).refine((value) => value.includes("{term}"), "must contain {term}"),
      one: line(5, 80).meta({ hint: "One result; {term} is what the visitor typed" }).refine((value) => value.includes("{term}"), "must contain {term}"),
      many: line(5, 80)
        .meta({ hint: "{count} results (2 or more) for {term}" })
        .refine((value) => value.includes("{count}") && value.includes("{term}"), "must contain {count} and {term}"),
      bestShown: line(5, 100)
        .meta({ hint: "When only some results are listed: {found} is the sentence above, {shown} how many are listed" })
        .refine((value) => value.includes("{found}") && value.includes("{shown}"), "must contain {found} and {shown}"),
      types: z
        .object({ service: line(2, 24), industry: line(2, 24), snapshot: line(2, 24), post: line(2, 24), legal: line(2, 24) })
        .meta({ hint: "The kind of page beside each result" }),
    })
    .meta({ hint: "The search window (the header's search button, Ctrl K)" }),
  form: z
    .object({
      details: line(3, 40).meta({ hint: "What screen readers call the group of fields" }),
      name: z.object({ label: line(2, 40), placeholder: line(2, 60) }),
      email: z.object({ label: line(2, 40), placeholder: line(2, 60) }),
      phone: z.object({ label: line(2, 40), placeholder: line(2, 60) }),
      message: z.object({ label: line(2, 40), placeholder: line(2, 100) }),
      send: line(2, 30).meta({ hint: "The popup form's button" }),
      sendInline: line(2, 30).meta({ hint: "The button of the home and contact page forms" }),
      sending: line(2, 30).meta({ hint: "On the button and in the status box while the form is sent" }),
      networkError: line(10, 200)
        .regex(/^Error: /, 'must start with "Error: "')
        .meta({ hint: "The popup's status when the server can't be reached" }),
      close: line(2, 40).meta({ hint: "The popup's X button, for screen readers" }),
    })
    .meta({ hint: "The enquiry forms (their problems and confirmation are in enquiry-form.yml)" }),
  sent: z
    .object({
      popupSuccess: text(10, 200).meta({ hint: "The popup's status after a send (it then closes)" }),
      inlineSuccess: text(5, 200).meta({ hint: "The home and contact page forms' status after a send" }),
      refused: line(5, 300)
        .meta({ hint: "When the receiver refuses an enquiry; {message} is its reason" })
        .regex(/^Error: /, 'must start with "Error: ", like every failure the form shows')
        .refine((value) => value.includes("{message}"), "must contain {message}"),
      refusedFallback: line(5, 200).regex(/^Error: /, 'must start with "Error: "').meta({ hint: "... when it gives no reason" }),
    })
    .meta({ hint: "The forms' status after a send: what the receiver answered" }),
  emailUs: line(3, 40).meta({ hint: "Above the e-mail address beside the contact page's form and on the thank-you page" }),
  heroVisual: z
    .object({
      board: line(3, 30).meta({ hint: "The pipeline board's title (about 30 characters fit)" }),
      growth: line(3, 18).meta({ hint: "The green badge beside it" }),
      columns: z.object({ newLead: line(2, 20), booked: line(2, 20), won: line(2, 20) }).meta({ hint: "The board's three stages" }),
      jobs: z
        .object({ inspection: line(2, 22), gutters: line(2, 22), replacement: line(2, 22), storm: line(2, 22), newBuild: line(2, 22) })
        .meta({ hint: "What each lead on the board is about" }),
      workflow: line(3, 40).meta({ hint: "The workflow card's title" }),
      steps: z.object({ form: line(3, 28), wait: line(3, 28), sms: line(3, 28), opportunity: line(3, 28) }).meta({ hint: "The workflow's four steps" }),
      booked: line(3, 24).meta({ hint: "The booking card's first line" }),
      bookedJob: line(3, 24),
      bookedTime: line(3, 30).meta({ hint: "A day and time of the booking, with its reminder" }),
    })
    .meta({ hint: "The words of the home page's decorative drawing (a pipeline board, a workflow, a booking); keep them short, they sit in fixed boxes" }),
  interest: z
    .object({
      plan: nameTemplate,
      snapshot: nameTemplate,
      service: nameTemplate,
      industry: nameTemplate,
    })
    .meta({
      hint: "How the contact page's note names what a button brought the visitor to ask about ({interest} in its sentence); {name} is the plan's, snapshot's, service's or industry's name, said once when the name already ends with the other words",
    }),
});

/**
 * content/data/call-and-chat.yml: the words of the agency's GoHighLevel calendar and chat on the pages
 * (GHL_BOOKING_CALENDAR_ID, GHL_CHAT_WIDGET_ID); shown only when each is configured.
 */
export const callAndChatSchema = z.object({
  calendar: z
    .object({
      pickTime: line(3, 30).meta({ hint: "The button after a send that opens the calendar (also the BOOKING_URL link)" }),
      contactTitle: line(3, 40).meta({ hint: "Beside the contact page's form" }),
      contactText: text(20, 240),
      bookCall: line(3, 30).meta({ hint: "The contact page's button that opens the calendar" }),
      title: line(3, 60).meta({ hint: "Heading of the calendar's window" }),
      frameTitle: line(3, 60).meta({ hint: "What screen readers call the calendar itself" }),
      close: line(2, 40).meta({ hint: "The X button's name for screen readers" }),
      bookedTitle: line(3, 60).meta({ hint: "Shown once the calendar says the call is booked" }),
      bookedText: text(20, 300),
    })
    .meta({ hint: "The calendar that opens on the page (GHL_BOOKING_CALENDAR_ID)" }),
  chat: z
    .object({
      button: line(3, 30).meta({ hint: "The chat button on every page" }),
      loading: line(3, 40).meta({ hint: "Read out while the chat loads" }),
      failed: text(10, 200).meta({ hint: "Shown when the chat cannot load" }),
    })
    .meta({ hint: "The chat button (GHL_CHAT_WIDGET_ID)" }),
});

/**
 * content/data/form-delivery.yml: sentences of the legal pages that depend on where the enquiry forms send
 * (the site's own receiver, Web3Forms, or another endpoint: the FORM_ACCESS_KEY / FORM_ENDPOINT settings).
 * Copy uses {{formDelivery.name}}; the build picks the sentence for the configured mode.
 */
const sentenceName = z.string().regex(/^[a-z0-9-]+$/, "names are lower-case words joined by hyphens");

export const formDeliverySchema = z.record(sentenceName, z.object({ own: text(10, 3000), provider: text(10, 3000), endpoint: text(10, 3000) }));

/**
 * content/data/analytics-disclosure.yml: sentences of the privacy and cookie policies that depend on the analytics
 * setting (ANALYTICS_PROVIDER: none, Plausible or Umami). Copy uses {{analytics.name}}; the build picks the version.
 */
export const analyticsDisclosureSchema = z.record(sentenceName, z.object({ off: text(10, 3000), plausible: text(10, 3000), umami: text(10, 3000) }));

/**
 * content/data/store-policy.yml: what the Terms of Service and the Refund Policy say about buying a snapshot, in two
 * versions: while the site sells by itself (STRIPE_SECRET_KEY at build: Stripe's checkout, the order page, the link
 * made per order) and otherwise (Buy Now's payment page or the question form, the link e-mailed by hand). Copy uses
 * {{storePolicy.terms}} and {{storePolicy.refund}}; the build picks the version, and fills {{storePolicy.refundSteps}}
 * with the steps a refund takes in the configured setup.
 */
const storeVersions = (what: string) =>
  z.strictObject({
    selling: text(40, 3000).meta({ hint: `${what} while the site sells by itself (STRIPE_SECRET_KEY set): Stripe's checkout and the order page` }),
    manual: text(40, 3000).meta({ hint: `${what} otherwise (no STRIPE_SECRET_KEY): Buy Now's payment page or the question form; never name Stripe here` }),
  });
export const storePolicySchema = z.strictObject({
  terms: storeVersions("How a snapshot is bought and delivered, in the Terms of Service"),
  reviews: storeVersions("Who can review a snapshot and how, in the Terms' Reviews section"),
  privacyReviews: storeVersions("What a buyer's review stores and shows, in the Privacy Policy"),
  termsUpdates: storeVersions("How new versions reach past buyers, in the Terms of Service"),
  termsAccount: storeVersions("The buyer's account at /account and its new links, in the Terms of Service"),
  privacyUpdates: storeVersions("What e-mailing new versions to past buyers stores, in the Privacy Policy"),
  refund: storeVersions("What a snapshot's refund does, in the Refund Policy").meta({ hint: "The selling version says what a refund changes with {{storePolicy.refundSteps}}" }),
  refundSteps: z
    .strictObject({
      order: line(10, 300).meta({ hint: "What a full refund does to the order and its page (always)" }),
      crm: line(10, 300).meta({ hint: "What it records in the CRM (only when GHL_PRIVATE_TOKEN and GHL_LOCATION_ID are set)" }),
      agency: line(10, 300).meta({ hint: "Who at the agency is told (only when SMTP_URL and LEADS_NOTIFY_TO are set)" }),
    })
    .meta({ hint: "The steps a full refund takes, joined into one sentence: only those the configured setup does are named" }),
});
export type StorePolicy = z.infer<typeof storePolicySchema>;

/**
 * content/data/privacy.yml: what the site stores and sends, listed by the privacy, cookie and data-protection pages.
 * Tests hold it to the lead database's columns and the browser storage the site writes.
 */
const privacyText = (max = 600) => z.string().trim().min(3).max(max);
export const privacySchema = z.strictObject({
  enquiryFields: z
    .array(
      z.strictObject({
        columns: z.array(z.string().regex(/^[a-z_]+$/, "a column name of the leads database")).min(1),
        sent: z.enum(["typed", "hidden", "server"]).meta({ hint: "typed by the visitor, a hidden field of the form, or added by the server" }),
        what: privacyText(),
        why: privacyText(),
      }),
    )
    .min(1),
  browserStorage: z
    .array(
      z.strictObject({
        key: z.string().regex(/^[a-z-]+(?::<form>)?$/, "a storage key, optionally ending in :<form>"),
        storage: z.enum(["sessionStorage", "localStorage"]),
        holds: privacyText(),
        why: privacyText(),
        lifetime: privacyText(),
      }),
    )
    .min(1),
  processors: z.strictObject({
    hosting: privacyText(),
    database: privacyText(),
    gohighlevel: privacyText(),
    opportunity: privacyText(),
    webhook: privacyText(),
    email: privacyText(),
    inbox: privacyText(),
    web3forms: privacyText(),
    endpoint: privacyText(),
    analytics: privacyText(),
    stripe: privacyText(),
    calendar: privacyText(),
    chat: privacyText(),
  }),
  /** What the GoHighLevel embeds may keep in the browser, for the cookie policy (only those configured are named). */
  // thankYouReference: how /thank-you fills the calendar in after a send (the site's own receiver only).
  embeds: z.strictObject({ calendar: privacyText(), thankYouReference: privacyText(), chat: privacyText() }),
  destinations: z.strictObject({ gohighlevel: line(3, 200), webhook: line(3, 200), email: line(3, 200) }),
  /** The buyer's account at /account, named only while the site sells by itself: what it stores, and its two cookies. */
  account: z.strictObject({ stored: privacyText(900), cookies: privacyText(900) }),
  passedOn: z.strictObject({ none: privacyText(), some: privacyText().regex(/\{\{privacy\.destinationList\}\}/, "must say where with {{privacy.destinationList}}") }),
});
export type PrivacyInventory = z.infer<typeof privacySchema>;

/** content/data/snapshot-store.yml: prices and claims of the snapshot marketplace. */
export const snapshotStoreSchema = z.object({
  defaultPrice: z.number().int().min(20).max(2000).meta({ hint: "Price of a snapshot that has no price of its own" }),
  originalPrice: optional(
    z
      .object({
        price: z.number().int().min(20).max(5000).meta({ hint: "The struck-through former price on every snapshot page" }),
        ...evidenceFields,
      })
      .meta({
        hint: "A former price is shown only if snapshots really sold at it: a production build strikes it through only once verified, with the dates it was charged as the source (FTC, 16 CFR 233.1)",
      }),
  ),
  labels: z
    .object({
      regularPrice: line(3, 30).meta({ hint: "Read by screen readers before the struck-through price" }),
      save: line(3, 30).meta({ hint: "The saving against the former price; {percent} is replaced by the percentage" }).regex(/\{percent\}/, "must contain {percent}"),
      reviews: line(3, 20).meta({ hint: "After a review count, e.g. reviews" }),
      sales: line(3, 20).meta({ hint: "After a sales count, e.g. sales" }),
      averageRating: line(3, 30),
      downloads: line(3, 30),
      purchaseTerms: line(10, 80).meta({ hint: "Under a snapshot's price: what the payment buys, e.g. one-time payment, lifetime use" }),
      storeQuestions: line(10, 60).meta({ hint: "The heading of commonFaq on the marketplace page, and the link to it from every snapshot's FAQ" }),
    })
    .meta({ hint: "The words beside the marketplace's figures and prices" }),
  averageRating: line(1, 10),
  downloads: z.number().int().min(1).meta({ hint: "Snapshots sold, at least (a round floor): 5000 shows as 5,000+" }),
  evidence: z.object({ averageRating: evidence, downloads: evidence }).meta({ hint: "Where the marketplace's rating and download figures come from" }),
  commonFaq: z
    .array(faq)
    .min(1)
    .max(6)
    .meta({ hint: "Questions about buying any snapshot (delivery, setup, refunds): answered once on the marketplace page, which every snapshot's FAQ links to" }),
  importSteps: z
    .array(line(10, 200))
    .min(2)
    .max(8)
    .meta({ hint: "How a buyer imports a snapshot from its share link, step by step: in the e-mail with the link and on the order page" }),
  buyerReviews: z
    .strictObject({
      heading: line(3, 60).meta({ hint: "Above a snapshot's approved buyers' reviews (shown once it has one)" }),
      verifiedBuyer: line(3, 30).meta({ hint: "Beside each approved review: it came through a paid order's own link" }),
    })
    .meta({ hint: "The words of the buyers' reviews on a snapshot's page (content/reviews/, approved with npm run reviews)" }),
  ghlPlans: z
    .array(z.object({ id: z.enum(GHL_PLAN_IDS), name: line(2, 30), price: z.number().int().min(1).max(10000).meta({ hint: "HighLevel's monthly price in whole dollars" }) }))
    .length(GHL_PLAN_IDS.length)
    .superRefine((plans, ctx) => uniqueBy(plans, (plan) => plan.id, ctx, "id"))
    .meta({ hint: "HighLevel's own plans, one each: a spec sheet names the lowest one its snapshot works on" }),
  ghlPlansNote: line(20, 240).meta({ hint: "Under the plan on every spec sheet: whose prices these are, and that HighLevel can change them" }),
  neverTransfers: z
    .array(line(5, 120))
    .min(3)
    .max(16)
    .meta({ hint: "What GoHighLevel never carries in any snapshot (its documented list): on every spec sheet, before the snapshot's own items" }),
});

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
const comparisonValue = z.preprocess((value) => (value === "true" ? true : value === "false" ? false : value), z.union([z.boolean(), line(1, 30)]));
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
      .object({ label: line(3, 30).meta({ hint: "The badge on the plan marked popular, e.g. Most Popular" }), ...evidenceFields })
      .meta({ hint: "A claim about what clients choose: a production build shows it only once verified (the plan stays highlighted)" }),
    support: z
      .object({
        name: line(3, 40),
        summary: text(20, 240),
        priceNote: text(20, 200).meta({ hint: "What the price depends on; the price itself is monthlySupportFrom in facts.yml" }),
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

export const navLinkSchema = z.object({ label: line(2, 30), to: z.string().regex(/^\/[a-z0-9/#-]*$/, "must be a site path such as /pricing") });

/** content/data/navigation.yml */
export const navigationSchema = z.object({
  header: z.array(navLinkSchema).min(2).max(8),
  footer: z.array(navLinkSchema).min(2).max(8),
  legal: z.array(z.object({ label: line(2, 40), slug: z.enum(LEGAL_SLUGS) })).length(LEGAL_SLUGS.length),
  hireUs: popupCopy,
  consultation: popupCopy.meta({ hint: "The popup opened by buttons that bring no copy of their own (title and promise)" }),
});

/** A word or phrase of content/data/page-words.yml, with where it shows. */
const pageWord = (min: number, max: number, hint: string) => line(min, max).meta({ hint });
/** A section's heading words: eyebrow and title. */
const sectionHeading = (where: string) =>
  z.object({
    eyebrow: pageWord(2, 40, `${where}: the small words above the heading`),
    title: pageWord(5, 100, `${where}: the heading`),
  });
/** A section's heading words with the sentence under the heading. */
const sectionWithIntro = (where: string) =>
  sectionHeading(where).extend({ intro: text(20, 240).meta({ hint: `${where}: the sentence under the heading` }) });

/**
 * content/data/page-words.yml: the words of page sections and cards that are not a page's own copy (headings of shared
 * sections, card links, labels), so each language's file holds them and no component types them.
 */
export const pageWordsSchema = z.object({
  cards: z.object({
    learnMore: pageWord(2, 30, "The link on each service card"),
    readMore: pageWord(2, 30, "The link words at the foot of a blog post card"),
    byAuthor: pageWord(4, 40, "The author line of a blog post card; {name} is the author"),
    seePage: pageWord(2, 30, "The link words on each card of the industries page"),
    forAudience: pageWord(4, 60, "Under an industry's name (cards, industry page badge); {audience} is who it serves"),
    sales: pageWord(4, 30, "A snapshot card's sales on a page of another language than English; {count} is how many"),
  }),
  crumbs: z.object({
    home: pageWord(2, 30, "The home page's name in breadcrumbs"),
    servicesPage: pageWord(2, 30, "The services page's name in breadcrumbs"),
    industries: pageWord(2, 30, "The industries page's name in breadcrumbs"),
    pricing: pageWord(2, 30, "The pricing page's name in breadcrumbs"),
    contact: pageWord(2, 30, "The contact page's name in breadcrumbs"),
  }),
  home: z.object({
    metaTitle: pageWord(10, 60, "The home page's title after the brand name (search results, browser tab)"),
    consultationButton: pageWord(5, 40, "The hero's main button (also the popup's title)"),
    pricingButton: pageWord(5, 40, "The hero's second button, to the pricing page"),
    services: sectionHeading("The home page's services section").extend({
      showAll: pageWord(5, 40, "The phone's button that shows every service; {count} is how many"),
      compareAll: pageWord(5, 40, "The link to the services page under the cards"),
    }),
    whyChoose: sectionWithIntro("The home page's commitments section"),
    process: sectionWithIntro("The home page's six steps section"),
    pricing: sectionWithIntro("The home page's pricing section").extend({
      compareTitle: pageWord(5, 60, "Above the plan comparison"),
      showComparison: pageWord(5, 40, "The phone's button that shows the comparison"),
      oneOff: pageWord(5, 60, "Before the link to the hourly plan"),
    }),
    faq: sectionHeading("The home page's questions section"),
    testimonials: sectionHeading("The home page's testimonials section").extend({
      carousel: pageWord(5, 40, "The testimonials carousel's name for screen readers"),
      play: pageWord(5, 40, "The carousel's button while stopped"),
      pause: pageWord(5, 40, "The carousel's button while turning"),
      slide: pageWord(4, 30, "A slide's name for screen readers; {number} and {count}"),
      show: pageWord(5, 60, "A dot's name for screen readers; {number} and {count}"),
      previous: pageWord(5, 40, "The previous testimonial button (screen readers)"),
      next: pageWord(5, 40, "The next testimonial button (screen readers)"),
    }),
    tools: sectionWithIntro("The home page's integrations section"),
    contact: sectionHeading("The home page's contact section"),
  }),
  services: z.object({
    metaTitle: pageWord(5, 60, "The services page's title (search results, browser tab)"),
    titleStart: pageWord(3, 60, "The services page's heading, first part"),
    titleAccent: pageWord(3, 60, "The services page's heading, the colored end"),
    listTitle: pageWord(3, 40, "The hidden heading of the list (screen readers)"),
    unsureTitle: pageWord(10, 80, "The box under the cards: its heading"),
    unsureText: pageWord(20, 200, "The box under the cards: its sentence"),
    unsureButton: pageWord(5, 40, "The box under the cards: its button"),
  }),
  service: z.object({
    builtFor: pageWord(5, 60, "A service page's link to an industry page; {audience} is who it serves"),
    consultation: pageWord(5, 40, "The hero's main button"),
    seePricing: pageWord(5, 40, "The hero's second button"),
    overview: pageWord(3, 40, "The heading of the overview"),
    audience: pageWord(3, 40, "The heading of the box of who it is for"),
    features: sectionHeading("The features section; {service} is the service's name"),
    benefits: sectionHeading("The benefits section"),
    process: sectionHeading("The process section"),
    faq: sectionHeading("The questions section; {service} is the service's name"),
    snapshots: sectionHeading("The related snapshots section"),
    related: sectionHeading("The related services section"),
    book: pageWord(5, 40, "The closing band's button"),
    or: pageWord(1, 10, "Before the link to every service in the closing band"),
    browseAll: pageWord(5, 60, "The link to every service in the closing band; {count} is how many"),
  }),
  industries: z.object({
    metaTitle: pageWord(5, 60, "The industries page's title (search results, browser tab)"),
    titleStart: pageWord(3, 60, "The industries page's heading, first part"),
    titleAccent: pageWord(3, 60, "The industries page's heading, the colored end"),
    listTitle: pageWord(3, 40, "The hidden heading of the list (screen readers)"),
  }),
  industry: z.object({
    serviceName: pageWord(5, 80, "The industry page's name as a service for search engines; {audience} is who it serves"),
    searchTitle: pageWord(5, 100, "The industry page's title in the site search; {name} and {audience}"),
    consultation: pageWord(5, 40, "The hero's main button"),
    seeSnapshots: pageWord(5, 40, "The hero's second button"),
    problems: sectionHeading("What the audience says; {audience} is who it serves"),
    overview: pageWord(3, 60, "The heading of the overview"),
    rules: pageWord(3, 60, "The heading of the box of rules"),
    snapshots: sectionHeading("The snapshots section; {audience} is who it serves"),
    services: sectionHeading("The services section"),
    proof: sectionHeading("The results section"),
    posts: sectionHeading("The blog posts section; {audience} is who it serves"),
    faq: sectionHeading("The questions section; {audience} is who it serves"),
    book: pageWord(5, 40, "The closing band's button"),
    or: pageWord(1, 10, "Before the link to every industry in the closing band"),
    seeAll: pageWord(5, 60, "The link to the industries page in the closing band"),
    visualAlt: pageWord(
      20,
      120,
      "The hero picture's description for screen readers: {pipeline} is the board's name, {stages} its stages, {workflow} the workflow's name, {steps} its steps",
    ),
  }),
  pricing: z.object({
    metaTitle: pageWord(5, 60, "The pricing page's title (search results, browser tab)"),
    titleStart: pageWord(3, 60, "The pricing page's heading, first part"),
    titleAccent: pageWord(3, 60, "The pricing page's heading, the colored end"),
    plansTitle: pageWord(3, 40, "The hidden heading of the plans (screen readers)"),
    customTitle: pageWord(5, 60, "The custom pricing box's heading"),
    customButton: pageWord(5, 40, "The custom pricing box's button"),
    compare: sectionHeading("The comparison section"),
    faq: sectionHeading("The questions section"),
    ctaTitle: pageWord(5, 60, "The closing band's heading"),
    ctaButton: pageWord(5, 40, "The closing band's button"),
    from: pageWord(2, 20, "Before the support plan's price"),
    caption: pageWord(10, 120, "The comparison table's caption (screen readers)"),
    feature: pageWord(3, 30, "The comparison table's first column heading"),
    included: pageWord(3, 30, "A tick in the comparison (screen readers)"),
    notIncluded: pageWord(3, 30, "A dash in the comparison (screen readers)"),
  }),
  contact: z.object({ metaTitle: pageWord(5, 60, "The contact page's title (search results, browser tab)") }),
  thankYou: z.object({
    homeButton: pageWord(5, 40, "The button back to the home page"),
    storeButton: pageWord(5, 40, "The button to the snapshot store"),
  }),
  notFound: z.object({
    metaTitle: pageWord(5, 60, "The page's title (browser tab)"),
    metaDescription: pageWord(40, 160, "The page's description"),
    eyebrow: pageWord(3, 30, "Above the heading"),
    title: pageWord(5, 80, "The heading"),
    lead: pageWord(20, 200, "Under the heading"),
    homeButton: pageWord(5, 40, "The button back to the home page"),
  }),
  serviceVisual: z.object({
    alt: pageWord(10, 60, "A service page's picture, its description for screen readers: {title} is the service, {steps} its process steps"),
    plan: pageWord(3, 30, "A service page's picture: under the service's name"),
    done: pageWord(2, 16, "A service page's picture: a finished step"),
    inProgress: pageWord(2, 16, "A service page's picture: the step under way"),
    week: pageWord(3, 16, "A service page's picture: a later step; {number} is its week"),
    built: pageWord(3, 30, "A service page's picture: the heading of the features"),
    items: pageWord(3, 20, "A service page's picture: how many features; {count}"),
    result: pageWord(3, 20, "A service page's picture: above the first benefit"),
  }),
  share: z.object({
    tagline: pageWord(20, 70, "The default share card's line under the home page's heading (pages without a card of their own)"),
    serviceLabel: pageWord(5, 40, "The label above a service's name on its share card"),
  }),
  legal: z.object({
    eyebrow: pageWord(3, 30, "Above a legal page's heading"),
    lastUpdated: pageWord(5, 40, "Before a legal page's date"),
    contents: pageWord(3, 30, "The heading of a legal page's contents"),
    otherPolicies: pageWord(3, 40, "The name of the links to the other policies (screen readers)"),
    list: pageWord(10, 40, "How generated legal lists end: {items} is the items but the last, joined by commas; {last} the last one"),
    why: pageWord(2, 30, "In the cookie policy's storage list: before why a key is kept"),
    howLong: pageWord(2, 30, "In the cookie policy's storage list: before how long a key is kept"),
    missingEntityName: pageWord(10, 80, "Shown while the setting LEGAL_ENTITY_NAME is unset (demo builds)"),
    missingPostalAddress: pageWord(10, 80, "Shown while the setting LEGAL_POSTAL_ADDRESS is unset (demo builds)"),
    missingGoverningState: pageWord(10, 80, "Shown while the setting LEGAL_GOVERNING_STATE is unset (demo builds)"),
    callUs: pageWord(10, 80, "The sentence {{site.callUs}} becomes while the setting CONTACT_PHONE is set (nothing without it): {phone} is the number").refine(
      (value) => value.includes("{phone}"),
      "must name the number with {phone}",
    ),
    translationNotice: pageWord(30, 200, "Under the date of a translated legal page only (never on the English page): {original} is the link to the English page").refine(
      (value) => value.includes("{original}"),
      "must contain {original}",
    ),
    original: pageWord(5, 60, "The words of the link to the English page in translationNotice"),
  }),
});

/** content/data/home.yml: the words of the home page sections that are not collections of their own. */
export const homeSchema = z.object({
  hero: z.object({
    eyebrow: line(3, 60),
    titleStart: line(3, 60),
    titleAccent: line(3, 60),
    lead: text(40, 320),
    industriesLabel: line(3, 30).meta({ hint: "Before the links to the industry pages under the lead, e.g. Built for" }),
    consultationSubtitle: text(20, 200),
    badges: z.array(line(2, 40)).min(2).max(5),
  }),
  whyChooseUs: z
    .array(z.object({ stat: line(1, 10), title: line(3, 60), description: text(20, 300), icon: iconName }))
    .min(4)
    .max(6)
    .meta({ hint: "Six in the demo; a production build leaves out one that states an unverified figure" }),
  processSteps: z.array(titledText).length(6),
  team: z
    .object({ eyebrow: line(3, 30), title: line(10, 90), intro: text(20, 240) })
    .meta({ hint: "Heading of the team section; the people are the files in content/people marked team" }),
  faqs: z.array(faq).min(5).max(10),
});

export const testimonialSchema = z.object({
  name: line(2, 40),
  company: line(2, 80),
  text: text(40, 400),
  rating: z.literal(5),
  home: optional(z.boolean().meta({ hint: "Shown in the home page's carousel; off keeps it for the industry page that names it" })),
  ...evidenceFields,
});

export const caseStudySchema = z.object({
  metric: line(1, 12),
  metricLabel: line(3, 40),
  title: line(10, 90),
  description: text(40, 500),
  palette: z.enum(["blue", "violet", "emerald", "amber", "rose", "cyan"]),
  ...evidenceFields,
});

/** content/data/integrations.yml: the tools section; each mark is drawn from the simple-icons package. */
export const integrationSchema = z.object({
  icon: slug.meta({ hint: "The simple-icons slug of the brand, e.g. stripe" }),
  use: line(3, 40),
  /** A wordmark too wide to read at tile size shows only its symbol: this part of the 24 x 24 drawing. */
  markViewBox: optional(
    z
      .string()
      .trim()
      .regex(/^-?\d+(?:\.\d+)? -?\d+(?:\.\d+)? \d+(?:\.\d+)? \d+(?:\.\d+)?$/, "must be four numbers: x y width height, e.g. 0 9.4 8.6 5.2")
      .meta({
        hint: "Only for a wordmark too wide to read at 32 px: the part of the brand's 24 x 24 drawing to show (x y width height), e.g. WooCommerce's Woo bubble",
      }),
  ),
});

export const snapshotCategorySchema = z.object({
  id: z.enum(SNAPSHOT_CATEGORY_IDS),
  name: line(3, 40),
  description: text(20, 200),
});

export const blogCategorySchema = z.object({
  slug: z.enum(BLOG_CATEGORY_SLUGS),
  name: line(3, 40),
  description: text(20, 200),
});

/** content/data/*.yml files that hold a list. */
export const testimonialsFileSchema = z.object({ testimonials: z.array(testimonialSchema).min(3).max(12) });
export const caseStudiesFileSchema = z.object({
  heading: z
    .object({ eyebrow: line(3, 30), title: line(10, 90), intro: text(20, 240) })
    .meta({ hint: "The home page's case study section heading; a production build leaves the section out while no case study is verified" }),
  caseStudies: z.array(caseStudySchema).min(3).max(6),
});
export const integrationsFileSchema = z.object({ integrations: z.array(integrationSchema).min(4).max(24) });
export const snapshotCategoriesFileSchema = z.object({ categories: z.array(snapshotCategorySchema).length(SNAPSHOT_CATEGORY_IDS.length) });
export const blogCategoriesFileSchema = z.object({ categories: z.array(blogCategorySchema).length(BLOG_CATEGORY_SLUGS.length) });

/**
 * content/data/glossary.{lang}.yml: how the site says its trade's words in another language (GoHighLevel's own
 * interface first), and which stay in English. Translators read it; the build reads it too: on that language's pages
 * a translated term's English wording is an error (scripts/english-words.ts), unless its translation keeps it.
 */
export const glossaryTermSchema = z.object({
  term: line(2, 60).meta({
    hint: 'The English word or phrase. A qualifier in parentheses, e.g. "stage (pipeline)", and alternatives split by " / " are not part of the words checked',
  }),
  translation: line(2, 80).meta({ hint: 'How the site says it; the English term in parentheses at first mention, e.g. "suscripción (underwriting)", is allowed' }),
  keep_english: z.boolean().meta({ hint: "On: the term is a name or a word used as is (GoHighLevel, SaaS Mode, CRM)" }),
  note: text(3, 240).meta({ hint: "When and how to use it: a plural, a short form, a phrase it belongs in" }),
});
export const glossaryFileSchema = z.object({
  terms: z
    .array(glossaryTermSchema)
    .min(1)
    .superRefine((terms, ctx) => {
      const seen = new Set<string>();
      terms.forEach((entry, index) => {
        const key = entry.term.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: "custom", path: [index, "term"], message: `"${entry.term}" is listed twice` });
        seen.add(key);
      });
    }),
});

// ---------------------------------------------------------------------------------------------------------------
// One file per thing

/** content/people/{id}.yml: one person; the team section and the blog's author boxes read the same file. */
export const personSchema = z.object({
  name: line(3, 60),
  role: line(3, 60),
  bio: text(60, 600),
  team: z.boolean().meta({ hint: "Shown in the home page's team section (the blog names any person as the author of their posts)" }),
  order: z.number().int().min(0).max(999).meta({ hint: "Position in the team section, lowest first" }),
  ...evidenceFields,
});

/** content/services/{slug}.md: the card in the services grid and the whole service page. Body: "What we build". */
export const serviceSchema = z.object({
  title: line(3, 60),
  inSentence: optional(
    line(3, 80).meta({
      hint: "The service's name as it reads inside a sentence, with its article where the language needs one (\"la creación de embudos y sitios web\"): headings such as \"Qué incluye {service}\" use it. Empty: the title",
    }),
  ),
  description: text(40, 200).meta({ hint: "The card text in the services grid" }),
  icon: iconName,
  order: z.number().int().min(0).max(999).meta({ hint: "Position in the services grid, lowest first" }),
  metaTitle: line(30, 70).meta({ hint: "The browser tab and search result title, before | brand" }),
  metaDescription: line(120, 160),
  headline: line(10, 90),
  lead: text(60, 420),
  audience: z.array(text(30, 300)).min(3).max(5),
  features: z.array(titledText).min(9).max(12),
  benefits: z.array(titledText).min(6).max(7),
  process: z.array(titledText).min(4).max(5),
  faqs: z.array(faq).min(4).max(5).meta({ hint: "Five; a production build leaves out one that states an unverified figure" }),
  cta: popupCopy,
  related: z.array(slug).length(3).meta({ hint: "Slugs of three other services" }),
  snapshots: z.array(slug).min(1).max(3).meta({ hint: "Slugs of snapshots that fit this service" }),
});

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
function uniqueBy<T>(items: readonly T[], key: (item: T) => string, ctx: z.RefinementCtx, field?: string) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const value = key(item).toLowerCase();
    if (seen.has(value)) ctx.addIssue({ code: "custom", path: field ? [index, field] : [index], message: `"${key(item)}" is listed twice` });
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
  plan: z.enum(GHL_PLAN_IDS).meta({ hint: "The lowest HighLevel plan the snapshot works on (snapshot-store.yml names each plan and its price)" }),
  planReason: text(20, 300).meta({ hint: "Why that plan is enough, or what needs it" }),
  addOns: optional(
    z
      .array(z.object({ name: line(2, 60), why: line(10, 240).meta({ hint: "What in the snapshot needs it, and how HighLevel bills it" }) }))
      .max(8)
      .meta({ hint: "Paid HighLevel add-ons or usage the snapshot needs (LC Phone, LC Email, HIPAA...); empty if none" }),
  ),
  inside: z
    .object({
      pipelines: namedObjects({ name: line(2, 60), stages: z.array(line(2, 40)).min(2).max(20).meta({ hint: "In order, first to last" }) }, "Pipelines with their stages", 10),
      workflows: z
        .array(z.object({ name: line(3, 80), trigger: line(5, 200).meta({ hint: "What starts it, as HighLevel names the trigger (Form Submitted: ..., Pipeline Stage Changed: ...)" }) }))
        .min(1)
        .max(80)
        .superRefine((items, ctx) => uniqueBy(items, (item) => item.name, ctx, "name"))
        .meta({ hint: "Every workflow with its trigger. Listed once each: the page counts them from this list" }),
      funnels: namedObjects({ name: line(2, 60), kind: z.enum(["funnel", "website"]), pages: z.array(line(2, 60)).min(1).max(30) }, "Funnels and websites with their pages", 20),
      forms: namedList("Forms", 40),
      surveys: namedList("Surveys", 40),
      calendars: namedList("Calendars", 20),
      emailTemplates: namedList("E-mail templates"),
      smsTemplates: namedList("SMS templates"),
      customFields: namedList("Custom Fields", 150),
      customValues: namedObjects({ name: line(2, 60), holds: line(5, 200).meta({ hint: "What the buyer types into it, and where it shows" }) }, "Custom Values, each with what it holds", 80),
      tags: namedList("Tags", 150),
      triggerLinks: namedList("Trigger links", 40),
    })
    .meta({ hint: "What the snapshot carries, as lists: each count on the page is the length of its list" }),
  setUpYourself: z
    .array(line(5, 200))
    .min(1)
    .max(12)
    .meta({ hint: "What this snapshot needs that never transfers (its phone number, A2P, integrations...): shown after the list every snapshot shares" }),
  checklist: z
    .array(z.object({ step: line(10, 200), minutes: z.number().int().min(1).max(600).meta({ hint: "About how long the step takes; the page adds them up" }) }))
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
  price: optional(z.number().int().min(140).max(200).meta({ hint: "Whole dollars, 140-200; empty for the default price" })),
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
    z
      .array(slug)
      .max(6)
      .meta({ hint: "Audiences this snapshot serves beyond its category, e.g. mortgage or coaching: industry pages that select a tag list it" }),
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
    z.array(line(10, 200)).min(1).max(10).meta({ hint: "What the buyer does after importing this snapshot, in order: in the e-mail with the link and on the order page" }),
  ),
  versions: optional(
    z
      .array(
        z.object({
          version: z.string().regex(VERSION_PATTERN, 'must be a version written major.minor.patch, e.g. "1.2.0"'),
          date: isoDate,
          changes: z.array(line(10, 240)).min(1).max(12).meta({ hint: "What changed in this version, one sentence each: the update e-mail to past buyers quotes them" }),
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
  specSheet: optional(specSheetSchema.meta({ hint: "What the snapshot holds, needs and asks of the buyer: a production build sells only a snapshot with one and a GoHighLevel id" })),
  checkoutUrl: optional(
    httpsUrl.meta({
      hint: "Where Buy Now sends the buyer to pay: a Stripe Payment Link or a GoHighLevel order form for this snapshot. Empty: Buy Now opens the enquiry popup",
    }),
  ),
});

/** content/posts/{slug}.md: one blog post. Body: the article in Markdown. */
export const postSchema = z.object({
  title: line(10, 60).meta({ hint: "At most 60 characters: the page title search results show whole" }),
  excerpt: text(60, 160),
  date: isoDate,
  author: slug.meta({ hint: "The file name of a person in content/people" }),
  category: z.enum(BLOG_CATEGORY_SLUGS),
  featured: z.boolean(),
  tags: z.array(line(2, 40)).min(1).max(8),
});

/** content/legal/{slug}.md: one legal document. Body: sections, each starting with a ## heading. */
export const legalSchema = z.object({
  title: line(5, 60),
  description: text(60, 160),
  intro: text(40, 1200),
});

/**
 * content/industries/{slug}.md: the page of one audience the agency sells to (/industries/{slug}). Its snapshots and
 * articles are chosen by category and tags, so a new snapshot or post of the niche joins the page with no edit here.
 * Body: "What we set up for you".
 */
export const industrySchema = z.object({
  name: line(3, 40).meta({ hint: "The niche's short name, e.g. Mortgage (cards, breadcrumbs, share card)" }),
  audience: line(5, 60).meta({ hint: "Who the page speaks to, e.g. mortgage brokers: links read Built for mortgage brokers" }),
  order: z.number().int().min(0).max(999).meta({ hint: "Position on /industries and in lists, lowest first" }),
  metaTitle: line(30, 70).meta({ hint: "The browser tab and search result title, before | brand" }),
  metaDescription: line(120, 160),
  summary: text(40, 200).meta({ hint: "The card text on /industries" }),
  headline: line(10, 90).meta({ hint: "The page's main heading, in the audience's own words" }),
  lead: text(60, 420),
  problems: z.array(titledText).min(3).max(4).meta({ hint: "What this audience says goes wrong today, in their words" }),
  rules: z
    .array(titledText)
    .min(2)
    .max(4)
    .meta({ hint: "The rules the niche works under (texting consent, privacy, advertising), in plain words and without legal advice" }),
  snapshots: z
    .object({
      categories: z.array(z.enum(SNAPSHOT_CATEGORY_IDS)).max(3),
      tags: z.array(slug).max(6),
    })
    .meta({ hint: "Which snapshots the page lists: every snapshot of these categories, and every one carrying one of these tags" }),
  services: z.array(slug).min(2).max(4).meta({ hint: "Slugs of the services that matter most to this audience" }),
  posts: z
    .object({
      categories: z.array(z.enum(BLOG_CATEGORY_SLUGS)).max(3),
      tags: z.array(line(2, 40)).max(6),
    })
    .meta({ hint: "Which articles the page lists: every post of these categories, and every one with one of these tags (any case)" }),
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
                    about: line(2, 20).meta({ hint: "What this lead is about, in a few words (about 20 characters fit); nothing private" }),
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
        steps: z.array(line(3, 32)).length(4).meta({ hint: "Its four steps in order, from the trigger to the result (about 30 characters fit)" }),
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

// ---------------------------------------------------------------------------------------------------------------
// Types of the files as written (inputs) ...

/** Evidence stays in the build (launch-check, the production filter); what the pages get carries none. */
type Published<T> = Omit<T, "verified" | "source">;

/** The marketing figures of facts.yml: each carries evidence, and a production build leaves an unverified one out. */
export const FIGURE_FACTS = ["projects", "businessesHelped", "satisfaction", "fullBuilds", "fullBuildSatisfaction", "closeRateLift", "cartRecovery"] as const;
export type FigureFact = (typeof FIGURE_FACTS)[number];
type AllFacts = Omit<z.infer<typeof factsSchema>, "evidence">;
export type Facts = Omit<AllFacts, FigureFact> & Partial<Pick<AllFacts, FigureFact>>;
export type PricingPlan = z.infer<typeof planSchema>;
export type MonthlyPlanId = (typeof MONTHLY_PLAN_IDS)[number];
export type ComparisonRow = z.infer<typeof comparisonRowSchema>;
export type NavLink = z.infer<typeof navLinkSchema>;
export type Navigation = z.infer<typeof navigationSchema>;
export type HomeContent = z.infer<typeof homeSchema>;
export type Faq = z.infer<typeof faq>;
export type TitledText = z.infer<typeof titledText>;
export type ProcessStep = TitledText;
export type WhyChooseItem = HomeContent["whyChooseUs"][number];
export type TeamSectionCopy = HomeContent["team"];
export type Testimonial = Published<z.infer<typeof testimonialSchema>>;
export type CaseStudy = Published<z.infer<typeof caseStudySchema>>;
export type CaseStudiesHeading = z.infer<typeof caseStudiesFileSchema>["heading"];
type PageWordsContent = z.infer<typeof pageWordsSchema>;
/** A service page's section words and the breadcrumbs' names (page-words.yml), handed to the page by its loader. */
export type ServicePageWords = PageWordsContent["service"] & { crumbs: PageWordsContent["crumbs"] };
/** An industry page's section words, the breadcrumbs' names and its badge (page-words.yml), from its loader. */
export type IndustryPageWords = PageWordsContent["industry"] & { crumbs: PageWordsContent["crumbs"]; forAudience: string };
/** A legal page's own words (page-words.yml), from its loader. */
export type LegalPageWords = PageWordsContent["legal"];
export type SnapshotCategoryId = (typeof SNAPSHOT_CATEGORY_IDS)[number];
export type SnapshotCategory = z.infer<typeof snapshotCategorySchema>;
export type BlogCategorySlug = (typeof BLOG_CATEGORY_SLUGS)[number];
export type BlogCategory = z.infer<typeof blogCategorySchema>;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];
export type IconName = (typeof ICON_NAMES)[number];
export type SnapshotTestimonial = Published<z.infer<typeof snapshotTestimonialSchema>>;
/** The marketplace's own figures are absent from a production build until verified. */
export type SnapshotStore = Omit<z.infer<typeof snapshotStoreSchema>, "evidence" | "averageRating" | "downloads" | "originalPrice"> & {
  /** The former price, struck through; absent from a production build until verified. */
  originalPrice?: number | undefined;
  averageRating?: string | undefined;
  downloads?: string | undefined;
};
export type Pages = z.infer<typeof pagesSchema>;
export type EnquiryForm = z.infer<typeof enquiryFormSchema>;
export type CallAndChat = z.infer<typeof callAndChatSchema>;

// ... and of what the site reads once the loader has added slugs, rendered Markdown and resolved relations.

/** A person a build publishes: every one in the demo, only the verified ones in a production build. */
export interface Person extends Published<z.infer<typeof personSchema>> {
  id: string;
}
export type TeamMember = Pick<Person, "name" | "role" | "bio">;
/**
 * Who a post is by, as its page, the blog cards, the feed and its structured data name them: a person the build
 * publishes, or the agency itself (an unverified person in a production build), with no role, biography or badge.
 */
export type Byline = ({ kind: "person" } & Pick<Person, "name" | "role" | "bio">) | { kind: "organization"; name: string };

/** A card in the services grid. */
export interface Service {
  slug: string;
  title: string;
  description: string;
  icon: IconName;
  /** Entrance stagger in milliseconds (by column of the three-column grid). */
  delay: number;
}

/** The long-form content of /services/{slug}. */
export interface ServicePage extends Omit<z.infer<typeof serviceSchema>, "title" | "description" | "icon" | "order"> {
  slug: string;
  /** "What we build": the Markdown body rendered to HTML at build. */
  overviewHtml: string;
  /** Site path of the generated 1200x630 PNG share card, /images/services/{slug}.png */
  shareImage: string;
}

/** One row of the marketplace list. */
export interface SnapshotListing {
  slug: string;
  name: string;
  category: SnapshotCategoryId;
  /** The price the visitor pays (the snapshot's own, or the default). */
  price: number;
  /** Rating, review and sales counts; absent from a production build until verified. */
  figures?: SnapshotFigures;
}

export interface SnapshotFigures {
  rating: number;
  sales: number;
  reviews: number;
}

/** The niche-specific words of /buy-snapshot/{slug}. */
export interface SnapshotDetailContent extends Pick<z.infer<typeof snapshotSchema>, "tagline" | "features" | "includes" | "benefits" | "faq" | "checkoutUrl"> {
  /** The buyers' reviews; a production build keeps only the verified ones. */
  testimonials: SnapshotTestimonial[];
  /** Reviews buyers sent through their order's link and the agency approved (content/reviews/{slug}/), newest first: in every build. */
  verifiedReviews: VerifiedReview[];
  slug: string;
  /** The Markdown body rendered to HTML at build. */
  descriptionHtml: string;
  /** The body's first paragraph as plain text (for structured data). */
  summary: string;
  /** Site path of the generated 1200x630 PNG share card, /images/snapshots/{slug}.png */
  shareImage: string;
  /** What is inside, what it needs and the steps after import, counted and added up (app/lib/spec-sheet.ts). */
  specSheet?: SpecSheetView;
  /** Newest first: the page shows the first as the current version, and the rest as its changelog. */
  versions?: SnapshotVersion[];
  /** Whether the page offers to buy it: a production build sells only a snapshot with a GoHighLevel id and a spec sheet. */
  forSale: boolean;
}

export interface BlogPost extends Omit<z.infer<typeof postSchema>, "date" | "author"> {
  author: Byline;
  slug: string;
  /** Display date, e.g. "March 4, 2026". */
  date: string;
  /** ISO date of the same day, e.g. "2026-03-04". */
  isoDate: string;
  /** Site path of the generated cover, /images/blog/{slug}.svg */
  image: string;
  /** Site path of the generated 1200x630 PNG share card, /images/blog/{slug}.png */
  shareImage: string;
  /** e.g. "8 min read" (computed from the words at 220 wpm). */
  readTime: string;
  /** The article rendered to HTML at build, with heading anchors and the blog's phrase links. */
  html: string;
}

export interface LegalSection {
  /** Anchor id, from the heading. */
  id: string;
  title: string;
  html: string;
}

export interface LegalDocument extends z.infer<typeof legalSchema> {
  slug: LegalSlug;
  sections: LegalSection[];
  /** When the page's source last changed (YYYY-MM-DD), and as it reads ("November 27, 2026"). */
  lastUpdated: string;
  lastUpdatedText: string;
}

/** What /industries/{slug} shows, with its selections computed and its references resolved by the loader. */
export interface IndustryPage extends Omit<z.infer<typeof industrySchema>, "snapshots" | "posts" | "proof" | "order"> {
  slug: string;
  /** Slugs of the snapshots its selector picks, in marketplace order. */
  snapshots: string[];
  /** Slugs of the posts its selector picks, newest first. */
  posts: string[];
  /** The fitting case study and testimonial; a production build leaves out an unverified testimonial. */
  proof: { caseStudy?: CaseStudy; testimonial?: Testimonial };
  /** "What we set up for you": the Markdown body rendered to HTML at build. */
  overviewHtml: string;
  /** Site path of the generated 1200x630 PNG share card, /images/industries/{slug}.png */
  shareImage: string;
}

/** Everything the site reads, as the build loads it from content/ (see app/content/.server/load.ts). */
export interface Content {
  facts: Facts;
  interfaceWords: z.infer<typeof interfaceWordsSchema>;
  pageWords: z.infer<typeof pageWordsSchema>;
  /** Every testimonial, rating and marketing figure with its evidence, for launch-check (never sent to a page). */
  claims: Claim[];
  /** Words that make a claim (facts.yml phrases, the popular badge): launch-check finds them typed in app/. */
  claimWords: string[];
  pricing: {
    plans: PricingPlan[];
    comparison: ComparisonRow[];
    customPricing: { title: string; subtitle: string };
    planPopup: { title: string; monthlySubtitle: string; hourlySubtitle: string };
    faqs: Faq[];
    support: z.infer<typeof pricingSchema>["support"];
    /** The popular plan's badge; absent from a production build until verified. */
    popularLabel?: string | undefined;
  };
  navigation: Navigation;
  home: HomeContent;
  pages: Pages;
  enquiryForm: EnquiryForm;
  callAndChat: CallAndChat;
  testimonials: Testimonial[];
  caseStudies: CaseStudy[];
  caseStudiesHeading: z.infer<typeof caseStudiesFileSchema>["heading"];
  integrations: { icon: string; use: string; markViewBox?: string }[];
  snapshotStore: SnapshotStore & { lowestPrice: number };
  snapshotCategories: SnapshotCategory[];
  blogCategories: BlogCategory[];
  people: Person[];
  services: Service[];
  servicePages: ServicePage[];
  snapshots: SnapshotListing[];
  snapshotDetails: SnapshotDetailContent[];
  /** What the store needs to deliver each snapshot (its GoHighLevel id, its after-import checklist), by slug: for the server only, never on a page. */
  snapshotDelivery: Record<string, SnapshotDelivery>;
  posts: BlogPost[];
  legal: LegalDocument[];
  /** The audiences' pages, in their order. */
  industries: IndustryPage[];
}
