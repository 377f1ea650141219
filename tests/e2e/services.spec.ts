import { content } from "./content";
import { expect, test } from "./helpers";

const SLUGS = content.services.map((service) => service.slug);

test("/services lists every service with Learn More links and a path to /#contact", async ({ page }) => {
  await page.goto("/services");
  const links = page.getByRole("main").getByRole("link", { name: /Learn More/ });
  await expect(links).toHaveCount(SLUGS.length);
  expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")))).toEqual(
    SLUGS.map((slug) => `/services/${slug}`),
  );
  await expect(page.getByRole("main").locator('a[href="/#contact"]')).toHaveCount(1);
});

for (const slug of SLUGS) {
  test(`/services/${slug}: sections, counts, FAQ toggles, popup, head tags and JSON-LD`, async ({ page }) => {
    await page.goto(`/services/${slug}`);
    const features = await page.getByTestId("features").locator("li").count();
    expect(features).toBeGreaterThanOrEqual(9);
    expect(features).toBeLessThanOrEqual(12);
    const benefits = await page.getByTestId("benefits").locator("li").count();
    expect(benefits).toBeGreaterThanOrEqual(6);
    expect(benefits).toBeLessThanOrEqual(7);
    const steps = await page.getByTestId("process").locator("li").count();
    expect(steps).toBeGreaterThanOrEqual(4);
    expect(steps).toBeLessThanOrEqual(5);

    const faq = page.locator("section[aria-labelledby=faq-title] button[aria-expanded]");
    await expect(faq).toHaveCount(5);
    for (let index = 0; index < 5; index += 1) {
      await faq.nth(index).click();
      await expect(faq.nth(index)).toHaveAttribute("aria-expanded", "true");
      await expect(page.locator(`#${await faq.nth(index).getAttribute("aria-controls")}`)).toBeVisible();
    }
    await faq.nth(4).click();
    await expect(faq.nth(4)).toHaveAttribute("aria-expanded", "false");

    const ctaTitle = await page.locator("#service-cta-title").textContent();
    await page.getByRole("link", { name: "Book your free consultation" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { level: 2 })).toHaveText(ctaTitle!);
    await page.keyboard.press("Escape");

    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+/services/${slug}$`));
    expect(canonical).not.toContain("localhost");
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical!);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{100,}/);
    // At most 60 characters: the brand follows the title when it fits (app/page-data/seo.ts pageTitle).
    expect((await page.title()).length).toBeLessThanOrEqual(60);
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text)["@type"],
    );
    expect(types).toEqual(expect.arrayContaining(["Service", "FAQPage", "BreadcrumbList"]));
    await expect(
      page.locator("section[aria-labelledby=related-title]").getByRole("link", { name: /Learn More/ }),
    ).toHaveCount(3);
  });
}

test("service pages have unique titles and descriptions", async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const slug of SLUGS) {
    const html = await (await request.get(`/services/${slug}`)).text();
    titles.add(html.match(/<title>([^<]+)<\/title>/)![1]!);
    descriptions.add(html.match(/<meta name="description" content="([^"]+)"/)![1]!);
  }
  expect(titles.size).toBe(SLUGS.length);
  expect(descriptions.size).toBe(SLUGS.length);
});
