/**
 * One time format and one period format (lib/time-format.ts). Content states a number once and the build writes
 * the words: a time of day is `{{time.21:00}}` ("9 PM"), a duration fact is `{{facts.firstResponseHours.duration}}`
 * ("48 hours") or `.adjective` ("30-day"), a plan's price with its period is `{{plans.pro.perPeriod}}` ("$1,200 per
 * month"). This reads every content file and fails on a time, a duration or a period typed by hand where a token
 * should be, naming the file, the line and the token to use; and on the abbreviations the formatter never writes.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

interface Rule {
  what: string;
  pattern: RegExp;
  use: string;
}

/** Prices the content knows as tokens: their period comes from the formatter too. */
const PRICE_TOKEN = String.raw`\{\{\s*(?:plans\.\w+\.price|facts\.monthlySupportFrom|store\.\w+Price)\s*\}\}`;
const PERIOD = String.raw`(?:\s*/\s*(?:mo|month|hr|hour|yr|year|wk|week)\b|\s+(?:a|an|per)\s+(?:month|hour|year|week)\b|-a-month\b|\s+monthly\b)`;

const RULES: Rule[] = [
  {
    what: "a time of day typed by hand",
    pattern: /(?<![\w$.:{/-])\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)(?![a-z])/gi,
    use: "{{time.HH:MM}}, a 24-hour time ({{time.21:00}} prints 9 PM)",
  },
  {
    what: "a duration fact followed by its unit",
    pattern:
      /\{\{\s*facts\.\w+(?:Minutes|Hours|Days|Weeks|Months)\s*\}\}[\s-]*(?:business\s+)?(?:min|minutes?|h|hrs?|hours?|days?|weeks?|months?)\b/gi,
    use: "{{facts.<name>.duration}} (48 hours) or {{facts.<name>.adjective}} (30-day)",
  },
  {
    what: "a price token with a period typed after it",
    pattern: new RegExp(PRICE_TOKEN + PERIOD, "gi"),
    use: "{{plans.<id>.perPeriod}} or {{facts.monthlySupportFrom.perMonth}} ($499 per month)",
  },
  {
    what: "an amount with a period other than the site's 'per month' / 'per hour'",
    pattern:
      /\$\d[\d,.]*k?(?:\s*\/\s*(?:mo|month|hr|hour|yr|year|wk|week)\b|\s+(?:a|an)\s+(?:month|hour|year|week)\b)/gi,
    use: "'per month', 'per hour' or 'per year' after a typed amount",
  },
  {
    what: "an abbreviated duration",
    pattern: /(?<![\w.-])\d+\s?(?:hrs?|mins?|secs?)\b|(?<![\w.-])\d+h\b/gi,
    use: "the unit written out (90 minutes), or a fact's {{facts.<name>.duration}}",
  },
];

/** Where each rule matches in `text`: "line N: the match (what; use ...)". */
function typedFormats(text: string): string[] {
  const found: string[] = [];
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const line = text.slice(0, match.index).split("\n").length;
      found.push(`line ${line}: "${match[0].replace(/\s+/g, " ")}" is ${rule.what}; use ${rule.use}`);
    }
  }
  return found;
}

function contentFiles(): string[] {
  return readdirSync(path.join(ROOT, "content"), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(md|ya?ml)$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

describe("one time format and one period format", () => {
  it("no content file types a time, a duration fact's unit or a period by hand", () => {
    const problems = contentFiles().flatMap((file) =>
      typedFormats(readFileSync(path.join(ROOT, file), "utf8")).map((problem) => `${file} ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it("catches each way the site used to write them, and passes the tokens", () => {
    const typed = [
      "a form filled in at 11pm",
      "reminders at 6 p.m.",
      "10am",
      "10 PM",
      "within {{facts.firstResponseHours}} hours",
      "a {{facts.workGuaranteeDays}}-day guarantee",
      "a {{facts.firstResponseHours}}hr reply",
      "{{facts.startWithinBusinessDays}} business days",
      "{{plans.pro.price}}/mo",
      "{{plans.pro.price}}/month",
      "{{plans.pro.price}} per month",
      "{{facts.monthlySupportFrom}} a month",
      "$497 a month",
      "$15/hr",
      "90 min before",
      "a 48h reply",
    ];
    for (const text of typed) expect(typedFormats(text), text).toHaveLength(1);
    const tokens = [
      "a form filled in at {{time.23:00}}",
      "within {{facts.firstResponseHours.duration}}",
      "a {{facts.workGuaranteeDays.adjective}} guarantee",
      "{{plans.pro.perPeriod}}",
      "$497 per month",
      "until day {{facts.satisfactionGuaranteeDays}}",
      "{{plans.pro.hours}} of work a month",
      "10DLC, v1.2h, a tag named call-2pm",
    ];
    for (const text of tokens) expect(typedFormats(text), text).toEqual([]);
  });
});
