import type { Page } from "@playwright/test";
import { expect, test } from "./helpers";

/**
 * The first page of a first visit requests Inter at once and swaps it in as soon as it has loaded, on the same page;
 * until then it paints in the metric-matched stand-in face, and the swap moves nothing that was already drawn. (On a
 * good connection Inter arrives before the first layout and there is no swap; the test holds the font back to see one.)
 */

/** The fonts Chromium drew the page's h1 with, as the DevTools protocol reports them (family name and glyph count). */
async function h1Fonts(page: Page): Promise<{ familyName: string; isCustomFont: boolean; glyphCount: number }[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
    await cdp.send("CSS.enable");
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts;
  } finally {
    await cdp.detach();
  }
}

const interLoaded = () =>
  [...document.fonts].some((face) => face.family.replace(/"/g, "") === "Inter Variable" && face.status === "loaded");

/** The h1's box and the top of every element that starts in the first viewport, in page coordinates. */
const firstView = () => {
  const box = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.x, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
  };
  const tops = [...document.querySelectorAll("main *")]
    .map((element) => ({ element, rect: element.getBoundingClientRect() }))
    .filter(({ rect }) => rect.height > 0 && rect.top + window.scrollY < window.innerHeight)
    .map(
      ({ element, rect }) =>
        `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} ${Math.round(rect.top + window.scrollY)}`,
    );
  return { h1: box(document.querySelector("h1")!), tops };
};

for (const width of [390, 1280]) {
  test(`at ${width} px a first visit shows the home page's h1 in Inter once it has loaded, and the swap moves nothing in view`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // Each test starts in a fresh browser context: an empty cache and no sessionStorage, as on a first visit. The font
    // is held back until the page has painted in the stand-in face (its request starts before there is anything to
    // measure, from the head script).
    let painted:
      { fonts: Awaited<ReturnType<typeof h1Fonts>>; view: Awaited<ReturnType<typeof firstView>> } | undefined;
    await page.route(/\.woff2$/, async (route) => {
      await page.waitForFunction(
        () =>
          performance.getEntriesByName("first-contentful-paint").length > 0 && document.querySelector("h1") !== null,
      );
      painted = { fonts: await h1Fonts(page), view: await page.evaluate(firstView) };
      await route.continue();
    });
    await page.goto("/");
    await page.waitForFunction(interLoaded);
    if (!painted) throw new Error("Inter was not requested on the first page of the visit");

    expect(painted.fonts.some((font) => font.isCustomFont && /inter/i.test(font.familyName))).toBe(false);

    const fonts = await h1Fonts(page);
    const glyphs = fonts.reduce((sum, font) => sum + font.glyphCount, 0);
    const inter = fonts.filter((font) => font.isCustomFont && /inter/i.test(font.familyName));
    expect(
      inter.reduce((sum, font) => sum + font.glyphCount, 0),
      JSON.stringify(fonts),
    ).toBe(glyphs);

    const swapped = await page.evaluate(firstView);
    for (const key of ["x", "y", "width", "height"] as const)
      expect(swapped.h1[key]).toBeCloseTo(painted.view.h1[key], 0);
    expect(swapped.tops).toEqual(painted.view.tops);
  });
}

test("a later page of the visit draws its h1 in Inter too", async ({ page }) => {
  await page.goto("/");
  await page.waitForFunction(interLoaded);
  await page.goto("/pricing");
  expect((await h1Fonts(page)).every((font) => font.isCustomFont && /inter/i.test(font.familyName))).toBe(true);
});
