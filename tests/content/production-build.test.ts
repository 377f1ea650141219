/**
 * Every deploy is a production build, and a production build publishes no unverified claim. The settings come from
 * the deploy paths themselves (the generated vercel.json's build command, the systemd unit's steps, docs/operating.md's Netlify
 * and Cloudflare command, .env.example); they must agree, and the site is built once with them, from a copy of
 * content/ in which exactly one home testimonial, one snapshot's figures and one of its reviews are verified
 * (tests/content/production-site.ts; the analytics test shares the build), and one buyer's approved review is added.
 * Those appear; no other claim of any kind does, in any page, its structured data or the browser's files.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readSettings } from "../../config/settings.mjs";
import { wordsPattern } from "../../app/content-model/.server/evidence";
import { BUILD_TIMEOUT_MS, type BuildResult, type Workspace, REPO_ROOT, listFiles, readData, slugsIn } from "./helpers";
import {
  LEGAL_SETTINGS,
  OPERATING,
  SNAPSHOT,
  deploySettings,
  legalSettingsTheGuideNames,
  productionSite,
} from "./production-site";

let ws: Workspace;
let result: BuildResult;
let settings: Record<string, string>;
let testimonials: { name: string; text: string }[];
let snapshotReviews: { name: string; content: string }[];
let figures: { rating: number; reviews: number; sales: number };
/** The snapshot with a buyer's approved review (tests/content/fixtures/reviews/). */
const REVIEWED = "mortgage";

/** A built page's HTML, without the empty comments React puts between text pieces. */
const page = (...parts: string[]) =>
  readFileSync(path.join(ws.build, "client", ...parts, "index.html"), "utf8").replaceAll("<!-- -->", "");

/** The instructions of every deploy path, by path (where an operator reads what to set). */
function deploySteps(): Record<string, string> {
  const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), "utf8");
  const guide = read(OPERATING);
  const bullet = (name: string) =>
    new RegExp(`\\n- \\*\\*${name}:\\*\\*[\\s\\S]*?(?=\\n- \\*\\*|\\n\\n)`).exec(guide)?.[0] ?? "";
  return {
    "systemd unit steps": read("docs/deploy/ghl-site.service").split("\n[Unit]")[0]!,
    "docs/operating.md Netlify / Cloudflare": bullet("Netlify / Cloudflare Pages"),
    "docs/operating.md Vercel": bullet("Vercel"),
    "docs/operating.md Node host": /\*\*A Node host with a disk\*\*[\s\S]*?\n\n/.exec(guide)?.[0] ?? "",
    ".env.example": read(".env.example"),
  };
}

/** Every text file of the built site (pages, their data, scripts, feeds), as one string per file. */
function builtTexts(dir = path.join(ws.build, "client")): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "admin" ? [] : builtTexts(full);
    if (!/\.(html|js|json|data|xml|txt)$/.test(entry.name)) return [];
    return [
      {
        file: path.relative(ws.build, full),
        text: readFileSync(full, "utf8").replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&amp;", "&"),
      },
    ];
  });
}

type Evidenced = { verified: boolean };
/** Text that shows a claim, and the built files where it may stand for something else. */
type Mark = { kind: string; mark: string | RegExp; except?: RegExp };

/** Text that shows each unverified claim of the workspace's content (its words, names or figures). */
function unverifiedMarks(): Mark[] {
  const data = (file: string) => readData(path.join(ws.content, file));
  const marks: Mark[] = [];
  const open = <T extends Evidenced>(list: T[]) => list.filter((item) => !item.verified);
  for (const item of open(
    data("data/testimonials.en.yml").testimonials as (Evidenced & { name: string; text: string })[],
  ))
    marks.push({ kind: "testimonial", mark: item.text.slice(0, 50) });
  for (const item of open(data("data/case-studies.en.yml").caseStudies as (Evidenced & { title: string })[]))
    marks.push({ kind: "case study", mark: item.title });
  const facts = data("data/facts.en.yml") as Record<string, { label?: string } | string> & {
    evidence: Record<string, Evidenced>;
  };
  for (const [name, evidence] of Object.entries(facts.evidence))
    if (name !== "phrases" && !evidence.verified) {
      const fact = facts[name]!;
      marks.push({ kind: `figure ${name}`, mark: typeof fact === "string" ? fact : fact.label! });
    }
  for (const phrase of open(facts.evidence.phrases as unknown as (Evidenced & { pattern: string })[]))
    marks.push({ kind: "claim in words", mark: wordsPattern(phrase.pattern) });
  const store = data("data/snapshot-store.yml") as {
    originalPrice: Evidenced;
    averageRating: string;
    downloads: number;
    labels: Record<string, string>;
    evidence: Record<string, Evidenced>;
  };
  // Markup, so only in pages (a generated image's bytes may spell it by chance).
  if (!store.originalPrice.verified)
    marks.push({ kind: "former price", mark: /<s>|data-testid="discount"/, except: /^(?!.*\.html$)/ });
  if (!store.evidence.averageRating!.verified) marks.push({ kind: "marketplace rating", mark: store.averageRating });
  if (!store.evidence.downloads!.verified)
    marks.push({ kind: "marketplace downloads", mark: `${store.downloads.toLocaleString("en-US")}+` });
  const pricing = data("data/pricing.en.yml") as { popularBadge: Evidenced & { label: string } };
  if (!pricing.popularBadge.verified) marks.push({ kind: "popular badge", mark: pricing.popularBadge.label });
  for (const slug of slugsIn(ws.content, "people")) {
    const person = data(`people/${slug}.en.yml`) as Evidenced & { name: string; role: string; bio: string };
    // Nowhere: not in the team section, and not as the author of their posts, their feed items or structured data.
    if (!person.verified)
      for (const mark of [person.name, person.bio.slice(0, 50)]) marks.push({ kind: "person", mark });
  }
  for (const slug of slugsIn(ws.content, "snapshots")) {
    const snapshot = data(`snapshots/${slug}.md`) as {
      figures: Evidenced;
      reviews: number;
      sales: number;
      testimonials: (Evidenced & { content: string })[];
    };
    if (!snapshot.figures.verified)
      marks.push({ kind: `${slug} figures`, mark: `${snapshot.sales} ${store.labels.sales}` });
    for (const review of open(snapshot.testimonials))
      marks.push({ kind: `${slug} review`, mark: review.content.slice(0, 50) });
  }
  return marks;
}

beforeAll(async () => {
  ({ ws, result, settings } = await productionSite());
  const testimonialsFile = path.join(ws.content, "data/testimonials.en.yml");
  const snapshotFile = path.join(ws.content, `snapshots/${SNAPSHOT}.md`);
  testimonials = (readData(testimonialsFile) as { testimonials: typeof testimonials }).testimonials;
  const snapshot = readData(snapshotFile) as {
    testimonials: typeof snapshotReviews;
    rating: number;
    reviews: number;
    sales: number;
  };
  snapshotReviews = snapshot.testimonials;
  figures = { rating: snapshot.rating, reviews: snapshot.reviews, sales: snapshot.sales };
}, 2 * BUILD_TIMEOUT_MS);

describe("a deploy", () => {
  it("builds with SITE_ENV=production on every path the operator's guide names, all alike", () => {
    const settings = deploySettings();
    for (const [where, values] of Object.entries(settings)) expect(values, where).toEqual({ SITE_ENV: "production" });
  });

  it("every path's steps name the legal identity settings the host must set", () => {
    expect(Object.keys(legalSettingsTheGuideNames()), "docs/operating.md's deploy section").toEqual(LEGAL_SETTINGS);
    for (const [where, steps] of Object.entries(deploySteps()))
      for (const name of LEGAL_SETTINGS) expect(steps, `${where} names ${name}`).toContain(name);
  });
});

describe("a production build", () => {
  it("builds, and says what it left out", () => {
    expect(result.status, result.output).toBe(0);
    expect(result.output).toMatch(/production build: \d+ unverified claims are left out/);
  });

  it("shows no unverified claim of any kind in any page, structured data or script", { timeout: 120_000 }, () => {
    const marks = unverifiedMarks();
    const kinds = new Set(
      marks.map((mark) => mark.kind.replace(/^\S+ (figures|review)$/, "snapshot $1").replace(/^figure .*/, "figure")),
    );
    // The sample content has every kind, so the check below covers each.
    expect([...kinds].sort()).toEqual(
      [
        "case study",
        "claim in words",
        "figure",
        "former price",
        "marketplace downloads",
        "marketplace rating",
        "person",
        "popular badge",
        "snapshot figures",
        "snapshot review",
        "testimonial",
      ].sort(),
    );
    const texts = builtTexts();
    const found: string[] = [];
    for (const { file, text } of texts)
      for (const { kind, mark, except } of marks)
        if (!except?.test(file) && (typeof mark === "string" ? text.includes(mark) : mark.test(text)))
          found.push(`${file}: ${kind}: ${String(mark)}`);
    expect(found).toEqual([]);
    // Structured data: a rating or review only where a buyer's approved review is (not even the verified figures).
    const rated = texts.filter(
      ({ file, text }) => file.endsWith(".html") && /"aggregateRating"|"@type":"Review"/.test(text),
    );
    expect(rated.map(({ file }) => file)).toEqual([`client/buy-snapshot/${REVIEWED}/index.html`]);
  });

  it("says each unverified claim made in words in its unclaimed words, where the content makes it", () => {
    const facts = readData(path.join(ws.content, "data/facts.en.yml")) as {
      evidence: { phrases: (Evidenced & { pattern: string; unclaimed?: string })[] };
    };
    const reworded = facts.evidence.phrases.filter((phrase) => !phrase.verified && phrase.unclaimed);
    const content = listFiles(ws.content)
      .filter(
        (file) =>
          /\.(md|yml)$/.test(file) && !/\.(?!en\.)[a-z]{2}\.(md|yml)$/.test(file) && !file.startsWith("data/facts."),
      )
      .map((file) => readFileSync(path.join(ws.content, file), "utf8"))
      .join("\n");
    const pages = builtTexts()
      .filter(({ file }) => file.endsWith(".html"))
      .map(({ text }) => text.replace(/<[^>]+>/g, ""))
      .join("\n");
    const made = reworded.filter((phrase) => wordsPattern(phrase.pattern).test(content));
    expect(made.length).toBeGreaterThan(0);
    for (const phrase of made) expect(pages, phrase.pattern).toMatch(wordsPattern(phrase.unclaimed!));
  });

  it("titles every page in at most 60 characters", () => {
    const long = builtTexts()
      .filter(({ file }) => file.endsWith("index.html"))
      .map(({ file, text }) => [file, /<title>([^<]*)<\/title>/.exec(text)?.[1] ?? ""] as const)
      .filter(([, title]) => title.length > 60);
    expect(long).toEqual([]);
  });

  it("signs every post of an unverified person as the agency: its page, structured data, card and feed item", () => {
    const brand = readSettings(settings).brandName;
    const posts = slugsIn(ws.content, "posts");
    expect(posts.length).toBeGreaterThan(0);
    for (const slug of posts) {
      const html = page("blog", slug);
      const graph = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((match) =>
        [JSON.parse(match[1]!)].flat(),
      );
      const posting = graph.find((node: { "@type"?: string }) => node["@type"] === "BlogPosting");
      expect(posting?.author, slug).toMatchObject({ "@type": "Organization", name: brand });
      expect(html, slug).toContain(`<meta property="article:author" content="${brand}"`);
      const box = /<aside aria-label="About the author"[^>]*>(.*?)<\/aside>/s.exec(html)?.[1] ?? "";
      // The agency's name alone: no role, biography, monogram or badge.
      expect(box.replace(/<[^>]+>/g, ""), slug).toBe(brand);
    }
    const feed = readFileSync(path.join(ws.build, "client", "rss.xml"), "utf8");
    const creators = [...feed.matchAll(/<dc:creator>(.*?)<\/dc:creator>/g)].map((match) => match[1]);
    expect(creators).toEqual(posts.map(() => brand));
    expect(page("blog")).toContain(`By ${brand}`);
  });

  it("leaves out the sections it has nothing verified for", () => {
    const home = page();
    for (const id of ["team-title", "cases-title"]) expect(home).not.toContain(`id="${id}"`);
  });

  it("shows only the verified home testimonial", () => {
    const home = page();
    expect(home).toContain(testimonials[0]!.name);
    for (const other of testimonials.slice(1)) expect(home).not.toContain(other.name);
  });

  it("shows a snapshot's verified figures and review, and no unverified one", () => {
    const verified = page("buy-snapshot", SNAPSHOT);
    expect(verified).toContain(snapshotReviews[1]!.name);
    expect(verified).not.toContain(snapshotReviews[0]!.name);
    expect(verified).not.toContain(snapshotReviews[2]!.name);
    expect(verified).toContain(`${figures.reviews} reviews`);
    expect(verified).not.toContain('"aggregateRating"');
  });

  it("shows a buyer's approved review as a verified buyer's, and rates the snapshot by it alone", () => {
    const reviewed = page("buy-snapshot", REVIEWED);
    expect(reviewed).toContain('data-testid="verified-reviews"');
    expect(reviewed).toContain("Dana R.");
    const graph = [...reviewed.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((match) =>
      [JSON.parse(match[1]!)].flat(),
    );
    const product = graph.find((node: { "@type"?: string }) => node["@type"] === "Product");
    expect(product?.aggregateRating).toMatchObject({ ratingValue: "4.0", reviewCount: 1 });
  });
});
