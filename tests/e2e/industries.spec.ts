import { test as plain } from "@playwright/test";
import { loadContent } from "../../app/content-model/.server/load.ts";
import { openLeadStore } from "../../server/enquiries/leads-store.ts";
import { content } from "./content";
import { expect, fillForm, test } from "./helpers";
import { withCrmServer } from "./leads";

// The audiences' pages: each lists its own niche's snapshots, services and articles (as the content selects them), and
// its call to action sends an enquiry whose interest reaches the stored lead and GoHighLevel's tags.

test("/industries links to every industry page", async ({ page }) => {
  await page.goto("/industries");
  const cards = page.getByTestId("industries");
  for (const industry of content.industries)
    await expect(cards.locator(`a[href="/industries/${industry.slug}"]`)).toHaveCount(1);
});

for (const industry of content.industries) {
  test(`/industries/${industry.slug} has its sections and the snapshots, services and articles of its niche`, async ({
    page,
  }) => {
    await page.goto(`/industries/${industry.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(industry.headline);
    for (const id of [
      "problems-title",
      "overview-title",
      "rules-title",
      "snapshots-title",
      "services-title",
      "posts-title",
      "faq-title",
      "industry-cta-title",
    ])
      await expect(page.locator(`#${id}`), id).toBeVisible();

    const hrefs = (testId: string, prefix: string) =>
      page
        .getByTestId(testId)
        .locator(`a[href^="${prefix}"]`)
        .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href")))]);
    const snapshots = await hrefs("industry-snapshots", "/buy-snapshot/");
    expect(snapshots.length).toBeGreaterThanOrEqual(3);
    expect(snapshots).toEqual(industry.snapshots.map((slug) => `/buy-snapshot/${slug}`));
    const services = await hrefs("industry-services", "/services/");
    expect(services.length).toBeGreaterThanOrEqual(2);
    expect(services).toEqual(industry.services.map((slug) => `/services/${slug}`));
    const posts = await hrefs("industry-posts", "/blog/");
    expect(posts.length).toBeGreaterThanOrEqual(1);
    expect(posts).toEqual(industry.posts.map((slug) => `/blog/${slug}`));

    // Every listed snapshot is of the niche: its page links back here.
    await page.goto(snapshots[0]!);
    await expect(page.locator(`main a[href="/industries/${industry.slug}"]`)).toBeVisible();
  });

  test(`/industries/${industry.slug} describes itself as a Service for its audience, with breadcrumbs`, async ({
    page,
  }) => {
    await page.goto(`/industries/${industry.slug}`);
    const docs = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    expect(docs.find((doc) => doc["@type"] === "Service")).toMatchObject({
      audience: { "@type": "Audience", audienceType: industry.audience },
    });
    const crumbs = docs.find((doc) => doc["@type"] === "BreadcrumbList") as
      { itemListElement: { item: string }[] } | undefined;
    expect(crumbs?.itemListElement.at(-1)?.item).toMatch(new RegExp(`/industries/${industry.slug}$`));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      new RegExp(`/images/industries/${industry.slug}\\.png$`),
    );
  });
}

// Each page's hero draws the audience's own pipeline and workflow (content/industries/<slug>.md heroVisual) as inline
// SVG in the prerendered HTML: checked with scripts off, so it owes nothing to them, in both languages.
const LANGUAGES = [
  { prefix: "", industries: content.industries },
  { prefix: "/es", industries: loadContent(undefined, undefined, undefined, "es").industries },
];

plain.describe("an industry page's hero picture", () => {
  plain.use({ javaScriptEnabled: false });

  for (const { prefix, industries } of LANGUAGES)
    for (const industry of industries)
      plain(
        `${prefix}/industries/${industry.slug} at 1280 px: its pipeline and workflow fill the right half of the first view`,
        async ({ page }) => {
          await page.setViewportSize({ width: 1280, height: 900 });
          await page.goto(`${prefix}/industries/${industry.slug}`);
          const hero = page.locator('section[aria-labelledby="page-title"]');
          const picture = hero.locator('svg[role="img"]').filter({ visible: true });
          await expect(picture).toHaveCount(1);
          const box = (await picture.boundingBox())!;
          expect(box.width).toBeGreaterThan(400);
          expect(box.height).toBeGreaterThan(250);
          expect(box.x, "in the right half").toBeGreaterThanOrEqual(640);
          expect(box.x + box.width).toBeLessThanOrEqual(1280);
          expect(box.y, "in the first view").toBeGreaterThanOrEqual(0);
          expect(box.y + box.height).toBeLessThanOrEqual(900);
          // The audience's own, named for a screen reader by what it shows.
          const { pipeline, workflow } = industry.heroVisual;
          for (const words of [
            pipeline.name,
            ...pipeline.stages.map((stage) => stage.name),
            workflow.name,
            ...workflow.steps,
          ]) {
            await expect(picture).toHaveAttribute(
              "aria-label",
              new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
            );
            await expect(picture.locator("text", { hasText: words })).not.toHaveCount(0);
          }
          // Drawn in the page: nothing of the hero to fetch.
          await expect(hero.locator("img, image, use, object, iframe")).toHaveCount(0);
        },
      );

  for (const { prefix, industries } of LANGUAGES)
    plain(
      `${prefix}/industries/* at 390 px: the workflow alone, under the hero's buttons and within the screen`,
      async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        for (const industry of industries) {
          await page.goto(`${prefix}/industries/${industry.slug}`);
          const hero = page.locator('section[aria-labelledby="page-title"]');
          const picture = hero.locator('svg[role="img"]').filter({ visible: true });
          await expect(picture, industry.slug).toHaveCount(1);
          await expect(picture.locator("text", { hasText: industry.heroVisual.workflow.steps[0]! })).toHaveCount(1);
          await expect(picture.locator("text", { hasText: industry.heroVisual.pipeline.stages[0]!.name })).toHaveCount(
            0,
          );
          const box = (await picture.boundingBox())!;
          const buttons = (await hero.getByRole("link").last().boundingBox())!;
          expect(box.y, industry.slug).toBeGreaterThan(buttons.y + buttons.height);
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(390);
        }
      },
    );
});

test("the home page and the footer link to the industry pages", async ({ page }) => {
  await page.goto("/");
  for (const industry of content.industries)
    await expect(page.locator(`main a[href="/industries/${industry.slug}"]`)).toHaveCount(1);
  await expect(page.getByRole("contentinfo").locator('a[href="/industries"]')).toHaveCount(1);
});

test.describe("an enquiry from an industry page", () => {
  test("carries industry:<slug> to the stored lead and to GoHighLevel as the tag industry-<slug> and in the note", async ({
    page,
  }) => {
    const industry = content.industries[0]!;
    await withCrmServer(async ({ server, stub, dbUrl }) => {
      await page.goto(`${server.url}/industries/${industry.slug}`);
      await page.getByRole("link", { name: "Get a free consultation" }).click();
      const dialog = page.getByRole("dialog", { name: industry.cta.title });
      await expect(dialog).toBeVisible();
      await fillForm(page, "popup");
      await dialog.getByRole("button", { name: "Send Message" }).click();
      await expect(dialog.getByRole("status")).toHaveText(content.interfaceWords.sent.popupSuccess);

      const store = await openLeadStore(dbUrl);
      try {
        await expect.poll(async () => (await store.list())[0]?.attribution.interest).toBe(`industry:${industry.slug}`);
      } finally {
        store.close();
      }
      await expect.poll(() => stub.contacts[0]?.tags ?? [], { timeout: 15_000 }).toContain(`industry-${industry.slug}`);
      await expect.poll(() => stub.notes[0]?.body ?? "").toContain(industry.name);
    });
  });
});
