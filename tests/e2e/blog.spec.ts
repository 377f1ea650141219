import { content } from "./content";
import { expect, test } from "./helpers";

test.describe("blog index", () => {
  for (const [width, columns] of [[390, 1], [800, 2], [1280, 3]] as const) {
    test(`shows ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/blog");
      const tracks = await page.getByTestId("blog-grid").evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
      expect(tracks).toBe(columns);
    });
  }

  test("highlights the featured post and clamps titles and excerpts", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByTestId("featured-post")).toContainText("Featured");
    const cards = page.getByTestId("blog-card");
    await expect(cards).toHaveCount(content.posts.length);
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

test.describe("blog post", () => {
  test("has every element the client asked for", async ({ page }) => {
    await page.goto("/blog");
    const slugs = await page.getByTestId("blog-card").locator("h3 a").evaluateAll((els) => els.map((el) => el.getAttribute("href")!));
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
    const related = await page.getByTestId("related-posts").locator("h3 a").evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    expect(related).toEqual([slugs[0], slugs[1]]);
    await page.getByRole("link", { name: "Get Expert Help" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
  });

  test("related articles are the first two other posts in list order", async ({ page }) => {
    await page.goto("/blog");
    const slugs = await page.getByTestId("blog-card").locator("h3 a").evaluateAll((els) => els.map((el) => el.getAttribute("href")!));
    await page.goto(slugs[0]!);
    const related = await page.getByTestId("related-posts").locator("h3 a").evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    expect(related).toEqual([slugs[1], slugs[2]]);
  });

  test("links every occurrence of the linked phrases, and leaves none unlinked", async ({ page }) => {
    await page.goto("/blog");
    const slugs = await page.getByTestId("blog-card").locator("h3 a").evaluateAll((els) => els.map((el) => el.getAttribute("href")!));
    const brand = (await page.locator('meta[property="og:site_name"]').getAttribute("content"))!;
    const targets: Record<string, string> = { [brand.toLowerCase()]: "/", "ready-to-use snapshots": "/buy-snapshot", "pre-built automation snapshots": "/buy-snapshot", "ghl pricing": "/pricing" };
    const seen = new Set<string>();
    for (const slug of slugs) {
      await page.goto(slug);
      const body = page.getByTestId("post-body");
      const links = await body.locator("[data-phrase-link]").evaluateAll((els) => els.map((el) => [el.textContent!.toLowerCase(), el.getAttribute("href")]));
      for (const [text, href] of links) {
        expect(targets[text!], text!).toBe(href);
        seen.add(text!);
      }
      const unlinked = await body.evaluate((root, phrases) => {
        const clone = root.cloneNode(true) as HTMLElement;
        clone.querySelectorAll("[data-phrase-link]").forEach((el) => el.remove());
        const text = clone.textContent!.toLowerCase();
        return phrases.filter((phrase) => text.includes(phrase));
      }, Object.keys(targets));
      expect(unlinked, slug).toEqual([]);
    }
    expect([...seen].sort()).toEqual(Object.keys(targets).sort());
  });

  test("head tags: article type, published time, BlogPosting and BreadcrumbList JSON-LD, RSS link", async ({ page }) => {
    await page.goto("/blog");
    const first = (await page.getByTestId("blog-card").first().locator("h3 a").getAttribute("href"))!;
    await page.goto(first);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute("content", /^\d{4}-\d{2}-\d{2}$/);
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t)["@type"]);
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
    expect(feed).toContain("<rss version=\"2.0\"");
    expect(feed).toMatch(/<link>https?:\/\/[^<]+\/blog\/[a-z0-9-]+<\/link>/);
  });
});
