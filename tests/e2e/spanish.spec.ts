import { loadContent } from "../../app/content/.server/load";
import { readContentSettings, readSettings } from "../../config/settings.mjs";
import { LANGUAGES, isTranslated, pathIn } from "../../config/languages.mjs";
import { content } from "./content";
import { expect, sitemapPaths, test } from "./helpers";

// The Spanish pages: every one answers with lang="es", names itself canonical and its translation both ways; the
// language switch keeps the page; links to English-only pages say so; a Spanish page's code carries Spanish words only.
const spanish = loadContent(undefined, readSettings(), readContentSettings(), "es");
const spanishPaths = sitemapPaths().filter((path) => path === "/es" || path.startsWith("/es/"));

/** The head's alternates of a page, by hreflang. */
function alternatesOf(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([\w-]+)" href="([^"]+)"/g)].map((match) => [match[1]!, new URL(match[2]!).pathname]));
}

test("the sitemap lists every translated page in both languages, each with its alternates", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const english = sitemapPaths().filter((path) => !spanishPaths.includes(path));
  expect(spanishPaths.length).toBeGreaterThan(20);
  expect(spanishPaths.sort()).toEqual(english.filter(isTranslated).map((path) => pathIn("es", path)).sort());
  for (const path of english.filter(isTranslated)) {
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)].filter((match) => [path, pathIn("es", path)].includes(new URL(match[1]!).pathname));
    expect(entries, path).toHaveLength(2);
    for (const [, , links] of entries) {
      const hrefs = Object.fromEntries([...links!.matchAll(/hreflang="([\w-]+)" href="([^"]+)"/g)].map((match) => [match[1], new URL(match[2]!).pathname]));
      expect(hrefs, path).toEqual({ en: path, es: pathIn("es", path), "x-default": path });
    }
  }
});

test("every Spanish page answers with lang=es, is its own canonical, and its translation links back", async ({ request }) => {
  for (const path of [...spanishPaths, "/es/thank-you", "/es/search"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<html lang="es"/);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    if (canonical) expect(new URL(canonical).pathname, path).toBe(path);
    if (/name="robots" content="noindex/.test(html)) continue;
    const alternates = alternatesOf(html);
    expect(alternates.es, path).toBe(path);
    const english = await (await request.get(alternates.en!)).text();
    expect(english, alternates.en).toMatch(/<html lang="en"/);
    expect(alternatesOf(english), alternates.en).toEqual(alternates);
  }
});

test("an unknown Spanish address answers the Spanish 404 page; the store's and blog's Spanish addresses lead to English", async ({ request }) => {
  const missing = await request.get("/es/no-such-page");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toMatch(/<html lang="es"/);
  const store = await request.get("/es/buy-snapshot", { maxRedirects: 0 });
  expect(store.status()).toBe(302);
  expect(store.headers().location).toBe("/buy-snapshot");
});

test("the site never picks the language from the browser's", async ({ request }) => {
  const response = await request.get("/pricing", { headers: { "Accept-Language": "es-US,es;q=0.9" }, maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/<html lang="en"/);
});

test.describe("the language switch", () => {
  test("keeps the page both ways, and leads to the Spanish home from a page without a translation", async ({ page }) => {
    await page.goto("/es/pricing");
    await page.getByRole("navigation", { name: spanish.interfaceWords.language.label }).getByRole("link", { name: LANGUAGES.en.name }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("navigation", { name: content.interfaceWords.language.label }).getByRole("link", { name: LANGUAGES.es.name }).click();
    await expect(page).toHaveURL(/\/es\/pricing$/);
    await page.goto("/buy-snapshot");
    await page.getByRole("navigation", { name: content.interfaceWords.language.label }).getByRole("link", { name: LANGUAGES.es.name }).click();
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("is in the phone menu too", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/es/services");
    await page.getByRole("button", { name: spanish.interfaceWords.header.openMenu }).click();
    const menu = page.getByRole("navigation", { name: spanish.interfaceWords.header.mobileNav });
    await menu.getByRole("link", { name: LANGUAGES.en.name }).click();
    await expect(page).toHaveURL(/\/services$/);
  });
});

test("links from a Spanish page to English-only pages say so and go to the English page", async ({ page }) => {
  await page.goto("/es");
  const store = page.locator('header a[href="/buy-snapshot"]').first();
  await expect(store).toHaveAttribute("hreflang", "en");
  await expect(store).toContainText(spanish.interfaceWords.language.englishOnly);
});

test("a Spanish page's code carries its Spanish words, not the English ones", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
  });
  // Hydrated (the helper waits for it): the page's code, header included, has arrived.
  await page.goto("/es");
  const code = (await Promise.all(scripts)).join("\n");
  // Words every page's code carries (the header's), in each language.
  expect(code).toContain(spanish.interfaceWords.header.openMenu);
  expect(code).not.toContain(`"${content.interfaceWords.header.openMenu}"`);
  expect(code).not.toContain(content.home.hero.titleAccent);
});
