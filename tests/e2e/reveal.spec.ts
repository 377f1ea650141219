import { expect, test } from "./helpers";

// Cards fade in as they scroll into view (app/components/ui/Reveal.tsx). What starts on screen is never hidden, what
// starts below is hidden only until it arrives, and reduced motion hides nothing.

/** The service cards of /services, each in a Reveal (marked data-reveal="waiting" or "shown" while it fades in). */
const cards = "section[aria-labelledby=services-list-title] .grid-balanced-3 > li";

test.use({ reducedMotion: "no-preference", viewport: { width: 390, height: 800 } });

test("a card on screen stays shown, one below the fold waits and appears when scrolled to", async ({ page }) => {
  await page.goto("/services");
  const all = page.locator(cards);
  expect(await all.count()).toBeGreaterThan(2);
  const last = all.last();
  await expect(last).toHaveAttribute("data-reveal", "waiting");
  await expect(last).toHaveCSS("opacity", "0");
  for (const [index, state] of (
    await all.evaluateAll((elements) =>
      elements.map(
        (element) => [element.getBoundingClientRect().top < innerHeight, element.getAttribute("data-reveal")] as const,
      ),
    )
  ).entries()) {
    if (state[0]) expect(state[1], `card ${index} starts on screen`).toBeNull();
  }
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute("data-reveal", "shown");
  await expect(last).toHaveCSS("opacity", "1");
});

test("on a screen tall enough for every card, none is ever hidden", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 6000 });
  await page.goto("/services");
  // The observers report with the next frames; give them two, then every card must still be as prerendered.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.locator(`${cards}[data-reveal]`)).toHaveCount(0);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("nothing is hidden below the fold", async ({ page }) => {
    await page.goto("/services");
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.locator(cards).last()).not.toHaveAttribute("data-reveal");
  });
});
