/**
 * The Spanish pages' translations: the content loads in Spanish; a translation that lacks a text, restates a fact or
 * is missing stops the build, naming the file and the field (a real `react-router build` of the Spanish pass too).
 */
import { readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { parseDocument } from "yaml";
import { pagesWithEnglish } from "../../scripts/build/english-words";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentError, loadContent } from "../../app/content-model/.server/load";
import { readContentSettings, readSettings } from "../../config/settings.mjs";
import { TITLE_MAX } from "../../lib/page-title";
import { BUILD_TIMEOUT_MS, build, editFrontmatter, workspace, type Workspace } from "./helpers";

function spanishProblems(dir: string): string[] {
  try {
    loadContent(dir, readSettings(), readContentSettings(), "es");
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

const translated = (dir: string, folder: string) =>
  readdirSync(path.join(dir, folder))
    .filter((name) => name.endsWith(".es.md"))
    .sort()[0]!;

describe("the Spanish content", () => {
  let ws: Workspace;
  beforeAll(() => {
    ws = workspace("content-spanish");
  });
  afterAll(() => ws?.remove());

  it("loads with every translation in place", () => {
    expect(spanishProblems(ws.content)).toEqual([]);
  });

  it("names the file and the field of a text left untranslated, a fact restated, and a missing translation", () => {
    const service = translated(ws.content, "services");
    editFrontmatter(path.join(ws.content, "services", service), (doc) => {
      doc.deleteIn(["features", 1, "description"]);
      doc.set("order", 7);
    });
    const industry = translated(ws.content, "industries");
    rmSync(path.join(ws.content, "industries", industry));
    const problems = spanishProblems(ws.content).join("\n");
    expect(problems).toMatch(
      new RegExp(`services/${service.replace(".", "\\.")}: features\\[1\\]\\.description: is missing`),
    );
    expect(problems).toMatch(new RegExp(`services/${service.replace(".", "\\.")}: order: comes from the English file`));
    expect(problems).toMatch(new RegExp(`industries/${industry.replace(".", "\\.")}: is missing`));
  });
});

describe("a page title over the limit", () => {
  let ws: Workspace;
  beforeAll(() => {
    ws = workspace("content-long-titles");
  });
  afterAll(() => ws?.remove());

  const problemsIn = (lang: "en" | "es") => {
    try {
      loadContent(ws.content, readSettings(), readContentSettings(), lang);
      return "";
    } catch (error) {
      if (error instanceof ContentError) return error.problems.join("\n");
      throw error;
    }
  };

  it("stops the content, in either language, naming the file and the field", () => {
    const long = "GoHighLevel para corredores hipotecarios y oficiales de préstamos";
    const service = translated(ws.content, "services");
    editFrontmatter(path.join(ws.content, "services", service), (doc) => doc.set("metaTitle", long));
    const english = readdirSync(path.join(ws.content, "industries"))
      .filter((name) => name.endsWith(".en.md"))
      .sort()[0]!;
    editFrontmatter(path.join(ws.content, "industries", english), (doc) =>
      doc.set("metaTitle", "GoHighLevel for mortgage brokers, loan officers and their teams"),
    );
    expect(problemsIn("es")).toMatch(new RegExp(`services/${service.replace(".", "\\.")}: metaTitle: .*${TITLE_MAX}`));
    expect(problemsIn("en")).toMatch(
      new RegExp(`industries/${english.replace(".", "\\.")}: metaTitle: .*${TITLE_MAX}`),
    );
  });

  it("counts the brand name the home page's title starts with", () => {
    // Within the field's own limit, but not with "Brand | " before it.
    const file = path.join(ws.content, "data", "page-words.es.yml");
    const doc = parseDocument(readFileSync(file, "utf8"));
    doc.setIn(["home", "metaTitle"], "a".repeat(TITLE_MAX - 5));
    writeFileSync(file, doc.toString());
    expect(problemsIn("es")).toMatch(
      /data\/page-words\.es\.yml: home\.metaTitle: makes the page title ".*" \d+ characters long/,
    );
  });
});

describe("the Spanish pass of the build with a text left untranslated", () => {
  let ws: Workspace;
  let result: ReturnType<typeof build>;
  let service: string;
  beforeAll(() => {
    ws = workspace("content-spanish-build");
    service = translated(ws.content, "services");
    editFrontmatter(path.join(ws.content, "services", service), (doc) => doc.delete("headline"));
    result = build(ws, { SITE_LANG: "es" });
  }, BUILD_TIMEOUT_MS);
  afterAll(() => ws?.remove());

  it("fails, naming the file and the field", () => {
    expect(result.status, result.output.slice(-2000)).not.toBe(0);
    expect(result.output).toContain(`services/${service}: headline: is missing`);
  });
});

describe("the Spanish pass of the build with an English sentence in a Spanish text", () => {
  let ws: Workspace;
  let result: ReturnType<typeof build>;
  let service: string;
  beforeAll(() => {
    ws = workspace("content-spanish-english");
    service = translated(ws.content, "services");
    editFrontmatter(path.join(ws.content, "services", service), (doc) =>
      doc.set("headline", "The pipeline your team will actually use"),
    );
    result = build(ws, { SITE_LANG: "es" });
  }, BUILD_TIMEOUT_MS);
  afterAll(() => ws?.remove());

  it("is stopped by the English-word check of the post-build step, naming the page and the words", async () => {
    expect(result.status, result.output.slice(-2000)).toBe(0);
    const client = path.join(ws.build, "client");
    const pages = readdirSync(path.join(client, "es"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith("index.html"))
      .map((file) => `es/${file}`);
    const found = await pagesWithEnglish(client, pages);
    const page = `es/services/${service.replace(/\.es\.md$/, "")}/index.html`;
    // Only that page: every other Spanish page is free of English.
    expect(found.map((entry) => entry.file)).toEqual([page]);
    expect(found.find((entry) => entry.file === page)?.words.join(" ")).toMatch(
      /"The" in "[^"]*The pipeline your team will/,
    );
  });
});
