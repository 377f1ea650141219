// `npm run bench:web`: the site side by side with its own no-JavaScript, no-web-font copy (not part of `npm test`: slow
// and noisy). The copy is the physical limit for this design: the same HTML, CSS and images with every script and the
// web font removed (text in the metric-matched local fallback). Both are served by the production server on
// loopback; Lighthouse (scripts/benchmarks/lighthouse.mjs: the configuration and scoring of the browser tests) runs on the eight
// page types, interleaved (site, copy, next page...) so both see the same machine load, BENCH_RUNS times (default 3).
// `--busy` keeps one CPU core busy with a spinning child process throughout, as other jobs do on a CI machine.
// Prints the medians per page: performance, FCP, LCP, TBT, the longest main-thread task, CLS, transferred bytes of
// HTML, CSS, JS and fonts, and the site's FCP and LCP as a ratio of the copy's. Exits 1 when a page misses
// performance 100, an LCP within 5% of the copy's, or a TBT of at most 100 ms.
// Options: --no-build (measure the current build/), --busy, BENCH_RUNS=n, BENCH_PAGES=/a,/b (npm run bench:web -- --help).
import { spawn, spawnSync } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readGroup } from "../../config/settings.mjs";
import { walk } from "../../server/build-manifest.mjs";
import { readCommandLine } from "../../server/cli.mjs";
import { closeLighthouse, lighthouse as runLighthouse, type Measure as LighthouseMeasure } from "./lighthouse.mjs";
import { PAGE_TYPES } from "./page-types.mjs";
import { precompress } from "../build/postbuild.ts";
import { startServer } from "../../server/index.ts";

const root = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));
const tools = readGroup("tools");
const runs = tools.BENCH_RUNS;
const pages = tools.BENCH_PAGES ?? PAGE_TYPES;

export const BENCH_WEB_CLI = {
  command: "npm run bench:web --",
  summary: "Lighthouse on the site and on its no-JavaScript copy, side by side (BENCH_RUNS, BENCH_PAGES).",
  options: {
    "no-build": { type: "boolean", about: "Measure the current build/ instead of building first" },
    busy: {
      type: "boolean",
      about: "Keep one CPU core busy throughout (a spinning child process), as on a loaded CI machine",
    },
  },
} as const;

/** The goal on every page type: what the issue of speed under load asked for, measured against the copy. */
const GOAL = { performance: 100, lcpRatio: 1.05, tbtMs: 100 };

/**
 * The page painted from HTML and CSS alone, without the web font: no scripts (JSON-LD data stays), no module or font
 * preloads, nothing of <noscript> (the brand font's @font-face for browsers without JavaScript is there).
 */
export function withoutJavaScript(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link rel="modulepreload"[^>]*>/gi, "")
    .replace(/<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="font")[^>]*>/gi, "")
    .replace(/<noscript>[\s\S]*?<\/noscript>/gi, "");
}

interface Measure {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  longestTask: number;
  cls: number;
  bytes: Record<"html" | "css" | "js" | "font", number>;
}

async function lighthouse(url: string): Promise<Measure> {
  const result: LighthouseMeasure = await runLighthouse(url, { categories: ["performance"] });
  return { ...result, performance: result.scores.performance! };
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
    longestTask: of((m) => m.longestTask),
    cls: of((m) => m.cls),
    bytes: {
      html: of((m) => m.bytes.html),
      css: of((m) => m.bytes.css),
      js: of((m) => m.bytes.js),
      font: of((m) => m.bytes.font),
    },
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
  const limit = await startServer({
    env,
    port: 0,
    host: "127.0.0.1",
    clientDir: copy,
    cspHashesFile: noHashes,
    ...quiet,
  });
  // One core kept busy: a child process spinning until the measurements end.
  const spinner = values.busy ? spawn(process.execPath, ["-e", "for (;;);"], { stdio: "ignore" }) : undefined;
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(" ");
  console.log(
    `bench:web: site ${site.url}, no-JavaScript no-font copy ${limit.url}; ${pages.length} pages x ${runs} runs; ${spinner ? "one core kept busy" : "no added load"}; load average ${load()}`,
  );

  const results = new Map<string, { site: Measure[]; limit: Measure[] }>(
    pages.map((page) => [page, { site: [], limit: [] }]),
  );
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
    await closeLighthouse();
    spinner?.kill();
    process.stdout.write("\n");
    await site.close();
    await limit.close();
    await rm(copy, { recursive: true, force: true });
    await rm(noHashes, { force: true });
  }

  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const ms = (value: number) => String(Math.round(value));
  const header = [
    "page",
    "",
    "perf",
    "FCP ms",
    "LCP ms",
    "TBT ms",
    "long ms",
    "CLS",
    "HTML KB",
    "CSS KB",
    "JS KB",
    "font KB",
    "FCP x",
    "LCP x",
    "goal",
  ];
  const rows: string[][] = [header];
  let failed = false;
  for (const [page, entry] of results) {
    const a = medianMeasure(entry.site);
    const b = medianMeasure(entry.limit);
    const fcpRatio = a.fcp / b.fcp;
    const lcpRatio = a.lcp / b.lcp;
    const ok = a.performance >= GOAL.performance && lcpRatio <= GOAL.lcpRatio && a.tbt <= GOAL.tbtMs;
    if (!ok) failed = true;
    const line = (label: string, m: Measure, ratios: string[]) => [
      label === "site" ? page : "",
      label,
      String(m.performance),
      ms(m.fcp),
      ms(m.lcp),
      ms(m.tbt),
      ms(m.longestTask),
      m.cls.toFixed(3),
      kb(m.bytes.html),
      kb(m.bytes.css),
      kb(m.bytes.js),
      kb(m.bytes.font),
      ...ratios,
    ];
    rows.push(line("site", a, [fcpRatio.toFixed(2), lcpRatio.toFixed(2), ok ? "met" : "missed"]));
    rows.push(line("copy", b, ["", "", ""]));
  }
  const widths = header.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join("  "),
    );
  console.log(
    `Medians of ${runs} runs${spinner ? ", one core kept busy" : ""}. "long": the longest main-thread task (0: none over 50 ms). ` +
      `Goal: performance ${GOAL.performance}, LCP within ${Math.round((GOAL.lcpRatio - 1) * 100)}% of the no-JavaScript no-font copy, TBT at most ${GOAL.tbtMs} ms. Load average now ${load()}.`,
  );
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
