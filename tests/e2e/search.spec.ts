import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { loadContent } from "../../app/content-model/.server/load";
import { readContentSettings, readSettings } from "../../config/settings.mjs";
import { content } from "./content";
import { expect, test } from "./helpers";

const spanish = loadContent(undefined, readSettings(), readContentSettings(), "es");

/** The live region's answer to a search, in a language's words: none found, one, or a count. */
function countSentence(words: { none: string; one: string; many: string }): RegExp {
  const pattern = (sentence: string) =>
    sentence
      .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
      .replace("{count}", "\\d+")
      .replace("{term}", ".+");
  return new RegExp([words.none, words.one, words.many].map(pattern).join("|"));
}

// The site search: a header control and Ctrl/Cmd+K open a dialog that loads Pagefind (script, WebAssembly, index)
// from /pagefind/ only then.
test("nothing of the search loads before the dialog opens; then it loads from this site, within the CSP, without errors", async ({
  page,
}) => {
  const searchRequests: string[] = [];
  const foreign: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/pagefind/") || /SearchDialog/.test(url.pathname)) searchRequests.push(url.pathname);
    if (!["127.0.0.1", "localhost"].includes(url.hostname) && url.protocol !== "data:") foreign.push(request.url());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => ["error", "warning"].includes(message.type()) && errors.push(message.text()));
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { cspViolations: string[] }).cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  await page.goto("/blog", { waitUntil: "networkidle" });
  await page.mouse.wheel(0, 600);
  await expect(page.getByRole("banner").getByRole("link", { name: "Search", exact: true })).toBeVisible();
  expect(searchRequests).toEqual([]);

  await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  await expect(dialog).toBeVisible();
  await expect.poll(() => searchRequests.includes("/pagefind/pagefind.js")).toBe(true);
  await expect(dialog.getByRole("searchbox")).toBeFocused();
  await page.keyboard.type("automation");
  await expect(dialog.locator("[data-search-result]").first()).toBeVisible();
  expect(errors).toEqual([]);
  expect(foreign, "requests to other hosts").toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test("keyboard only: Ctrl+K, type, arrow to a result, Enter opens it; Escape closes and focus returns", async ({
  page,
}) => {
  await page.goto("/");
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole("searchbox");
  await expect(field).toBeFocused();

  await page.keyboard.type("mortgage");
  const results = dialog.getByRole("list", { name: "Search results" }).getByRole("link");
  await expect(dialog.getByRole("link", { name: /Mortgage Snapshot/ }).first()).toBeVisible();
  const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toContain("/buy-snapshot/mortgage");
  expect(hrefs.some((href) => href?.startsWith("/blog/"))).toBe(true);
  // The count is announced: a status region says how many were found.
  await expect(dialog.getByRole("status")).toContainText(/\d+ results? for “mortgage”/);
  // Each result says what kind of page it is and shows the words found.
  await expect(results.first().locator("mark").first()).toHaveText(/mortgage/i);

  // Escape closes, and focus returns to where it was (the page) without navigating.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  // Open again from the header button with the keyboard: Tab to it, Enter.
  const button = page.getByRole("banner").getByRole("link", { name: "Search", exact: true });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("mortgage");
  await page.keyboard.press("ArrowDown");
  await expect(results.first()).toBeFocused();
  const target = await results.first().getAttribute("href");
  await page.keyboard.press("ArrowDown");
  await expect(results.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(results.first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${target!.replace(/[#/]/g, "\\$&")}$`));
  await expect(dialog).toBeHidden();

  // Escape from the dialog returns focus to the control that opened it.
  await button.click();
  await expect(field).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(button).toBeFocused();
});

test("Tab also reaches the results, and a legal section opens at that section", async ({ page }) => {
  await page.goto("/pricing");
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  await expect(dialog.getByRole("searchbox")).toBeFocused();
  await page.keyboard.type("refund");
  const legal = dialog.locator('a[href^="/legal/"]').first();
  await expect(legal).toBeVisible();
  await expect(legal).toContainText("Legal");
  // Tab from the field passes the close button, then the results.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(dialog.locator("[data-search-result]").first()).toBeFocused();
});

test("the open search dialog with results has no axe violations, at phone width too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/services");
  await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).click();
  await expect(page.getByRole("searchbox")).toBeFocused();
  await page.keyboard.type("pipeline");
  await expect(page.getByRole("dialog").locator("[data-search-result]").first()).toBeVisible();
  const results = await new AxeBuilder({ page }).include("#site-search").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);
});

test("the index holds each page's own words: no breadcrumbs, badges or tab labels in a result", async ({ page }) => {
  await page.goto("/buy-snapshot/mortgage");
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  const tabs = await page.getByRole("tab").allTextContents();
  const crumbs = await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").allTextContents();
  expect(tabs.length).toBeGreaterThan(1);
  const hit = await page.evaluate(
    async ([words, script]) => {
      const pagefind = (await import(script)) as {
        init(): Promise<void>;
        search(
          term: string,
        ): Promise<{ results: { data(): Promise<{ url: string; content: string; excerpt: string }> }[] }>;
      };
      await pagefind.init();
      const found = await Promise.all(
        (await pagefind.search(words)).results.slice(0, 5).map((result) => result.data()),
      );
      return found.find((data) => data.url.includes("/buy-snapshot/mortgage"));
    },
    [title, "/pagefind/pagefind.js"] as const,
  );
  expect(hit, "the snapshot is found by its name").toBeTruthy();
  // The indexed text starts with the page's title: no breadcrumb or category badge before it.
  expect(hit!.content.startsWith(title)).toBe(true);
  expect(hit!.content).not.toContain(crumbs.join(" "));
  expect(hit!.content).not.toContain(tabs.join(" "));
  expect(hit!.excerpt).not.toContain(tabs.join(" "));
});

/** The languages of the Pagefind indexes a page loads (pagefind.<lang>_<hash>.pf_meta). */
function indexesLoaded(page: Page): string[] {
  const indexes: string[] = [];
  page.on("request", (request) => {
    const name = /^\/pagefind\/pagefind\.(\w+)_\w+\.pf_meta$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) indexes.push(name);
  });
  return indexes;
}

// A Spanish service page's title, searched from a Spanish page and from an English one.
const service = spanish.services.find((entry) => entry.slug === "funnel-website-creation") ?? spanish.services[0]!;

test("a Spanish page searches the Spanish pages only, in Spanish words", async ({ page }) => {
  // Opens the search, loads the Spanish index, waits for its answer and runs axe on the dialog: 32.6 s once on two busy
  // cores against the 30 s default (10 to 20 s alone), so it gets the slow test's time.
  test.slow();
  const indexes = indexesLoaded(page);
  const words = spanish.interfaceWords;
  await page.goto("/es/services");
  await page.getByRole("banner").getByRole("link", { name: words.searchButton.label, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: words.search.title });
  await expect(dialog.getByRole("searchbox", { name: words.search.field })).toBeFocused();
  await page.keyboard.type(service.title);
  const results = dialog.getByRole("list", { name: words.search.results }).getByRole("link");
  await expect(dialog.getByRole("link", { name: new RegExp(service.title) }).first()).toHaveAttribute(
    "href",
    `/es/services/${service.slug}`,
  );
  const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(
    hrefs.filter((href) => !href?.startsWith("/es/")),
    "results outside the Spanish pages",
  ).toEqual([]);
  await expect(results.first()).toContainText(words.search.types.service);
  await expect(dialog.getByRole("status")).toHaveText(countSentence(words.search));
  await expect.poll(() => indexes).toEqual(["es"]);
  const axe = await new AxeBuilder({ page }).include("#site-search").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);
});

test("an English page searches the English pages only", async ({ page }) => {
  const indexes = indexesLoaded(page);
  await page.goto("/services");
  await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).click();
  const englishDialog = page.getByRole("dialog", { name: "Search the site" });
  await expect(englishDialog.getByRole("searchbox")).toBeFocused();
  await page.keyboard.type(service.title);
  // Waits for the search's answer (a count, or none found), not the hint shown before it.
  await expect(englishDialog.getByRole("status")).toHaveText(countSentence(content.interfaceWords.search));
  const englishHrefs = await englishDialog
    .locator("[data-search-result]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(
    englishHrefs.filter((href) => href?.startsWith("/es")),
    "Spanish pages in an English page's results",
  ).toEqual([]);
  await expect.poll(() => indexes).toEqual(["en"]);
});

// Industry pages are found too, in each language, under their own kind.
for (const lang of ["en", "es"] as const) {
  test(`an industry page is found by its name (${lang})`, async ({ page }) => {
    test.slow();
    const site = lang === "es" ? spanish : content;
    const industry = site.industries[0]!;
    const prefix = lang === "es" ? "/es" : "";
    await page.goto(`${prefix}/pricing`);
    await page
      .getByRole("banner")
      .getByRole("link", { name: site.interfaceWords.searchButton.label, exact: true })
      .click();
    const dialog = page.getByRole("dialog", { name: site.interfaceWords.search.title });
    await expect(dialog.getByRole("searchbox")).toBeFocused();
    await page.keyboard.type(industry.name);
    const result = dialog.locator(`[data-search-result][href="${prefix}/industries/${industry.slug}"]`).first();
    await expect(result).toBeVisible();
    await expect(result).toContainText(site.interfaceWords.search.types.industry);
  });
}
