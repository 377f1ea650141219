import AxeBuilder from "@axe-core/playwright";
import { loadContent } from "../../app/content-model/.server/load";
import { readContentSettings, readSettings } from "../../config/settings.mjs";
import { LANGUAGES, isTranslated, pathIn } from "../../config/languages.mjs";
import { content } from "./content";
import { expect, sitemapPaths, test } from "./helpers";
import { englishWords } from "../../scripts/build/english-words";
import { JSDOM } from "jsdom";
import { fill } from "../../lib/fill";

// The Spanish pages: every one answers with lang="es", names itself canonical and its translation both ways; the
// language switch keeps the page; links to English-only pages say so; a Spanish page's code carries Spanish words only.
const spanish = loadContent(undefined, readSettings(), readContentSettings(), "es");
const spanishPaths = sitemapPaths().filter((path) => path === "/es" || path.startsWith("/es/"));

/** The head's alternates of a page, by hreflang. */
function alternatesOf(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([\w-]+)" href="([^"]+)"/g)].map((match) => [
      match[1]!,
      new URL(match[2]!).pathname,
    ]),
  );
}

test("the sitemap lists every translated page in both languages, each with its alternates", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const english = sitemapPaths().filter((path) => !spanishPaths.includes(path));
  expect(spanishPaths.length).toBeGreaterThan(20);
  expect(spanishPaths.sort()).toEqual(
    english
      .filter(isTranslated)
      .map((path) => pathIn("es", path))
      .sort(),
  );
  for (const path of english.filter(isTranslated)) {
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)].filter((match) =>
      [path, pathIn("es", path)].includes(new URL(match[1]!).pathname),
    );
    expect(entries, path).toHaveLength(2);
    for (const [, , links] of entries) {
      const hrefs = Object.fromEntries(
        [...links!.matchAll(/hreflang="([\w-]+)" href="([^"]+)"/g)].map((match) => [
          match[1],
          new URL(match[2]!).pathname,
        ]),
      );
      expect(hrefs, path).toEqual({ en: path, es: pathIn("es", path), "x-default": path });
    }
  }
});

test("every Spanish page answers with lang=es, is its own canonical, and its translation links back", async ({
  request,
}) => {
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

test("an unknown Spanish address answers the Spanish 404 page; the store's and blog's Spanish addresses lead to English", async ({
  request,
}) => {
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
  test("keeps the page both ways, and leads to the Spanish home from a page without a translation", async ({
    page,
  }) => {
    await page.goto("/es/pricing");
    await page
      .getByRole("navigation", { name: spanish.interfaceWords.language.label })
      .getByRole("link", { name: LANGUAGES.en.name })
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page
      .getByRole("navigation", { name: content.interfaceWords.language.label })
      .getByRole("link", { name: LANGUAGES.es.name })
      .click();
    await expect(page).toHaveURL(/\/es\/pricing$/);
    await page.goto("/buy-snapshot");
    await page
      .getByRole("navigation", { name: content.interfaceWords.language.label })
      .getByRole("link", { name: LANGUAGES.es.name })
      .click();
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("is named with the code it shows, so a voice-control user can say it (label in name)", async ({ page }) => {
    for (const [path, other, label] of [
      ["/es/pricing", "en", spanish.interfaceWords.language.label],
      ["/pricing", "es", content.interfaceWords.language.label],
    ] as const) {
      await page.goto(path);
      for (const link of await page
        .locator("header")
        .getByRole("navigation", { name: label })
        .getByRole("link")
        .all()) {
        if (!(await link.isVisible())) continue;
        const shown = (await link.innerText()).trim();
        const name = (await link.getAttribute("aria-label")) ?? shown;
        // Word for word, case included: "Español" does not contain the "ES" shown.
        expect(
          name === shown || (name.startsWith(shown) && /^\W/.test(name.slice(shown.length))),
          `"${name}" starts with the word "${shown}"`,
        ).toBe(true);
        expect(name).toContain(LANGUAGES[other].name);
      }
      // axe's own rule for WCAG 2.5.3 (experimental, so named to run) on the header's language links.
      const results = await new AxeBuilder({ page })
        .include("header")
        .withRules(["label-content-name-mismatch"])
        .analyze();
      expect(results.violations, path).toEqual([]);
      expect(
        results.passes.map((rule) => rule.id),
        path,
      ).toContain("label-content-name-mismatch");
    }
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

test("no Spanish page says twice that a link leads to English: the link's own tag is the one place", async ({
  request,
}) => {
  // Every Spanish page, one request each.
  test.slow();
  const tag = spanish.interfaceWords.language.englishOnly;
  const times = (text: string | null) => (text ?? "").split(tag).length - 1;
  // Every page, the 404 page as the server answers it and as a static host's 404.html.
  for (const path of [...spanishPaths, "/es/thank-you", "/es/search", "/es/no-such-page", "/es/404.html"]) {
    const { document } = new JSDOM(await (await request.get(path)).text()).window;
    const links = [...document.querySelectorAll("a")];
    expect(
      links.some((link) => link.getAttribute("hreflang") === "en") || path.includes("thank-you"),
      `${path} links to an English-only page`,
    ).toBe(true);
    for (const link of links) {
      // The link with the sentence or list item around it: copy typed beside a tagged link must not say it again.
      const around = link.closest("li, p, dd, td") ?? link;
      expect(times(around.textContent), `${path}: "${around.textContent?.trim()}"`).toBeLessThanOrEqual(1);
    }
  }
});

test("a client's words shown in translation say so, beside each quote; the English home shows no such note", async ({
  page,
}) => {
  // The home and each industry page with a quote, hydrated.
  test.slow();
  const note = fill(spanish.interfaceWords.quote.translatedFrom, {
    language: spanish.interfaceWords.quote.languages.en,
  });
  const quoted = spanish.industries.filter((industry) => industry.proof.testimonial);
  for (const path of ["/es", ...quoted.map((industry) => `/es/industries/${industry.slug}`)]) {
    await page.goto(path);
    const quotes = page.locator("main blockquote");
    // The home's carousel is far down: its code comes on approach.
    await quotes.first().scrollIntoViewIfNeeded();
    await expect(page.locator("[data-translated-quote]").first(), path).toBeVisible();
    expect(await quotes.count(), path).toBeGreaterThan(0);
    for (const quote of await quotes.all()) {
      // Named by the quote as its description, so a screen reader says it with the quote.
      const id = await quote.getAttribute("aria-describedby");
      expect(id, path).toBeTruthy();
      await expect(page.locator(`[id="${id}"]`), path).toHaveText(note);
    }
  }
  await page.goto("/");
  await page.locator("main blockquote").first().scrollIntoViewIfNeeded();
  await expect(page.locator("[data-translated-quote]")).toHaveCount(0);
  await expect(page.locator("main blockquote[aria-describedby]")).toHaveCount(0);
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

// A visitor with the keyboard alone, on a Spanish page of each kind with controls: every stop of the Tab order shows
// where it is (on screen, with a focus ring), is named in Spanish (or marked English), and the form sends by keyboard.
test.describe("the keyboard alone", () => {
  // Reduced motion, as in look.spec.ts's keyboard tests: the page jumps to each stop instead of scrolling smoothly
  // there. The stop ends where a smooth scroll would, and the walk takes half the time.
  test.use({ reducedMotion: "reduce" });

  /** The page's Tab stops, in order, until the focus leaves the page: what each is, where, and how it shows focus. */
  async function tabStops(page: import("@playwright/test").Page) {
    const stops: { name: string; english: boolean; onScreen: boolean; ring: boolean }[] = [];
    for (let index = 0; index < 250; index++) {
      await page.keyboard.press("Tab");
      const stop = await page.evaluate(async () => {
        // Measure once the page has stopped moving (3 frames without a scroll).
        for (let frame = 0, still = 0, last = NaN; frame < 120 && still < 3; frame++, last = scrollY) {
          await new Promise(requestAnimationFrame);
          still = scrollY === last ? still + 1 : 0;
        }
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return undefined;
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const label =
          element.getAttribute("aria-label") ??
          (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null);
        return {
          name: (label ?? element.innerText ?? "").replace(/\s+/g, " ").trim(),
          english: element.closest("[lang]")?.getAttribute("lang") === "en",
          onScreen:
            box.width > 0 &&
            box.height > 0 &&
            box.bottom > 0 &&
            box.top < innerHeight &&
            box.right > 0 &&
            box.left < innerWidth,
          ring: (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none",
        };
      });
      if (!stop) break;
      stops.push(stop);
    }
    return stops;
  }

  for (const path of ["/es", "/es/contact", "/es/pricing", "/es/services/crm-pipeline-configuration"]) {
    test(`${path}: every stop is on screen with a focus ring and named in Spanish`, async ({ page }) => {
      await page.goto(path);
      const stops = await tabStops(page);
      expect(stops[0]?.name, "the first stop is the skip link").toBe(spanish.interfaceWords.skipLink);
      expect(stops.length).toBeGreaterThan(10);
      expect(stops.filter((stop) => !stop.onScreen || !stop.ring).map((stop) => stop.name)).toEqual([]);
      const englishNamed = stops.filter((stop) => !stop.english && englishWords([stop.name]).length > 0);
      expect(englishNamed.map((stop) => stop.name)).toEqual([]);
    });
  }

  test("an empty contact form sent with Enter tells what is missing in Spanish, and its list leads back to the field", async ({
    page,
  }) => {
    await page.goto("/es/contact");
    const form = page.locator("main form").first();
    const name = form.getByLabel(spanish.interfaceWords.form.name.label);
    await name.focus();
    await page.keyboard.press("Enter");
    const summary = form.locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(spanish.enquiryForm.problems.title);
    await expect(summary).toContainText(spanish.enquiryForm.problems.name.missing);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(name).toBeFocused();
  });
});
