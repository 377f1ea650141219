// The server runs without the Markdown and YAML stack: names and prices for leads come from the JSON catalog the
// build writes (build/lead-catalog.json), never from the content loader. esbuild follows every static and dynamic
// import (and require) of the server's entry points, as Node would load them, and lists what it reached.
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const ENTRY_POINTS = ["server/index.ts", "server/start.ts", "server/enquiries/leads-cli.ts", "server/testing/serve.ts"];
/** Packages that only the build's content loader needs. */
const BUILD_ONLY =
  /^(unified|yaml|remark-.*|rehype-.*|mdast-.*|hast-.*|micromark.*|image-size|github-slugger|unist-.*)$/;

async function importGraph() {
  const result = await build({
    entryPoints: ENTRY_POINTS,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    write: false,
    metafile: true,
    logLevel: "silent",
    outdir: "out",
  });
  const files = Object.keys(result.metafile.inputs);
  const packages = new Set(
    files
      .filter((file) => file.includes("node_modules/"))
      .map((file) => /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)![1]!),
  );
  return { files: files.filter((file) => !file.includes("node_modules/")), packages: [...packages].sort() };
}

describe("the server's import graph", () => {
  it("holds no Markdown, YAML or content loader code", async () => {
    const { files, packages } = await importGraph();
    // The walk itself works: the server's own modules and its packages are there.
    expect(files).toEqual(
      expect.arrayContaining(["server/index.ts", "contracts/lead-catalog.ts", "config/settings.mjs"]),
    );
    expect(packages).toEqual(expect.arrayContaining(["sirv", "mrmime", "zod", "@libsql/client"]));
    expect(packages.filter((name) => BUILD_ONLY.test(name))).toEqual([]);
    expect(files.filter((file) => file.startsWith("app/content-model/"))).toEqual([]);
  });
});
