// A phone (the `phone` project: touch, 390 px): taps on tooltips, the page behind a popup, and the mobile menu's focus.
import { expect, test, type Page } from "@playwright/test";
import { content } from "./content";

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Two frames, so that a scroll the browser would make (smooth or not) has started. */
const frames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test("one tap on a pricing feature's info button shows its explanation, which stays until a tap closes it", async ({
  page,
}) => {
  await hydrated(page, "/pricing");
  const row = content.pricing.comparison.find((entry) => entry.tooltip)!;
  const button = page.getByRole("button", { name: `About ${row.name}` });
  const tooltip = page.getByRole("tooltip").filter({ hasText: row.tooltip! });
  await button.scrollIntoViewIfNeeded();
  await button.tap();
  await expect(tooltip).toBeVisible();
  await frames(page);
  await expect(tooltip).toBeVisible();
  // The same tap again closes it; a tap elsewhere closes it too, and so does Escape.
  await button.tap();
  await expect(tooltip).toBeHidden();
  await button.tap();
  await expect(tooltip).toBeVisible();
  await page.getByRole("table").getByRole("columnheader").first().tap();
  await expect(tooltip).toBeHidden();
  await button.tap();
  await expect(tooltip).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(tooltip).toBeHidden();
});

for (const { name, open } of [
  {
    name: "the consultation popup",
    open: (page: Page) => page.getByRole("link", { name: "Request Free Consultation" }).first().tap(),
  },
  { name: "the search", open: (page: Page) => page.getByRole("banner").getByRole("link", { name: "Search" }).tap() },
]) {
  test(`with ${name} open the page behind does not scroll`, async ({ page }) => {
    await hydrated(page, "/");
    // The wheel does scroll this page while nothing is open.
    await page.mouse.move(4, 830);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await open(page);
    await expect(page.getByRole("dialog")).toBeVisible();
    const before = await page.evaluate(() => window.scrollY);
    // Over the backdrop, outside the dialog's panel.
    await page.mouse.move(4, 830);
    await page.mouse.wheel(0, 800);
    await frames(page);
    await frames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  });
}

test("the open mobile menu keeps focus in it, and Escape gives it back to the menu button", async ({ page }) => {
  await hydrated(page, "/pricing");
  await page.getByRole("button", { name: "Open menu" }).tap();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeVisible();
  const menuButton = page.getByRole("button", { name: "Close menu" });
  await menuButton.focus();
  const stops = await menu.locator("a[href], button").count();
  for (let press = 0; press < stops + 2; press += 1) {
    await page.keyboard.press("Tab");
    const inMenu = await page.evaluate(
      () =>
        Boolean(document.activeElement?.closest("nav[aria-label=Mobile]")) ||
        document.activeElement?.getAttribute("aria-expanded") === "true",
    );
    expect(inMenu, `focus after ${press + 1} Tab presses`).toBe(true);
  }
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("nav[aria-label=Mobile]")))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});
