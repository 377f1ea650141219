// Paint first, hydrate after: rewrites each prerendered page so that nothing but its HTML and CSS stands between the
// visitor and the first paint, and so that its HTML fits the first round trip.
//
// React Router writes, per page: <link rel="modulepreload"> tags (fetched at high priority while the page is still
// rendering), an inline module script whose static imports load and start the app, and inline scripts feeding the
// page's serialised loader data (needed to hydrate, not to paint) into window.__reactRouterContext.stream. Here:
// - the module script's code moves, unchanged, into a small content-hashed module (assets/boot-*.js), so it still
//   runs as one module graph in the same order;
// - the loader data moves into a content-hashed text file (assets/hydration-*.txt);
// - one classic inline script, after the window's load event and the first contentful paint, adds the
//   same module preloads, fetches the data into the same stream and imports the boot module. React then hydrates
//   exactly as before. The CSP hashes are computed afterwards from the rewritten pages (scripts/postbuild.ts).
// - React Router's other two inline scripts (scroll restoration and the context object the app reads) join that one
//   script, in their order, minified: one inline script at the end of the page instead of three, and fewer hashes in
//   every page's Content-Security-Policy header. Their elements stay, empty, where React expects them when it hydrates
//   (a browser never runs an empty script, so they need no hash).
import { createHash } from "node:crypto";
import { minify_sync } from "terser";
import { AFTER_PAINT } from "../app/lib/after-paint.ts";

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const STREAM_ENQUEUE = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
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

/** The inline script that starts hydration after the first paint. */
export function starterScript({ preloads, data, boot }: { preloads: string[]; data: string; boot: string }): string {
  return (
    "(function(d,w){var s=0;function go(){if(s)return;s=1;" +
    `${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});` +
    "var c=w.__reactRouterContext.streamController;" +
    `fetch(${JSON.stringify(data)}).then(function(r){if(!r.ok)throw Error(r.status);return r.text()})` +
    ".then(function(t){c.enqueue(t);c.close()},function(e){c.error(e)});" +
    `import(${JSON.stringify(boot)})}` +
    // After the load event (the page's own files are in) and the first contentful paint (the head script declares
    // the function that waits for it; without it, at once).
    `function start(){(w.${AFTER_PAINT}||function(c){c()})(go)}` +
    'd.readyState==="complete"?start():w.addEventListener("load",start,{once:true})})(document,window)'
  );
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

/** Rewrites one prerendered page; a page without React Router's scripts is returned unchanged. */
export function deferHydration(html: string): DeferredPage {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (scripts.length === 0) return { html, files: {} };
  const body = scripts[0]![1]!;
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
  const payload = chunks.join("");
  const data = contentName("hydration", payload, ".txt");
  const preloads = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!))];
  const scroll = SCROLL_RESTORATION.exec(html);
  const context = CONTEXT.exec(html);
  if (!context) throw new Error("paint-first: expected React Router's context script");
  const inline = [...(scroll ? [minifyInline(scroll[1]!)] : []), minifyInline(context[1]!), starterScript({ preloads, data: `/${data}`, boot: `/${boot}` })];
  const script = `<script>${inline.join(";")}</script>`;
  const rewritten = html
    .replace(MODULE_PRELOAD, "")
    .replace(STREAM_ENQUEUE, "")
    .replace(STREAM_CLOSE, "")
    .replace(scroll?.[0] ?? "", scroll ? "<script></script>" : "")
    .replace(context[0], "<script></script>")
    .replace(scripts[0]![0], () => script);
  return { html: rewritten, files: { [boot]: body, [data]: payload } };
}
