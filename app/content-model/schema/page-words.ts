// The schema of content/data/page-words.yml. Re-exported by app/content-model/schema.ts, where importers find every schema.
import { z } from "zod";
import { TITLE_MAX } from "../../../lib/page-title.ts";
import { line, text } from "./blocks.ts";

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
    metaTitle: pageWord(
      10,
      TITLE_MAX,
      `The home page's title after the brand name and " | " (search results, browser tab): the whole title is at most ${TITLE_MAX} characters`,
    ),
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
    serviceName: pageWord(
      5,
      80,
      "The industry page's name as a service for search engines; {audience} is who it serves",
    ),
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
    alt: pageWord(
      10,
      60,
      "A service page's picture, its description for screen readers: {title} is the service, {steps} its process steps",
    ),
    plan: pageWord(3, 30, "A service page's picture: under the service's name"),
    done: pageWord(2, 16, "A service page's picture: a finished step"),
    inProgress: pageWord(2, 16, "A service page's picture: the step under way"),
    week: pageWord(3, 16, "A service page's picture: a later step; {number} is its week"),
    built: pageWord(3, 30, "A service page's picture: the heading of the features"),
    items: pageWord(3, 20, "A service page's picture: how many features; {count}"),
    result: pageWord(3, 20, "A service page's picture: above the first benefit"),
  }),
  share: z.object({
    tagline: pageWord(
      20,
      70,
      "The default share card's line under the home page's heading (pages without a card of their own)",
    ),
    serviceLabel: pageWord(5, 40, "The label above a service's name on its share card"),
  }),
  legal: z.object({
    eyebrow: pageWord(3, 30, "Above a legal page's heading"),
    lastUpdated: pageWord(5, 40, "Before a legal page's date"),
    contents: pageWord(3, 30, "The heading of a legal page's contents"),
    otherPolicies: pageWord(3, 40, "The name of the links to the other policies (screen readers)"),
    list: pageWord(
      10,
      40,
      "How generated legal lists end: {items} is the items but the last, joined by commas; {last} the last one",
    ),
    why: pageWord(2, 30, "In the cookie policy's storage list: before why a key is kept"),
    howLong: pageWord(2, 30, "In the cookie policy's storage list: before how long a key is kept"),
    missingEntityName: pageWord(10, 80, "Shown while the setting LEGAL_ENTITY_NAME is unset (demo builds)"),
    missingPostalAddress: pageWord(10, 80, "Shown while the setting LEGAL_POSTAL_ADDRESS is unset (demo builds)"),
    missingGoverningState: pageWord(10, 80, "Shown while the setting LEGAL_GOVERNING_STATE is unset (demo builds)"),
    callUs: pageWord(
      10,
      80,
      "The sentence {{site.callUs}} becomes while the setting CONTACT_PHONE is set (nothing without it): {phone} is the number",
    ).refine((value) => value.includes("{phone}"), "must name the number with {phone}"),
    translationNotice: pageWord(
      30,
      200,
      "Under the date of a translated legal page only (never on the English page): {original} is the link to the English page",
    ).refine((value) => value.includes("{original}"), "must contain {original}"),
    original: pageWord(5, 60, "The words of the link to the English page in translationNotice"),
  }),
});
