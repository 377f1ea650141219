import { content } from "./content";
import type { Browser } from "@playwright/test";
import { expect, test } from "./helpers";

// Pictures drawn from the content: every snapshot's preview (marketplace card, top of its page), the service pages'
// hero pictures and the blog covers. Each is a build-time SVG file; the page shows one <img> per theme.

const snapshots = content.snapshots;

/** The mean relative luminance (0 black to 1 white) of a screenshot, decoded in a blank page. */
async function meanLuminance(browser: Browser, png: Buffer): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const value = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.width;
    canvas.height = image.height;
    const drawing = canvas.getContext("2d")!;
    drawing.drawImage(image, 0, 0);
    const { data } = drawing.getImageData(0, 0, image.width, image.height);
    const channel = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    let total = 0;
    for (let index = 0; index < data.length; index += 4)
      total += 0.2126 * channel(data[index]!) + 0.7152 * channel(data[index + 1]!) + 0.0722 * channel(data[index + 2]!);
    return total / (data.length / 4);
  }, png.toString("base64"));
  await context.close();
  return value;
}

/** The light and dark <img> of a themed picture, by their position in `images` (a list of src attributes). */
function themePairs(sources: string[]): string[] {
  const files = sources.map((src) => src.replace(/#(light|dark)$/, ""));
  for (let index = 0; index < sources.length; index += 2) {
    expect(sources[index], "the light picture comes first").toMatch(/#light$/);
    expect(sources[index + 1], "then the dark one, of the same file").toBe(`${files[index]}#dark`);
  }
  return files.filter((_, index) => index % 2 === 0);
}

test.describe("snapshot previews", () => {
  test("every marketplace card shows its own preview, sized in the HTML, lazy, with an alt text from its data", async ({
    page,
  }) => {
    await page.goto("/buy-snapshot");
    const cards = page.locator("section[data-category] article");
    await expect(cards).toHaveCount(snapshots.length);
    const found = await cards.evaluateAll((articles) =>
      articles.map((article) => ({
        href: article.querySelector("h3 a")?.getAttribute("href") ?? "",
        name: article.querySelector("h3")?.textContent?.trim() ?? "",
        images: [...article.querySelectorAll("img")].map((image) => ({
          src: image.getAttribute("src") ?? "",
          alt: image.getAttribute("alt") ?? "",
          width: image.getAttribute("width"),
          height: image.getAttribute("height"),
          loading: image.getAttribute("loading"),
          decoding: image.getAttribute("decoding"),
        })),
      })),
    );
    const files: string[] = [];
    for (const card of found) {
      const slug = card.href.split("/").pop()!;
      expect(card.images, card.name).toHaveLength(2);
      const [file] = themePairs(card.images.map((image) => image.src));
      expect(file, card.name).toBe(`/images/snapshots/${slug}.card.svg`);
      files.push(file!);
      for (const image of card.images) {
        expect(Number(image.width), card.name).toBeGreaterThan(0);
        expect(Number(image.height), card.name).toBeGreaterThan(0);
        expect(image.loading, card.name).toBe("lazy");
        expect(image.decoding, card.name).toBe("async");
        expect(image.alt, card.name).toContain(`Preview of the ${card.name} pipeline: `);
      }
    }
    expect(new Set(files).size).toBe(snapshots.length);
  });

  test("each preview file draws that snapshot's own stages, and files differ between snapshots", async ({
    request,
  }) => {
    const bodies = new Set<string>();
    for (const snapshot of snapshots) {
      for (const size of ["card", "page"]) {
        const response = await request.get(`/images/snapshots/${snapshot.slug}.${size}.svg`);
        expect(response.status(), `${snapshot.slug} ${size}`).toBe(200);
        expect(response.headers()["content-type"]).toContain("image/svg+xml");
        const svg = await response.text();
        const title = /<title>Preview of the .+? pipeline: ([^<]+)<\/title>/.exec(svg);
        expect(title, `${snapshot.slug} ${size} names its stages`).not.toBeNull();
        const drawn = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]).join(" ");
        // The first stage's first word is drawn (long names are wrapped or cut, never left out).
        const firstStage = title![1]!.split(", ")[0]!;
        expect(drawn, `${snapshot.slug} ${size}`).toContain(firstStage.split(" ")[0]!.replace("&", "&amp;"));
        bodies.add(svg);
      }
    }
    expect(bodies.size).toBe(snapshots.length * 2);
  });

  test("only the previews near the viewport are fetched, one file per card whatever the theme", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => {
      if (/\/images\/snapshots\/.+\.card\.svg$/.test(request.url())) requested.push(request.url());
    });
    await page.goto("/buy-snapshot");
    await page.waitForLoadState("networkidle");
    expect(requested.length).toBeLessThan(snapshots.length / 2);
    expect(new Set(requested).size).toBe(requested.length);
  });

  for (const scheme of ["light", "dark"] as const) {
    test(`the ${scheme} theme shows the ${scheme} drawing, and the header's choice overrides the system`, async ({
      page,
      browser,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto("/buy-snapshot");
      const card = page.locator("section[data-category] article").first();
      await card.scrollIntoViewIfNeeded();
      const shown = () =>
        card.locator("img:visible").evaluateAll((images) => images.map((image) => image.getAttribute("src")));
      await expect.poll(shown).toEqual([expect.stringMatching(new RegExp(`#${scheme}$`))]);
      const other = scheme === "light" ? "dark" : "light";
      await page.evaluate((theme) => (document.documentElement.dataset.theme = theme), other);
      await expect.poll(shown).toEqual([expect.stringMatching(new RegExp(`#${other}$`))]);
      // The picture has loaded, and its pixels are in the palette its fragment names (dark: a dark picture).
      const image = card.locator("img:visible");
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
        .toBe(true);
      const light = await meanLuminance(browser, await image.screenshot());
      if (other === "dark") expect(light).toBeLessThan(0.25);
      else expect(light).toBeGreaterThan(0.6);
    });
  }

  test("every snapshot page shows its preview at the top, its own, with an alt text", async ({ request }) => {
    const files = new Set<string>();
    for (const snapshot of snapshots) {
      const html = await (await request.get(`/buy-snapshot/${snapshot.slug}`)).text();
      const main = html.slice(html.indexOf("<main"));
      const preview = /data-testid="snapshot-preview">([\s\S]*?)<\/div>/.exec(main);
      expect(preview, snapshot.slug).not.toBeNull();
      // In the hero, before the details' tabs.
      expect(main.indexOf('data-testid="snapshot-preview"'), snapshot.slug).toBeLessThan(
        main.indexOf('role="tablist"'),
      );
      const sources = [...preview![1]!.matchAll(/<(?:img|source)[^>]*?(?:src|srcSet|srcset)="([^"]+)"/g)].map(
        (match) => match[1]!,
      );
      expect(sources, snapshot.slug).toEqual([
        `/images/snapshots/${snapshot.slug}.page.svg#light`,
        `/images/snapshots/${snapshot.slug}.card.svg#light`,
        `/images/snapshots/${snapshot.slug}.page.svg#dark`,
        `/images/snapshots/${snapshot.slug}.card.svg#dark`,
      ]);
      const alts = [...preview![1]!.matchAll(/<img[^>]*alt="([^"]+)"/g)].map((match) => match[1]!);
      expect(alts, snapshot.slug).toHaveLength(2);
      for (const alt of alts)
        expect(alt, snapshot.slug).toContain(`Preview of the ${snapshot.name.replace("&", "&amp;")} pipeline: `);
      expect(preview![1], snapshot.slug).toMatch(/width="\d+" height="\d+"/);
      files.add(sources[0]!);
    }
    expect(files.size).toBe(snapshots.length);
  });

  for (const [width, file] of [
    [390, "card"],
    [1280, "page"],
  ] as const) {
    test(`a snapshot page at ${width} px loads the ${file} drawing, without moving the page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const slug = snapshots[0]!.slug;
      await page.goto(`/buy-snapshot/${slug}`);
      const image = page.getByTestId("snapshot-preview").locator("img:visible");
      const before = await image.boundingBox();
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
        .toBe(true);
      expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toContain(
        `/images/snapshots/${slug}.${file}.svg`,
      );
      const after = await image.boundingBox();
      expect(after?.width).toBeCloseTo(before!.width, 0);
      expect(after?.height).toBeCloseTo(before!.height, 0);
      expect(after!.height).toBeGreaterThan(100);
    });
  }
});

test.describe("service pictures", () => {
  test("each service page has its own hero picture from lg, not fetched on a phone", async ({ page, request }) => {
    const slugs = content.services.map((service) => service.slug);
    const drawings = new Set<string>();
    for (const slug of slugs) {
      const svg = await (await request.get(`/images/services/${slug}.svg`)).text();
      expect(svg, slug).toMatch(/^<svg /);
      drawings.add(svg);
    }
    expect(drawings.size).toBe(slugs.length);

    const requested: string[] = [];
    page.on("request", (entry) => {
      if (/\/images\/services\/.+\.svg$/.test(entry.url())) requested.push(entry.url());
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/services/${slugs[0]}`);
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    const picture = page.locator('[data-slot="hero-visual"] img:visible');
    await expect(picture).toHaveCount(1);
    await expect
      .poll(() => picture.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
    expect(await picture.getAttribute("alt")).toMatch(/project plan: /);
    expect(await picture.getAttribute("width")).toMatch(/^\d+$/);
  });
});

test.describe("blog covers", () => {
  test("every post's cover is its own drawing, not one drawing in other colors", async ({ request }) => {
    const shapes = new Set<string>();
    for (const post of content.posts) {
      const svg = await (await request.get(post.image)).text();
      expect(svg, post.slug).toMatch(/^<svg /);
      // Without its colors, each cover is still different from every other.
      shapes.add(svg.replace(/#[0-9a-f]{3,8}\b/gi, "").replace(/url\(#\w+\)/g, ""));
    }
    expect(shapes.size).toBe(content.posts.length);
  });
});
