import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test as base, type Locator, type Page, type Route } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * The tag of the smoke tests, the few browser tests `npm run check` runs before each commit (`--grep @smoke`) against
 * its quick build, which has the English pages only: the home page, an enquiry reaching the receiver with and without
 * JavaScript, a snapshot page and its Buy Now popup, the menu before the scripts, the server's headers and 404.
 * `npm test` runs them with all the others.
 */
export const SMOKE = { tag: "@smoke" };

/** Playwright's test, with page.goto and page.reload waiting until React has hydrated the page. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const hydrated = () => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await hydrated();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await hydrated();
      return response;
    };
    await use(page);
  },
});

/** Every page listed in the built sitemap, as a path (the sweep follows the sitemap, so new pages are covered). */
export function sitemapPaths(): string[] {
  const xml = readFileSync(path.resolve("build/client/sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

export const filled = {
  name: "Dana Ruiz",
  email: "dana@example.org",
  phone: "+1 512 555 0199",
  message: "We need a speed-to-lead workflow for two locations.",
};

export async function fillForm(page: Page, prefix: "popup" | "contact", fields = filled) {
  await page.locator(`#${prefix}-name`).fill(fields.name);
  await page.locator(`#${prefix}-email`).fill(fields.email);
  await page.locator(`#${prefix}-phone`).fill(fields.phone);
  await page.locator(`#${prefix}-message`).fill(fields.message);
}

/** Answers the form endpoint like the provider would, optionally after a delay. */
export function answer(body: unknown, { status = 200, delayMs = 0 } = {}) {
  return async (route: Route) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });
  };
}

export const FORM_ENDPOINT = "**/api/contact";

/**
 * Freezes the page clock (after page.clock.install()) so only runFor() moves time: timing tests stay exact.
 * The pause lands just ahead of the page's own time; on a loaded machine that moment can pass before the pause is
 * applied ("cannot fast-forward to the past"), so it reads the time again and retries.
 */
export async function freezeClock(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 250);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes("past")) throw error;
    }
  }
}

/**
 * Scrolls to a deferred section (home page) and waits until its code has run: such sections paint from the HTML and
 * hydrate when they near the viewport (app/components/ui/DeferredSection.tsx), and their timers start then.
 */
export async function sectionReady(page: Page, inside: Locator): Promise<void> {
  await inside.scrollIntoViewIfNeeded();
  await expect.poll(() => inside.evaluate((element) => element.closest("[data-pending]") === null)).toBe(true);
}
