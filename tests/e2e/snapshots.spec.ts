import { content, price } from "./content";
import { SMOKE, expect, test } from "./helpers";

test.describe("marketplace", () => {
  test("groups every snapshot under its category heading with counts and claims", SMOKE, async ({ page }) => {
    await page.goto("/buy-snapshot");
    const headings = page.locator("section[data-category] h2");
    await expect(headings).toHaveText(
      content.snapshotCategories.map(
        (category) => `${category.name} (${content.snapshots.filter((s) => s.category === category.id).length})`,
      ),
    );
    await expect(page.locator("section[data-category] li")).toHaveCount(content.snapshots.length);
    await expect(page.getByText(content.snapshotStore.averageRating!)).toBeVisible();
    await expect(page.getByText(content.snapshotStore.downloads!)).toBeVisible();
  });

  test("categories off screen skip rendering while the page loads, then render one by one once it is idle", async ({
    page,
    browser,
  }) => {
    const contentVisibility = (target: import("@playwright/test").Page) =>
      target
        .locator("section[data-category]")
        .evaluateAll((sections) => sections.map((section) => getComputedStyle(section).contentVisibility));
    // The page as it arrives (no script has run): every category may skip its rendering while off screen.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const arriving = await context.newPage();
    await arriving.goto("/buy-snapshot");
    expect(new Set(await contentVisibility(arriving))).toEqual(new Set(["auto"]));
    await context.close();
    // Once loaded and idle, all are rendered: a position saved or restored is measured on real heights.
    await page.goto("/buy-snapshot");
    await expect.poll(async () => new Set(await contentVisibility(page))).toEqual(new Set(["visible"]));
  });

  test("filter and search narrow the list instantly and live in the URL", async ({ page }) => {
    await page.goto("/buy-snapshot");
    await page.getByRole("button", { name: /^Home Services/ }).click();
    await expect(page).toHaveURL(/category=home-services/);
    await expect(page.locator("section[data-category] li")).toHaveCount(
      content.snapshots.filter((s) => s.category === "home-services").length,
    );
    await page.getByLabel("Search snapshots").fill("roof");
    await expect(page).toHaveURL(/q=roof/);
    await expect(page.locator("section[data-category] li")).toHaveCount(1);
    await expect(page.getByRole("status")).toHaveText(`Showing 1 of ${content.snapshots.length} snapshots`);
    await page.reload();
    await expect(page.getByLabel("Search snapshots")).toHaveValue("roof");
    await expect(page.locator("section[data-category] li")).toHaveCount(1);
    await page.getByLabel("Search snapshots").fill("zzz");
    await expect(page.getByText("No snapshot matches")).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page.locator("section[data-category] li")).toHaveCount(content.snapshots.length);
  });

  test("every card's price equals its detail page's price", async ({ page, request }) => {
    await page.goto("/buy-snapshot");
    const cards = await page.locator("section[data-category] article").evaluateAll((els) =>
      els.map((el) => ({
        href: el.querySelector("a")!.getAttribute("href")!,
        price: el.querySelector("[data-price]")!.textContent,
      })),
    );
    expect(cards).toHaveLength(content.snapshots.length);
    for (const card of cards) {
      const html = await (await request.get(card.href)).text();
      expect(html, card.href).toContain(`data-testid="detail-price">${card.price}<`);
    }
  });
});

test.describe("snapshot detail", () => {
  test("each snapshot's price, the struck list price and the computed discount", async ({ page }) => {
    const original = content.snapshotStore.originalPrice!;
    // One snapshot with its own price and one with the default price, whichever the content has.
    const own = content.snapshots.find((s) => s.price !== content.snapshotStore.defaultPrice)!;
    const byDefault = content.snapshots.find((s) => s.price === content.snapshotStore.defaultPrice) ?? own;
    for (const snapshot of [own, byDefault]) {
      await page.goto(`/buy-snapshot/${snapshot.slug}`);
      await expect(page.getByTestId("detail-price")).toHaveText(price(snapshot.price));
      await expect(page.locator("s")).toHaveText(price(original));
      await expect(page.getByTestId("discount")).toHaveText(
        `Save ${Math.round(((original - snapshot.price) / original) * 100)}%`,
      );
    }
  });

  test("tabs follow the ARIA pattern by mouse and keyboard", async ({ page }) => {
    await page.goto("/buy-snapshot/roofing");
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText(["Overview", "Features", "Testimonials", "FAQ"]);
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await tabs.nth(2).click();
    await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("img", { name: /Rated [45] out of 5/ })).toHaveCount(3);
    await tabs.nth(2).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(3)).toBeFocused();
    await expect(tabs.nth(3)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.nth(3)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(tabs.nth(3)).toHaveAttribute("aria-selected", "true");
    await expect(tabs.nth(0)).toHaveAttribute("tabindex", "-1");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tabpanel").locator("li, h3")).not.toHaveCount(0);
    await tabs.nth(1).click();
    await expect(page.getByRole("tabpanel").locator("li")).toHaveCount(10);
  });

  test(
    "star display has an accessible label and Buy Now opens the popup naming the snapshot",
    SMOKE,
    async ({ page }) => {
      await page.goto("/buy-snapshot/mortgage");
      await expect(page.getByRole("img", { name: /Rated 4\.\d out of 5/ }).first()).toBeVisible();
      await page.getByRole("link", { name: "Buy Now" }).first().click();
      await expect(page.getByRole("dialog").getByRole("heading", { level: 2 })).toHaveText("Buy the Mortgage Snapshot");
    },
  );

  test("Product JSON-LD with its Offer parses, with no rating from the sample figures (only approved buyers' reviews give one)", async ({
    page,
  }) => {
    await page.goto("/buy-snapshot/real-estate-agent");
    const docs = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
      JSON.parse(text),
    );
    const product = docs.find((doc) => doc["@type"] === "Product");
    expect(product.offers).toMatchObject({ "@type": "Offer", price: "167.00", priceCurrency: "USD" });
    expect(product).not.toHaveProperty("aggregateRating");
  });

  test("an unknown slug gets the 404 page with links back to the marketplace", async ({ page }) => {
    const response = await page.goto("/buy-snapshot/no-such-snapshot");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We don't have that snapshot");
    await expect(page.getByRole("main").getByRole("link", { name: "Browse the marketplace" })).toHaveAttribute(
      "href",
      "/buy-snapshot",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});
