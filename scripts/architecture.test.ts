// ARCHITECTURE.md's code map names every top-level folder in the repository, so a new folder comes with its place on
// the map (and in the layers of .dependency-cruiser.mjs).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const root = new URL("..", import.meta.url);
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

  it("is linked from the README", () => {
    expect(readFileSync(new URL("README.md", root), "utf8")).toContain("(ARCHITECTURE.md)");
  });
});
