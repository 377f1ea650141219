import { describe, expect, it } from "vitest";
import { moduleImports, pageScripts } from "./js-budget.mjs";

describe("what a page's JavaScript budget counts", () => {
  it("takes every script the HTML names, including the starter's module list", () => {
    const html = `<link rel="modulepreload" href="/assets/a.js"/><script>["/assets/b.js","/assets/c.js"].forEach(f)</script>`;
    expect(pageScripts(html).sort()).toEqual(["/assets/a.js", "/assets/b.js", "/assets/c.js"]);
  });

  it("follows static imports and re-exports, and the starter's import of the entry, but not code loaded on demand", () => {
    const code =
      'import{a as b}from"./shell-1.js";import"./side-2.js";export{c}from"./re-3.js";' +
      'const d=()=>import("./Dialog-4.js");import("/assets/entry.client-5.js");';
    expect(moduleImports(code, "/assets/boot-0.js")).toEqual([
      "/assets/shell-1.js",
      "/assets/side-2.js",
      "/assets/re-3.js",
      "/assets/entry.client-5.js",
    ]);
  });
});
