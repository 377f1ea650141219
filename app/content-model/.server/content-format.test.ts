import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentFiles, formatContent } from "./content-files";
import { formatContentFile, readYaml } from "./content-format";

const ROOT = path.resolve(__dirname, "../../..");

describe("the content files", () => {
  it("are each stored as the CMS writes them, so a change made in the CMS changes only its own lines", () => {
    // A file listed here was edited by hand or by a tool: `npm run content:format` rewrites it, nothing else changes.
    expect(formatContent(ROOT)).toEqual([]);
  });

  it("cover every collection the CMS edits", () => {
    const folders = new Set(contentFiles(ROOT).map(({ file }) => path.dirname(file)));
    expect([...folders].sort()).toEqual([
      "content/data",
      "content/industries",
      "content/legal",
      "content/people",
      "content/posts",
      "content/services",
      "content/snapshots",
    ]);
  });
});

describe("formatContentFile", () => {
  it("orders the top-level keys as the fields, folds long text at 80 columns and keeps the Markdown body byte for byte", () => {
    const body = "\nFirst paragraph.  \n\n| a | b |\n|---|---|\n\n{{site.name}} ends without a line break";
    const long = "word ".repeat(30).trim();
    const text = `---\nprice: 150\nname: "A name"\nfigures:\n  source: ${long}\n  verified: false\n---\n${body}`;
    const formatted = formatContentFile(text, "md", ["name", "price", "figures"]);
    expect(formatted.startsWith("---\nname: A name\nprice: 150\nfigures:\n  source: word")).toBe(true);
    expect(formatted.split("\n").every((line) => line.length <= 80)).toBe(true);
    expect(formatted.endsWith(`---\n${body}`)).toBe(true);
    // Nested objects keep their own order (the CMS sorts the top level only); the values are unchanged.
    expect(formatted.indexOf("source:")).toBeLessThan(formatted.indexOf("verified:"));
    expect(readYaml(formatted.split("---\n")[1]!)).toEqual({
      name: "A name",
      price: 150,
      figures: { source: long, verified: false },
    });
  });

  it("is stable: a formatted file formats to itself, and one changed value changes one line", () => {
    const order = ["name", "price", "tagline"];
    const once = formatContentFile(`name: X\ntagline: ${"long words ".repeat(12)}\nprice: 147\n`, "yml", order);
    expect(formatContentFile(once, "yml", order)).toBe(once);
    const changed = formatContentFile(once.replace("price: 147", "price: 152"), "yml", order);
    const lines = (text: string) => text.split("\n");
    expect(lines(changed).filter((line, index) => line !== lines(once)[index])).toEqual(["price: 152"]);
  });

  it("puts an object of more than eight keys in the order the CMS holds it (Immutable's), as a save would", () => {
    const keys = "abcdefghij".split("");
    const text = `group:\n${keys.map((key) => `  ${key}: 1`).join("\n")}\n`;
    const formatted = formatContentFile(text, "yml", ["group"]);
    expect(Object.keys((readYaml(formatted) as { group: object }).group).sort()).toEqual(keys);
    expect(formatContentFile(formatted, "yml", ["group"])).toBe(formatted);
  });
});
