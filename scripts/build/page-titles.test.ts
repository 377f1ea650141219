import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TITLE_MAX } from "../../lib/page-title";
import { pagesWithLongTitles, titleOf } from "./page-titles";

const page = (title: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body></body></html>`;

describe("the build's check of page titles", () => {
  it("reads a title as a reader sees it", () => {
    expect(titleOf(page("Precios &amp; planes | Marca &#x27;GHL&#x27; &#233;"))).toBe(
      "Precios & planes | Marca 'GHL' é",
    );
    expect(titleOf("<html><head></head></html>")).toBeUndefined();
  });

  it("names each page whose title is over the limit, and passes the rest", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "titles-"));
    try {
      writeFileSync(path.join(dir, "short.html"), page("Calendarios y reservas en GoHighLevel | GHL Builders"));
      // Entities count as the one character they show: this title is exactly at the limit.
      writeFileSync(path.join(dir, "limit.html"), page(`${"a".repeat(TITLE_MAX - 1)}&amp;`));
      writeFileSync(
        path.join(dir, "long.html"),
        page("Configuración de calendarios y sistema de reservas en GoHighLevel"),
      );
      const pages = await pagesWithLongTitles(dir, ["short.html", "limit.html", "long.html"]);
      expect(pages.map((each) => each.file)).toEqual(["long.html"]);
      expect(pages[0]!.problem).toContain(`65 characters long, more than ${TITLE_MAX}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
