/**
 * Spec sheets as the build loads them: the mortgage snapshot's is whole and agrees with its page; no snapshot promises
 * a video it does not have (an invariant over every snapshot's words); a spec sheet missing a
 * part, a count that disagrees with its list, a thing listed twice, a checklist typed twice and a video promised without
 * one each stop the build naming the file and the field; a production build sells only what it can deliver.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promisesVideo } from "../../lib/spec-sheet";
import { readContentSettings, readSettings } from "../../config/settings.mjs";
import { ContentError, loadContent } from "./.server/load";
import { loadProjectContent } from "./.server/test-content";
import type { Content } from "./schema";

const CONTENT = path.resolve("content");
const LEGAL = {
  LEGAL_ENTITY_NAME: "Sample Agency LLC",
  LEGAL_POSTAL_ADDRESS: "100 Congress Ave, Austin, TX 78701",
  LEGAL_GOVERNING_STATE: "Texas",
};
const copies: string[] = [];
afterAll(() => copies.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A copy of content/ with `edits` made to its files (file -> [before, after]). */
function editedCopy(edits: Record<string, [string, string][]>): string {
  const root = mkdtempSync(path.join(tmpdir(), "spec-sheets-"));
  copies.push(root);
  cpSync(CONTENT, root, { recursive: true });
  for (const [file, changes] of Object.entries(edits)) {
    let text = readFileSync(path.join(root, file), "utf8");
    for (const [before, after] of changes) {
      if (!text.includes(before))
        throw new Error(`${file} no longer has ${JSON.stringify(before)}: update the test's edit`);
      text = text.replace(before, after);
    }
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const problemsOf = (root: string): string[] => {
  try {
    loadContent(root, readSettings(LEGAL), { ...readContentSettings(LEGAL), production: false });
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
};

let content: Content;
beforeAll(() => {
  content = loadProjectContent();
});

describe("the mortgage snapshot's spec sheet", { timeout: 60_000 }, () => {
  it("lists every kind of thing inside, the plan, what never transfers, what it needs and a timed checklist", () => {
    const sheet = content.snapshotDetails.find((detail) => detail.slug === "mortgage")?.specSheet;
    expect(sheet).toBeDefined();
    const kinds = sheet!.inside.map((group) => group.kind);
    for (const kind of [
      "pipelines",
      "workflows",
      "funnels",
      "forms",
      "calendars",
      "emailTemplates",
      "smsTemplates",
      "customFields",
      "customValues",
      "tags",
      "triggerLinks",
    ])
      expect(kinds, kind).toContain(kind);
    expect(sheet!.plan.name).toBe(content.snapshotStore.ghlPlans.find((plan) => plan.id === "starter")?.name);
    expect(sheet!.neverTransfers).toEqual(content.snapshotStore.neverTransfers);
    expect(sheet!.setUpYourself.length).toBeGreaterThan(0);
    expect(sheet!.checklistMinutes).toBe(sheet!.checklist.reduce((sum, step) => sum + step.minutes, 0));
  });

  it("is the checklist the buyer's e-mail and order page read, and the store knows it has one", () => {
    const delivery = content.snapshotDelivery.mortgage!;
    const sheet = content.snapshotDetails.find((detail) => detail.slug === "mortgage")!.specSheet!;
    expect(delivery.afterImport).toHaveLength(sheet.checklist.length);
    delivery.afterImport!.forEach((line, index) =>
      expect(line.startsWith(sheet.checklist[index]!.step.replace(/\.$/, ""))).toBe(true),
    );
    expect(delivery.specSheet).toBe(true);
    expect(delivery.ghlSnapshotId).toBeTruthy();
  });
});

describe("a video", { timeout: 60_000 }, () => {
  it("is promised by no snapshot that lists none, anywhere in its words (its purchase box: PurchasePromises.test.tsx)", () => {
    for (const detail of content.snapshotDetails) {
      if (detail.specSheet?.promises.videos) continue;
      const { specSheet: _sheet, versions: _versions, ...words } = detail;
      const texts = JSON.stringify(words).split(/(?<=[.!?"])\s+|","/);
      expect(texts.filter(promisesVideo), detail.slug).toEqual([]);
    }
  });
});

describe("a broken spec sheet", { timeout: 60_000 }, () => {
  const about = (problems: string[], file: string, field: string) =>
    problems.filter((problem) => problem.includes(`snapshots/${file}: ${field}: `));

  it("missing a part, or naming a thing twice, stops the build at that field", () => {
    const problems = problemsOf(
      editedCopy({
        "snapshots/mortgage.md": [
          ["  checklist:\n    - step:", "  timings:\n    - step:"],
          ["      - name: Documents received\n", "      - name: Document chase\n"],
        ],
      }),
    );
    expect(about(problems, "mortgage.md", "specSheet.checklist"), problems.join("\n")).toHaveLength(1);
    expect(about(problems, "mortgage.md", "specSheet.inside.workflows[5].name")[0]).toMatch(/listed twice/);
  });

  it("a count that disagrees with its list, a checklist typed twice or a video promised without one stops the build at that field", () => {
    const problems = problemsOf(
      editedCopy({
        "snapshots/mortgage.md": [
          ["16 Workflows including", "15 Workflows including"],
          ["specSheet:\n", "afterImport:\n  - Fill in the Custom Values before anything else.\nspecSheet:\n"],
        ],
        "snapshots/roofing.md": [["---\n\n", "---\n\nFollow the setup videos and you are live in a day.\n\n"]],
      }),
    );
    expect(about(problems, "mortgage.md", "includes[2]")[0], problems.join("\n")).toMatch(/"15 Workflows".*lists 16/);
    expect(about(problems, "mortgage.md", "afterImport")[0]).toMatch(/specSheet\.checklist/);
    expect(about(problems, "roofing.md", "body")[0]).toMatch(/promises setup videos/);
  });
});

describe("selling", { timeout: 60_000 }, () => {
  it("a production build offers only a snapshot with a GoHighLevel id and a spec sheet; a demo build offers all", () => {
    const production = loadContent(CONTENT, readSettings(LEGAL), { ...readContentSettings(LEGAL), production: true });
    const forSale = (from: Content, slug: string) =>
      from.snapshotDetails.find((detail) => detail.slug === slug)?.forSale;
    expect(forSale(production, "mortgage")).toBe(true);
    expect(forSale(production, "roofing")).toBe(false);
    expect(production.snapshotDelivery.roofing?.notForSale).toEqual(["no ghlSnapshotId", "no spec sheet"]);
    expect(content.snapshotDetails.every((detail) => detail.forSale)).toBe(true);
  });
});
