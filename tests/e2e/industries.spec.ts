import { openLeadStore } from "../../server/leads-store.ts";
import { content } from "./content";
import { expect, fillForm, test } from "./helpers";
import { withCrmServer } from "./leads";

// The audiences' pages: each lists its own niche's snapshots, services and articles (as the content selects them), and
// its call to action sends an enquiry whose interest reaches the stored lead and GoHighLevel's tags.

test("/industries links to every industry page", async ({ page }) => {
  await page.goto("/industries");
  const cards = page.getByTestId("industries");
  for (const industry of content.industries) await expect(cards.locator(`a[href="/industries/${industry.slug}"]`)).toHaveCount(1);
});

for (const industry of content.industries) {
  test(`/industries/${industry.slug} has its sections and the snapshots, services and articles of its niche`, async ({ page }) => {
    await page.goto(`/industries/${industry.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(industry.headline);
    for (const id of ["problems-title", "overview-title", "rules-title", "snapshots-title", "services-title", "posts-title", "faq-title", "industry-cta-title"])
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

  test(`/industries/${industry.slug} describes itself as a Service for its audience, with breadcrumbs`, async ({ page }) => {
    await page.goto(`/industries/${industry.slug}`);
    const docs = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(docs.find((doc) => doc["@type"] === "Service")).toMatchObject({ audience: { "@type": "Audience", audienceType: industry.audience } });
    const crumbs = docs.find((doc) => doc["@type"] === "BreadcrumbList") as { itemListElement: { item: string }[] } | undefined;
    expect(crumbs?.itemListElement.at(-1)?.item).toMatch(new RegExp(`/industries/${industry.slug}$`));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`/images/industries/${industry.slug}\\.png$`));
  });
}

test("the home page and the footer link to the industry pages", async ({ page }) => {
  await page.goto("/");
  for (const industry of content.industries) await expect(page.locator(`main a[href="/industries/${industry.slug}"]`)).toHaveCount(1);
  await expect(page.getByRole("contentinfo").locator('a[href="/industries"]')).toHaveCount(1);
});

test.describe("an enquiry from an industry page", () => {
  test("carries industry:<slug> to the stored lead and to GoHighLevel as the tag industry-<slug> and in the note", async ({ page }) => {
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
