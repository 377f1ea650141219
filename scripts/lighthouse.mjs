// @ts-check
// Lighthouse (mobile) on one or more paths of a running server; prints the four category scores.
// Usage: node scripts/lighthouse.mjs http://127.0.0.1:3000 / /pricing
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readGroup } from "../config/settings.mjs";
import { readCommandLine } from "../server/cli.mjs";

export const CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run";

/** Lighthouse occasionally fails to record a trace on a busy machine; one retry absorbs that. */
/**
 * @param {string} url
 * @returns {{ scores: Record<string, number>, failing: string[], lcp: number, cls: number }}
 */
export function lighthouse(url, attempts = 2) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return runLighthouse(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

/** @param {string} url */
function runLighthouse(url) {
  const out = path.join(mkdtempSync(path.join(tmpdir(), "lh-")), "report.json");
  execFileSync(
    process.execPath,
    [path.resolve("node_modules/lighthouse/cli/index.js"), url, "--quiet", "--output=json", `--output-path=${out}`, "--form-factor=mobile", `--chrome-flags=${CHROME_FLAGS}`],
    { env: { ...process.env, CHROME_PATH: readGroup("tools").CHROME_PATH }, stdio: ["ignore", "ignore", "pipe"], timeout: 180_000 },
  );
  const report = JSON.parse(readFileSync(out, "utf8"));
  const scores = Object.fromEntries(Object.entries(report.categories).map(([key, value]) => [key, Math.round(value.score * 100)]));
  const failing = Object.values(report.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && !["informative", "notApplicable", "manual"].includes(audit.scoreDisplayMode))
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
  return { scores, failing, lcp: report.audits["largest-contentful-paint"].numericValue, cls: report.audits["cumulative-layout-shift"].numericValue };
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
    const result = lighthouse(base + pathname);
    console.log(pathname, JSON.stringify(result.scores), `LCP ${Math.round(result.lcp)}ms CLS ${result.cls.toFixed(3)}`);
    if (result.failing.length) console.log("   ", result.failing.join(", "));
  }
}
