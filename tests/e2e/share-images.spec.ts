import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { imageSize } from "image-size";
import { expect, sitemapPaths, test } from "./helpers";

// Each service and snapshot page has its own 1200x630 PNG share card, built with the site (no browser needed).
const CLIENT = path.resolve("build/client");
const pages = sitemapPaths().filter((page) => /^\/(services|buy-snapshot)\/[^/]+$/.test(page));

function head(page: string) {
  const html = readFileSync(path.join(CLIENT, page, "index.html"), "utf8");
  const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]+)"`).exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
  return { image: meta("og:image"), width: meta("og:image:width"), height: meta("og:image:height"), jsonLd };
}

test("every service and snapshot page is covered", () => {
  expect(pages.some((page) => page.startsWith("/services/"))).toBe(true);
  expect(pages.some((page) => page.startsWith("/buy-snapshot/"))).toBe(true);
});

test("every service and snapshot page has its own 1200x630 PNG share card, in og:image and its structured data", () => {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const page of pages) {
    const { image, width, height, jsonLd } = head(page);
    if (!image) {
      problems.push(`${page}: no og:image`);
      continue;
    }
    const url = new URL(image);
    const file = path.join(CLIENT, decodeURIComponent(url.pathname));
    if (!existsSync(file)) {
      problems.push(`${page}: ${url.pathname} is not in the build`);
      continue;
    }
    const size = imageSize(readFileSync(file));
    if (size.type !== "png" || size.width !== 1200 || size.height !== 630)
      problems.push(`${page}: ${url.pathname} is ${size.type} ${size.width}x${size.height}`);
    if (width !== "1200" || height !== "630") problems.push(`${page}: og:image:width/height say ${width}x${height}`);
    const main = jsonLd.find((item) => item["@type"] === "Service" || item["@type"] === "Product");
    if (main?.image !== image) problems.push(`${page}: structured data image is ${String(main?.image)}`);
    if (seen.has(image)) problems.push(`${page}: shares its card with ${seen.get(image)}`);
    seen.set(image, page);
  }
  expect(problems).toEqual([]);
});
