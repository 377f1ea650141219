// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { pageScriptHashes } from "../../server/build-manifest.mjs";
import { BRAND_FACE } from "../../lib/font-loading";
import { deferHydration, evaluationStages, staticImports, trimManifest } from "./paint-first";

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
const CONTEXT_SCRIPT = `window.__reactRouterContext = {"basename":"/"};window.__reactRouterContext.stream = new ReadableStream({
      start(controller) {
        window.__reactRouterContext.streamController = controller;
      }
    }).pipeThrough(new TextEncoderStream());`;
const PAYLOAD = '[{"_1":2},"loaderData",{"_3":4},"routes/pricing","a \\"quoted\\" word"]\n';
const HEAD_SCRIPT = `try { var theme = localStorage.getItem("theme"); if (theme === "dark") document.documentElement.dataset.theme = theme; } catch (error) {}
function __afterPaint(callback) { setTimeout(callback, 0); }`;
const PAGE = [
  `<html><head><script>${HEAD_SCRIPT}</script><script type="application/ld+json">{"@type": "Organization"}</script><link rel="stylesheet" href="/assets/app.css"/>`,
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/>',
  '<link rel="modulepreload" href="/assets/root-2.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/>',
  "</head><body><main><h1>Pricing</h1></main>",
  `<script>${SCROLL_SCRIPT}</script>`,
  `<script>${CONTEXT_SCRIPT}</script><script type="module" async="">${MODULE_BODY}</script>`,
  `<div hidden id="S:0"><script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(PAYLOAD)});</script></div>`,
  "<script>window.__reactRouterContext.streamController.close();</script>",
  "</body></html>",
].join("");

describe("paint first, hydrate after", () => {
  const { html, files } = deferHydration(PAGE);
  const bootFile = Object.keys(files).find((name) => name.startsWith("assets/boot-"))!;
  const startFile = Object.keys(files).find((name) => name.startsWith("assets/start-"))!;
  const start = files[startFile]!;

  it("leaves no module preload, module script, context object or loader data in the page", () => {
    expect(html).not.toContain('modulepreload" href');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain("streamController");
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toContain("loaderData");
    expect(html).toContain("<main><h1>Pricing</h1></main>");
  });

  it("moves React Router's module code, unchanged, into a content-named boot module", () => {
    expect(bootFile).toMatch(/^assets\/boot-[\w-]{10}\.js$/);
    expect(files[bootFile]).toBe(MODULE_BODY);
  });

  it("keeps one inline script: the scroll restoration, minified, then a starter that waits for the load event and the first paint", () => {
    const scripts = [...html.matchAll(/<script(?: data-start="[^"]+")?>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1]!,
    );
    // The elements of React Router's scripts stay, empty, for React to hydrate; only the joined one has code.
    expect(scripts.filter(Boolean)).toHaveLength(2);
    expect(scripts).toHaveLength(4);
    const script = scripts.filter(Boolean).at(-1)!;
    expect(script).toContain('"react-router-scroll-positions"');
    expect(script).not.toContain("storageKey2");
    expect(script.indexOf("react-router-scroll-positions")).toBeLessThan(script.indexOf("(function(d,w,u)"));
    // The page's start script is named by an attribute, so the code (and its hash) is the same on every page.
    expect(html).toContain(`<script data-start="/${startFile}">${script}</script>`);
    expect(script).not.toContain(startFile);
    expect(script).toContain('addEventListener("load"');
    expect(script).toContain("__afterPaint||");
  });

  it("minifies the page's other inline scripts, keeps their globals, and leaves JSON-LD alone", () => {
    const head = /<head><script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(head.length).toBeLessThan(HEAD_SCRIPT.length * 0.8);
    expect(head).toContain("function __afterPaint(");
    expect(html).toContain('<script type="application/ld+json">{"@type": "Organization"}</script>');
  });

  it("has the page's start script create the context, add the preloads, feed the loader data into it and import the boot module", async () => {
    expect(startFile).toMatch(/^assets\/start-[\w-]{10}\.js$/);
    const dataFile = Object.keys(files).find((name) => name.startsWith("assets/hydration-"))!;
    expect(dataFile).toMatch(/^assets\/hydration-[\w-]{10}\.txt$/);
    expect(files[dataFile]).toBe(PAYLOAD);
    const window: { __reactRouterContext?: { basename: string; stream: ReadableStream<Uint8Array> } } = {};
    const preloads: { rel?: string; href?: string }[] = [];
    const imported: string[] = [];
    const document = {
      createElement: () => ({}),
      head: { appendChild: (link: { rel: string; href: string }) => preloads.push(link) },
    };
    const fetch = async (url: string) =>
      new Response(url === `/${dataFile}` ? files[dataFile] : null, { status: url === `/${dataFile}` ? 200 : 404 });
    new Function("window", "document", "fetch", "__import", start.replace(/\bimport\(/, "__import("))(
      window,
      document,
      fetch,
      (url: string) => imported.push(url),
    );
    expect(window.__reactRouterContext?.basename).toBe("/");
    // The stream the app reads carries the loader data, whole, and ends.
    expect(await new Response(window.__reactRouterContext!.stream).text()).toBe(PAYLOAD);
    expect(preloads.map((link) => [link.rel, link.href])).toEqual([
      ["modulepreload", "/assets/manifest-1.js"],
      ["modulepreload", "/assets/entry.client-4.js"],
      ["modulepreload", "/assets/root-2.js"],
    ]);
    expect(imported).toEqual([`/${bootFile}`]);
  });

  it("names files by content, so pages of one route share their boot module", () => {
    const other = deferHydration(PAGE.replace("<h1>Pricing</h1>", "<h1>Other</h1>"));
    expect(Object.keys(other.files)).toEqual(Object.keys(files));
  });

  it("writes the same inline code into pages with different data, so one set of hashes serves every page", () => {
    const other = deferHydration(PAGE.replace("word", "other word"));
    expect(Object.keys(other.files).find((name) => name.startsWith("assets/start-"))).not.toBe(startFile);
    expect(pageScriptHashes(other.html)).toEqual(pageScriptHashes(html));
  });

  const starter = () => {
    const script = /<script data-start="[^"]+">([\s\S]*?)<\/script>/.exec(html)![1]!;
    return script.slice(script.indexOf("(function(d,w,u)"));
  };
  const frames: (() => void)[] = [];
  const requestAnimationFrame = (callback: () => void) => frames.push(callback);
  const starterDocument = (added: { src?: string }[], fonts?: { ready: Promise<unknown> }) => ({
    readyState: "loading",
    currentScript: { dataset: { start: "/assets/start-x.js" } },
    createElement: () => ({}),
    body: { appendChild: (element: { src?: string }) => added.push(element) },
    fonts,
  });

  it("has the starter load the start script its element names, after the load event", () => {
    const added: { src?: string }[] = [];
    let onLoad: (() => void) | undefined;
    const window = { addEventListener: (_type: string, listener: () => void) => (onLoad = listener) };
    new Function("document", "window", starter())(starterDocument(added), window);
    expect(added).toEqual([]);
    onLoad?.();
    expect(added).toEqual([{ src: "/assets/start-x.js" }]);
  });

  it("has the starter wait for the fonts being loaded (the brand face's swap) and the frame that draws them before it loads the start script", async () => {
    vi.useFakeTimers();
    try {
      const added: { src?: string }[] = [];
      let fontsLoaded: (() => void) | undefined;
      const ready = new Promise<void>((resolve) => (fontsLoaded = resolve));
      new Function("document", "window", "requestAnimationFrame", starter())(
        { ...starterDocument(added, { ready }), readyState: "complete" },
        {},
        requestAnimationFrame,
      );
      await vi.runAllTimersAsync();
      expect(added).toEqual([]);
      fontsLoaded?.();
      await vi.runAllTimersAsync();
      expect(added).toEqual([]);
      frames.shift()?.();
      await vi.runAllTimersAsync();
      expect(added).toEqual([{ src: "/assets/start-x.js" }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("on a first visit, has the starter wait for the brand face's swap (lib/font-loading.ts) instead", async () => {
    vi.useFakeTimers();
    try {
      const added: { src?: string }[] = [];
      let faceSwapped: (() => void) | undefined;
      const window = { [BRAND_FACE]: new Promise<void>((resolve) => (faceSwapped = resolve)) };
      new Function("document", "window", "requestAnimationFrame", starter())(
        { ...starterDocument(added, { ready: Promise.resolve() }), readyState: "complete" },
        window,
        requestAnimationFrame,
      );
      await vi.runAllTimersAsync();
      expect(frames).toEqual([]);
      expect(added).toEqual([]);
      faceSwapped?.();
      await vi.runAllTimersAsync();
      frames.shift()?.();
      await vi.runAllTimersAsync();
      expect(added).toEqual([{ src: "/assets/start-x.js" }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("leaves pages without React Router's scripts alone, and refuses a shape it does not know", () => {
    expect(deferHydration("<html><body>static</body></html>")).toEqual({
      html: "<html><body>static</body></html>",
      files: {},
    });
    expect(() => deferHydration(PAGE.replace(/<div hidden[\s\S]*?<\/div>/, ""))).toThrow(/paint-first/);
    expect(() => deferHydration(PAGE.replace("window.__reactRouterRouteModules =", "window.somethingElse ="))).toThrow(
      /paint-first/,
    );
  });
});

describe("the page's modules, run one task apart before hydration", () => {
  it("reads a built chunk's static imports, not its dynamic ones", () => {
    const code =
      'import{a as b,c}from"./vendor-1.js";import"./react-2.js";import * as x from "/assets/other-3.js";const y=import("./later-4.js");';
    expect(staticImports("/assets/root-5.js", code)).toEqual([
      "/assets/vendor-1.js",
      "/assets/react-2.js",
      "/assets/other-3.js",
    ]);
    expect(staticImports("/assets/react-2.js", "var a=1;export{a as r};")).toEqual([]);
    // A banner comment before them (a license kept at the top) does not hide them.
    expect(
      staticImports(
        "/assets/lib-6.js",
        '/*! lib v1 | MIT */\n// built\nimport"./react-2.js";import{x}from"./vendor-1.js";',
      ),
    ).toEqual(["/assets/react-2.js", "/assets/vendor-1.js"]);
  });

  // root imports the shell and the framework; the shell imports React Router, which imports React; the entry (which
  // hydrates) imports React Router and React; "tied" imports the entry.
  const imports: Record<string, string[]> = {
    "/m.js": [],
    "/root.js": ["/shell.js", "/vendor.js"],
    "/shell.js": ["/vendor.js"],
    "/vendor.js": ["/react.js"],
    "/react.js": [],
    "/entry.js": ["/vendor.js", "/react.js"],
    "/tied.js": ["/shell.js", "/entry.js"],
    "/route.js": ["/tied.js"],
  };
  const importsOf = (file: string) => imports[file]!;

  it("orders each module after what it imports, and leaves out the entry and every module that reaches it", () => {
    const stages = evaluationStages(["/m.js", "/entry.js", "/root.js", "/route.js"], "/entry.js", importsOf);
    expect(stages).toEqual(["/m.js", "/react.js", "/vendor.js", "/shell.js", "/root.js"]);
    for (const [index, file] of stages.entries())
      for (const dependency of imports[file]!) expect(stages.indexOf(dependency)).toBeLessThan(index);
  });

  it("leaves out a module whose import cycle reaches the entry, whichever is met first", () => {
    const cyclic = { ...imports, "/a.js": ["/b.js"], "/b.js": ["/a.js", "/entry.js"] };
    for (const preloads of [
      ["/a.js", "/b.js"],
      ["/b.js", "/a.js"],
    ])
      expect(evaluationStages(preloads, "/entry.js", (file) => cyclic[file as keyof typeof cyclic])).toEqual([]);
  });

  it("has the start script import the stages one message apart, then the boot module", async () => {
    const { files } = deferHydration(PAGE, {
      importsOf: (file) => ({ "/assets/root-2.js": ["/assets/entry.client-4.js"] })[file] ?? [],
    });
    const start = Object.entries(files).find(([name]) => name.startsWith("assets/start-"))![1];
    const boot = Object.keys(files).find((name) => name.startsWith("assets/boot-"))!;
    const imported: string[] = [];
    const channels: MessageChannel[] = [];
    class CountedChannel extends MessageChannel {
      constructor() {
        super();
        channels.push(this);
      }
    }
    const window = {};
    const document = { createElement: () => ({}), head: { appendChild: () => undefined } };
    const fetch = async () => new Response("data");
    const run = new Function(
      "window",
      "document",
      "fetch",
      "__import",
      "MessageChannel",
      start.replace(/\bimport\(/g, "__import("),
    );
    run(window, document, fetch, async (url: string) => imported.push(url), CountedChannel);
    // Only the manifest can run early here: root imports the entry.
    await vi.waitFor(() => expect(imported).toEqual(["/assets/manifest-1.js", `/${boot}`]));
    expect(channels).toHaveLength(1);
    for (const channel of channels) channel.port1.close();
  });
});

describe("the route manifest", () => {
  const manifest = {
    entry: { module: "/assets/entry.client-4.js", imports: [], css: [] },
    routes: {
      root: { id: "root", path: "", hasDefaultExport: true, module: "/assets/root-2.js" },
      "routes/pricing": {
        id: "routes/pricing",
        parentId: "root",
        path: "pricing",
        hasDefaultExport: true,
        module: "/assets/pricing-3.js",
      },
      "routes/rss": {
        id: "routes/rss",
        parentId: "root",
        path: "rss.xml",
        hasDefaultExport: false,
        module: "/assets/rss-5.js",
      },
    },
    url: "/assets/manifest-1.js",
    version: "1",
  };
  const trimmed = trimManifest(`window.__reactRouterManifest=${JSON.stringify(manifest)};`);

  it("keeps the page routes and drops the resource routes, under a new content name", () => {
    const window: { __reactRouterManifest?: typeof manifest } = {};
    new Function("window", trimmed.code)(window);
    expect(Object.keys(window.__reactRouterManifest!.routes)).toEqual(["root", "routes/pricing"]);
    expect(window.__reactRouterManifest!.entry).toEqual(manifest.entry);
    expect(trimmed.file).toMatch(/^assets\/manifest-[\w-]{10}\.js$/);
    expect(window.__reactRouterManifest!.url).toBe(`/${trimmed.file}`);
  });

  it("is referred to by its new name from the boot module and the preloads", () => {
    const { files } = deferHydration(PAGE, { renamed: { "/assets/manifest-1.js": `/${trimmed.file}` } });
    const boot = Object.entries(files).find(([name]) => name.startsWith("assets/boot-"))![1];
    const start = Object.entries(files).find(([name]) => name.startsWith("assets/start-"))![1];
    expect(boot).toContain(`import "/${trimmed.file}";`);
    expect(start).toContain(`"/${trimmed.file}"`);
    expect(`${boot}${start}`).not.toContain("manifest-1.js");
  });

  it("stops the build on a shape it does not know", () => {
    expect(() => trimManifest("window.somethingElse={}")).toThrow(/paint-first/);
  });
});
