import AxeBuilder from "@axe-core/playwright";
import { sitemapPaths, expect, test } from "./helpers";
import type { Page } from "@playwright/test";

// Every prerendered page (from the built sitemap) plus the 404 pages, in the light and the dark theme (the system
// setting): no axe violation (contrast included), no sideways scroll at 360 px, no console error, no CSP violation and
// no request to another host.
//
// One visit per page checks both themes: the theme follows the system setting from the stylesheet alone (no script
// reads it), so switching the emulated setting on the loaded page gives the page a visitor with a dark system gets,
// for half the visits. Axe runs in the page itself (legacy mode: the pages have no frames to gather results from),
// which spares the blank page and second injection its default mode costs on every run.
const paths = [...sitemapPaths(), "/404", "/buy-snapshot/not-found", "/thank-you", "/es/404", "/es/thank-you"];
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
// What the dark theme can change, so what its pass checks again: colors (contrast, links told apart from text) and
// which of a drawing's two versions shows (app/lib/themed-image.ts: the other is hidden, so skipped in the first pass),
// with the landmark it sits in. The document's structure, names and roles are the same in both (the stylesheet alone
// switches), and the light pass has checked them with every rule. This halves the second pass (0.3-1 s a page).
const THEMED_RULES = ["color-contrast", "link-in-text-block", "image-alt", "image-redundant-alt", "role-img-alt", "svg-img-alt", "region"];

/** After a change of the emulated theme: the next frames are painted and every (reduced-motion) transition is over. */
async function settled(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Axe's violations of the page as it is now (every rule of TAGS, or only `rules`), and its sideways scroll at 360 px. */
async function audit(page: Page, rules?: string[]) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const axe = new AxeBuilder({ page }).setLegacyMode(true);
  const results = await (rules ? axe.withRules(rules) : axe.withTags(TAGS)).analyze();
  const violations = results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(" | ")}`,
  );
  return { overflow, violations };
}

test.describe("every page, both themes", () => {
  // Reduced motion: axe scrolls elements into view to measure their contrast, which starts the cards' fade-ins, and
  // a card caught half-faded fails contrast at random. The settled page is what is checked.
  test.use({ viewport: { width: 360, height: 800 }, colorScheme: "light", reducedMotion: "reduce" });

  for (const path of paths) {
    test(`${path} is accessible and fits 360 px (light and dark)`, async ({ page }) => {
      const errors: string[] = [];
      const foreign: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (!["127.0.0.1", "localhost"].includes(url.hostname) && url.protocol !== "data:") foreign.push(request.url());
      });
      // Any Content-Security-Policy violation is recorded in the page and read back below.
      await page.addInitScript(() => {
        (window as unknown as { cspViolations: string[] }).cspViolations = [];
        document.addEventListener("securitypolicyviolation", (event) =>
          (window as unknown as { cspViolations: string[] }).cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => message.type() === "error" && !/status of 404/.test(message.text()) && errors.push(message.text()));
      // Loaded, hydrated (the fixture waits for it) and quiet: the sections hydrated later, the deferred pieces and the
      // brand face are in. Auditing at the first idle moment instead saved 0.4 s a page, but once on CI (1 page in
      // about 480) the dark pass then failed /es/contact's footer links on contrast, which no rerun reproduced.
      await page.goto(path, { waitUntil: "networkidle" });
      for (const theme of ["light", "dark"] as const) {
        if (theme === "dark") {
          await page.emulateMedia({ colorScheme: "dark" });
          await settled(page);
        }
        expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches), "the emulated theme").toBe(theme === "dark");
        const { overflow, violations } = await audit(page, theme === "dark" ? THEMED_RULES : undefined);
        expect(overflow, `sideways scroll in px (${theme})`).toBeLessThanOrEqual(0);
        expect(violations, `axe violations (${theme})`).toEqual([]);
      }
      expect(errors).toEqual([]);
      expect(foreign, "requests to other hosts").toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    });
  }
});

for (const theme of ["light", "dark"] as const)
  test(`the open popup has no axe violations (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Hire Us" }).click();
    // The popup's code loads on first use: measure once the dialog is there.
    await expect(page.getByRole("dialog")).toBeVisible();
    const results = await new AxeBuilder({ page }).include("dialog").setLegacyMode(true).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
