// @ts-check
// Lighthouse (mobile) on one or more paths of a running server; prints the four category scores and the speed figures.
// Usage: node scripts/lighthouse.mjs http://127.0.0.1:3000 / /pricing
// The one configuration of Lighthouse in the project: the browser tests (tests/audits) and `npm run bench:web` both
// measure with it, so a score in one means the same in the other.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { readGroup } from "../config/settings.mjs";
import { readCommandLine } from "../server/cli.mjs";

export const CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run";

/**
 * Lighthouse's mobile preset: a Moto G Power's screen, simulated slow 4G and 4x CPU slowdown (simulated throttling:
 * the page loads at full speed and Lighthouse computes the timings a slow phone would see), and its default scoring.
 */
export const LIGHTHOUSE_FLAGS = ["--form-factor=mobile", "--throttling-method=simulate", `--chrome-flags=${CHROME_FLAGS}`];

const lighthouseCli = fileURLToPath(new URL("../node_modules/lighthouse/cli/index.js", import.meta.url));
const run = promisify(execFile);

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
 * Lighthouse on one URL. A busy machine occasionally loses a trace; one retry absorbs that.
 * @param {string} url
 * @param {{ categories?: string[], attempts?: number }} [options]  categories: all four unless named
 * @returns {Promise<Measure>}
 */
export async function lighthouse(url, { categories, attempts = 2 } = {}) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, categories);
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

/**
 * @param {string} url
 * @param {string[] | undefined} categories
 * @returns {Promise<Measure>}
 */
async function runLighthouse(url, categories) {
  const dir = await mkdtemp(path.join(tmpdir(), "lh-"));
  const out = path.join(dir, "report.json");
  try {
    await run(
      process.execPath,
      [lighthouseCli, url, "--quiet", "--output=json", `--output-path=${out}`, ...LIGHTHOUSE_FLAGS, ...(categories ? [`--only-categories=${categories.join(",")}`] : [])],
      { env: { ...process.env, CHROME_PATH: readGroup("tools").CHROME_PATH }, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 },
    );
    return measure(JSON.parse(await readFile(out, "utf8")));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The figures of a Lighthouse report: category scores (0-100), failing audits, the paint and blocking timings, the
 * longest main-thread task (0 when none passed 50 ms) and the bytes sent per kind.
 * @param {any} report
 * @returns {Measure}
 */
export function measure(report) {
  const scores = Object.fromEntries(Object.entries(report.categories).map(([key, value]) => [key, Math.round(/** @type {any} */ (value).score * 100)]));
  const failing = Object.values(report.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && !["informative", "notApplicable", "manual"].includes(audit.scoreDisplayMode))
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
  /** @param {string} id */
  const numeric = (id) => /** @type {number} */ (report.audits[id]?.numericValue ?? 0);
  /** @type {{ duration: number }[]} */
  const longTasks = report.audits["long-tasks"]?.details?.items ?? [];
  const bytes = { html: 0, css: 0, js: 0, font: 0 };
  /** @type {Record<string, keyof typeof bytes>} */
  const kinds = { Document: "html", Stylesheet: "css", Script: "js", Font: "font" };
  for (const request of /** @type {{ resourceType?: string, transferSize?: number }[]} */ (report.audits["network-requests"]?.details?.items ?? [])) {
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
    command: "node scripts/lighthouse.mjs",
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
    console.log(pathname, JSON.stringify(result.scores), `FCP ${ms(result.fcp)}ms LCP ${ms(result.lcp)}ms TBT ${ms(result.tbt)}ms longest task ${ms(result.longestTask)}ms CLS ${result.cls.toFixed(3)}`);
    if (result.failing.length) console.log("   ", result.failing.join(", "));
  }
}
