/**
 * The shapes of every piece of site content. Content modules are plain typed data;
 * `validate.ts` checks the counts and ranges SPEC.md fixes, so a typo fails the build.
 */

export type IconName =
  | "funnel"
  | "code"
  | "tag"
  | "pipeline"
  | "chart"
  | "cloud"
  | "chat"
  | "mail"
  | "phone"
  | "form"
  | "graduation"
  | "cart"
  | "calendar"
  | "star"
  | "share";

export const SERVICE_SLUGS = [
  "funnel-website-creation",
  "ghl-api-automation",
  "white-label-saas-setup",
  "crm-pipeline-configuration",
  "dashboard-reporting",
  "saas-mode-setup",
  "chatbot-conversation-builder",
  "email-marketing-automation",
  "sms-voice-messaging",
  "form-survey-creation",
  "membership-course-setup",
  "ecommerce-integration",
  "calendar-booking-setup",
  "reputation-management",
  "social-media-automation",
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

/** A card in the services grid (SPEC §3: title, description, slug, icon, delay). */
export interface Service {
  slug: ServiceSlug;
  title: string;
  description: string;
  icon: IconName;
  /** Entrance stagger in milliseconds. */
  delay: number;
}

export interface TitledText {
  title: string;
  description: string;
}

export interface Faq {
  question: string;
  answer: string;
}

/** The long-form content of /services/{slug}. */
export interface ServicePage {
  slug: ServiceSlug;
  /** <title> before " | Brand", about 40-60 characters. */
  metaTitle: string;
  /** Meta description, 140-160 characters. */
  metaDescription: string;
  /** Hero h1. */
  headline: string;
  /** Hero paragraph, 2-3 sentences. */
  lead: string;
  /** "What we build" section: 2-4 paragraphs of specific copy. */
  overview: string[];
  /** "Who it is for": 3-5 sentences, each naming a kind of business and its situation. */
  audience: string[];
  /** 9-12 key features. */
  features: TitledText[];
  /** 6-7 benefits. */
  benefits: TitledText[];
  /** 4-5 process steps. */
  process: TitledText[];
  /** Exactly 5. */
  faqs: Faq[];
  /** Title and subtitle of the consultation popup opened by this page's call to action. */
  cta: { title: string; subtitle: string };
  /** 3 related service slugs (never its own). */
  related: ServiceSlug[];
  /** 3 snapshot slugs from snapshot-catalogue.ts that fit this service. */
  snapshots: string[];
}

export type SnapshotCategoryId =
  | "real-estate-finance"
  | "home-services"
  | "health-wellness"
  | "professional-services"
  | "local-business"
  | "events-entertainment"
  | "education-training"
  | "specialty-niche";

export interface SnapshotCategory {
  id: SnapshotCategoryId;
  name: string;
  description: string;
}

/** One row of the marketplace list (SPEC §3: name, slug, price, rating, sales). */
export interface SnapshotListing {
  slug: string;
  name: string;
  category: SnapshotCategoryId;
  /** Whole dollars, 140-200. Omitted = the default price (177). */
  price?: number;
  /** 4.5-5.0, one decimal. */
  rating: number;
  sales: number;
  reviews: number;
}

export interface SnapshotTestimonial {
  /** First name + last initial, e.g. "Dana R." */
  name: string;
  /** Business type and town, e.g. "Roofing contractor, Tulsa OK" */
  business: string;
  content: string;
  rating: number;
}

/** The niche-specific words of /buy-snapshot/{slug}. */
export interface SnapshotDetailContent {
  slug: string;
  /** One sentence under the h1. */
  tagline: string;
  /** 2-3 paragraphs. */
  description: string[];
  /** Exactly 10. */
  features: TitledText[];
  /** Exactly 10 concrete assets that ship in the snapshot. */
  includes: string[];
  /** Exactly 8. */
  benefits: string[];
  /** Exactly 3, rating 4 or 5. */
  testimonials: SnapshotTestimonial[];
  /** Exactly 4 niche-specific questions (common questions are appended by the page). */
  faq: Faq[];
}

export type PlanId = "starter" | "standard" | "pro" | "hourly";
export type MonthlyPlanId = Exclude<PlanId, "hourly">;

export interface PricingPlan {
  id: PlanId;
  name: string;
  /** Whole dollars. */
  price: number;
  period: "mo" | "hour";
  /** e.g. "15-20 hours" or "Pay as you go". */
  hours: string;
  popular: boolean;
  summary: string;
  features: string[];
  buttonText: string;
}

export interface ComparisonRow {
  name: string;
  /** Present = the row has a tooltip (SPEC "tooltip flag"); the text explains the row. */
  tooltip?: string;
  values: Record<MonthlyPlanId, boolean | string>;
}

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

export interface Testimonial {
  name: string;
  company: string;
  text: string;
  rating: 5;
}

export interface CaseStudy {
  /** Headline number, e.g. "+212%". */
  metric: string;
  metricLabel: string;
  title: string;
  description: string;
  /** Artwork palette for the generated image. */
  palette: "blue" | "violet" | "emerald" | "amber" | "rose" | "cyan";
}

export interface ProcessStep {
  title: string;
  description: string;
}

export type BlogBlock =
  | { type: "paragraph" | "heading" | "subheading"; text: string }
  | { type: "list"; items: string[] };

export type BlogCategorySlug =
  | "agency-growth"
  | "automation"
  | "tutorials"
  | "best-practices"
  | "real-estate"
  | "mortgage"
  | "healthcare"
  | "coaching"
  | "local-business";

export interface BlogCategory {
  slug: BlogCategorySlug;
  name: string;
  description: string;
}

export interface Author {
  id: string;
  name: string;
  bio: string;
  /** Site path of the generated monogram image. */
  avatar: string;
}

export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** Display date, e.g. "March 4, 2026". */
  date: string;
  /** ISO date of the same day, e.g. "2026-03-04". */
  isoDate: string;
  /** Author id from blog-authors.ts. */
  author: string;
  category: BlogCategorySlug;
  /** Site path of the generated cover, /images/blog/{slug}.svg */
  image: string;
  /** Site path of the generated 1200x630 PNG share card, /images/blog/{slug}.png */
  shareImage: string;
  featured: boolean;
  tags: string[];
  /** e.g. "8 min read" (computed from the words at 220 wpm). */
  readTime: string;
  content: BlogBlock[];
}

export type LegalSlug =
  | "privacy-policy"
  | "terms-of-service"
  | "cookie-policy"
  | "data-protection"
  | "refund-policy";

export type LegalBlock = { type: "paragraph"; text: string } | { type: "list"; items: string[] };

export interface LegalSection {
  /** Anchor id, kebab-case. */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  slug: LegalSlug;
  title: string;
  description: string;
  intro: string;
  sections: LegalSection[];
}

/** What a post file holds; `readTime`, `image` and `shareImage` are derived by blog/index.ts. */
export type BlogPostSource = Omit<BlogPost, "readTime" | "image" | "shareImage">;

/** A reason in the home page's "Why choose us" section. */
export interface WhyChooseItem {
  /** The claim in large type, e.g. "48hr" or "$297". */
  stat: string;
  title: string;
  description: string;
  icon: IconName;
}

export const LEGAL_SLUGS = [
  "privacy-policy",
  "terms-of-service",
  "cookie-policy",
  "data-protection",
  "refund-policy",
] as const satisfies readonly LegalSlug[];
