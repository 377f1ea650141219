// ARCHITECTURE.md's code map names every top-level folder in the repository, and .dependency-cruiser.mjs places every
// one with code in the top-level layers, so a new folder comes with its place on the map and in the layers.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const root = new URL("../..", import.meta.url);
const architecture = readFileSync(new URL("ARCHITECTURE.md", root), "utf8");

describe("ARCHITECTURE.md", () => {
  it("has a code map entry for every top-level folder Git tracks", () => {
    const files = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n");
    const folders = [
      ...new Set(files.filter((file) => file.includes("/")).map((file) => file.slice(0, file.indexOf("/")))),
    ];
    expect(folders.length).toBeGreaterThan(5);
    const mapped = [...architecture.matchAll(/^###\s+`([^`/]+)\//gm)].map((match) => match[1]);
    expect(folders.filter((folder) => !mapped.includes(folder))).toEqual([]);
  });

  it("places every top-level folder with code in the one-way layers of .dependency-cruiser.mjs", async () => {
    const files = execFileSync("git", ["ls-files", "*.ts", "*.tsx", "*.mjs"], { cwd: root, encoding: "utf8" }).split(
      "\n",
    );
    const folders = new Set(files.filter((file) => file.includes("/")).map((file) => file.slice(0, file.indexOf("/"))));
    const { default: config } = (await import(new URL(".dependency-cruiser.mjs", root).href)) as {
      default: { forbidden: { name: string; from: { path?: string } }[] };
    };
    const layered = config.forbidden
      .filter((rule) => rule.name.startsWith("top-level-one-way-"))
      .map((rule) => rule.from.path?.replace(/^\^|\/$/g, ""));
    // The top layer has no rule of its own: nothing is above it.
    expect([...folders].filter((folder) => !layered.includes(folder))).toEqual(["tests"]);
  });

  it("is linked from the README", () => {
    expect(readFileSync(new URL("README.md", root), "utf8")).toContain("(ARCHITECTURE.md)");
  });
});
