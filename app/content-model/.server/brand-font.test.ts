import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fontCharacters, siteCharacters } from "./brand-font";

describe("the brand face's characters", () => {
  it("are printable ASCII plus every other character of the texts, once each, in code point order", () => {
    const characters = [...fontCharacters(["Zoë’s “roof” → café", "café"])];
    expect(characters.slice(0, 95).join("")).toBe(
      Array.from({ length: 95 }, (_, i) => String.fromCharCode(0x20 + i)).join(""),
    );
    expect(characters.slice(95)).toEqual(["é", "ë", "’", "“", "”", "→"]);
  });

  it("take in every character an editor writes in a content file, in any folder of it", async () => {
    const content = mkdtempSync(path.join(tmpdir(), "brand-font-"));
    try {
      mkdirSync(path.join(content, "people"));
      writeFileSync(path.join(content, "people", "new.md"), "---\nname: Åsa Ångström\n---\nBased in Malmö.\n");
      const characters = await siteCharacters(content);
      for (const char of "ÅöMal") expect(characters).toContain(char);
    } finally {
      rmSync(content, { recursive: true, force: true });
    }
  });
});
