// The guides' settings tables are the declarations in config/settings.mjs, and the declarations cover every variable the
// code reads: a setting added, changed or read without being declared fails here.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SETTINGS } from "../../config/settings.mjs";
import { GUIDES, ROOT, groupsIn, withSettingsTables } from "./settings-table.mjs";

const guides = GUIDES.map((guide) => ({ guide, text: readFileSync(path.join(ROOT, guide), "utf8") }));

/** Source files of the project that run outside the tests. */
function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(relative);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.|\.spec\./.test(entry.name) ? [relative] : [];
  });
}

describe("the guides' settings tables", () => {
  it.each(guides)("are generated from config/settings.mjs in $guide (npm run settings-table)", ({ text }) => {
    expect(text).toBe(withSettingsTables(text));
  });

  it("show every group of settings once", () => {
    expect(guides.flatMap(({ text }) => groupsIn(text)).sort()).toEqual(Object.keys(SETTINGS).sort());
  });
});

describe("config/settings.mjs", () => {
  it("is the one place the code reads environment variables from", () => {
    const files = [
      ...["app", "lib", "contracts", "config", "server", "scripts"].flatMap(sources),
      "vite.config.ts",
      "react-router.config.ts",
      "playwright.config.ts",
      "vitest.config.ts",
    ];
    const reads: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      // Vite's own SSR flag is set by the bundler, not by whoever runs the site.
      for (const match of text.matchAll(/\b(?:process\.)?env(?:\.|\[["'])([A-Z][A-Z0-9_]+)/g))
        if (match[1] !== "SSR") reads.push(`${match[1]} (${file})`);
    }
    expect(reads).toEqual([]);
    expect(files).toContain(path.join("config", "settings.mjs"));
  });

  it("declares every variable .env.example sets", () => {
    const declared = new Set(Object.values(SETTINGS).flatMap((group) => Object.keys(group)));
    const example = readFileSync(path.join(ROOT, ".env.example"), "utf8");
    const names = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !declared.has(name))).toEqual([]);
  });
});
