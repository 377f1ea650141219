/**
 * A malformed content file stops the build with the file and the field. Each case is a small edit of a temporary
 * copy of the real content/ (so the cases follow the content as it is edited), loaded with loadContent(); one real
 * build then checks that three broken files fail `react-router build` and that its output names them.
 */
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { ContentError, loadContent } from "~/content-model/.server/load";
import type { Lang } from "../../config/languages.mjs";
import {
  BUILD_TIMEOUT_MS,
  CONTENT,
  type Workspace,
  build,
  editFrontmatter,
  englishFile,
  readData,
  replaceInFile,
  slugsIn,
  workspace,
} from "./helpers";

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), "content-malformed-"));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A fresh copy of content/ for one case. */
function copy(): string {
  const dir = mkdtempSync(path.join(scratch, "content-"));
  cpSync(CONTENT, dir, { recursive: true });
  return dir;
}

/** The problems loadContent reports for a folder ([] when it loads), in a language's pass of the build. */
function problemsOf(dir: string, lang: Lang = "en"): string[] {
  try {
    loadContent(dir, undefined, undefined, lang);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

/** Expects a problem line "…/{file}: {field}…", i.e. one that names the file and then the field. */
function expectProblem(problems: string[], file: string, field: string | RegExp) {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`${escape(file)}: ${typeof field === "string" ? `${escape(field)}(:|$)` : field.source}`);
  expect(problems, `a problem naming ${file} and ${field}`).toEqual(
    expect.arrayContaining([expect.stringMatching(pattern)]),
  );
}

const first = (dir: string, folder: string) => slugsIn(dir, folder)[0]!;

/** Rewrites the text-message consent of an enquiry-form file; fails when the edit changes nothing. */
function editLabel(file: string, edit: (label: string) => string) {
  const doc = parseDocument(readFileSync(file, "utf8"));
  const label = String(doc.getIn(["smsConsent", "label"]));
  const edited = edit(label);
  expect(edited, "the edit changes the label").not.toBe(label);
  doc.setIn(["smsConsent", "label"], edited);
  writeFileSync(file, doc.toString());
}

// Each case loads the whole content folder once: about a second on an idle machine, far more on a busy one.
describe("loadContent on a copy of content/", { timeout: 60_000 }, () => {
  it("loads the unchanged copy without problems (so each problem below comes from its edit)", () => {
    expect(problemsOf(copy())).toEqual([]);
  });

  it("rejects a snapshot in a category that does not exist", () => {
    const dir = copy();
    const slug = first(dir, "snapshots");
    replaceInFile(path.join(dir, "snapshots", `${slug}.md`), /^category: .*$/m, "category: underwater-basket-weaving");
    expectProblem(problemsOf(dir), `snapshots/${slug}.md`, "category");
  });

  it("rejects a service whose related service does not exist", () => {
    const dir = copy();
    const slug = first(dir, "services");
    editFrontmatter(path.join(dir, englishFile(dir, "services", slug)), (doc) =>
      doc.setIn(["related", 1], "no-such-service"),
    );
    const problems = problemsOf(dir);
    expectProblem(problems, englishFile(dir, "services", slug), "related[1]");
    expect(problems.join("\n")).toContain("no-such-service");
  });

  it("rejects a snapshot price outside the allowed range", () => {
    const dir = copy();
    const slug = first(dir, "snapshots");
    editFrontmatter(path.join(dir, "snapshots", `${slug}.md`), (doc) => doc.set("price", 900));
    expectProblem(problemsOf(dir), `snapshots/${slug}.md`, "price");
  });

  it("rejects a service with one FAQ too few", () => {
    const dir = copy();
    const slug = first(dir, "services");
    const file = path.join(dir, englishFile(dir, "services", slug));
    // A service needs four questions (five are written; a production build may leave out one): keep three.
    const faqs = (readData(file).faqs as unknown[]).length;
    editFrontmatter(file, (doc) => {
      for (let index = faqs - 1; index >= 3; index -= 1) doc.deleteIn(["faqs", index]);
    });
    expectProblem(problemsOf(dir), englishFile(dir, "services", slug), "faqs");
  });

  it("rejects a post date that is not a real day", () => {
    const dir = copy();
    const slug = first(dir, "posts");
    replaceInFile(path.join(dir, "posts", `${slug}.md`), /^date: .*$/m, "date: 2026-02-30");
    expectProblem(problemsOf(dir), `posts/${slug}.md`, "date");
  });

  it("rejects a file name that can't be a page address (a copy saved as 'Name Copy.md')", () => {
    const dir = copy();
    const slug = first(dir, "snapshots");
    const copied = `${slug.charAt(0).toUpperCase()}${slug.slice(1)} Copy.md`;
    copyFileSync(path.join(dir, "snapshots", `${slug}.md`), path.join(dir, "snapshots", copied));
    expectProblem(problemsOf(dir), `snapshots/${copied}`, "file name");
  });

  it("rejects a snapshot that repeats another one's name, naming both files", () => {
    const dir = copy();
    const slug = first(dir, "snapshots");
    const name = String(readData(path.join(dir, "snapshots", `${slug}.md`)).name);
    copyFileSync(path.join(dir, "snapshots", `${slug}.md`), path.join(dir, "snapshots", `${slug}-copy.md`));
    const problems = problemsOf(dir);
    expectProblem(problems, `snapshots/${slug}-copy.md`, "name");
    expectProblem(problems, `snapshots/${slug}.md`, "name");
    expect(problems.join("\n")).toContain(`"${name}" is also the name of snapshots/${slug}.md`);
  });

  it("rejects an unknown {{token}}", () => {
    const dir = copy();
    const slug = first(dir, "snapshots");
    editFrontmatter(path.join(dir, "snapshots", `${slug}.md`), (doc) =>
      doc.set("tagline", `${String(doc.get("tagline"))} Delivered in {{facts.nope}} days.`),
    );
    const problems = problemsOf(dir);
    expectProblem(problems, `snapshots/${slug}.md`, "tagline");
    expect(problems.join("\n")).toContain("{{facts.nope}}");
  });

  it("rejects frontmatter that is not valid YAML, with its line", () => {
    const dir = copy();
    const slug = first(dir, "snapshots");
    replaceInFile(path.join(dir, "snapshots", `${slug}.md`), /^name: (.*)$/m, "name: [$1");
    expectProblem(problemsOf(dir), `snapshots/${slug}.md`, /line \d+/);
  });

  it("rejects a data file that is not valid YAML", () => {
    const dir = copy();
    const file = path.join(dir, "data", "snapshot-store.yml");
    writeFileSync(file, `${readFileSync(file, "utf8")}\n  - broken: [\n`);
    expectProblem(problemsOf(dir), "data/snapshot-store.yml", /line \d+/);
  });

  it("rejects a text-message consent that drops its link to the SMS terms or types who texts", () => {
    const dir = copy();
    const file = path.join(dir, "data", "enquiry-form.en.yml");
    editLabel(file, (label) =>
      label.replace(/\[([^\]]+)\]\(\/legal\/sms-terms\)/, "$1").replace("{{site.brandName}}", "GHL Builders"),
    );
    const problems = problemsOf(dir);
    expectProblem(problems, "data/enquiry-form.en.yml", "smsConsent.label");
    expect(problems.join("\n")).toMatch(/must link to the SMS terms/);
    expect(problems.join("\n")).toContain("must name who texts with {{site.brandName}}");
  });

  it("rejects a Spanish text-message consent whose links open the English pages", () => {
    const dir = copy();
    editLabel(path.join(dir, "data", "enquiry-form.es.yml"), (label) => label.replaceAll("(/es/legal/", "(/legal/"));
    const problems = problemsOf(dir, "es");
    expectProblem(problems, "data/enquiry-form.es.yml", "smsConsent.label");
    expect(problems.join("\n")).toContain("write /es/legal/sms-terms");
  });

  it("rejects a text-message consent that does not say which language the texts come in", () => {
    for (const lang of ["en", "es"] as const) {
      const dir = copy();
      editLabel(path.join(dir, "data", `enquiry-form.${lang}.yml`), (label) =>
        label.replace(/\s*(in English|en español)/i, ""),
      );
      const problems = problemsOf(dir, lang);
      expectProblem(problems, `data/enquiry-form.${lang}.yml`, "smsConsent.label");
      expect(problems.join("\n")).toMatch(/must say the texts come in/);
    }
  });

  it("rejects a claim made in words whose unclaimed words still make it", () => {
    const dir = copy();
    const file = path.join(dir, "data", "facts.en.yml");
    const facts = parseDocument(readFileSync(file, "utf8"));
    const phrases = (facts.getIn(["evidence", "phrases"]) as { items: unknown[] }).items;
    const index = phrases.findIndex((_item, at) => facts.getIn(["evidence", "phrases", at, "unclaimed"]) !== undefined);
    facts.setIn(
      ["evidence", "phrases", index, "unclaimed"],
      `as before, ${String(facts.getIn(["evidence", "phrases", index, "pattern"]))}`,
    );
    writeFileSync(file, facts.toString());
    expectProblem(problemsOf(dir), "data/facts.en.yml", `evidence.phrases[${index}].unclaimed`);
  });

  it("rejects a post image without alt text", () => {
    const dir = copy();
    const slug = first(dir, "posts");
    const file = path.join(dir, "posts", `${slug}.md`);
    writeFileSync(file, `${readFileSync(file, "utf8").trimEnd()}\n\n![](/images/uploads/x.png)\n`);
    const problems = problemsOf(dir);
    expectProblem(problems, `posts/${slug}.md`, "body");
    expect(problems.join("\n")).toMatch(/alt text/);
  });
});

describe("react-router build from content with three broken files", () => {
  let ws: Workspace;
  let broken: { file: string; field: string }[];
  let status: number | null;
  let output: string;

  beforeAll(() => {
    ws = workspace("content-broken-build");
    const snapshot = first(ws.content, "snapshots");
    const service = first(ws.content, "services");
    const post = first(ws.content, "posts");
    replaceInFile(
      path.join(ws.content, "snapshots", `${snapshot}.md`),
      /^category: .*$/m,
      "category: underwater-basket-weaving",
    );
    editFrontmatter(path.join(ws.content, englishFile(ws.content, "services", service)), (doc) =>
      doc.setIn(["related", 1], "no-such-service"),
    );
    replaceInFile(path.join(ws.content, "posts", `${post}.md`), /^date: .*$/m, "date: 2026-02-30");
    broken = [
      { file: `snapshots/${snapshot}.md`, field: "category" },
      { file: englishFile(ws.content, "services", service), field: "related[1]" },
      { file: `posts/${post}.md`, field: "date" },
    ];
    const result = build(ws);
    ({ status, output } = result);
    console.log(`broken-content build: exit ${result.status} in ${result.seconds.toFixed(1)} s`);
  }, BUILD_TIMEOUT_MS);

  afterAll(() => ws?.remove());

  it("exits with an error", () => {
    expect(status, output.slice(-3000)).not.toBe(0);
    expect(status).not.toBeNull();
  });

  it("names each broken file and its field in its output", () => {
    for (const { file, field } of broken) expect(output).toContain(`${file}: ${field}:`);
  });
});
