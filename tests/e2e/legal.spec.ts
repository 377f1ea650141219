import { LEGAL_SLUGS } from "../../app/content-model/schema";
import { content } from "./content";
import { expect, test } from "./helpers";

const PAGES = LEGAL_SLUGS;

test.describe("legal pages", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const slug of PAGES) {
    test(`/legal/${slug}: date, numbered sections and a working table of contents`, async ({ page }) => {
      await page.goto(`/legal/${slug}`);
      // When the page's source last changed, as the build worked it out (never a typed date).
      const document = content.legal.find((item) => item.slug === slug)!;
      await expect(page.getByTestId("last-updated")).toHaveText(`Last updated: ${document.lastUpdatedText}`);
      await expect(page.getByTestId("last-updated").locator("time")).toHaveAttribute("datetime", document.lastUpdated);
      const sections = page.locator("article section[id] h2");
      const count = await sections.count();
      expect(count).toBeGreaterThanOrEqual(5);
      const titles = await sections.allTextContents();
      titles.forEach((title, index) => expect(title.startsWith(`${index + 1}. `)).toBe(true));
      const toc = page.getByRole("navigation", { name: "Contents" }).getByRole("link");
      await expect(toc).toHaveCount(count);
      await toc.last().click();
      await expect(page.locator("article section[id]").last()).toBeInViewport();
      const words = (await page.locator("article").textContent())!.split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(600);
    });
  }

  test("the refund policy states the constants and squares the 14-day guarantee", async ({ page }) => {
    await page.goto("/legal/refund-policy");
    const text = (await page.locator("article").textContent())!;
    for (const constant of [
      "48 hours of your initial payment",
      "30 days",
      "5-7 business days",
      "10-14 business days",
      "14-day satisfaction guarantee",
    ]) {
      expect(text).toContain(constant);
    }
  });

  test("data protection promises breach notification within 72 hours; privacy names what the form collects", async ({
    page,
  }) => {
    await page.goto("/legal/data-protection");
    await expect(page.locator("article")).toContainText("72 hours");
    await page.goto("/legal/privacy-policy");
    const text = (await page.locator("article").textContent())!;
    expect(text).toContain("sessionStorage");
    for (const field of ["name", "email", "phone", "message"]) expect(text.toLowerCase()).toContain(field);
  });
});
