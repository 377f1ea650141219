import { describe, expect, it } from "vitest";
import { deferHydration } from "./paint-first";

// The shape React Router 7 writes into a prerendered page (shortened).
const MODULE_BODY = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/pricing-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/pricing":route1};

import("/assets/entry.client-4.js");`;
const PAYLOAD = '[{"_1":2},"loaderData",{"_3":4},"routes/pricing","a \\"quoted\\" word"]\n';
const PAGE = [
  '<html><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/>',
  '<link rel="modulepreload" href="/assets/root-2.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/>',
  "</head><body><main><h1>Pricing</h1></main>",
  `<script>window.__reactRouterContext = {};</script><script type="module" async="">${MODULE_BODY}</script>`,
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
    const starter = /<script>(\(function\(d,w\)[\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(starter).toContain(`import("/${bootFile}")`);
    expect(starter).toContain(`fetch("/${dataFile}")`);
    expect(starter).toContain('["/assets/manifest-1.js","/assets/entry.client-4.js","/assets/root-2.js"]');
    expect(starter).toContain('addEventListener("load"');
    expect(starter).toContain("afterPaint(go)");
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
