import { absoluteUrl, site } from "~/content-model/site";
import { locale, ownFile, pageUrl } from "~/content-model/language";
import { words } from "~/content-model/interface-words";
import { LANGS, LANGUAGES } from "../../config/languages.mjs";
import type { Byline, Faq, VerifiedReview } from "~/content-model/types";
import { REVIEW_LIMITS, starSummary } from "../../lib/review-rules";

const CONTEXT = "https://schema.org";

/** The site itself as a schema.org node of `type`, named by a fragment of the home page's address. */
function siteNode(type: "Organization" | "WebSite", fragment: string) {
  const home = absoluteUrl("/");
  return { "@context": CONTEXT, "@type": type, "@id": `${home}#${fragment}`, name: site.brandName, url: home };
}

export function organizationJsonLd() {
  const sameAs = Object.values(site.social);
  return {
    ...siteNode("Organization", "organization"),
    logo: absoluteUrl("/icon-512.png"),
    email: site.contactEmail,
    ...(site.contactPhone ? { telephone: site.contactPhone } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export function websiteJsonLd() {
  // One site in every language it is written in (each page's own language is its FAQ's or article's inLanguage).
  const inLanguage = LANGS.map((each) => LANGUAGES[each].locale);
  return { ...siteNode("WebSite", "website"), inLanguage, publisher: { "@id": organizationJsonLd()["@id"] } };
}

/** A page of the trail, by its English path (a translated page's address gets its language's prefix). */
export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: pageUrl(crumb.path),
    })),
  };
}

export function faqPageJsonLd(faqs: Faq[]) {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    inLanguage: locale,
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export function serviceJsonLd(input: {
  name: string;
  description: string;
  path: string;
  image?: string;
  /** Who the service is for (an industry page), e.g. "mortgage brokers". */
  audience?: string;
}) {
  return {
    "@context": CONTEXT,
    "@type": "Service",
    name: input.name,
    description: input.description,
    ...(input.image ? { image: absoluteUrl(ownFile(input.image)) } : {}),
    url: pageUrl(input.path),
    serviceType: input.name,
    // In the page's language, like every text of the page's structured data (the build checks it).
    areaServed: words.structuredData.areaServed,
    ...(input.audience ? { audience: { "@type": "Audience", audienceType: input.audience } } : {}),
    provider: { "@id": `${absoluteUrl("/")}#organization`, "@type": "Organization", name: site.brandName },
  };
}

export function productJsonLd(input: {
  name: string;
  description: string;
  path: string;
  image: string;
  price: number;
  /**
   * The buyers' approved reviews (content/reviews/): the only source of its rating, in every build. The sample
   * figures and testimonials of a demo build never become structured data.
   */
  reviews?: readonly VerifiedReview[];
  /** Where the offer is bought, when the snapshot has a checkout page; otherwise the product page. */
  offerUrl?: string | undefined;
  /**
   * False when the page takes only a question (a production build does not sell what it cannot deliver): the offer
   * then states no availability rather than a false InStock (decision 055).
   */
  forSale?: boolean;
}) {
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: input.name,
    description: input.description,
    image: absoluteUrl(input.image),
    url: absoluteUrl(input.path),
    brand: { "@type": "Brand", name: site.brandName },
    offers: {
      "@type": "Offer",
      price: input.price.toFixed(2),
      priceCurrency: "USD",
      ...(input.forSale === false ? {} : { availability: "https://schema.org/InStock" }),
      url: input.offerUrl ?? absoluteUrl(input.path),
    },
    ...reviewsJsonLd(input.reviews ?? []),
  };
}

/** aggregateRating and one Review per approved buyer's review; nothing at all without one. */
function reviewsJsonLd(reviews: readonly VerifiedReview[]) {
  const summary = starSummary(reviews.map((review) => review.stars));
  if (!summary) return {};
  const best = String(REVIEW_LIMITS.maxStars);
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: summary.rating.toFixed(1),
      bestRating: best,
      worstRating: String(REVIEW_LIMITS.minStars),
      reviewCount: summary.count,
    },
    review: reviews.map((review) => ({
      "@type": "Review",
      reviewRating: { "@type": "Rating", ratingValue: String(review.stars), bestRating: best },
      author: { "@type": "Person", name: review.name },
      datePublished: review.date,
      reviewBody: review.text,
    })),
  };
}

export function blogPostingJsonLd(input: {
  title: string;
  description: string;
  path: string;
  image: string;
  isoDate: string;
  author: Byline;
  section: string;
  tags: string[];
}) {
  const organization = { "@id": `${absoluteUrl("/")}#organization`, "@type": "Organization", name: site.brandName };
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    headline: input.title,
    inLanguage: locale,
    description: input.description,
    image: absoluteUrl(input.image),
    url: absoluteUrl(input.path),
    mainEntityOfPage: absoluteUrl(input.path),
    datePublished: input.isoDate,
    dateModified: input.isoDate,
    // A post the agency signs (its author unverified in a production build) is by the organization that publishes it.
    author: input.author.kind === "person" ? { "@type": "Person", name: input.author.name } : organization,
    publisher: organization,
    articleSection: input.section,
    keywords: input.tags.join(", "),
  };
}
