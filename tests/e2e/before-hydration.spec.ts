// Pages paint before the router's scripts load (scripts/build/paint-first.ts). These tests hold those scripts back, use the
// page the way a visitor would in that first moment, then let the scripts through: every tap counts once, natively or
// replayed after hydration, never needing a second one; a call to action is a link, which leads to the contact page.
import { expect, test, type Page, type Route } from "@playwright/test";
import { content } from "./content";
import { SMOKE } from "./helpers";

/** Holds every request for the site's JavaScript until release() (nothing else is held). */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.+\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return {
    /** Resolves once the page has asked for its scripts (it does after its first paint). */
    requested: () => expect.poll(() => held.length).toBeGreaterThan(0),
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    },
  };
}

test.describe("before the scripts have loaded", () => {
  test("calls to action are links: before the scripts arrive a tap leads to the contact page, about its plan", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto("/pricing");
    await scripts.requested();
    await page.getByRole("banner").getByRole("link", { name: "Hire Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goto("/pricing");
    const plan = content.pricing.plans[1]!;
    const card = page.locator(`[data-plan=${plan.id}]`);
    await card.getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`/contact\\?interest=plan:${plan.id}$`));
    await expect(page.getByRole("main")).toContainText(`${plan.name} plan`);
    await scripts.release();
  });

  test("once the scripts run, a plan's call to action opens the popup titled for that plan", async ({ page }) => {
    await page.goto("/pricing");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const card = page
      .locator("article")
      .filter({ has: page.getByRole("heading", { name: content.pricing.plans[1]!.name }) });
    await card.getByRole("link").first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading").first()).toContainText(content.pricing.plans[1]!.name);
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test("the mobile menu opens from one tap, and an FAQ question opens its answer", SMOKE, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts = await holdScripts(page);
    await page.goto("/");
    await scripts.requested();
    await page.getByRole("button", { name: "Open menu" }).click();
    const question = page.locator("#faq").getByRole("button").first();
    await question.click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await scripts.release();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(`#${await question.getAttribute("aria-controls")}`)).toBeVisible();
  });

  test("links work natively", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/pricing");
    await scripts.requested();
    await page.getByRole("contentinfo").getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the contact form sends natively and lands on the thank-you page", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/contact");
    await scripts.requested();
    await page.locator("#contact-name").fill("Before Hydration");
    await page.locator("#contact-email").fill("early@example.org");
    await page.locator("#contact-phone").fill("+1 512 555 0100");
    await page.locator("#contact-message").fill("Sent before the page's scripts had loaded.");
    await page.locator("form:has(#contact-name) [type=submit]").click();
    await expect(page).toHaveURL(/\/thank-you$/);
  });
});
