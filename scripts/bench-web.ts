// `npm run bench:web`: the site side by side with its own no-JavaScript copy (not part of `npm test`: slow and noisy).
// The copy is the physical limit for this design: the same HTML, CSS, images and brand font with every script removed
// (the font as the pages declare it for browsers without JavaScript, a plain @font-face). Both are served by the production server on
// loopback; Lighthouse (mobile, simulated slow 4G, as in scripts/lighthouse.mjs) runs on the eight page types,
// interleaved (site, copy, next page...) so both see the same machine load, BENCH_RUNS times (default 3). Prints the
// medians per page: performance, FCP, LCP, TBT, CLS, transferred bytes of HTML, CSS, JS and fonts, and the site's FCP
// and LCP as a ratio of the copy's. Exits 1 when a page misses performance 100 or a ratio above 1.10.
// Options: --no-build (measure the current build/), BENCH_RUNS=n, BENCH_PAGES=/a,/b (npm run bench:web -- --help).
import { execFile, spawnSync } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { readGroup } from "../config/settings.mjs";
import { walk } from "../server/build-manifest.mjs";
import { readCommandLine } from "../server/cli.mjs";
import { CHROME_FLAGS } from "./lighthouse.mjs";
import { PAGE_TYPES } from "./page-types.mjs";
import { precompress } from "./postbuild.ts";
import { startServer } from "../server/index.ts";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const tools = readGroup("tools");
const runs = tools.BENCH_RUNS;
const pages = tools.BENCH_PAGES ?? PAGE_TYPES;

export const BENCH_WEB_CLI = {
  command: "npm run bench:web --",
  summary: "Lighthouse on the site and on its no-JavaScript copy, side by side (BENCH_RUNS, BENCH_PAGES).",
  options: { "no-build": { type: "boolean", about: "Measure the current build/ instead of building first" } },
} as const;

/**
 * The page painted from HTML and CSS alone: no scripts (JSON-LD data stays), no module preloads; a <noscript> style
 * (the brand font's @font-face) is kept as plain CSS, anything else in <noscript> is dropped.
 */
export function withoutJavaScript(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link rel="modulepreload"[^>]*>/gi, "")
    .replace(/<noscript>([\s\S]*?)<\/noscript>/gi, (_, inner: string) => (/^<style>[^<]*<\/style>$/.test(inner) ? inner : ""));
}

interface Measure {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: Record<"html" | "css" | "js" | "font", number>;
}

const run = promisify(execFile);

async function lighthouse(url: string, attempts = 2): Promise<Measure> {
  const out = path.join(await mkdtemp(path.join(tmpdir(), "lh-bench-")), "report.json");
  try {
    await run(
      process.execPath,
      [path.join(root, "node_modules/lighthouse/cli/index.js"), url, "--quiet", "--output=json", `--output-path=${out}`, "--form-factor=mobile", "--only-categories=performance", `--chrome-flags=${CHROME_FLAGS}`],
      { env: { ...process.env, CHROME_PATH: tools.CHROME_PATH }, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    // A busy machine occasionally loses a trace; one retry absorbs that.
    if (attempts > 1) return lighthouse(url, attempts - 1);
    throw error;
  }
  const report = JSON.parse(await readFile(out, "utf8"));
  await rm(path.dirname(out), { recursive: true, force: true });
  const audit = (id: string) => report.audits[id].numericValue as number;
  const bytes = { html: 0, css: 0, js: 0, font: 0 };
  const kinds: Record<string, keyof typeof bytes> = { Document: "html", Stylesheet: "css", Script: "js", Font: "font" };
  for (const request of report.audits["network-requests"].details.items as { resourceType?: string; transferSize?: number }[]) {
    const kind = kinds[request.resourceType ?? ""];
    if (kind) bytes[kind] += request.transferSize ?? 0;
  }
  return {
    performance: Math.round(report.categories.performance.score * 100),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    bytes,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medianMeasure(measures: Measure[]): Measure {
  const of = (pick: (m: Measure) => number) => median(measures.map(pick));
  return {
    performance: of((m) => m.performance),
    fcp: of((m) => m.fcp),
    lcp: of((m) => m.lcp),
    tbt: of((m) => m.tbt),
    cls: of((m) => m.cls),
    bytes: { html: of((m) => m.bytes.html), css: of((m) => m.bytes.css), js: of((m) => m.bytes.js), font: of((m) => m.bytes.font) },
  };
}

async function main() {
  const { values } = readCommandLine(BENCH_WEB_CLI);
  if (!values["no-build"]) {
    const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const client = path.join(root, "build", "client");
  const copy = await mkdtemp(path.join(tmpdir(), "nojs-"));
  await cp(client, copy, { recursive: true });
  const htmlFiles = (await walk(copy)).filter((file) => file.endsWith(".html"));
  for (const file of htmlFiles) {
    await writeFile(path.join(copy, file), withoutJavaScript(await readFile(path.join(copy, file), "utf8")));
  }
  await precompress(copy, htmlFiles);
  const noHashes = path.join(copy, "..", `${path.basename(copy)}-csp.json`);
  await writeFile(noHashes, "{}");

  const quiet = { log: () => {} };
  const env = { ...process.env, LEADS_DB_URL: `file:${path.join(copy, "bench-leads.db")}` };
  const site = await startServer({ env, port: 0, host: "127.0.0.1", ...quiet });
  const limit = await startServer({ env, port: 0, host: "127.0.0.1", clientDir: copy, cspHashesFile: noHashes, ...quiet });
  console.log(`bench:web: site ${site.url}, no-JavaScript copy ${limit.url}; ${pages.length} pages x ${runs} runs; load average ${loadavg().map((n) => n.toFixed(2)).join(" ")}`);

  const results = new Map<string, { site: Measure[]; limit: Measure[] }>(pages.map((page) => [page, { site: [], limit: [] }]));
  try {
    for (let round = 1; round <= runs; round += 1) {
      for (const page of pages) {
        const entry = results.get(page)!;
        entry.site.push(await lighthouse(site.url + page));
        entry.limit.push(await lighthouse(limit.url + page));
        process.stdout.write(".");
      }
    }
  } finally {
    process.stdout.write("\n");
    await site.close();
    await limit.close();
    await rm(copy, { recursive: true, force: true });
    await rm(noHashes, { force: true });
  }

  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const ms = (value: number) => String(Math.round(value));
  const header = ["page", "", "perf", "FCP ms", "LCP ms", "TBT ms", "CLS", "HTML KB", "CSS KB", "JS KB", "font KB", "FCP x", "LCP x"];
  const rows: string[][] = [header];
  let failed = false;
  for (const [page, entry] of results) {
    const a = medianMeasure(entry.site);
    const b = medianMeasure(entry.limit);
    const fcpRatio = a.fcp / b.fcp;
    const lcpRatio = a.lcp / b.lcp;
    const ok = a.performance === 100 && fcpRatio <= 1.1 && lcpRatio <= 1.1;
    if (!ok) failed = true;
    const line = (label: string, m: Measure, ratios: string[]) => [
      label === "site" ? page : "",
      label,
      String(m.performance),
      ms(m.fcp),
      ms(m.lcp),
      ms(m.tbt),
      m.cls.toFixed(3),
      kb(m.bytes.html),
      kb(m.bytes.css),
      kb(m.bytes.js),
      kb(m.bytes.font),
      ...ratios,
    ];
    rows.push(line("site", a, [fcpRatio.toFixed(2), lcpRatio.toFixed(2) + (ok ? "" : "  <- over")]));
    rows.push(line("no JS", b, ["", ""]));
  }
  const widths = header.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  "));
  console.log(`Medians of ${runs} runs. Goal: performance 100, FCP and LCP within 10% of the no-JavaScript copy. Load average now ${loadavg().map((n) => n.toFixed(2)).join(" ")}.`);
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
