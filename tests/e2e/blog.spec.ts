import { content } from "./content";
import { expect, test } from "./helpers";

test.describe("blog index", () => {
  for (const [width, columns] of [
    [390, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    test(`shows ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/blog");
      // Cards side by side in the first row (the grid's tracks are finer than its columns: app/app.css).
      const lefts = await page
        .getByTestId("blog-card")
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
      const firstRowTop = await page
        .getByTestId("blog-card")
        .first()
        .evaluate((card) => card.getBoundingClientRect().top);
      const tops = await page
        .getByTestId("blog-card")
        .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
      expect(new Set(lefts.filter((_, index) => Math.abs(tops[index]! - firstRowTop) < 1)).size).toBe(columns);
    });
  }

  test("highlights the featured post and clamps titles and excerpts", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByTestId("featured-post")).toContainText("Featured");
    const cards = page.getByTestId("blog-card");
    // Every post once: the featured one leads, "All articles" holds the others.
    await expect(cards).toHaveCount(content.posts.length - 1);
    const featuredHref = await page.getByTestId("featured-post").locator("h3 a").getAttribute("href");
    expect(
      await cards.locator("h3 a").evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
    ).not.toContain(featuredHref);
    const clamp = await cards.first().evaluate((card) => ({
      title: getComputedStyle(card.querySelector("[data-testid=card-title]")!).webkitLineClamp,
      excerpt: getComputedStyle(card.querySelector("[data-testid=card-excerpt]")!).webkitLineClamp,
    }));
    expect(clamp).toEqual({ title: "2", excerpt: "3" });
    const first = cards.first();
    await expect(first.locator("img")).toHaveAttribute("width", "1200");
    await expect(first.locator("time")).toBeVisible();
    await expect(first).toContainText("By ");
    await expect(first).toContainText("Read More");
  });
});

/** Every post's address in list order (newest first, as the content loader sorts them). */
async function postsInListOrder(page: import("@playwright/test").Page): Promise<string[]> {
  await page.goto("/blog");
  return content.posts.map((post) => `/blog/${post.slug}`);
}

test.describe("blog post", () => {
  test("has every element the client asked for", async ({ page }) => {
    const slugs = await postsInListOrder(page);
    await page.goto(slugs[2]!);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
    await expect(crumbs).toHaveCount(3);
    await expect(crumbs.nth(0)).toHaveText(/Home/);
    await expect(crumbs.nth(1)).toHaveText(/Blog/);
    await expect(crumbs.nth(2)).toHaveText((await page.getByRole("heading", { level: 1 }).textContent())!);
    await expect(page.getByTestId("post-meta")).toContainText(/min read/);
    await expect(page.getByTestId("post-meta").locator("time")).toBeVisible();
    await expect(page.getByTestId("post-tags").locator("li")).not.toHaveCount(0);
    await expect(page.getByTestId("author-badge")).toHaveText("GoHighLevel Expert");
    const related = await page
      .getByTestId("related-posts")
      .locator("h3 a")
      .evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    expect(related).toEqual([slugs[0], slugs[1]]);
    await page.getByRole("link", { name: "Get Expert Help" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
  });

  test("related articles are the first two other posts in list order", async ({ page }) => {
    const slugs = await postsInListOrder(page);
    await page.goto(slugs[0]!);
    const related = await page
      .getByTestId("related-posts")
      .locator("h3 a")
      .evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    expect(related).toEqual([slugs[1], slugs[2]]);
  });

  test("links every occurrence of the linked phrases, and leaves none unlinked", async ({ page }) => {
    const slugs = await postsInListOrder(page);
    const brand = (await page.locator('meta[property="og:site_name"]').getAttribute("content"))!;
    const targets: Record<string, string> = {
      [brand.toLowerCase()]: "/",
      "ready-to-use snapshots": "/buy-snapshot",
      "pre-built automation snapshots": "/buy-snapshot",
      "ghl pricing": "/pricing",
    };
    const seen = new Set<string>();
    for (const slug of slugs) {
      await page.goto(slug);
      const body = page.getByTestId("post-body");
      const links = await body
        .locator("[data-phrase-link]")
        .evaluateAll((els) => els.map((el) => [el.textContent.toLowerCase(), el.getAttribute("href")]));
      for (const [text, href] of links) {
        expect(targets[text!], text!).toBe(href);
        seen.add(text!);
      }
      const unlinked = await body.evaluate((root, phrases) => {
        const clone = root.cloneNode(true) as HTMLElement;
        clone.querySelectorAll("[data-phrase-link]").forEach((el) => el.remove());
        const text = clone.textContent.toLowerCase();
        return phrases.filter((phrase) => text.includes(phrase));
      }, Object.keys(targets));
      expect(unlinked, slug).toEqual([]);
    }
    expect([...seen].sort()).toEqual(Object.keys(targets).sort());
  });

  test("head tags: article type, published time, BlogPosting and BreadcrumbList JSON-LD, RSS link", async ({
    page,
  }) => {
    await page.goto("/blog");
    const first = (await page.getByTestId("blog-card").first().locator("h3 a").getAttribute("href"))!;
    await page.goto(first);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      "content",
      /^\d{4}-\d{2}-\d{2}$/,
    );
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => JSON.parse(t)["@type"],
    );
    expect(types).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]));
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/rss.xml");
    // Social networks need a raster share image: each post has its own 1200x630 PNG card.
    const shareImage = (await page.locator('meta[property="og:image"]').getAttribute("content"))!;
    expect(shareImage).toMatch(/\/images\/blog\/[a-z0-9-]+\.png$/);
    const png = await page.request.get(new URL(shareImage).pathname);
    expect(png.headers()["content-type"]).toBe("image/png");
    const bytes = await png.body();
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    const cover = page.locator("article header img");
    await expect(cover).toHaveAttribute("height", "630");
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  });

  test("the RSS feed lists every post", async ({ request }) => {
    const feed = await (await request.get("/rss.xml")).text();
    expect(feed.match(/<item>/g)).toHaveLength(content.posts.length);
    expect(feed).toContain('<rss version="2.0"');
    expect(feed).toMatch(/<link>https?:\/\/[^<]+\/blog\/[a-z0-9-]+<\/link>/);
  });
});
