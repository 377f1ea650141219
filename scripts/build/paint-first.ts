// Paint first, hydrate after: rewrites each prerendered page so that nothing but its HTML and CSS stands between the
// visitor and the first paint, and so that its HTML fits the first round trip.
//
// React Router writes, per page: <link rel="modulepreload"> tags (fetched at high priority while the page is still
// rendering), an inline module script whose static imports load and start the app, an inline script creating the
// context object the app reads (with the stream its loader data is fed into), inline scripts feeding the page's
// serialised loader data (needed to hydrate, not to paint) into that stream, and the scroll restoration script. Here:
// - the module script's code moves, unchanged, into a small content-named module (assets/boot-*.js, one per route), so
//   it still runs as one module graph in the same order;
// - the loader data moves into a content-named text file (assets/hydration-*.txt);
// - the context script and the module preloads move into one content-named classic script per page
//   (assets/start-*.js): it creates the context, adds the preloads, fetches the data into the context's stream and
//   imports the boot module. Nothing reads the context before the boot module runs, so React then hydrates exactly as
//   before;
// - what stays in the page is one small inline script at its end: React Router's scroll restoration (it must run
//   before the first paint of a reload), minified, and a starter that adds the start script after the window's load
//   event and the first contentful paint, named by the script element's data-start attribute so that the inline code
//   is the same on every page (one set of hashes for the whole site). The CSP hashes are computed afterwards from the rewritten pages
//   (scripts/build/postbuild.ts). The elements of React Router's inline scripts stay, empty, where React expects them when
//   it hydrates (a browser never runs an empty script, so they need no hash).
import { createHash } from "node:crypto";
import { minify_sync } from "terser";
import { AFTER_PAINT } from "../../lib/after-paint.ts";
import { BRAND_FACE } from "../../lib/font-loading.ts";

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const STREAM_ENQUEUE =
  /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const STREAM_CLOSE = /<script>window\.__reactRouterContext\.streamController\.close\(\);<\/script>/g;
const SCROLL_RESTORATION = /<script>(\(\(storageKey\d*, restoreKey\) => \{[\s\S]*?)<\/script>/;
const CONTEXT = /<script>(window\.__reactRouterContext = [\s\S]*?)<\/script>/;

export interface DeferredPage {
  html: string;
  /** Files to write under the client folder (path relative to it, content). */
  files: Record<string, string>;
}

function contentName(prefix: string, content: string, extension: string): string {
  return `assets/${prefix}-${createHash("sha256").update(content).digest("base64url").slice(0, 10)}${extension}`;
}

/** The attribute of the inline script that names the page's start script (the only thing that differs per page). */
export const START_ATTRIBUTE = "data-start";

/**
 * The inline script's part that adds the page's start script after the load event and the first paint. It reads the
 * start script's name from its own element's data-start attribute, so its code, and so its hash, is the same on every
 * page: one Content-Security-Policy serves the whole site. (An attribute is data, never run; only a same-origin script
 * may load, as script-src allows.)
 */
export function starterScript(): string {
  return (
    '(function(d,w,u){function go(){var s=d.createElement("script");s.src=u;d.body.appendChild(s)}' +
    // After the load event (the page's own files are in), the first contentful paint (the head script declares the
    // function that waits for it; without it, at once) and the brand face of a first visit, requested after that
    // paint (lib/font-loading.ts), and the frame that draws it: its swap lays the page out again, which must not
    // land inside hydration.
    "function swapped(){requestAnimationFrame(function(){setTimeout(go,0)})}" +
    `function start(){(w.${AFTER_PAINT}||function(c){c()})(function(){var f=w.${BRAND_FACE}||d.fonts&&d.fonts.ready;f?f.then(swapped,swapped):go()})}` +
    'd.readyState==="complete"?start():w.addEventListener("load",start,{once:true})})(document,window,document.currentScript.dataset.start)'
  );
}

/**
 * The page's start script: React Router's context (with the stream the app reads its loader data from), the module
 * preloads, the loader data fetched into that stream, then the page's modules that can run before hydration, one task
 * each (`stages`, from `evaluationStages`), and last the boot module. Evaluated together, the framework and the page's
 * code were one task of 60-100 ms on a phone's CPU; a message between them lets the browser handle a tap or paint in
 * between (a message, not a timer: nested timers are held back 4 ms each). The data stays a text file (fetched, never
 * parsed as code), so it does not count as the page's JavaScript.
 */
export function startScript({
  context,
  preloads,
  stages = [],
  data,
  boot,
}: {
  context: string;
  preloads: string[];
  stages?: string[];
  data: string;
  boot: string;
}): string {
  // The stages are named by their place in the preloads, which name them already.
  const order = stages.map((file) => preloads.indexOf(file)).filter((index) => index >= 0);
  return (
    `${context};(function(d,w){var p=${JSON.stringify(preloads)};` +
    'p.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});' +
    "var c=w.__reactRouterContext.streamController;" +
    `fetch(${JSON.stringify(data)}).then(function(r){if(!r.ok)throw Error(r.status);return r.text()})` +
    ".then(function(t){c.enqueue(t);c.close()},function(e){c.error(e)});" +
    (order.length === 0
      ? `import(${JSON.stringify(boot)})`
      : `var s=${JSON.stringify(order)},i=0;function b(){import(${JSON.stringify(boot)})}` +
        // A stage that fails to load leaves it to the boot module, which fails as it did before (or loads it then).
        "function n(){if(i<s.length)import(p[s[i++]]).then(function(){var m=new MessageChannel;m.port1.onmessage=n;m.port2.postMessage(0)},b);else b()}n()") +
    "})(document,window)"
  );
}

/**
 * The static imports at the head of a built chunk (Rollup writes them first, `import{a as b}from"./x.js"` or
 * `import"./x.js"`, after any comment), as site paths. Dynamic imports are not among them: they load on first use.
 */
export function staticImports(file: string, code: string): string[] {
  const found: string[] = [];
  const head = /^(?:\s|\/\*[\s\S]*?\*\/|\/\/[^\n]*\n)*import\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+)["'];?/;
  let rest = code;
  for (let match = head.exec(rest); match; match = head.exec(rest)) {
    found.push(new URL(match[1]!, `https://site${file}`).pathname);
    rest = rest.slice(match[0].length);
  }
  return found;
}

/**
 * The page's preloaded modules that may run before hydration starts, each after the modules it imports: every one
 * except the module that hydrates (`entry`, which must run after the boot module has named the route modules) and those
 * that import it, directly or not.
 */
export function evaluationStages(preloads: string[], entry: string, importsOf: (file: string) => string[]): string[] {
  const graph = new Map<string, string[]>();
  const collect = (file: string) => {
    if (graph.has(file)) return;
    graph.set(file, file === entry ? [] : importsOf(file));
    for (const dependency of graph.get(file)!) collect(dependency);
  };
  preloads.forEach(collect);
  // Everything from which the entry can be reached, cycles included, grown until nothing more joins.
  const reachesEntry = new Set([entry]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [file, imports] of graph)
      if (!reachesEntry.has(file) && imports.some((dependency) => reachesEntry.has(dependency))) {
        reachesEntry.add(file);
        grew = true;
      }
  }
  const order: string[] = [];
  const visited = new Set<string>();
  const visit = (file: string) => {
    if (visited.has(file) || reachesEntry.has(file)) return;
    visited.add(file);
    graph.get(file)!.forEach(visit);
    order.push(file);
  };
  preloads.forEach(visit);
  return order;
}

const MANIFEST = /^window\.__reactRouterManifest=(\{[\s\S]*\});?$/;

interface ManifestRoute {
  hasDefaultExport?: boolean;
}

/**
 * React Router's route manifest (assets/manifest-*.js, loaded by every page) without its resource routes: the sitemap,
 * the feed, the icons and the generated images are files the build writes, which the browser fetches or navigates to
 * directly (plain links and image sources), never through the router. Half the manifest's routes, about 0.4 KB
 * gzipped on every page. Returns the trimmed module and its content name.
 */
export function trimManifest(code: string): { file: string; code: string } {
  const match = MANIFEST.exec(code.trim());
  if (!match) throw new Error("paint-first: unexpected route manifest shape");
  // React Router's manifest, in the shape this file reads (tested by paint-first.test.ts).
  const manifest = JSON.parse(match[1]!) as { routes: Record<string, ManifestRoute>; url?: string };
  for (const [id, route] of Object.entries(manifest.routes))
    if (route.hasDefaultExport === false) delete manifest.routes[id];
  const unnamed = JSON.stringify({ ...manifest, url: "" });
  const file = contentName("manifest", unnamed, ".js");
  return { file, code: `window.__reactRouterManifest=${JSON.stringify({ ...manifest, url: `/${file}` })};` };
}

/** React Router's own inline code, minified once per distinct script (it is the same on every page). */
const minified = new Map<string, string>();
function minifyInline(code: string): string {
  let result = minified.get(code);
  if (result === undefined) {
    result = minify_sync(code, { compress: true, mangle: true }).code ?? code;
    minified.set(code, result);
  }
  return result;
}

/**
 * Rewrites one prerendered page; a page without React Router's scripts is returned unchanged. `importsOf` reads a built
 * module's static imports (`staticImports`); without it, the page's modules all run in the boot module's task.
 */
export function deferHydration(
  html: string,
  { renamed = {}, importsOf }: { renamed?: Record<string, string>; importsOf?: (file: string) => string[] } = {},
): DeferredPage {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (scripts.length === 0) return { html, files: {} };
  // Files replaced by the build (the trimmed route manifest) are referred to by their new names.
  const rename = (code: string) =>
    Object.entries(renamed).reduce((result, [from, to]) => result.replaceAll(from, to), code);
  const body = rename(scripts[0]![1]!);
  // Each enqueued chunk is a JSON string literal.
  const chunks = [...html.matchAll(STREAM_ENQUEUE)].map((match) => JSON.parse(match[1]!) as string);
  // Anything else means React Router changed the shape of its scripts: stop the build rather than ship a page that
  // never hydrates.
  if (scripts.length > 1 || chunks.length === 0 || [...html.matchAll(STREAM_CLOSE)].length !== 1) {
    throw new Error("paint-first: expected one module script, the loader data and one stream close per page");
  }
  if (!/window\.__reactRouterRouteModules\s*=/.test(body) || !/\bimport\("[^"]+"\)/.test(body)) {
    throw new Error(`paint-first: unexpected module script ${JSON.stringify(body.slice(0, 200))}`);
  }

  const boot = contentName("boot", body, ".js");
  const preloads = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => rename(match[1]!)))];
  const scroll = SCROLL_RESTORATION.exec(html);
  const context = CONTEXT.exec(html);
  if (!context) throw new Error("paint-first: expected React Router's context script");
  const payload = chunks.join("");
  const data = contentName("hydration", payload, ".txt");
  const entry = /\bimport\("([^"]+)"\)/.exec(body)![1]!;
  const stages = importsOf ? evaluationStages(preloads, entry, importsOf) : [];
  const start = startScript({
    context: minifyInline(context[1]!),
    preloads,
    stages,
    data: `/${data}`,
    boot: `/${boot}`,
  });
  const startFile = contentName("start", start, ".js");
  const inline = [...(scroll ? [minifyInline(scroll[1]!)] : []), starterScript()];
  const script = `<script ${START_ATTRIBUTE}="/${startFile}">${inline.join(";")}</script>`;
  const rewritten = html
    .replace(MODULE_PRELOAD, "")
    .replace(STREAM_ENQUEUE, "")
    .replace(STREAM_CLOSE, "")
    .replace(scroll?.[0] ?? "", scroll ? "<script></script>" : "")
    .replace(context[0], "<script></script>")
    .replace(scripts[0]![0], () => script);
  // The page's other inline scripts (the head script: theme, early taps, after-paint, font) are written readable in
  // lib; minified here, the bytes every page carries before its first paint shrink a little further.
  const minifiedPage = rewritten.replace(/<script>((?:(?!<\/script>)[\s\S])+)<\/script>/g, (element, code: string) =>
    element === script ? element : `<script>${minifyInline(code)}</script>`,
  );
  return { html: minifiedPage, files: { [boot]: body, [startFile]: start, [data]: payload } };
}
