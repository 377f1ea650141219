/**
 * The brand face as the site uses it: Inter's Latin file cut down at build to the characters the site can show (the
 * printable ASCII range, every character of the content files, the settings and the interface's own source) and to
 * the weights its styles use (400 to 700 on the variable weight axis). 48 KB becomes about 21 KB: the first page of a
 * visit waits for less, and a cheap phone downloads half. An editor who writes a new character (an "é" in a name)
 * gets it in the next build; a character that is still missing is drawn by the metric-matched fallback, as before.
 * `import url from "virtual:brand-font"` gives the file's address (decision record 007).
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, rename, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import type { Plugin } from "vite";
import { readGroup, readSettings } from "../../../config/settings.mjs";
import { FONT_WEIGHTS } from "../../../lib/font-loading";

const require = createRequire(import.meta.url);
const SOURCE = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
/** The weight axis cut to the weights the pages declare for the face (lib/font-loading.ts). */
const [minWeight, maxWeight] = FONT_WEIGHTS.split(" ").map(Number);
const BRAND_FONT_WEIGHTS = { min: minWeight!, max: maxWeight! };
/** The characters recorded beside the build, for the test that every character a page shows is in the face. */
export const BRAND_FONT_FILE = "brand-font.json";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const VIRTUAL = "virtual:brand-font";
const TEXT_FILE = /\.(md|ya?ml|json|tsx?)$/;

async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory())
        return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : textFiles(full);
      return TEXT_FILE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

/** Printable ASCII plus every other character of `texts`, once each, in code point order. */
export function fontCharacters(texts: string[]): string {
  const set = new Set<string>();
  for (let code = 0x20; code < 0x7f; code += 1) set.add(String.fromCharCode(code));
  for (const text of texts) for (const char of text) if (char.codePointAt(0)! > 0x7e) set.add(char);
  return [...set].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join("");
}

/** The characters the site can show: the content folder, the interface's source and the site settings. */
export async function siteCharacters(contentDir = path.resolve(readGroup("build").CONTENT_DIR)): Promise<string> {
  const files = [...(await textFiles(contentDir)), ...(await textFiles(path.join(ROOT, "app")))];
  const texts = await Promise.all(files.map((file) => readFile(file, "utf8")));
  return fontCharacters([...texts, JSON.stringify(readSettings())]);
}

/** Inter cut to `characters` and the site's weights, as WOFF2, kept in a cache folder named by what went in. */
async function brandFontFile(characters: string): Promise<string> {
  const key = createHash("sha256")
    .update(JSON.stringify([characters, BRAND_FONT_WEIGHTS, (await stat(SOURCE)).size]))
    .digest("hex")
    .slice(0, 16);
  const file = path.join(ROOT, "node_modules", ".cache", "brand-font", key, path.basename(SOURCE));
  try {
    await stat(file);
    return file;
  } catch {
    // Not made yet for these characters: made below.
  }
  const font = await subsetFont(await readFile(SOURCE), characters, {
    targetFormat: "woff2",
    variationAxes: { wght: BRAND_FONT_WEIGHTS },
  });
  await mkdir(path.dirname(file), { recursive: true });
  // Written beside and renamed: two builds at once (the tests') never read half a file.
  await writeFile(`${file}.${process.pid}.tmp`, font);
  await rename(`${file}.${process.pid}.tmp`, file);
  return file;
}

export function brandFontPlugin(): Plugin {
  let file: Promise<{ path: string; characters: string }> | undefined;
  let building = false;
  const made = () =>
    (file ??= siteCharacters().then(async (characters) => ({ path: await brandFontFile(characters), characters })));
  return {
    name: "brand-font",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId(id) {
      return id === VIRTUAL ? `\0${VIRTUAL}` : undefined;
    },
    async load(id) {
      if (id !== `\0${VIRTUAL}`) return undefined;
      // The dev server serves the whole file: cutting it on every edit would only slow `npm run dev` down.
      const font = building ? (await made()).path : SOURCE;
      return `export { default } from ${JSON.stringify(`${font}?url`)};`;
    },
    async closeBundle() {
      if (!building) return;
      const dir = path.resolve(readGroup("build").BUILD_DIR);
      await mkdir(dir, { recursive: true });
      await writeFile(
        path.join(dir, BRAND_FONT_FILE),
        JSON.stringify({ characters: (await made()).characters, weights: BRAND_FONT_WEIGHTS }),
      );
    },
  };
}
