// Light and dark themes: the system setting is followed without JavaScript, a choice made in the header is kept
// across pages and reloads, and it is applied by the head script before the page's other scripts run (no flash).
import { expect, test, type Page } from "@playwright/test";
import { PAGE_TYPES } from "../../scripts/benchmarks/page-types.mjs";

/** One page of every type, and the contact page. */
const PAGES = [...PAGE_TYPES, "/contact"];

/** The relative luminance of the page's background (0 black, 1 white). */
async function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.body)
      .backgroundColor.match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((part) => Number(part) / 255)
      .map((channel) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });
}

test.describe("without JavaScript, a dark system setting", () => {
  test.use({ javaScriptEnabled: false, colorScheme: "dark" });

  for (const path of PAGES) {
    test(`renders ${path} dark`, async ({ page }) => {
      await page.goto(path);
      expect(await backgroundLuminance(page)).toBeLessThan(0.05);
      // The text is light on it.
      const text = await page.evaluate(() => getComputedStyle(document.querySelector("h1")!).color);
      expect(text).not.toBe("rgb(15, 23, 42)");
    });
  }

  test("and a light one renders light", async ({ browser }) => {
    const page = await browser.newPage({ javaScriptEnabled: false, colorScheme: "light" });
    await page.goto("/pricing");
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.9);
    await page.close();
  });
});

test.describe("the theme control", () => {
  test.use({ colorScheme: "light" });

  test("a chosen dark theme stays across pages and reloads, applied before the page's scripts", async ({ page }) => {
    await page.goto("/");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const control = page.getByRole("banner").getByRole("group", { name: "Theme" }).first();
    await control.getByRole("button", { name: "Dark theme" }).click();
    await expect(control.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
    expect(await backgroundLuminance(page)).toBeLessThan(0.05);

    await page.getByRole("banner").getByRole("link", { name: "Pricing" }).first().click();
    await expect(page).toHaveURL(/\/pricing$/);
    expect(await backgroundLuminance(page)).toBeLessThan(0.05);

    // A reload with every script file held back: only the head script can have applied the choice.
    await page.route("**/*.js", (route) => route.abort());
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await backgroundLuminance(page)).toBeLessThan(0.05);
    await page.unroute("**/*.js");

    // Back to following the system (light here).
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const again = page.getByRole("banner").getByRole("group", { name: "Theme" }).first();
    await expect(again.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
    await again.getByRole("button", { name: "System theme" }).click();
    await expect(page.locator("html")).not.toHaveAttribute("data-theme", /.+/);
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.9);
    await page.reload();
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.9);
  });

  test("a chosen light theme wins over a dark system setting", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/blog");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await backgroundLuminance(page)).toBeLessThan(0.05);
    await page
      .getByRole("banner")
      .getByRole("group", { name: "Theme" })
      .first()
      .getByRole("button", { name: "Light theme" })
      .click();
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.9);
    await page.reload();
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.9);
  });
});
