// @ts-check
// Gzipped JavaScript each prerendered page loads: the scripts its HTML names (sources, module preloads and the modules
// its inline starter imports), and everything those import statically, all the way down. Code a page only fetches
// on demand (a popup opened, a section scrolled to: relative dynamic imports) is not part of its load.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * @param {string} html
 * @returns {string[]}
 */
export function pageScripts(html) {
  /** @type {Set<string>} */
  const files = new Set();
  // Any quoted script URL: src and href attributes, and the module lists of the inline starter script.
  for (const match of html.matchAll(/"(\/assets\/[^"]+\.js)"/g)) files.add(match[1] ?? "");
  return [...files];
}

/**
 * The files a module loads with it: its static imports and re-exports, and site-absolute dynamic imports (React
 * Router's starter importing the app's entry), resolved to site paths.
 * @param {string} code
 * @param {string} file  site path of the module, e.g. /assets/root-x.js
 * @returns {string[]}
 */
export function moduleImports(code, file) {
  const found = [
    ...[...code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g)].map(
      (match) => match[1] ?? "",
    ),
    ...[...code.matchAll(/\bimport\(\s*["'](\/assets\/[^"']+\.js)["']\s*\)/g)].map((match) => match[1] ?? ""),
  ];
  return found.map((specifier) =>
    specifier.startsWith("/") ? specifier : path.posix.join(path.posix.dirname(file), specifier),
  );
}

/**
 * @param {string} clientDir
 * @param {string} html
 * @returns {string[]}
 */
export function pageModules(clientDir, html) {
  /** @type {Set<string>} */
  const seen = new Set();
  const pending = pageScripts(html);
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...moduleImports(readFileSync(path.join(clientDir, file), "utf8"), file));
  }
  return [...seen];
}

/**
 * @param {string} clientDir
 * @param {string} htmlFile
 */
export function pageJsBytes(clientDir, htmlFile) {
  const html = readFileSync(path.join(clientDir, htmlFile), "utf8");
  return pageModules(clientDir, html).reduce(
    (total, file) => total + gzipSync(readFileSync(path.join(clientDir, file))).length,
    0,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { readCommandLine } = await import("../../server/cli.mjs");
  const { positionals } = readCommandLine({
    command: "node scripts/checks/js-budget.mjs",
    summary: "The JavaScript (gzipped) each page's first load fetches, from build/client.",
    options: {},
    positionals: [{ name: "<page.html...>", about: "Pages of build/client, e.g. index.html pricing/index.html" }],
  });
  const client = path.resolve("build/client");
  for (const file of positionals) console.log(`${file}: ${(pageJsBytes(client, file) / 1024).toFixed(1)} KB gz`);
}
