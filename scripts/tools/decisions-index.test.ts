// The decision records' index (docs/decisions/README.md) lists every record with the title, status and date the
// record itself gives, so it cannot drift; `npm run decisions:index` writes the line of a new record.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INDEX, decisionsIndex, readRecord, readRecords, summariesOf } from "./decisions-index.mjs";

const index = readFileSync(INDEX, "utf8");
const records = readRecords();

describe("docs/decisions/README.md", () => {
  it("has a row for every record, with its title, status and date (npm run decisions:index)", () => {
    const expected = decisionsIndex(records, index).split("\n");
    const rows = new Set(index.split("\n"));
    // The lines to add or correct, so a record landing from another branch names itself here.
    expect(
      expected.filter((line) => !rows.has(line)),
      "run npm run decisions:index",
    ).toEqual([]);
    expect(index).toBe(decisionsIndex(records, index));
  });

  it("gives every record a line of its own", () => {
    const summaries = summariesOf(index);
    expect(records.filter((record) => !summaries.get(record.number)).map((record) => record.file)).toEqual([]);
    expect(summaries.size).toBe(records.length);
  });
});

describe("a decision record", () => {
  const text = (status: string) =>
    `# 7. Paint first\n\nDate: 2026-11-23. Status: ${status}\n\n**Context.** Slow phones.\n\n**Decision.** - *Scripts later.* The page paints first. More.\n`;

  it("gives its number, title, date and status from its first lines", () => {
    expect(readRecord("007-paint.md", text("accepted; amended by decision 47. Extends 3."))).toEqual({
      number: "007",
      file: "007-paint.md",
      title: "Paint first",
      date: "2026-11-23",
      status: "Accepted; amended by 047",
      firstDecision: "Scripts later.",
    });
  });

  it("is refused, naming its file, without a date and status or with another number in its title", () => {
    expect(() => readRecord("007-paint.md", "# 7. Paint first\n\n**Context.** Slow phones.\n")).toThrow(
      /007-paint\.md: needs a line "Date: YYYY-MM-DD\. Status/,
    );
    expect(() => readRecord("008-paint.md", text("Accepted."))).toThrow(/008-paint\.md: the first line/);
  });

  it("keeps the lines written by hand and starts a new record's from its decision", () => {
    const first = readRecord("007-paint.md", text("Accepted."));
    const written = decisionsIndex([first]).replace("Scripts later.", "Pages paint before any script.");
    const second = readRecord("008-later.md", text("Accepted.").replace("# 7.", "# 8."));
    const next = decisionsIndex([first, second], written);
    expect(next).toContain(
      "| 007 | [Paint first](007-paint.md) | Accepted | 2026-11-23 | Pages paint before any script. |",
    );
    expect(next).toContain("| 008 | [Paint first](008-later.md) | Accepted | 2026-11-23 | Scripts later. |");
  });
});
