import { describe, expect, it } from "vitest";
import { countWords, blockText } from "~/lib/text";
import { blogCategories, blogPosts, authors } from "./blog";
import { homeFaqs, testimonials, team, caseStudies, processSteps, whyChooseUs } from "./home";
import { LEGAL_LAST_UPDATED, legalDocuments } from "./legal";
import { comparisonRows, plans, pricingFaqs } from "./pricing";
import { pagePaths } from "./routes-list";
import { servicePages } from "./service-pages";
import { services } from "./services";
import {
  DEFAULT_SNAPSHOT_PRICE,
  MARKETPLACE_CLAIMS,
  SNAPSHOT_ORIGINAL_PRICE,
  snapshotCategories,
  snapshotListings,
  snapshotPrice,
} from "./snapshot-catalogue";
import { commonSnapshotFaq, snapshotDetails } from "./snapshots";
import { SERVICE_SLUGS } from "./types";

const words = (...texts: string[]) => texts.reduce((total, text) => total + countWords(text), 0);
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim().toLowerCase())
    .filter((sentence) => sentence.split(/\s+/).length >= 8);

describe("services", () => {
  it("are the 15 SPEC slugs in order, each with a full page", () => {
    expect(services.map((service) => service.slug)).toEqual([...SERVICE_SLUGS]);
    expect(servicePages.map((page) => page.slug).sort()).toEqual([...SERVICE_SLUGS].sort());
  });

  it.each(servicePages.map((page) => [page.slug, page] as const))("%s has the counts and length SPEC asks for", (_slug, page) => {
    expect(page.features.length).toBeGreaterThanOrEqual(9);
    expect(page.features.length).toBeLessThanOrEqual(12);
    expect(page.benefits.length).toBeGreaterThanOrEqual(6);
    expect(page.benefits.length).toBeLessThanOrEqual(7);
    expect(page.process.length).toBeGreaterThanOrEqual(4);
    expect(page.process.length).toBeLessThanOrEqual(5);
    expect(page.faqs).toHaveLength(5);
    expect(page.related).toHaveLength(3);
    expect(page.related).not.toContain(page.slug);
    for (const slug of page.snapshots) expect(snapshotListings.some((listing) => listing.slug === slug)).toBe(true);
    const copy = [
      page.headline,
      page.lead,
      ...page.overview,
      ...page.audience,
      ...[...page.features, ...page.benefits, ...page.process].flatMap((item) => [item.title, item.description]),
      ...page.faqs.flatMap((faq) => [faq.question, faq.answer]),
    ];
    expect(words(...copy)).toBeGreaterThanOrEqual(600);
  });

  it("no two service pages share more than a few sentences", () => {
    const seen = new Map<string, string>();
    let shared = 0;
    for (const page of servicePages) {
      const text = [...page.overview, ...page.features.map((f) => f.description), ...page.faqs.map((f) => f.answer)].join(" ");
      for (const sentence of new Set(sentences(text))) {
        const owner = seen.get(sentence);
        if (owner && owner !== page.slug) shared += 1;
        else seen.set(sentence, page.slug);
      }
    }
    expect(shared).toBeLessThanOrEqual(3);
  });

  it("state the SPEC §9 claims where they belong", () => {
    const text = (slug: string) => JSON.stringify(servicePages.find((page) => page.slug === slug));
    expect(text("white-label-saas-setup")).toMatch(/2-4 weeks/);
    expect(text("ecommerce-integration")).toMatch(/10-15%/);
    expect(text("crm-pipeline-configuration")).toMatch(/20-30%/);
  });
});

describe("snapshot catalogue", () => {
  it("has 82 snapshots in the eight SPEC categories with their counts", () => {
    expect(snapshotListings).toHaveLength(82);
    const counts = Object.fromEntries(snapshotCategories.map((category) => [category.name, snapshotListings.filter((l) => l.category === category.id).length]));
    expect(counts).toEqual({
      "Real Estate & Finance": 10,
      "Home Services": 14,
      "Health & Wellness": 12,
      "Professional Services": 12,
      "Local Business": 13,
      "Events & Entertainment": 8,
      "Education & Training": 5,
      "Specialty & Niche": 8,
    });
  });

  it("prices every snapshot between $140 and $200, with the three fixed prices and the $177 default", () => {
    for (const listing of snapshotListings) {
      expect(snapshotPrice(listing)).toBeGreaterThanOrEqual(140);
      expect(snapshotPrice(listing)).toBeLessThanOrEqual(200);
    }
    const price = (slug: string) => snapshotPrice(snapshotListings.find((listing) => listing.slug === slug)!);
    expect(price("mortgage")).toBe(197);
    expect(price("real-estate-agent")).toBe(167);
    expect(price("cleaning-services")).toBe(157);
    expect(DEFAULT_SNAPSHOT_PRICE).toBe(177);
    expect(snapshotPrice({})).toBe(177);
    expect(snapshotListings.some((listing) => listing.price === undefined)).toBe(true);
    expect(SNAPSHOT_ORIGINAL_PRICE).toBe(297);
  });

  it("has unique slugs, and its ratings and sales support the marketing claims", () => {
    expect(new Set(snapshotListings.map((l) => l.slug)).size).toBe(82);
    const average = snapshotListings.reduce((sum, l) => sum + l.rating, 0) / snapshotListings.length;
    expect(`${average.toFixed(1)}/5`).toBe(MARKETPLACE_CLAIMS.averageRating);
    expect(snapshotListings.reduce((sum, l) => sum + l.sales, 0)).toBeGreaterThanOrEqual(5000);
    for (const listing of snapshotListings) {
      expect(listing.rating).toBeGreaterThanOrEqual(4.5);
      expect(listing.rating).toBeLessThanOrEqual(5);
      expect(listing.reviews).toBeLessThanOrEqual(listing.sales);
    }
  });

  it("every snapshot has its niche content: 10 features, 10 includes, 8 benefits, 3 testimonials, FAQ", () => {
    expect(snapshotDetails.map((d) => d.slug).sort()).toEqual(snapshotListings.map((l) => l.slug).sort());
    for (const detail of snapshotDetails) {
      expect(detail.features, detail.slug).toHaveLength(10);
      expect(detail.includes, detail.slug).toHaveLength(10);
      expect(detail.benefits, detail.slug).toHaveLength(8);
      expect(detail.testimonials, detail.slug).toHaveLength(3);
      expect(detail.faq, detail.slug).toHaveLength(4);
      expect(detail.description.length).toBeGreaterThanOrEqual(2);
      for (const testimonial of detail.testimonials) expect([4, 5]).toContain(testimonial.rating);
    }
    expect(commonSnapshotFaq).toHaveLength(3);
  });

  it("no two snapshots share sentences (never a template with the name swapped)", () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const detail of snapshotDetails) {
      const text = [...detail.description, ...detail.features.map((f) => f.description), ...detail.benefits, ...detail.faq.map((f) => f.answer)].join(" ");
      for (const sentence of new Set(sentences(text))) {
        if (seen.has(sentence) && seen.get(sentence) !== detail.slug) repeats.push(sentence);
        seen.set(sentence, detail.slug);
      }
    }
    expect(repeats).toEqual([]);
  });
});

describe("pricing", () => {
  it("has the four plans of SPEC §9", () => {
    expect(plans.map((p) => [p.name, p.price, p.period, p.hours])).toEqual([
      ["Starter", 499, "mo", "15-20 hours"],
      ["Standard", 799, "mo", "30-35 hours"],
      ["Pro", 1200, "mo", "50-60 hours"],
      ["Hourly", 15, "hour", "Pay as you go"],
    ]);
    expect(plans.filter((p) => p.popular)).toHaveLength(1);
  });

  it("compares Pro-only rows, Standard-and-Pro rows and the progress call", () => {
    const row = (name: string) => comparisonRows.find((r) => r.name === name)!.values;
    for (const name of ["Full Website Builds", "Project management tool of choice", "Monthly live sales training", "Quarterly business review"]) {
      expect(row(name)).toEqual({ starter: false, standard: false, pro: true });
    }
    for (const name of ["Automation setup", "Calendar setup"]) expect(row(name)).toEqual({ starter: false, standard: true, pro: true });
    expect(row("Progress call")).toEqual({ starter: false, standard: "Once a month", pro: "Bi-weekly" });
  });

  it("answers the pricing FAQ facts", () => {
    const text = JSON.stringify(pricingFaqs);
    for (const fact of ["14-day satisfaction guarantee", "14 days", "5-7 business days", "An hour is", "unused", "cancel", "$297"]) {
      expect(text.toLowerCase()).toContain(fact.toLowerCase());
    }
  });
});

describe("home content", () => {
  it("has the sections' items", () => {
    expect(testimonials).toHaveLength(5);
    for (const testimonial of testimonials) expect(testimonial.rating).toBe(5);
    expect(processSteps).toHaveLength(6);
    expect(whyChooseUs.map((item) => item.stat)).toEqual(["48hr", "365", "30-day", "30 days", "$297", "99%"]);
    expect(team.length).toBeGreaterThanOrEqual(3);
    expect(caseStudies.length).toBeGreaterThanOrEqual(3);
    expect(homeFaqs.length).toBeGreaterThanOrEqual(5);
  });
});

describe("blog", () => {
  it("has seven posts, id 1 featured, with every field", () => {
    expect(blogPosts.map((post) => post.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(blogPosts.filter((post) => post.featured).map((post) => post.id)).toEqual([1]);
    for (const post of blogPosts) {
      expect(post.readTime).toMatch(/^\d+ min read$/);
      expect(post.image).toBe(`/images/blog/${post.slug}.svg`);
      expect(post.shareImage).toBe(`/images/blog/${post.slug}.png`);
      expect(authors.some((author) => author.id === post.author)).toBe(true);
      expect(blogCategories.some((category) => category.slug === post.category)).toBe(true);
      expect(new Date(`${post.isoDate}T12:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" })).toBe(post.date);
      expect(post.tags.length).toBeGreaterThan(0);
      expect(words(...post.content.map(blockText))).toBeGreaterThanOrEqual(900);
    }
  });

  it("has the nine categories", () => {
    expect(blogCategories.map((category) => category.name)).toEqual([
      "Agency Growth",
      "Automation",
      "Tutorials",
      "Best Practices",
      "Real Estate",
      "Mortgage",
      "Healthcare",
      "Coaching",
      "Local Business",
    ]);
  });
});

describe("legal", () => {
  it("has five documents of at least 600 words, with unique section ids", () => {
    expect(legalDocuments.map((d) => d.slug).sort()).toEqual(["cookie-policy", "data-protection", "privacy-policy", "refund-policy", "terms-of-service"]);
    expect(LEGAL_LAST_UPDATED).toBe("January 1, 2025");
    for (const document of legalDocuments) {
      const text = [document.intro, ...document.sections.flatMap((s) => [s.title, ...s.blocks.map((b) => (b.type === "list" ? b.items.join(" ") : b.text))])];
      expect(words(...text), document.slug).toBeGreaterThanOrEqual(600);
      expect(new Set(document.sections.map((s) => s.id)).size).toBe(document.sections.length);
    }
  });

  it("states the refund and data-protection constants", () => {
    const refund = JSON.stringify(legalDocuments.find((d) => d.slug === "refund-policy"));
    for (const constant of ["48 hours", "30 days", "5-7 business days", "10-14 business days", "14"]) expect(refund).toContain(constant);
    expect(JSON.stringify(legalDocuments.find((d) => d.slug === "data-protection"))).toContain("72 hours");
  });
});

describe("route list", () => {
  it("lists every page once", () => {
    const paths = pagePaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(1 + 1 + 15 + 1 + 82 + 1 + 1 + 1 + 7 + 5);
  });
});

describe("no filler anywhere in content", () => {
  it("has no dummy text, open to-do markers or unfinished sections", () => {
    const all = JSON.stringify([services, servicePages, snapshotDetails, blogPosts, legalDocuments, plans, homeFaqs, testimonials]);
    // Patterns are split so this guard does not trip the repository's own filler check.
    expect(all).not.toMatch(new RegExp(["lorem" + " ipsum", "\\bTO" + "DO\\b", "coming" + " soon", "example\\.com"].join("|"), "i"));
  });
});
