// After `react-router build`: start each page's scripts and loader data after its first paint
// (scripts/build/paint-first.ts), hash each page's inline scripts for the Content-Security-Policy (no
// 'unsafe-inline' for scripts; the same scripts on every page, so one policy serves the site), drop the .data files
// React Router writes beside resource routes, write the
// precompressed .br and .gz files the server sends (sirv), generate the static-host configs, and build the site
// search's index (Pagefind, into build/client/pagefind/).
// Run with `node scripts/build/postbuild.ts` (npm run build; Node strips the types): it imports the server's TypeScript rules.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { pagesWithOtherScripts, siteScriptHashes } from "../../server/http/headers.ts";
import { contentType, isCompressible } from "../../server/http/resolve.ts";
import { pageScriptHashes, walk } from "../../server/build-manifest.mjs";
import { readCommandLine } from "../../server/cli.mjs";
import { writeDeployConfigs } from "./deploy-configs.ts";
import { deferHydration, staticImports, trimManifest } from "./paint-first.ts";
import { buildSearchIndex } from "./search-index.ts";
import { DEFAULT_LANG, LANGS, LANGUAGES } from "../../config/languages.mjs";
import { glossaryRules, pagesWithEnglish, readGlossary } from "./english-words.ts";
import { avoidRules, pagesWithAvoidedWordings } from "./avoided-wordings.ts";
import { pagesWithLongTitles } from "./page-titles.ts";
import { readContentSettings, readGroup } from "../../config/settings.mjs";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files smaller than this gain too little from compression to be worth a second and third copy. */
export const PRECOMPRESS_MIN_BYTES = 1024;
const LARGE_FILE_BYTES = 1024 * 1024;

/**
 * Brotli's best quality (11) for normal files; it takes about a minute on the CMS's 5 MB script, so files over 1 MiB
 * get quality 5 instead (still smaller than gzip -9, in a second).
 */
export function brotliOptions(size: number): zlib.BrotliOptions {
  const quality = size > LARGE_FILE_BYTES ? 5 : zlib.constants.BROTLI_MAX_QUALITY;
  return { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } };
}

/**
 * Compressed copies of a file's bytes: from `cacheDir` when the same bytes were compressed by an earlier build (most
 * files are: hashed assets, the CMS, unchanged pages), else compressed now and kept there. Brotli at its best quality is
 * most of the post-build time, so a rebuild only compresses what changed.
 */
async function compressed(raw: Buffer, cacheDir: string | undefined): Promise<[Buffer, Buffer]> {
  const options = brotliOptions(raw.length);
  const key = cacheDir && createHash("sha256").update(JSON.stringify(options)).update(raw).digest("hex");
  const cached = key ? path.join(cacheDir, key) : "";
  if (cached) {
    try {
      return await Promise.all([readFile(`${cached}.br`), readFile(`${cached}.gz`)]);
    } catch {
      // Not compressed before: compress below.
    }
  }
  const bodies = await Promise.all([brotli(raw, options), gzip(raw, { level: 9 })]);
  if (cached) {
    try {
      await mkdir(cacheDir!, { recursive: true });
      for (const [extension, body] of [
        [".br", bodies[0]],
        [".gz", bodies[1]],
      ] as const) {
        await writeFile(`${cached}${extension}.${process.pid}.tmp`, body);
        await rename(`${cached}${extension}.${process.pid}.tmp`, `${cached}${extension}`);
      }
    } catch {
      // A cache that cannot be written only costs time.
    }
  }
  return bodies;
}

/**
 * Writes file.br and file.gz beside every compressible file of at least PRECOMPRESS_MIN_BYTES; returns their names.
 * With `cacheDir`, compressed bytes are reused across builds (see `compressed`).
 */
export async function precompress(
  dir: string,
  files: string[],
  { cacheDir }: { cacheDir?: string } = {},
): Promise<string[]> {
  const written: string[] = [];
  const candidates = files.filter((file) => !/\.(br|gz)$/.test(file) && isCompressible(contentType(file)));
  // A few at a time: zlib's async work runs on libuv's 4 threads anyway.
  const queue = [...candidates];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const full = path.join(dir, file);
      if ((await stat(full)).size < PRECOMPRESS_MIN_BYTES) continue;
      const raw = await readFile(full);
      const [br, gz] = await compressed(raw, cacheDir);
      // A variant that is not smaller is useless: sirv would send it anyway, so none is written.
      for (const [extension, body] of [
        [".br", br],
        [".gz", gz],
      ] as const) {
        if (body.length >= raw.length) continue;
        // Written beside and renamed, so an interrupted build never leaves a truncated variant for sirv to send.
        await writeFile(`${full}${extension}.tmp`, body);
        await rename(`${full}${extension}.tmp`, `${full}${extension}`);
        written.push(`${file}${extension}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return written.sort();
}

/**
 * The post-build step over `root`/build (the project's own build unless a test names another folder, whose
 * node_modules must reach the project's: the precompression cache lives there).
 */
async function postbuild(root: string) {
  const client = path.join(root, "build", "client");
  // Our own 404 page is the fallback for hosts that serve a file for unknown paths; React Router's SPA fallback
  // (an empty shell with a developer console message) is not needed.
  await rm(path.join(client, "__spa-fallback.html"), { force: true });
  // The languages this build has (a test's build may have English alone): each has its pages under its prefix.
  const langs = LANGS.filter((lang) =>
    existsSync(path.join(client, LANGUAGES[lang].prefix.slice(1), "404", "index.html")),
  );
  for (const lang of langs) {
    const prefix = LANGUAGES[lang].prefix.slice(1);
    await copyFile(path.join(client, prefix, "404", "index.html"), path.join(client, prefix, "404.html"));
  }

  // Precompressed files of an earlier build are left out (and rewritten below).
  const allFiles = await walk(client);
  await Promise.all(allFiles.filter((name) => /\.(br|gz)$/.test(name)).map((name) => rm(path.join(client, name))));
  const files = allFiles.filter((name) => !/\.(br|gz)$/.test(name));

  // Each language's route manifest without its resource routes, under its new content name (scripts/build/paint-first.ts).
  const manifests = files.filter((name) => /^assets\/manifest-[\w-]+\.js$/.test(name));
  if (manifests.length !== langs.length)
    throw new Error(
      `postbuild: expected one route manifest per language (${langs.join(", ")}), found ${manifests.length}`,
    );
  const renamed: Record<string, string> = {};
  const startFiles = new Set<string>();
  for (const manifest of manifests) {
    const trimmed = trimManifest(await readFile(path.join(client, manifest), "utf8"));
    await writeFile(path.join(client, trimmed.file), trimmed.code);
    // (Run twice over one build, the manifest is already the trimmed one, under the same name.)
    if (trimmed.file !== manifest) await rm(path.join(client, manifest));
    renamed[`/${manifest}`] = `/${trimmed.file}`;
    startFiles.add(trimmed.file);
  }

  // Each built module's static imports, read once for all pages (the start scripts run the modules in that order).
  const imports = new Map<string, string[]>();
  const importsOf = (file: string) => {
    if (!imports.has(file)) imports.set(file, staticImports(file, readFileSync(path.join(client, file), "utf8")));
    return imports.get(file)!;
  };
  const hashes: Record<string, string[]> = {};
  for (const file of files.filter((name) => name.endsWith(".html"))) {
    const deferred = deferHydration(await readFile(path.join(client, file), "utf8"), { renamed, importsOf });
    const html = deferred.html;
    await writeFile(path.join(client, file), html);
    for (const [name, content] of Object.entries(deferred.files)) {
      await writeFile(path.join(client, name), content);
      startFiles.add(name);
    }
    hashes[file] = pageScriptHashes(html);
  }
  // A page in another language shows no English outside what is marked English (scripts/build/english-words.ts).
  for (const lang of LANGS.filter((each) => each !== DEFAULT_LANG)) {
    const prefix = LANGUAGES[lang].prefix.slice(1);
    // The glossary's translated terms too: content/data/glossary.{lang}.yml (CONTENT_DIR, relative to the project).
    const terms = await readGlossary(path.resolve(root, readGroup("build").CONTENT_DIR), lang);
    const glossary = glossaryRules(terms);
    const pages = await pagesWithEnglish(
      client,
      files.filter((name) => name.startsWith(`${prefix}/`) && name.endsWith(".html")),
      glossary,
    );
    if (pages.length > 0)
      throw new Error(
        `postbuild: English words on ${pages.length} ${LANGUAGES[lang].inEnglish} page(s); translate them in content (or mark an English name lang="en"):\n${pages
          .map(
            (page) =>
              `  ${page.file}: ${page.words.slice(0, 6).join("; ")}${page.words.length > 6 ? `; and ${page.words.length - 6} more` : ""}`,
          )
          .join("\n")}`,
      );
    // One word per concept: the glossary's `avoid:` wordings (scripts/build/avoided-wordings.ts).
    const avoided = await pagesWithAvoidedWordings(
      client,
      files.filter((name) => name.startsWith(`${prefix}/`) && name.endsWith(".html")),
      avoidRules(terms),
    );
    if (avoided.length > 0)
      throw new Error(
        `postbuild: wordings the glossary avoids on ${avoided.length} ${LANGUAGES[lang].inEnglish} page(s); use the glossary's term in content:\n${avoided
          .map(
            (page) =>
              `  ${page.file}: ${page.words.slice(0, 6).join("; ")}${page.words.length > 6 ? `; and ${page.words.length - 6} more` : ""}`,
          )
          .join("\n")}`,
      );
  }
  // Every page's title, in every language, fits a search result whole (scripts/build/page-titles.ts).
  const longTitles = await pagesWithLongTitles(
    client,
    files.filter((name) => name.endsWith(".html")),
  );
  if (longTitles.length > 0)
    throw new Error(
      `postbuild: ${longTitles.length} page title(s) too long; shorten them in content:\n${longTitles.map((page) => `  ${page.file}: ${page.problem}`).join("\n")}`,
    );
  // One policy serves the whole site only while every page runs the same inline code: a page that differs would be
  // blocked by it, so the build stops here instead.
  const different = pagesWithOtherScripts(hashes);
  if (different.length)
    throw new Error(
      `postbuild: inline scripts differ from the other pages' in ${different.slice(0, 5).join(", ")}; move per-page data out of executable scripts`,
    );
  await writeFile(path.join(root, "build", "csp-hashes.json"), JSON.stringify(hashes, null, 1));

  const resourceData = files.filter((name) => /\.(png|xml|txt|svg)\.data$/.test(name));
  await Promise.all(resourceData.map((name) => rm(path.join(client, name))));
  const served = [
    ...new Set([...files.filter((name) => !resourceData.includes(name) && !manifests.includes(name)), ...startFiles]),
  ];

  console.log(
    `postbuild: one CSP for ${Object.keys(hashes).length} pages (${siteScriptHashes(hashes).length} inline-script hashes); ${startFiles.size} boot, start and hydration files; removed ${resourceData.length} resource .data files`,
  );
  await writeDeployConfigs({ root });
  // Whether the pages just built offer "Pay", in one line: a site that sells needs the Node server (on a static host
  // its Pay buttons would post nowhere). STRIPE_SECRET_KEY may come from .env, which writeDeployConfigs has loaded.
  console.log(
    readContentSettings().selling
      ? "postbuild: selling snapshots with Stripe Checkout: Pay buttons post to /api/checkout (needs the Node server)"
      : "postbuild: not selling snapshots (no STRIPE_SECRET_KEY): snapshot pages link to their checkoutUrl or open the question popup",
  );
  const indexing = Date.now();
  const search = await buildSearchIndex(client);
  console.log(`postbuild: search index of ${search.pages} pages in ${((Date.now() - indexing) / 1000).toFixed(1)} s`);
  const started = Date.now();
  // The search's script is precompressed with the rest; its index files are compressed by Pagefind already.
  const toCompress = [
    ...served.filter((file) => !file.startsWith("pagefind/")),
    ...(await walk(path.join(client, "pagefind"))).map((file) => `pagefind/${file}`),
  ];
  const written = await precompress(client, toCompress, {
    cacheDir: path.join(root, "node_modules", ".cache", "precompress"),
  });
  console.log(
    `postbuild: ${written.length} precompressed .br/.gz files in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = readCommandLine({
    command: "node scripts/build/postbuild.ts",
    summary: "The step of npm run build after react-router build (on build/).",
    options: {
      root: {
        type: "string",
        value: "<folder>",
        about: "Work on <folder>/build instead of this project's (tests build elsewhere)",
      },
    },
  });
  await postbuild(path.resolve(values.root ?? fileURLToPath(new URL("../..", import.meta.url))));
}
