import { pagePaths } from "../../app/page-data/routes-list";
import { LEGAL_SLUGS } from "../../app/content-model/schema";
import { content } from "./content";
import { SMOKE, expect, test } from "./helpers";
import { isTranslated } from "../../config/languages.mjs";

test.describe("header", () => {
  test("is transparent at the top and solid white with a shadow past 50 px", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo({ top: 50, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo({ top: 51, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
    expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none");
  });

  test("has the header links in order", async ({ page }) => {
    await page.goto("/");
    const links = page.getByRole("navigation", { name: "Main" }).getByRole("link");
    await expect(links).toHaveText(["Home", "Services", "Buy Snapshots", "Pricing", "Blog", "Contact"]);
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    expect(hrefs).toEqual(["/", "/services", "/buy-snapshot", "/pricing", "/blog", "/contact"]);
  });

  test("Hire Us opens the popup titled 'Hire Our GHL Experts'", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Hire Us" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 2 })).toHaveText("Hire Our GHL Experts");
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens, and closes when a link is used", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
  });

  test("closes when Hire Us is used, which opens the popup", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("link", { name: "Hire Us" }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Hire Our GHL Experts" })).toBeVisible();
  });
});

test.describe("navigation", () => {
  test("scrolls to the top on every path change", async ({ page }) => {
    await page.goto("/services");
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a hash such as /#contact lands on its section", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("link", { name: "Talk to a GHL expert" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator("#contact")).toBeInViewport();
    await page.goto("/#contact");
    await expect(page.locator("#contact")).toBeInViewport();
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/pricing");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator("#main")).toBeFocused();
  });

  test("the footer links to the site and every legal page", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const href of [
      "/",
      "/services",
      "/pricing",
      "/blog",
      "/contact",
      ...LEGAL_SLUGS.map((slug) => `/legal/${slug}`),
    ]) {
      expect(await footer.locator(`a[href="${href}"]`).count()).toBeGreaterThanOrEqual(1);
    }
  });
});

test.describe("server", () => {
  test("canonical paths answer 200 and trailing slashes redirect", async ({ request }) => {
    const ok = await request.get("/services", { maxRedirects: 0 });
    expect(ok.status()).toBe(200);
    const slash = await request.get("/services/", { maxRedirects: 0 });
    expect(slash.status()).toBe(301);
    expect(slash.headers().location).toBe("/services");
  });

  test("unknown blog posts redirect to /blog", async ({ request, page }) => {
    const response = await request.get("/blog/no-such-post", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/blog");
    await page.goto("/blog/no-such-post");
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("unknown paths answer 404 with the 404 page", SMOKE, async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("main").getByRole("link", { name: "Back to the home page" })).toHaveAttribute(
      "href",
      "/",
    );
    for (const href of ["/services", "/buy-snapshot", "/pricing", "/blog"]) {
      await expect(page.getByRole("main").locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });

  test("sends security headers, compression and caching", SMOKE, async ({ request }) => {
    const html = await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } });
    const headers = html.headers();
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["cache-control"]).toBe("no-cache");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();
    expect(headers["permissions-policy"]).toBeTruthy();
    const csp = headers["content-security-policy"]!;
    expect(csp).toContain("frame-ancestors 'none'");
    // Hashes for the inline scripts, and 'wasm-unsafe-eval' for the search's WebAssembly (no JavaScript eval).
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+ 'wasm-unsafe-eval';/);
    expect(csp.split(";").find((part) => part.trim().startsWith("script-src"))).not.toContain("unsafe-inline");
    const asset = (await html.text()).match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const js = await request.get(asset!);
    expect(js.headers()["cache-control"]).toContain("immutable");
  });

  test("every kind of response carries HSTS, CORP and the other security headers", async ({ request }) => {
    const asset = (await (await request.get("/")).text()).match(/\/assets\/[^"]+\.js/)?.[0] ?? "/favicon.ico";
    const responses = {
      page: await request.get("/pricing", { maxRedirects: 0 }),
      asset: await request.get(asset, { maxRedirects: 0, headers: { "Accept-Encoding": "br" } }),
      redirect: await request.get("/services/", { maxRedirects: 0 }),
      notFound: await request.get("/no-such-page", { maxRedirects: 0 }),
      methodNotAllowed: await request.delete("/", { maxRedirects: 0 }),
      apiGet: await request.get("/api/contact", { maxRedirects: 0 }),
      apiBadPost: await request.post("/api/contact", { maxRedirects: 0, data: { name: "" } }),
    };
    const statuses = Object.fromEntries(Object.entries(responses).map(([name, response]) => [name, response.status()]));
    expect(statuses).toEqual({
      page: 200,
      asset: 200,
      redirect: 301,
      notFound: 404,
      methodNotAllowed: 405,
      apiGet: 405,
      apiBadPost: 400,
    });
    for (const [name, response] of Object.entries(responses)) {
      const headers = response.headers();
      expect(headers["strict-transport-security"], name).toBe("max-age=63072000; includeSubDomains");
      expect(headers["cross-origin-resource-policy"], name).toBe("same-origin");
      expect(headers["x-content-type-options"], name).toBe("nosniff");
      expect(headers["referrer-policy"], name).toBe("strict-origin-when-cross-origin");
      expect(headers["x-frame-options"], name).toBe("DENY");
    }
    for (const name of ["page", "notFound"] as const) {
      const scriptSrc =
        responses[name]
          .headers()
          ["content-security-policy"]?.split(";")
          .find((part) => part.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc.trim(), name).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')* 'wasm-unsafe-eval'$/);
    }
  });

  test("redirects stay on the site whatever the encoded path", async ({ request }) => {
    for (const path of ["/%2Fevil.com/", "/%2F%2Fevil.com/", "/%5Cevil.com/", "/%2Fevil.com%2Findex.html"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers().location, path).toMatch(/^\/(?![/\\])/);
    }
    expect((await request.get("/%E0%A4%A/", { maxRedirects: 0 })).status()).toBe(400);
  });

  test("serves sitemap.xml and robots.txt from the same route list", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/[^/]+\/sitemap\.xml/);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    // Every page, and the translated ones once more in Spanish.
    expect(sitemap.match(/<loc>/g)?.length).toBe(
      pagePaths(content).length + pagePaths(content).filter(isTranslated).length,
    );
    expect(sitemap).not.toContain("/404");
    expect(sitemap).not.toContain("not-found");
  });

  test("serves the 1200x630 share image", async ({ request }) => {
    const image = await request.get("/og-default.png");
    expect(image.headers()["content-type"]).toBe("image/png");
    const bytes = await image.body();
    expect(bytes.readUInt32BE(16)).toBe(1200);
    expect(bytes.readUInt32BE(20)).toBe(630);
  });
});

test.describe("scroll position", () => {
  // A restored position must land where the visitor was, on a phone where the home page is longest (anything that
  // lays bands out lazily, such as content-visibility with guessed heights, breaks this).
  test.use({ viewport: { width: 390, height: 844 } });

  /**
   * Scrolls `heading` to the middle of the screen, follows `link` (a client-side visit, clicked where it is, without
   * scrolling to it), goes back and reloads: each time the heading is where it was, within a few lines (from the
   * second page on the text is set in Inter instead of its metric-matched fallback, which can wrap a line differently
   * somewhere above). The way back lands at once, without scrolling the page past the visitor.
   */
  async function returnsToSamePlace(
    page: import("@playwright/test").Page,
    heading: import("@playwright/test").Locator,
    link: import("@playwright/test").Locator,
  ) {
    const path = new URL(page.url()).pathname;
    const headingTop = () => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    await heading.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
    // Let the bands around settle (laid out as they came near), as a visitor's scrolling would.
    await page.waitForFunction(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
    );
    const before = await headingTop();
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(844);

    await link.dispatchEvent("click");
    await page.waitForURL((url) => url.pathname !== path);
    // The next page opens at its top. The address changes before it renders, so wait for that: the shorter page's
    // clamp and the scroll to its top were recorded as the way back's once (3843, 0, then the restored 7819).
    await page.waitForFunction(() => scrollY === 0);
    // Recorded from here: every scroll position on the way back.
    await page.evaluate(() => {
      const recorded = window as unknown as { scrolls: number[] };
      recorded.scrolls = [];
      addEventListener("scroll", () => recorded.scrolls.push(scrollY), { passive: true });
    });
    await page.goBack();
    await page.waitForURL((url) => url.pathname === path);
    const near = async () => Math.abs((await headingTop()) - before) <= 80;
    await expect.poll(near).toBe(true);
    // The restored position lands at once: at most one stop on the way that is not where the page ends (an animated
    // scroll passes through a dozen). A small correction at the end (the browser keeping content in place as a late
    // piece of the page lays out) is not a scroll past the visitor: one such made a count of events flaky.
    const { scrolls, final } = await page.evaluate(() => ({
      scrolls: (window as unknown as { scrolls: number[] }).scrolls,
      final: scrollY,
    }));
    const away = scrolls.filter((y) => Math.abs(y - final) > 80);
    expect(
      away.length,
      `scroll positions on the way back away from where it ends at ${final}: ${scrolls.join(", ")}`,
    ).toBeLessThanOrEqual(1);

    // A reload restores it before the first paint (React Router's inline script).
    await page.reload();
    await expect.poll(near).toBe(true);
  }

  /** The store, and a category near its end, where estimated heights above it would add up the most. */
  async function storeCategoryNearEnd(page: import("@playwright/test").Page) {
    await page.goto("/buy-snapshot");
    const categories = page.locator("section[data-category]");
    return categories.nth((await categories.count()) - 2);
  }

  test("the back button and a reload return to the same place of the home page", async ({ page }) => {
    await page.goto("/");
    await returnsToSamePlace(page, page.locator("#faq-title"), page.getByRole("link", { name: "View Pricing Plans" }));
  });

  test("the back button and a reload return to the same place of the store, whose categories off screen render late", async ({
    page,
  }) => {
    const category = await storeCategoryNearEnd(page);
    await returnsToSamePlace(page, category.locator("h2"), category.getByRole("link").first());
  });

  test("the way back lands at once after a link of the header, which stays on the next page with the focus", async ({
    page,
  }) => {
    const category = await storeCategoryNearEnd(page);
    // A mouse click focuses the link it follows; the header is the same on the next page, so the focus stays on it.
    const home = page.getByRole("banner").getByRole("link").first();
    await home.focus();
    await returnsToSamePlace(page, category.locator("h2"), home);
  });
});
