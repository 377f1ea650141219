// @ts-check
// Gzipped JavaScript each prerendered page loads (scripts, module preloads and the modules its inline scripts import).
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
 * @param {string} clientDir
 * @param {string} htmlFile
 */
export function pageJsBytes(clientDir, htmlFile) {
  const html = readFileSync(path.join(clientDir, htmlFile), "utf8");
  return pageScripts(html).reduce((total, file) => total + gzipSync(readFileSync(path.join(clientDir, file))).length, 0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const client = path.resolve("build/client");
  for (const file of process.argv.slice(2)) console.log(`${file}: ${(pageJsBytes(client, file) / 1024).toFixed(1)} KB gz`);
}
