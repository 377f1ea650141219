// @ts-check
// Lighthouse (mobile) on one or more paths of a running server; prints the four category scores and the speed figures.
// Usage: node scripts/benchmarks/lighthouse.mjs http://127.0.0.1:3000 / /pricing
// The one configuration of Lighthouse in the project: the browser tests (tests/audits) and `npm run bench:web` both
// measure with it, so a score in one means the same in the other.
import { launch } from "chrome-launcher";
import lighthouseRun from "lighthouse";
import { readGroup } from "../../config/settings.mjs";
import { readCommandLine } from "../../server/cli.mjs";

export const CHROME_FLAGS =
  "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run";

/**
 * Lighthouse's mobile preset: a Moto G Power's screen, simulated slow 4G and 4x CPU slowdown (simulated throttling:
 * the page loads at full speed and Lighthouse computes the timings a slow phone would see), and its default scoring.
 * The full-page screenshot is left out: it only illustrates the HTML report (no audit scores it) and took 1.7 s a run.
 */
const LIGHTHOUSE_FLAGS = /** @type {const} */ ({
  formFactor: "mobile",
  throttlingMethod: "simulate",
  disableFullPageScreenshot: true,
});

/**
 * @typedef {{
 *   scores: Record<string, number>,
 *   failing: string[],
 *   fcp: number, lcp: number, tbt: number, cls: number,
 *   longestTask: number,
 *   bytes: Record<"html" | "css" | "js" | "font", number>,
 * }} Measure
 */

/**
 * The Chrome the runs of this process share, launched on first use. Lighthouse empties the origin's storage and the
 * browser's cache before each navigation, so every run is a first visit; a Chrome per run (the command line's way)
 * cost 3 to 5 s of starting and stopping each time. Closed by closeLighthouse().
 * @type {Promise<import("chrome-launcher").LaunchedChrome> | undefined}
 */
let shared;

/** Stops the shared Chrome (the next run starts another). */
export async function closeLighthouse() {
  const chrome = shared;
  shared = undefined;
  if (chrome) (await chrome.catch(() => undefined))?.kill();
}

/**
 * Lighthouse on one URL. A busy machine occasionally loses a trace; one retry, in a new Chrome, absorbs that.
 * @param {string} url
 * @param {{ categories?: string[], attempts?: number }} [options]  categories: all four unless named
 * @returns {Promise<Measure>}
 */
export async function lighthouse(url, { categories, attempts = 2 } = {}) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      shared ??= launch({
        chromePath: readGroup("tools").CHROME_PATH,
        chromeFlags: CHROME_FLAGS.split(" "),
        logLevel: "silent",
      });
      const { port } = await shared;
      const result = await lighthouseRun(url, {
        port,
        output: "json",
        logLevel: "error",
        ...LIGHTHOUSE_FLAGS,
        ...(categories ? { onlyCategories: categories } : {}),
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      if (result.lhr.runtimeError)
        throw new Error(`Lighthouse could not measure ${url}: ${result.lhr.runtimeError.message}`);
      return measure(result.lhr);
    } catch (error) {
      await closeLighthouse();
      if (attempt >= attempts) throw error;
    }
  }
}

/**
 * The figures of a Lighthouse report: category scores (0-100), failing audits, the paint and blocking timings, the
 * longest main-thread task (0 when none passed 50 ms) and the bytes sent per kind.
 * @param {any} report
 * @returns {Measure}
 */
export function measure(report) {
  const scores = Object.fromEntries(
    Object.entries(report.categories).map(([key, value]) => [key, Math.round(/** @type {any} */ (value).score * 100)]),
  );
  const failing = Object.values(report.audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        !["informative", "notApplicable", "manual"].includes(audit.scoreDisplayMode),
    )
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
  /** @param {string} id */
  const numeric = (id) => /** @type {number} */ (report.audits[id]?.numericValue ?? 0);
  /** @type {{ duration: number }[]} */
  const longTasks = report.audits["long-tasks"]?.details?.items ?? [];
  const bytes = { html: 0, css: 0, js: 0, font: 0 };
  /** @type {Record<string, keyof typeof bytes>} */
  const kinds = { Document: "html", Stylesheet: "css", Script: "js", Font: "font" };
  for (const request of /** @type {{ resourceType?: string, transferSize?: number }[]} */ (
    report.audits["network-requests"]?.details?.items ?? []
  )) {
    const kind = kinds[request.resourceType ?? ""];
    if (kind) bytes[kind] += request.transferSize ?? 0;
  }
  return {
    scores,
    failing,
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    longestTask: Math.max(0, ...longTasks.map((task) => task.duration)),
    bytes,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { positionals } = readCommandLine({
    command: "node scripts/benchmarks/lighthouse.mjs",
    summary: "Lighthouse (mobile) on pages of a running server; prints the four category scores.",
    options: {},
    positionals: [
      { name: "<baseUrl>", about: "The running site, e.g. http://127.0.0.1:3000" },
      { name: "<path...>", about: "The pages, e.g. / /pricing" },
    ],
  });
  const [base = "", ...paths] = positionals;
  for (const pathname of paths) {
    const result = await lighthouse(base + pathname);
    const ms = (/** @type {number} */ value) => Math.round(value);
    console.log(
      pathname,
      JSON.stringify(result.scores),
      `FCP ${ms(result.fcp)}ms LCP ${ms(result.lcp)}ms TBT ${ms(result.tbt)}ms longest task ${ms(result.longestTask)}ms CLS ${result.cls.toFixed(3)}`,
    );
    if (result.failing.length) console.log("   ", result.failing.join(", "));
  }
  await closeLighthouse();
}
