import AxeBuilder from "@axe-core/playwright";
import axe from "axe-core";
import { sitemapPaths, expect, test as base } from "./helpers";
import type { Page } from "@playwright/test";

// Every prerendered page (from the built sitemap) plus the 404 pages, in the light and the dark theme (the system
// setting): no axe violation (contrast included), no sideways scroll at 360 px, no console error, no CSP violation and
// no request to another host.
//
// One visit per page checks both themes: the theme follows the system setting from the stylesheet alone (no script
// reads it), so switching the emulated setting on the loaded page gives the page a visitor with a dark system gets,
// for half the visits. Each worker walks the pages in one tab, as a visitor browsing the site: a new browser context
// per page cost a renderer process and a cold cache each time (0.15 s to open, 0.2 s more to load), and nothing
// checked here depends on arriving fresh (a first visit's font swap and paint have tests of their own:
// brand-font.spec.ts, before-hydration.spec.ts). Axe is put in the page once per visit and asked for violations only:
// listing the passes builds a selector for every element checked, a fifth of its time.
const paths = [...sitemapPaths(), "/404", "/buy-snapshot/not-found", "/thank-you", "/es/404", "/es/thank-you"];
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
// What the dark theme can change, so what its pass checks again: colors (contrast, links told apart from text) and
// which of a drawing's two versions shows (lib/themed-image.ts: the other is hidden, so skipped in the first pass),
// with the landmark it sits in. The document's structure, names and roles are the same in both (the stylesheet alone
// switches), and the light pass has checked them with every rule. This halves the second pass (0.3-1 s a page).
const THEMED_RULES = [
  "color-contrast",
  "link-in-text-block",
  "image-alt",
  "image-redundant-alt",
  "role-img-alt",
  "svg-img-alt",
  "region",
];

type Recorded = { cspViolations: string[] };

const test = base.extend<object, { visitor: Page }>({
  // Reduced motion: axe scrolls elements into view to measure their contrast, which starts the cards' fade-ins, and
  // a card caught half-faded fails contrast at random. The settled page is what is checked.
  visitor: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: { width: 360, height: 800 },
        colorScheme: "light",
        reducedMotion: "reduce",
      });
      // Any Content-Security-Policy violation is recorded in the page and read back after the checks.
      await context.addInitScript(() => {
        (window as unknown as Recorded).cspViolations = [];
        document.addEventListener("securitypolicyviolation", (event) =>
          (window as unknown as Recorded).cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
});

/**
 * After a change of the emulated theme: the next frames are painted and no animation runs any more. Each frame is
 * checked again, since a change can start animations in the frames after it (an inherited color reaches each level
 * of the tree a frame later when elements transition it).
 */
async function settled(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    for (let frames = 0; frames < 120; frames += 1) {
      await frame();
      const running = document.getAnimations().filter((animation) => animation.playState === "running");
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** Axe's violations of the page as it is now (every rule of TAGS, or only `rules`), and its sideways scroll at 360 px. */
async function audit(page: Page, rules?: string[]) {
  return page.evaluate(
    async ({ tags, rules }) => {
      const overflow = document.documentElement.scrollWidth - window.innerWidth;
      const runOnly = rules ? { type: "rule" as const, values: rules } : { type: "tag" as const, values: tags };
      const results = await (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly,
        resultTypes: ["violations"],
      });
      const violations = results.violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(" | ")}`,
      );
      return { overflow, violations };
    },
    { tags: TAGS, rules },
  );
}

test.describe("every page, both themes", () => {
  for (const path of paths) {
    test(`${path} is accessible and fits 360 px (light and dark)`, async ({ visitor: page, baseURL }) => {
      const errors: string[] = [];
      const foreign: string[] = [];
      const onRequest = (request: { url(): string }) => {
        const url = new URL(request.url());
        if (!["127.0.0.1", "localhost"].includes(url.hostname) && url.protocol !== "data:") foreign.push(request.url());
      };
      const onPageError = (error: Error) => errors.push(error.message);
      const onConsole = (message: { type(): string; text(): string }) =>
        message.type() === "error" && !/status of 404/.test(message.text()) && errors.push(message.text());
      page.on("request", onRequest);
      page.on("pageerror", onPageError);
      page.on("console", onConsole);
      try {
        await page.emulateMedia({ colorScheme: "light" });
        // Loaded, hydrated, the brand face in and the page idle. Waiting for the network to be quiet instead (half a
        // second with no request) left both workers idle at once in this file, a third of its time.
        await page.goto(`${baseURL}${path}`, { waitUntil: "load" });
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        await page.evaluate(async () => {
          await ((window as unknown as { __brandFace?: Promise<void> }).__brandFace ?? document.fonts.ready);
          await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }));
        });
        await page.evaluate(axe.source);
        for (const theme of ["light", "dark"] as const) {
          if (theme === "dark") {
            await page.emulateMedia({ colorScheme: "dark" });
            await settled(page);
          }
          expect(
            await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches),
            "the emulated theme",
          ).toBe(theme === "dark");
          const { overflow, violations } = await audit(page, theme === "dark" ? THEMED_RULES : undefined);
          expect(overflow, `sideways scroll in px (${theme})`).toBeLessThanOrEqual(0);
          expect(violations, `axe violations (${theme})`).toEqual([]);
        }
        expect(errors).toEqual([]);
        expect(foreign, "requests to other hosts").toEqual([]);
        expect(await page.evaluate(() => (window as unknown as Recorded).cspViolations)).toEqual([]);
      } finally {
        page.off("request", onRequest);
        page.off("pageerror", onPageError);
        page.off("console", onConsole);
      }
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
