// @vitest-environment jsdom
/**
 * "Adding one file adds a page": a copy of content/ gets one new snapshot file and one new post file, nothing else,
 * and one real `react-router build` from that copy must show both everywhere the site lists them. The snapshot is of
 * an industry's niche (a category its page names, never the snapshot), so that industry page lists it too.
 */
import { copyFileSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BUILD_TIMEOUT_MS,
  CONTENT,
  type BuildResult,
  type Workspace,
  build,
  differingFiles,
  editFrontmatter,
  englishFile,
  listFiles,
  readData,
  readHtml,
  slugsIn,
  textOf,
  workspace,
} from "./helpers";

const SNAPSHOT_SLUG = "aquarium-maintenance";
const SNAPSHOT_NAME = "Aquarium Maintenance Snapshot";
const SNAPSHOT_TAGLINE =
  "Route weekly tank visits, log water tests and livestock orders, and remind owners before every filter change so no reef tank is forgotten.";
/** The new file's main pipeline: its preview and share card must draw these stages. */
const SNAPSHOT_STAGES = ["Tank Survey", "Route Assigned", "Weekly Visit", "Filter Due", "Livestock Order"];
const SNAPSHOT_BODY =
  "Aquarium maintenance crews live on recurring routes: the same tanks every week, each with its own water parameters, livestock list and filter schedule. This snapshot turns each tank into a service record with its own visit cadence.\n";

const POST_SLUG = "aquarium-route-reminders-in-ghl";
const POST_TITLE = "Aquarium Route Reminders for Recurring Visits in GoHighLevel";
const POST_EXCERPT =
  "How a recurring-visit business sets up route calendars, water-test logging and filter-change reminders so every tank on the route gets its visit.";
const POST_INTRO =
  "Recurring service businesses such as aquarium maintenance crews win or lose clients on one promise: the visit happens on the day it was due. This guide shows the calendar and reminder setup that keeps that promise.\n\n";

let ws: Workspace;
let result: BuildResult;
/** Files that differ between content/ and the copy right after the two files were added. */
let changedFiles: string[];
let originalCount: number;
let categoryCount: number;
let newCategory: string;
let originalInCategory: number;
let otherPosts: string[];
let sourceSnapshot: string;
/** The industry page whose niche the new snapshot's category is. */
let industry: string;

const client = (...parts: string[]) => path.join(ws.build, "client", ...parts);

function dayAfter(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

beforeAll(() => {
  ws = workspace("content-add");
  const snapshots = slugsIn(ws.content, "snapshots");
  const posts = slugsIn(ws.content, "posts");
  expect(snapshots).not.toContain(SNAPSHOT_SLUG);
  expect(posts).not.toContain(POST_SLUG);

  // What the site has before: computed from the files, so the test follows the content.
  originalCount = snapshots.length;
  const categories = (
    readData(path.join(ws.content, "data/snapshot-categories.yml")).categories as { id: string }[]
  ).map((category) => category.id);
  categoryCount = categories.length;
  const categoryOf = (slug: string) => readData(path.join(ws.content, "snapshots", `${slug}.md`)).category as string;
  const names = snapshots.map((slug) => readData(path.join(ws.content, "snapshots", `${slug}.md`)).name);
  expect(names).not.toContain(SNAPSHOT_NAME);

  // 1. One new snapshot file: an existing snapshot's Markdown with a new slug, name, category and text.
  const source = snapshots[0]!;
  // A category an industry page's snapshot selector names (not the source's), so the new file joins that page.
  const niches = slugsIn(ws.content, "industries").flatMap((slug) => {
    const selector = readData(path.join(ws.content, englishFile(ws.content, "industries", slug))).snapshots as
      { categories?: string[] } | undefined;
    return (selector?.categories ?? [])
      .filter((id) => categories.includes(id) && id !== categoryOf(source))
      .map((category) => ({ slug, category }));
  });
  expect(niches.length, "an industry page that lists a category of snapshots").toBeGreaterThan(0);
  ({ slug: industry, category: newCategory } = niches[0]!);
  originalInCategory = snapshots.filter((slug) => categoryOf(slug) === newCategory).length;
  const snapshotFile = path.join(ws.content, "snapshots", `${SNAPSHOT_SLUG}.md`);
  copyFileSync(path.join(ws.content, "snapshots", `${source}.md`), snapshotFile);
  sourceSnapshot = source;
  const pipelineLine = `Tank Routes pipeline: ${SNAPSHOT_STAGES.join(" → ")}`;
  const includes = readData(snapshotFile).includes as string[];
  const first = includes.findIndex((item) => / pipeline: .*→/.test(item));
  expect(first, `${source} names its pipeline in its included items`).toBeGreaterThanOrEqual(0);
  editFrontmatter(
    snapshotFile,
    (doc) => {
      doc.set("name", SNAPSHOT_NAME);
      doc.set(
        "includes",
        includes.map((item, index) => (index === first ? pipelineLine : item)),
      );
      doc.set("category", newCategory);
      doc.set("tagline", SNAPSHOT_TAGLINE);
    },
    () => `\n${SNAPSHOT_BODY}`,
  );

  // 2. One new post file, dated the day after the newest post so it lands first.
  const dates = posts.map((slug) => String(readData(path.join(ws.content, "posts", `${slug}.md`)).date)).sort();
  otherPosts = posts;
  const postFile = path.join(ws.content, "posts", `${POST_SLUG}.md`);
  copyFileSync(path.join(ws.content, "posts", `${posts[0]}.md`), postFile);
  editFrontmatter(
    postFile,
    (doc) => {
      doc.set("title", POST_TITLE);
      doc.set("excerpt", POST_EXCERPT);
      doc.set("date", dayAfter(dates.at(-1)!));
      doc.set("featured", false);
    },
    (body) => `\n${POST_INTRO}${body.replace(/^\n+/, "")}`,
  );

  // Compared now, before the build, so the window for a concurrent edit of content/ is as small as possible.
  changedFiles = differingFiles(ws.content, CONTENT);

  result = build(ws);
  console.log(`add-content build: exit ${result.status} in ${result.seconds.toFixed(1)} s`);
  if (result.status !== 0) throw new Error(`the build failed (exit ${result.status}):\n${result.output.slice(-4000)}`);
}, BUILD_TIMEOUT_MS);

afterAll(() => ws?.remove());

describe("adding a snapshot file and a post file", () => {
  it("is two new files and no other change to the content", () => {
    expect(changedFiles).toEqual([`posts/${POST_SLUG}.md`, `snapshots/${SNAPSHOT_SLUG}.md`]);
  });

  it("writes the site into BUILD_DIR", () => {
    expect(existsSync(client("index.html"))).toBe(true);
  });

  it("adds the snapshot's page with its name in the h1", () => {
    const page = readHtml(client("buy-snapshot", SNAPSHOT_SLUG, "index.html"));
    expect(textOf(page.querySelector("h1"))).toContain(SNAPSHOT_NAME);
    expect(textOf(page.body)).toContain(SNAPSHOT_TAGLINE);
  });

  it("lists the snapshot in its category's section of the marketplace, and counts it", () => {
    const page = readHtml(client("buy-snapshot", "index.html"));
    const link = `a[href="/buy-snapshot/${SNAPSHOT_SLUG}"]`;
    const section = page.querySelector(`section[data-category="${newCategory}"]`);
    expect(section?.querySelector(link), `card inside section[data-category="${newCategory}"]`).not.toBeNull();
    const sectionsWithCard = [...page.querySelectorAll("section[data-category]")].filter((element) =>
      element.querySelector(link),
    );
    expect(sectionsWithCard.map((element) => element.getAttribute("data-category"))).toEqual([newCategory]);
    expect(textOf(section?.querySelector("h2"))).toContain(`(${originalInCategory + 1})`);

    const text = textOf(page.body);
    expect(text).toContain(`${originalCount + 1} snapshots in ${categoryCount} categories`);
    expect(text).toContain(`Showing all ${originalCount + 1} snapshots`);
  });

  /** Every number written just before the word "snapshots" (a few words apart at most), in the text and the meta tags. */
  function snapshotCounts(file: string): number[] {
    const page = readHtml(file);
    const meta = [...page.querySelectorAll("meta[content]")]
      .map((element) => element.getAttribute("content"))
      .join(" ");
    const text = `${page.title} ${meta} ${textOf(page.body)}`;
    // textContent runs block elements together ("marketplace82 ready-made snapshots"), so no \b before the number.
    return [...text.matchAll(/(?<![\d$.,])(\d+)\s+(?:[\w-]+\s+){0,3}snapshots\b/gi)].map((match) => Number(match[1]));
  }

  it("counts it on the 404 pages", () => {
    // postbuild copies 404/index.html to 404.html; this test runs react-router build alone, so both are checked when present.
    const pages = ["404/index.html", "404.html", "buy-snapshot/not-found/index.html"].filter((file) =>
      existsSync(client(file)),
    );
    expect(pages).toContain("404/index.html");
    expect(pages).toContain("buy-snapshot/not-found/index.html");
    for (const file of pages) {
      const counts = snapshotCounts(client(file));
      expect(counts, `${file} mentions the snapshot count`).toContain(originalCount + 1);
      expect(counts, `${file} still says the old count`).not.toContain(originalCount);
    }
  });

  it("draws the snapshot's previews and share card from its own file", () => {
    for (const size of ["card", "page"]) {
      const svg = readFileSync(client("images", "snapshots", `${SNAPSHOT_SLUG}.${size}.svg`), "utf8");
      const drawn = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]).join(" ");
      expect(drawn, size).toContain("Tank Routes pipeline");
      for (const stage of SNAPSHOT_STAGES.slice(0, 2)) expect(drawn, size).toContain(stage);
      expect(svg, size).toContain(
        `<title>Preview of the ${SNAPSHOT_NAME} pipeline: ${SNAPSHOT_STAGES.join(", ")}</title>`,
      );
    }
    const card = readFileSync(client("images", "snapshots", `${SNAPSHOT_SLUG}.png`));
    expect(card.subarray(1, 4).toString()).toBe("PNG");
    expect(card.equals(readFileSync(client("images", "snapshots", `${sourceSnapshot}.png`)))).toBe(false);

    const marketplace = readHtml(client("buy-snapshot", "index.html"));
    const article = marketplace.querySelector(`article a[href="/buy-snapshot/${SNAPSHOT_SLUG}"]`)?.closest("article");
    const images = [...(article?.querySelectorAll("img") ?? [])];
    expect(images.map((image) => image.getAttribute("src"))).toEqual([
      `/images/snapshots/${SNAPSHOT_SLUG}.card.svg#light`,
      `/images/snapshots/${SNAPSHOT_SLUG}.card.svg#dark`,
    ]);
    for (const image of images) expect(image.getAttribute("alt")).toContain(SNAPSHOT_STAGES.join(", "));

    const page = readHtml(client("buy-snapshot", SNAPSHOT_SLUG, "index.html"));
    expect(page.querySelector('[data-testid="snapshot-preview"] img')?.getAttribute("alt")).toContain(
      SNAPSHOT_STAGES.join(", "),
    );
  });

  it("lists the snapshot on the industry page of its niche, and its page links back there", () => {
    const page = readHtml(client("industries", industry, "index.html"));
    const cards = page.querySelector('[data-testid="industry-snapshots"]');
    expect(
      cards?.querySelector(`a[href="/buy-snapshot/${SNAPSHOT_SLUG}"]`),
      `card on /industries/${industry}`,
    ).not.toBeNull();
    expect(textOf(cards)).toContain(SNAPSHOT_NAME);
    const own = readHtml(client("buy-snapshot", SNAPSHOT_SLUG, "index.html"));
    expect(own.querySelector(`main a[href="/industries/${industry}"]`)).not.toBeNull();
  });

  it("lists both new pages in the sitemap", () => {
    const sitemap = readFileSync(client("sitemap.xml"), "utf8");
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/buy-snapshot/${SNAPSHOT_SLUG}</loc>`));
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/blog/${POST_SLUG}</loc>`));
  });

  it("adds the post's page, first in the blog grid and in the feed", () => {
    const page = readHtml(client("blog", POST_SLUG, "index.html"));
    expect(textOf(page.querySelector("h1"))).toContain(POST_TITLE);
    expect(textOf(page.body)).toContain(POST_INTRO.trim().slice(0, 80));

    const blog = readHtml(client("blog", "index.html"));
    const first = blog.querySelector('[data-testid="blog-grid"] > li');
    expect(first?.querySelector("a")?.getAttribute("href")).toBe(`/blog/${POST_SLUG}`);

    const feed = readFileSync(client("rss.xml"), "utf8");
    expect(feed).toContain(`/blog/${POST_SLUG}`);
    expect(feed).toContain(POST_TITLE);
  });

  it("shows the post in the related articles of the other posts", () => {
    for (const slug of otherPosts) {
      const page = readHtml(client("blog", slug, "index.html"));
      const related = [...page.querySelectorAll('[data-testid="related-posts"] a[href^="/blog/"]')].map((element) =>
        element.getAttribute("href"),
      );
      expect(related, `related articles of ${slug}`).toContain(`/blog/${POST_SLUG}`);
    }
  });

  it("leaves no unresolved {{token}} in any built page", () => {
    const pages = listFiles(client()).filter((file) => file.endsWith(".html") || file.endsWith(".xml"));
    const unresolved = pages.filter((file) =>
      /\{\{\s*(site|facts|plans|store|counts|formDelivery|analytics|storePolicy)\./.test(
        readFileSync(client(file), "utf8"),
      ),
    );
    expect(unresolved).toEqual([]);
  });
});
