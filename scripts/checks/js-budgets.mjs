// @ts-check
// The first-load budgets of every page type, in one place: the JavaScript each type may load (gzipped) and the bytes
// of its first round trip. tests/e2e/build-audit.spec.ts checks every built page against them;
// `node scripts/checks/js-budgets.mjs` prints the figures of the current build/ in the shape below, to update them on purpose.
//
// Why per type: every page loads the framework floor (React, React Router, the app's shell: the chunks every page
// shares), and then its own code. One budget for all pages let a small page grow into the largest page's room, and
// left the largest no room at all. Each type now has what it measured, plus a small margin, so any growth of a page
// type's own code or of the floor fails the test, which names the chunk that grew and its largest source modules.
// Features the settings switch on (the calendar, the chat, the store) load on first use and are in no budget.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { pageModules } from "./js-budget.mjs";
import { DEFAULT_LANG, LANGS } from "../../config/languages.mjs";

/** Room above the measured figures, per budget: about a tenth of the smallest page type's own code. */
export const MARGIN_BYTES = 512;

/**
 * Gzipped bytes of the chunks every page loads, the larger of the two languages' (each has its own shell and manifest,
 * with its words), measured 2026-11-27: React with React DOM, React Router and the client entry (most of it),
 * shell the site's own code every page shares (header, footer, the popup's trigger, theme, the language switch), the
 * route manifest and the root route.
 * @type {Record<string, number>}
 */
// The framework was one chunk (entry.client, 108,846 B) until it was split so that each page's start script runs React
// and React Router one task apart (decision record 047): the three chunks weigh 11 B more. The shell and the manifest
// are the Spanish ones, the larger (the English: 6,952 B and 1,325 B).
export const FLOOR = {
  react: 68649,
  vendor: 40038,
  "entry.client": 170,
  shell: 7427,
  "app/root.tsx (route)": 160,
  manifest: 1356,
};

/**
 * Each page type's own code, gzipped bytes per chunk, measured 2026-11-27 (the largest page of the type, in either
 * language): its route module "(route)", the components and content it shares with some other types, and `start` and
 * `boot`, the per-page starter and hydration files of the post-build step (scripts/build/paint-first.ts). `start` grew about
 * 105 B on every page for running the page's modules one task apart (decision record 047); the content pieces with the
 * Spanish words (formWords, cardWords, pricingWords...) had grown into the margin and are recorded now.
 * @type {Record<string, Record<string, number>>}
 */
export const OWN = {
  home: { start: 729, boot: 197, "app/routes/home.tsx (route)": 2405, "content-hero": 677 },
  services: {
    start: 812,
    boot: 200,
    "app/routes/services.tsx (route)": 688,
    "content-services": 1405,
    motion: 191,
    "content-cardWords": 170,
    services: 542,
    PageHero: 506,
    ServiceCard: 500,
  },
  service: {
    start: 934,
    boot: 200,
    "app/routes/service.tsx (route)": 2335,
    "content-cardWords": 170,
    pricing: 217,
    StarRating: 322,
    "content-snapshotLabels": 246,
    fill: 106,
    ServiceCard: 500,
    HydrateLater: 287,
    CtaBand: 494,
    Breadcrumbs: 428,
    Accordion: 508,
    SnapshotCard: 758,
    SearchableContent: 217,
  },
  marketplace: {
    start: 830,
    boot: 202,
    "app/routes/marketplace.tsx (route)": 2706,
    StarRating: 322,
    "content-snapshotLabels": 246,
    pricing: 217,
    PageHero: 506,
    SnapshotCard: 748,
    HydrateLater: 287,
  },
  // Measured 2026-12-06 (issue 50): the purchase box's promises and version, "Ask about this snapshot" and the deferred
  // spec sheet's loader (its own code loads near the viewport) grew the page's code by about 830 B, in a "snapshot"
  // chunk the route now shares with that deferred section.
  snapshot: {
    start: 889,
    boot: 198,
    "app/routes/snapshot.tsx (route)": 324,
    snapshot: 3827,
    interest: 180,
    pricing: 217,
    "content-snapshotLabels": 246,
    "content-snapshotPrices": 145,
    StarRating: 322,
    Monogram: 354,
    Breadcrumbs: 428,
    Accordion: 508,
    SearchableContent: 217,
  },
  pricing: {
    start: 821,
    boot: 200,
    "app/routes/pricing.tsx (route)": 1184,
    pricing: 217,
    PageHero: 506,
    CtaBand: 494,
    Accordion: 508,
    "content-pricingWords": 436,
    PlanCard: 1772,
  },
  contact: {
    start: 825,
    boot: 200,
    "app/routes/contact.tsx (route)": 894,
    "content-smsConsent": 299,
    useContactForm: 3437,
    "content-formWords": 317,
    PageHero: 506,
    InlineContactForm: 317,
    ContactDetails: 482,
  },
  "thank-you": { start: 734, boot: 202, "app/routes/thank-you.tsx (route)": 654, ContactDetails: 482 },
  search: { start: 730, boot: 199, "app/routes/search.tsx (route)": 547, PageHero: 506 },
  blog: {
    start: 783,
    boot: 197,
    "app/routes/blog.tsx (route)": 1132,
    fill: 106,
    "content-cardWords": 162,
    PageHero: 506,
    BlogCard: 835,
  },
  post: {
    start: 823,
    boot: 200,
    "app/routes/blog-post.tsx (route)": 1884,
    fill: 106,
    "content-cardWords": 162,
    CtaBand: 494,
    Breadcrumbs: 428,
    SearchableContent: 217,
    BlogCard: 835,
  },
  industries: { start: 748, boot: 202, "app/routes/industries.tsx (route)": 714, fill: 106, PageHero: 506 },
  industry: {
    start: 768,
    boot: 200,
    "app/routes/industry.tsx (route)": 1239,
    SearchableContent: 217,
    fill: 106,
    Breadcrumbs: 428,
  },
  legal: {
    start: 790,
    boot: 198,
    "app/routes/legal.tsx (route)": 1136,
    "content-notFoundPage": 297,
    "content-notFoundWords": 307,
    "app/routes/not-found.tsx": 1251,
    SearchableContent: 217,
  },
  "not-found": {
    start: 769,
    boot: 201,
    "app/routes/not-found.tsx (route)": 189,
    "content-notFoundPage": 297,
    "content-notFoundWords": 307,
    "app/routes/not-found.tsx": 1251,
  },
};

/**
 * What a page may send before the browser waits a second round trip, the same for every type because it is physics,
 * not code: TCP's first window of ten 1460-byte segments (14,600 bytes), less what TLS and HTTP/2 framing take (a
 * record header and a few frame headers, well under 500 bytes), is about 13.75 KB for the compressed HTML and its
 * response headers that reach the visitor, counted as HTTP/1.1 writes them (HTTP/2 compresses them further; the
 * connection's own headers, such as Keep-Alive, stop at the first proxy and are left out).
 */
export const FIRST_ROUND_TRIP_BYTES = 13.75 * 1024;

/**
 * How far a translated page may run past the first round trip: Spanish runs 10-20% longer than English, and the
 * Spanish home, tightened section by section to cost no more than the English wherever it could without dropping a
 * claim, still measured 13.47 KB against the English 13.09 KB (2026-11-27). Such a page must still send its first
 * screen (everything up to the end of its first section, the hero) within the first round trip; only what is below
 * it waits for the second.
 */
export const TRANSLATION_ALLOWANCE_BYTES = 1024;

/**
 * Code that loads on first use, never with a page: the enquiry popup (and the store's payment step in it), the
 * calendar's window, the chat button and what starts them. New features (the store, booking, chat, Spanish) join
 * this list: their code loads when a visitor reaches for them.
 */
export const ON_FIRST_USE = [
  "app/components/forms/ConsultationDialog.tsx",
  "app/components/forms/PayForm.tsx",
  "app/components/booking/CalendarDialog.tsx",
  "app/components/layout/ChatButton.tsx",
  "app/components/layout/embeds.ts",
];

/**
 * The modules of ON_FIRST_USE a build contains, and the pages whose first load carries one of them.
 * @param {string} buildDir
 * @param {ReturnType<typeof measurePages>} measured
 */
export function firstUseCode(buildDir, measured) {
  const built = new Set(Object.values(chunkReport(buildDir)).flatMap((chunk) => Object.keys(chunk.modules)));
  const inFirstLoad = [];
  for (const page of measured.pages)
    for (const chunk of [...measured.floor, ...page.own])
      for (const [id] of chunk.sources)
        if (ON_FIRST_USE.includes(id)) inFirstLoad.push(`${page.file}: ${id} in ${chunk.name} (${chunk.file})`);
  return { built: ON_FIRST_USE.filter((id) => built.has(id)), inFirstLoad };
}

/** @type {[string, RegExp][]} */
const TYPES = [
  ["not-found", /^404(\.html|\/index\.html)$/],
  ["home", /^index\.html$/],
  ["services", /^services\/index\.html$/],
  ["service", /^services\/[^/]+\/index\.html$/],
  ["marketplace", /^buy-snapshot\/index\.html$/],
  ["snapshot", /^buy-snapshot\/[^/]+\/index\.html$/],
  ["pricing", /^pricing\/index\.html$/],
  ["contact", /^contact\/index\.html$/],
  ["thank-you", /^thank-you\/index\.html$/],
  ["search", /^search\/index\.html$/],
  ["blog", /^blog\/index\.html$/],
  ["post", /^blog\/[^/]+\/index\.html$/],
  ["industries", /^industries\/index\.html$/],
  ["industry", /^industries\/[^/]+\/index\.html$/],
  ["legal", /^legal\/[^/]+\/index\.html$/],
];

/**
 * The page type of a built HTML file (relative to build/client), or undefined for a page no type covers.
 * @param {string} file
 */
export function pageType(file) {
  // Every language's pages are the same types (es/pricing/index.html is a pricing page).
  const path = file.replace(LANGUAGE_FOLDER, "");
  return TYPES.find(([, pattern]) => pattern.test(path))?.[0];
}

/** The folder of another language's pages in the build (es/). */
const LANGUAGE_FOLDER = new RegExp(`^(${LANGS.filter((lang) => lang !== DEFAULT_LANG).join("|")})/`);

/**
 * The source modules of each built chunk and its name (build/chunk-modules.json, written by vite.config.ts), by file.
 * @param {string} buildDir
 * @returns {Record<string, { name: string, modules: Record<string, number> }>}
 */
export function chunkReport(buildDir) {
  try {
    return JSON.parse(readFileSync(path.join(buildDir, "chunk-modules.json"), "utf8"));
  } catch {
    return {};
  }
}

/**
 * A chunk's name: the report's (its route module, or the name of a shared chunk), else the file name without its
 * content hash (the starter and hydration files the post-build step writes: /assets/start-wv2FnPqELn.js -> start).
 * @param {string} file  e.g. /assets/shell-DtI4VJXt.js
 * @param {ReturnType<typeof chunkReport>} report
 */
export function chunkName(file, report) {
  const base = path.posix.basename(file);
  return (
    report[file.replace(/^\//, "")]?.name ??
    /^(start|boot|manifest)-/.exec(base)?.[1] ??
    base.replace(/-[\w-]{8}\.js$/, "")
  );
}

/**
 * A budget: the recorded chunks' bytes plus the margin.
 * @param {Record<string, number>} recorded
 */
export const budgetBytes = (recorded) => Object.values(recorded).reduce((sum, bytes) => sum + bytes, 0) + MARGIN_BYTES;

/**
 * Every page's first-load chunks with their gzipped bytes, the floor (the chunks all pages load), and what each page
 * loads besides. Pages without a script of /assets (the CMS at /admin) are left out.
 * @param {string} buildDir  the build folder (its client/ and chunk-modules.json)
 * @param {string[]} htmlFiles  relative to client/
 */
export function measurePages(buildDir, htmlFiles) {
  const clientDir = path.join(buildDir, "client");
  const report = chunkReport(buildDir);
  /** @type {Map<string, number>} */
  const gz = new Map();
  const bytesOf = (/** @type {string} */ file) =>
    gz.get(file) ?? gz.set(file, gzipSync(readFileSync(path.join(clientDir, file))).length).get(file) ?? 0;
  const pages = htmlFiles
    .map((file) => ({ file, modules: pageModules(clientDir, readFileSync(path.join(clientDir, file), "utf8")) }))
    .filter((page) => page.modules.length > 0);
  const floorFiles = (pages[0]?.modules ?? []).filter((module) => pages.every((page) => page.modules.includes(module)));
  /** @param {string[]} files */
  const chunks = (files) =>
    files.map((file) => ({
      file,
      name: chunkName(file, report),
      bytes: bytesOf(file),
      sources: Object.entries(report[file.replace(/^\//, "")]?.modules ?? {}),
    }));
  return {
    floor: chunks(floorFiles),
    pages: pages.map(({ file, modules }) => ({
      file,
      type: pageType(file),
      own: chunks(modules.filter((module) => !floorFiles.includes(module))),
    })),
  };
}

/**
 * The budgets a build misses, one line per page type (and the floor), and the pages of no type: what
 * tests/e2e/build-audit.spec.ts checks on the suite's build and tests/e2e/live-build.spec.ts on a build with
 * the calendar and the chat on (their code loads on first use, so the same budgets hold).
 * @param {string} buildDir
 * @param {string[]} htmlFiles  relative to client/
 */
export function budgetProblems(buildDir, htmlFiles) {
  // Each language is its own app with its own shell and manifest (its words): measured apart, to the same budgets.
  /** @type {Map<string, string[]>} */
  const byLanguage = new Map();
  for (const file of htmlFiles) {
    const lang = LANGUAGE_FOLDER.exec(file)?.[1] ?? DEFAULT_LANG;
    byLanguage.set(lang, [...(byLanguage.get(lang) ?? []), file]);
  }
  /** @type {string[]} */
  const over = [];
  /** @type {string[]} */
  const untyped = [];
  for (const files of byLanguage.values()) {
    const problems = languageBudgetProblems(buildDir, files);
    over.push(...problems.over);
    untyped.push(...problems.untyped);
  }
  return { over, untyped };
}

/**
 * budgetProblems for the pages of one language.
 * @param {string} buildDir
 * @param {string[]} htmlFiles  relative to client/
 */
function languageBudgetProblems(buildDir, htmlFiles) {
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const measured = measurePages(buildDir, htmlFiles);
  /** @type {string[]} */
  const over = [];
  const floor = chunkBytes(measured.floor);
  if (floor > budgetBytes(FLOOR))
    over.push(
      `the floor every page loads (${htmlFiles[0]?.split("/")[0] === "es" ? "es" : "en"}): ${kb(floor)} over ${kb(budgetBytes(FLOOR))}; ${explainGrowth(measured.floor, FLOOR).join("; ")}`,
    );
  const untyped = measured.pages.filter((page) => !page.type).map((page) => page.file);
  // One line per page type is enough to act on.
  const reported = new Set();
  for (const page of measured.pages) {
    const type = /** @type {string} */ (page.type);
    const recorded = OWN[type] ?? {};
    const own = chunkBytes(page.own);
    if (own > budgetBytes(recorded) && !reported.has(type) && reported.add(type))
      over.push(
        `${page.file} (${type}): its own code ${kb(own)} over ${kb(budgetBytes(recorded))} (${kb(floor + own)} with the floor); ${explainGrowth(page.own, recorded).join("; ")}`,
      );
  }
  return { over, untyped };
}

/** @typedef {ReturnType<typeof measurePages>["floor"]} Chunks */

/**
 * Why chunks are over their budget: the chunks that grew most against the recorded figures (one not recorded counts
 * whole), each with its largest source modules.
 * @param {Chunks} chunks
 * @param {Record<string, number>} recorded  bytes by chunk name
 */
export function explainGrowth(chunks, recorded) {
  return chunks
    .map((chunk) => ({ ...chunk, grew: chunk.bytes - (recorded[chunk.name] ?? 0) }))
    .filter((chunk) => chunk.grew > 0)
    .sort((a, b) => b.grew - a.grew)
    .slice(0, 3)
    .map(({ file, name, grew, sources }) => {
      const from = sources.length
        ? sources
            .slice(0, 3)
            .map(([id, size]) => `${id} ${(size / 1024).toFixed(1)} KB`)
            .join(", ")
        : "written by the post-build step";
      return `${name} (${file}) +${grew} B${name in recorded ? "" : ", not in the recorded figures"}; its largest modules (before minifying): ${from}`;
    });
}

/**
 * @param {Chunks} chunks
 */
export const chunkBytes = (chunks) => chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);

/** @param {Chunks} chunks */
const byName = (chunks) => Object.fromEntries(chunks.map((chunk) => [chunk.name, chunk.bytes]));

if (import.meta.url === `file://${process.argv[1]}`) {
  const { readCommandLine } = await import("../../server/cli.mjs");
  const { walk } = await import("../../server/build-manifest.mjs");
  readCommandLine({
    command: "node scripts/checks/js-budgets.mjs",
    summary:
      "The first-load JavaScript of build/ per page type, in the shape of FLOOR and OWN (gzipped bytes per chunk).",
    options: {},
  });
  const build = path.resolve("build");
  const html = (await walk(path.join(build, "client"))).filter((file) => file.endsWith(".html"));
  // Each language apart (its own shell): the budgets must hold the larger of the two.
  for (const lang of LANGS) {
    const files = html.filter((file) => (LANGUAGE_FOLDER.exec(file)?.[1] ?? DEFAULT_LANG) === lang);
    const measured = measurePages(build, files);
    /** @type {Record<string, Record<string, number>>} */
    const own = {};
    for (const page of measured.pages) {
      if (!page.type) continue;
      const entry = (own[page.type] ??= {});
      for (const [name, size] of Object.entries(byName(page.own))) entry[name] = Math.max(entry[name] ?? 0, size);
    }
    console.log(`${lang}: ${JSON.stringify({ FLOOR: byName(measured.floor), OWN: own }, null, 2)}`);
  }
}
