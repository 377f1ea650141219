// @ts-check
// The index of the decision records (docs/decisions/README.md), generated from the records themselves: number, title,
// status and date come from each record's first lines, so they cannot drift; the one-line summary is written by hand
// and kept when the index is regenerated (a new record starts with the first sentence of its decision).
// `npm run decisions:index` rewrites the index; scripts/tools/decisions-index.test.ts fails when it differs.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readCommandLine } from "../../server/cli.mjs";

export const DECISIONS = fileURLToPath(new URL("../../docs/decisions/", import.meta.url));
export const INDEX = path.join(DECISIONS, "README.md");

/**
 * @typedef {object} DecisionRecord
 * @property {string} number  Three digits, as in the file name.
 * @property {string} file
 * @property {string} title
 * @property {string} date  YYYY-MM-DD.
 * @property {string} status  The status's first clause ("Accepted", "Accepted in part"), and the later records that
 *   amend or supersede it.
 * @property {string} firstDecision  The first sentence of its decision, plain text: a new record's starting summary.
 */

/** Markdown's inline marks and links reduced to their words. @param {string} text */
const plain = (text) =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\*+/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** A table cell's text: pipes escaped, one line. @param {string} text */
const cell = (text) => text.replace(/\s+/g, " ").replace(/(?<!\\)\|/g, "\\|");

/**
 * A record's status: the first clause of its status line, and which later records amend or supersede it.
 * @param {string} line  The "Date: ... Status: ..." paragraph.
 */
function statusOf(line) {
  const first = /Status: ([^;.(]+)/.exec(line)?.[1]?.trim();
  if (!first) return undefined;
  const later = [...line.matchAll(/\b(superseded|amended) by (?:decision )?(?:record )?(\d+)/gi)].map(
    ([, how = "", number = ""]) =>
      `${how.toLowerCase() === "superseded" ? "superseded in part" : "amended"} by ${number.padStart(3, "0")}`,
  );
  return [first.charAt(0).toUpperCase() + first.slice(1), ...later].join("; ");
}

/**
 * One record read from its text; a record without its title line or its "Date: ... Status: ..." paragraph is refused,
 * naming the file.
 * @param {string} file
 * @param {string} text
 * @returns {DecisionRecord}
 */
export function readRecord(file, text) {
  const number = /^(\d{3})-/.exec(file)?.[1];
  const title = /^# (\d+)\. (.+)$/m.exec(text);
  const paragraphs = text.split(/\n\s*\n/).map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim());
  const dated = paragraphs.find((paragraph) => paragraph.startsWith("Date: "));
  const date = /^Date: (\d{4}-\d{2}-\d{2})\./.exec(dated ?? "")?.[1];
  const status = statusOf(dated ?? "");
  if (!number || !title || Number(title[1]) !== Number(number))
    throw new Error(`${file}: the first line must be "# ${Number(number ?? 0)}. <title>", the number of the file name`);
  if (!date || !status)
    throw new Error(`${file}: needs a line "Date: YYYY-MM-DD. Status: <status>." under the title (see 051)`);
  const decision = paragraphs.find((paragraph) => /^\*\*Decision\b/.test(paragraph)) ?? "";
  const firstDecision = plain(decision.replace(/^\*\*Decision[^*]*\*\*:?\s*(-\s*)?/, "")).split(/(?<=\.)\s/)[0] ?? "";
  return {
    number,
    file,
    title: (title[2] ?? "").trim(),
    date,
    status,
    firstDecision,
  };
}

/** Every record of the folder, in number order. @param {string} [dir] */
export function readRecords(dir = DECISIONS) {
  return readdirSync(dir)
    .filter((file) => /^\d{3}-.*\.md$/.test(file))
    .sort()
    .map((file) => readRecord(file, readFileSync(path.join(dir, file), "utf8")));
}

/** The hand-written summaries of an index, by record number. @param {string} index */
export function summariesOf(index) {
  /** @type {Map<string, string>} */
  const summaries = new Map();
  for (const line of index.split("\n")) {
    const cells = line.split(/(?<!\\)\|/).map((part) => part.trim());
    // A row is | number | record | status | date | summary |: seven parts with the empty ones at both ends.
    if (cells.length === 7 && /^\d{3}$/.test(cells[1] ?? "") && cells[5]) summaries.set(cells[1] ?? "", cells[5]);
  }
  return summaries;
}

const HEAD = `# Decision records

Short records of choices a newcomer might question: the context, what was decided and what follows from it. One file
per decision, numbered in the order they were taken, never renumbered; a later record amends or supersedes an earlier
one and says so in its status line. Write a new one in the form of
[051](051-a-sale-nobody-has-to-rescue.md) (title, \`Date: YYYY-MM-DD. Status: ...\`, **Context.**, **Decision.**,
**Consequences.**), then run \`npm run decisions:index\` to add it here and write its line in the last column.

This index is generated from the records' first lines (\`scripts/tools/decisions-index.mjs\`); only the last column is
written by hand, and a unit test fails when a record is missing or its title, status or date differ.

| No. | Record | Status | Date | In one line |
|---|---|---|---|---|
`;

/**
 * The index of these records, keeping the summaries an earlier index had.
 * @param {DecisionRecord[]} records
 * @param {string} [previous]
 */
export function decisionsIndex(records, previous = "") {
  const summaries = summariesOf(previous);
  const rows = records.map(
    (record) =>
      `| ${record.number} | [${cell(record.title)}](${record.file}) | ${cell(record.status)} | ${record.date} | ${
        summaries.get(record.number) ?? cell(record.firstDecision)
      } |`,
  );
  return `${HEAD}${rows.join("\n")}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = readCommandLine({
    command: "npm run decisions:index --",
    summary: "Rewrites docs/decisions/README.md, the index of the decision records, from the records.",
    options: { check: { type: "boolean", about: "Only check: exit 1 when the index differs from the records" } },
  });
  const previous = existsSync(INDEX) ? readFileSync(INDEX, "utf8") : "";
  const updated = decisionsIndex(readRecords(), previous);
  if (values.check) {
    if (updated !== previous) {
      process.stderr.write("docs/decisions/README.md differs from the records: run npm run decisions:index\n");
      process.exit(1);
    }
  } else if (updated !== previous) {
    writeFileSync(INDEX, updated);
    process.stdout.write("docs/decisions/README.md updated\n");
  } else process.stdout.write("docs/decisions/README.md already up to date\n");
}
