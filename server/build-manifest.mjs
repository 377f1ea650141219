// @ts-check
// Helpers over the prerendered build shared by the post-build step and tests.
import { createHash } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";

/**
 * @param {string} dir
 * @returns {Promise<string[]>} paths relative to dir, "/"-separated
 */
export async function walk(dir, prefix = "") {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await walk(path.join(dir, entry.name), relative)));
    else files.push(relative);
  }
  return files;
}

/**
 * Bodies of the executable inline scripts of a page (JSON-LD data blocks are not executed, so not hashed; nor is an
 * empty script element, which a browser never runs).
 */
/** @param {string} html */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (type && type !== "module" && type !== "text/javascript") continue;
    if (match[2]) scripts.push(match[2]);
  }
  return scripts;
}

/** @param {string} text */
export function sha256(text) {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

/** The Content-Security-Policy hashes of a page: one per distinct executable inline script. */
/** @param {string} html */
export function pageScriptHashes(html) {
  return [...new Set(inlineScripts(html).map(sha256))];
}
