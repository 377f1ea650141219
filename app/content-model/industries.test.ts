/**
 * The industry pages speak to each audience in their own words: no two pages share a sentence of more than 12 words,
 * and none repeats a run that long from a service or snapshot page. Each page lists what its selectors pick and
 * links only to things that exist. No test here pins a sentence, a name or a count an editor may change.
 */
import { sharedRuns } from "../../lib/text-overlap";
import { loadProjectContent } from "./.server/test-content";
import type { Content, IndustryPage } from "./schema";

let content: Content;
beforeAll(() => {
  content = loadProjectContent();
});

/** Every word a visitor reads on an industry page that the page's own file supplies. */
function industryText(page: IndustryPage): string {
  return [
    page.headline,
    page.lead,
    page.summary,
    page.metaDescription,
    ...page.problems.flatMap((item) => [item.title, item.description]),
    ...page.rules.flatMap((item) => [item.title, item.description]),
    ...page.faqs.flatMap((item) => [item.question, item.answer]),
    page.cta.title,
    page.cta.subtitle,
    page.overviewHtml,
  ].join("\n");
}

/** A shared sentence of 13 or more words contains a shared run of exactly 13. */
const LONGEST_SHARED = 12;

describe("industry pages", () => {
  it("exist, one per audience", () => {
    expect(content.industries.length).toBeGreaterThanOrEqual(2);
  });

  it("share no sentence of more than 12 words with each other", () => {
    const shared: string[] = [];
    content.industries.forEach((a, index) => {
      for (const b of content.industries.slice(index + 1))
        for (const run of sharedRuns(industryText(a), industryText(b), LONGEST_SHARED + 1))
          shared.push(`${a.slug} and ${b.slug}: "${run}"`);
    });
    expect(shared).toEqual([]);
  });

  it("repeat no run of more than 12 words from a service or snapshot page", () => {
    const others = [
      ...content.servicePages.map((page) => ({
        where: `services/${page.slug}`,
        text: [
          page.headline,
          page.lead,
          page.overviewHtml,
          ...page.audience,
          ...page.faqs.map((faq) => faq.answer),
          ...page.features.map((item) => item.description),
          ...page.benefits.map((item) => item.description),
        ].join("\n"),
      })),
      ...content.snapshotDetails.map((page) => ({
        where: `snapshots/${page.slug}`,
        text: [
          page.tagline,
          page.descriptionHtml,
          ...page.benefits,
          ...page.faq.map((faq) => faq.answer),
          ...page.features.map((item) => item.description),
        ].join("\n"),
      })),
    ];
    const shared: string[] = [];
    for (const industry of content.industries)
      for (const other of others)
        for (const run of sharedRuns(industryText(industry), other.text, LONGEST_SHARED + 1))
          shared.push(`${industry.slug} and ${other.where}: "${run}"`);
    expect(shared).toEqual([]);
  });

  it("list what their selectors pick and reference only what exists", () => {
    const snapshots = new Set(content.snapshots.map((snapshot) => snapshot.slug));
    const services = new Set(content.services.map((service) => service.slug));
    const posts = new Set(content.posts.map((post) => post.slug));
    for (const industry of content.industries) {
      expect(industry.snapshots.length, industry.slug).toBeGreaterThan(0);
      expect(industry.posts.length, industry.slug).toBeGreaterThan(0);
      expect(
        industry.snapshots.every((slug) => snapshots.has(slug)),
        industry.slug,
      ).toBe(true);
      expect(
        industry.services.every((slug) => services.has(slug)),
        industry.slug,
      ).toBe(true);
      expect(
        industry.posts.every((slug) => posts.has(slug)),
        industry.slug,
      ).toBe(true);
    }
  });
});
