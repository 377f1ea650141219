// The types of the files as written and of what the site reads once the loader has added slugs, rendered Markdown and
// resolved relations.
import type { z } from "zod";
import type { SnapshotVersion } from "../../../lib/snapshot-versions.ts";
import type { Claim } from "../.server/evidence";
import type { SpecSheetView } from "../../../lib/spec-sheet.ts";
import type { SnapshotDelivery } from "../../../contracts/store-catalog.ts";
import {
  BLOG_CATEGORY_SLUGS,
  ICON_NAMES,
  LEGAL_SLUGS,
  MONTHLY_PLAN_IDS,
  SNAPSHOT_CATEGORY_IDS,
  faq,
  titledText,
} from "./blocks.ts";
import { blogCategorySchema } from "./blog-categories.ts";
import { callAndChatSchema } from "./call-and-chat.ts";
import { caseStudiesFileSchema, caseStudySchema } from "./case-studies.ts";
import { enquiryFormSchema } from "./enquiry-form.ts";
import { factsSchema } from "./facts.ts";
import { homeSchema } from "./home.ts";
import { industrySchema } from "./industry.ts";
import { interfaceWordsSchema } from "./interface-words.ts";
import { legalSchema } from "./legal.ts";
import { navLinkSchema, navigationSchema } from "./navigation.ts";
import { pageWordsSchema } from "./page-words.ts";
import { pagesSchema } from "./pages.ts";
import { personSchema } from "./person.ts";
import { postSchema } from "./post.ts";
import { comparisonRowSchema, planSchema, pricingSchema } from "./pricing.ts";
import { serviceSchema } from "./service.ts";
import { type VerifiedReview, snapshotSchema, snapshotTestimonialSchema } from "./snapshot.ts";
import { snapshotCategorySchema } from "./snapshot-categories.ts";
import { snapshotStoreSchema } from "./snapshot-store.ts";
import { testimonialSchema } from "./testimonials.ts";

// ---------------------------------------------------------------------------------------------------------------
// Types of the files as written (inputs) ...

/** Evidence stays in the build (launch-check, the production filter); what the pages get carries none. */
type Published<T> = Omit<T, "verified" | "source">;

/** The marketing figures of facts.yml: each carries evidence, and a production build leaves an unverified one out. */
export const FIGURE_FACTS = [
  "projects",
  "businessesHelped",
  "satisfaction",
  "fullBuilds",
  "fullBuildSatisfaction",
  "closeRateLift",
  "cartRecovery",
] as const;
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
export type IndustryPageWords = PageWordsContent["industry"] & {
  crumbs: PageWordsContent["crumbs"];
  forAudience: string;
};
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
export type SnapshotStore = Omit<
  z.infer<typeof snapshotStoreSchema>,
  "evidence" | "averageRating" | "downloads" | "originalPrice"
> & {
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
export type Byline =
  ({ kind: "person" } & Pick<Person, "name" | "role" | "bio">) | { kind: "organization"; name: string };

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
export interface SnapshotDetailContent extends Pick<
  z.infer<typeof snapshotSchema>,
  "tagline" | "features" | "includes" | "benefits" | "faq" | "checkoutUrl"
> {
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
  /** What is inside, what it needs and the steps after import, counted and added up (lib/spec-sheet.ts). */
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

/** Everything the site reads, as the build loads it from content/ (see app/content-model/.server/load.ts). */
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
