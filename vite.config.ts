import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { adminPlugin } from "./app/content-model/.server/admin-plugin";
import { brandFontPlugin } from "./app/content-model/.server/brand-font";
import { siteContentPlugin } from "./app/content-model/.server/vite-plugin";
import { BUILD_GROUPS, checkSettingsOrExit, loadDotEnv, readGroup, readSettings } from "./config/settings.mjs";

loadDotEnv();
// The build stops on a bad setting, naming every bad variable, rather than baking a broken URL into every page.
checkSettingsOrExit(BUILD_GROUPS);

interface ChunkMeta {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => { importedIds: readonly string[]; code: string | null } | null;
}
const APP = fileURLToPath(new URL("./app/", import.meta.url));
const CONTENT_BARREL = "\0virtual:site-content";
/** The English pass's shell modules (scripts/build/build.ts runs it first), for the other languages' passes. */
const SHELL_FILE = fileURLToPath(new URL("./build/shell-modules.json", import.meta.url));
let shell: Set<string> | undefined;

/** The content collections a module imports from the barrel by name (the barrel itself imports every one). */
function contentPieces(code: string): string[] {
  const named = [...code.matchAll(/import\s*{([^}]*)}\s*from\s*["']virtual:site-content["']/g)];
  return named.flatMap((match) =>
    match[1]!
      .split(",")
      .map((part) => part.trim().split(/\s+as\s+/)[0]!)
      .filter(Boolean),
  );
}

/** The site's own modules a module imports statically, all the way down (not the packages). */
function staticClosure(start: string, { getModuleInfo }: ChunkMeta): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  for (let id = pending.pop(); id; id = pending.pop()) {
    if (seen.has(id) || id.includes("/node_modules/") || id === CONTENT_BARREL) continue;
    seen.add(id);
    const info = getModuleInfo(id);
    pending.push(
      ...(info?.importedIds ?? []),
      ...contentPieces(info?.code ?? "").map((name) => `${CONTENT_BARREL}/${name}`),
    );
  }
  return seen;
}

/**
 * The site's own code every page loads in one chunk: the root route with what it imports, and whatever most pages
 * import anyway (page heading, sections, meta helpers). One file compresses better than a dozen small ones that
 * each carry their own gzip overhead, and a page's JavaScript is what its HTML starts, so fewer, fuller files are
 * smaller on every page.
 */
function shellModules(meta: ChunkMeta): Set<string> {
  if (shell) return shell;
  // Another language's pass has fewer pages, so "most pages" would count differently: it takes the English pass's
  // shell (written below), and every language's pages share one split of the code.
  if (readGroup("build").SITE_LANG !== "en" && existsSync(SHELL_FILE)) {
    shell = new Set((JSON.parse(readFileSync(SHELL_FILE, "utf8")) as string[]).map((id) => id.replace(/^app\//, APP)));
    return shell;
  }
  shell = staticClosure(`${APP}root.tsx`, meta);
  const pages = [...meta.getModuleIds()].filter((id) => id.startsWith(`${APP}routes/`) && id.endsWith(".tsx"));
  const uses = new Map<string, number>();
  for (const page of pages)
    for (const id of staticClosure(page, meta)) if (id !== page) uses.set(id, (uses.get(id) ?? 0) + 1);
  for (const [id, count] of uses) if (count >= pages.length / 2) shell.add(id);
  return shell;
}

/**
 * Writes chunk-modules.json beside the browser build (in build/, not served): each chunk's name (its route module, or
 * the chunk's own name when several modules share it) and its source modules with their sizes (rendered, before
 * minifying), largest first, so the JavaScript budget test can name the module behind a chunk that grew
 * (scripts/checks/js-budgets.mjs).
 */
function chunkModulesReport(): Plugin {
  const root = fileURLToPath(new URL(".", import.meta.url));
  const short = (id: string) =>
    id
      .replace(/^\0/, "")
      .replace(root, "")
      .replace(/^.*\/node_modules\//, "node_modules/");
  return {
    name: "chunk-modules-report",
    apply: "build",
    writeBundle(options, bundle) {
      const report: Record<string, { name: string; modules: Record<string, number> }> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const modules = Object.entries(output.modules).filter(([, module]) => module.renderedLength > 0);
        report[output.fileName] = {
          // A route's chunk is named after its module (React Router marks the browser's part with a query).
          name: output.facadeModuleId?.startsWith(`${root}app/`)
            ? short(output.facadeModuleId).replace(/\?__react-router-build-client-route$/, " (route)")
            : output.name,
          modules: Object.fromEntries(
            modules
              .sort((a, b) => b[1].renderedLength - a[1].renderedLength)
              .map(([id, module]) => [short(id), module.renderedLength]),
          ),
        };
      }
      writeFileSync(path.join(options.dir!, "..", "chunk-modules.json"), `${JSON.stringify(report, null, 1)}\n`);
      if (shell && readGroup("build").SITE_LANG === "en")
        writeFileSync(
          path.join(options.dir!, "..", "shell-modules.json"),
          `${JSON.stringify([...shell].map((id) => id.replace(APP, "app/")).sort(), null, 1)}\n`,
        );
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    siteContentPlugin(),
    brandFontPlugin(),
    adminPlugin(),
    tailwindcss(),
    reactRouter(),
    ...(isSsrBuild ? [] : [chunkModulesReport()]),
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // Site settings are fixed at build time, so prerendered HTML and the client bundle agree.
  // The analytics tracker, the calendar's and the chat's code are left out of the bundle when their setting is off.
  define: {
    __SITE_SETTINGS__: JSON.stringify(readSettings()),
    // The language of this pass of the build (npm run build renders English, then Spanish under /es).
    __SITE_LANG__: JSON.stringify(readGroup("build").SITE_LANG),
    __ANALYTICS_ON__: JSON.stringify(Boolean(readSettings().analytics)),
    __BOOKING_ON__: JSON.stringify(Boolean(readSettings().bookingCalendarId)),
    __CHAT_ON__: JSON.stringify(Boolean(readSettings().chatWidgetId)),
  },
  build: {
    sourcemap: readGroup("build").SOURCEMAP && !isSsrBuild,
    assetsInlineLimit: 0,
    // Terser packs React and React Router about 3 KB (gzipped) smaller than the default esbuild minifier, on every page.
    // The server bundle only prerenders the pages at build time: minifying it would cost seconds for nothing.
    minify: isSsrBuild ? false : "terser",
    // One compression pass: a second made no page smaller (138.0 KB home either way) and took 3 s of every build.
    // ES2020 output (Vite's browser target is newer): shorthand properties and the like instead of ES5 spellings.
    // No Safari 10 workarounds: that browser cannot run this site's modules anyway.
    terserOptions: { ecma: 2020, safari10: false, compress: { passes: 1 } },
    // The post-build step measures and compresses what is served; Vite's own gzip report of every file is not needed.
    reportCompressedSize: false,
    // The calendar's window, the chat button and the contact page's Book-a-call card load on demand, each once: the
    // pages' code names no list of their files to preload, nor the calendar's small pieces the confirmation imports
    // (every name costs bytes of a first load); the browser follows those imports when the code that needs them arrives.
    modulePreload: {
      resolveDependencies: (file, deps) =>
        /(^|\/)(CalendarDialog|ChatButton|embeds|BookCallCard)-[\w-]+\.js$/.test(file)
          ? []
          : deps.filter((dep) => !/(^|\/)(ghl-embed|sent-enquiry|content-calendarWords)-[\w-]+\.js$/.test(dep)),
    },
    rollupOptions: {
      // Resource routes (feeds, images, robots.txt) and content read only while prerendering have no browser code, so
      // their chunks are empty by design; Rollup's line for each of them reads like a failed build.
      onLog(level, log, handler) {
        if (log.code === "EMPTY_BUNDLE") return;
        handler(level, log);
      },
      output: {
        // The framework in two chunks, React (with React DOM) and React Router, which every page's start script runs
        // one task apart before hydration (scripts/build/paint-first.ts): together with the entry that hydrates they were
        // one task of 60-100 ms on a phone's CPU. The site's own modules are split by the pages that use them, so a
        // page loads its own content and components, not every page's (they load after the first paint anyway).
        manualChunks(id, meta) {
          // Loaded on demand only (Core Web Vitals reporting, when analytics is configured): its own chunk.
          if (id.includes("/node_modules/web-vitals/")) return undefined;
          // The enquiry rules' phone metadata (about 29 KB): loaded when a visitor starts on a form, with its rules.
          if (id.includes("/node_modules/libphonenumber-js/")) return undefined;
          if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return "react";
          if (id.includes("/node_modules/") && !/\/entry\.client\.[jt]sx?$/.test(id)) return "vendor";
          if (shellModules(meta).has(id)) return "shell";
          // Any other content collection in its own chunk, loaded by the pages that use it (the shell would otherwise
          // take in every collection the content barrel imports).
          if (id.startsWith(`${CONTENT_BARREL}/`)) return `content-${id.slice(CONTENT_BARREL.length + 1)}`;
          return undefined;
        },
      },
    },
  },
}));
