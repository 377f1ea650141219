import { describe, expect, it } from "vitest";
import { deferHydration } from "./paint-first";

// The shape React Router 7 writes into a prerendered page (shortened).
const MODULE_BODY = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/pricing-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/pricing":route1};

import("/assets/entry.client-4.js");`;
const SCROLL_SCRIPT = `((storageKey2, restoreKey) => {
    try {
      let positions = JSON.parse(sessionStorage.getItem(storageKey2) || "{}");
      if (typeof positions[restoreKey] === "number") window.scrollTo(0, positions[restoreKey]);
    } catch (error) {
      sessionStorage.removeItem(storageKey2);
    }
  })("react-router-scroll-positions", null)`;
const PAYLOAD = '[{"_1":2},"loaderData",{"_3":4},"routes/pricing","a \\"quoted\\" word"]\n';
const PAGE = [
  '<html><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/>',
  '<link rel="modulepreload" href="/assets/root-2.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/>',
  "</head><body><main><h1>Pricing</h1></main>",
  `<script>${SCROLL_SCRIPT}</script>`,
  `<script>window.__reactRouterContext = {"basename":"/"};</script><script type="module" async="">${MODULE_BODY}</script>`,
  `<div hidden id="S:0"><script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(PAYLOAD)});</script></div>`,
  "<script>window.__reactRouterContext.streamController.close();</script>",
  "</body></html>",
].join("");

describe("paint first, hydrate after", () => {
  const { html, files } = deferHydration(PAGE);
  const bootFile = Object.keys(files).find((name) => name.startsWith("assets/boot-"))!;
  const dataFile = Object.keys(files).find((name) => name.startsWith("assets/hydration-"))!;

  it("leaves no module preload, module script or loader data in the page", () => {
    expect(html).not.toContain("modulepreload\" href");
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain("streamController.enqueue(");
    expect(html).not.toContain("streamController.close()");
    expect(html).toContain("<main><h1>Pricing</h1></main>");
  });

  it("moves React Router's module code, unchanged, into a content-named boot module", () => {
    expect(bootFile).toMatch(/^assets\/boot-[\w-]{10}\.js$/);
    expect(files[bootFile]).toBe(MODULE_BODY);
  });

  it("moves the loader data, decoded, into a content-named file", () => {
    expect(dataFile).toMatch(/^assets\/hydration-[\w-]{10}\.txt$/);
    expect(files[dataFile]).toBe(PAYLOAD);
  });

  it("starts them from one inline script that waits for the load event and the first paint", () => {
    const starter = /<script>([^<]*\(function\(d,w\)[\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(starter).toContain(`import("/${bootFile}")`);
    expect(starter).toContain(`fetch("/${dataFile}")`);
    expect(starter).toContain('["/assets/manifest-1.js","/assets/entry.client-4.js","/assets/root-2.js"]');
    expect(starter).toContain('addEventListener("load"');
    expect(starter).toContain("__afterPaint||");
  });

  it("joins React Router's scroll restoration and context scripts to it, minified and in their order", () => {
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    // Their elements stay, empty, for React to hydrate; only the joined one has code.
    expect(scripts.filter(Boolean)).toHaveLength(1);
    expect(scripts).toHaveLength(3);
    const [script] = scripts.filter(Boolean) as [string];
    expect(script).toContain('"react-router-scroll-positions"');
    expect(script).not.toContain("storageKey2");
    expect(script.indexOf("react-router-scroll-positions")).toBeLessThan(script.indexOf("window.__reactRouterContext="));
    expect(script.indexOf("window.__reactRouterContext=")).toBeLessThan(script.indexOf("(function(d,w)"));
    // It still runs: the context object exists once the script has.
    const window: Record<string, unknown> = {};
    new Function("window", "sessionStorage", "document", script.slice(0, script.indexOf(";(function(d,w)")))(window, { getItem: () => null, removeItem: () => undefined }, {});
    expect(window.__reactRouterContext).toEqual({ basename: "/" });
  });

  it("names files by content, so pages of one route share their boot module", () => {
    const other = deferHydration(PAGE.replace("<h1>Pricing</h1>", "<h1>Other</h1>"));
    expect(Object.keys(other.files)).toEqual(Object.keys(files));
  });

  it("leaves pages without React Router's scripts alone, and refuses a shape it does not know", () => {
    expect(deferHydration("<html><body>static</body></html>")).toEqual({ html: "<html><body>static</body></html>", files: {} });
    expect(() => deferHydration(PAGE.replace(/<div hidden[\s\S]*?<\/div>/, ""))).toThrow(/paint-first/);
    expect(() => deferHydration(PAGE.replace("window.__reactRouterRouteModules =", "window.somethingElse ="))).toThrow(/paint-first/);
  });
});
