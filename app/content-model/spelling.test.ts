/**
 * US English and one number format in every word the site shows. The site sells to US businesses, so British
 * spellings ("customise", "colour", "enquiry") and typos fail here, naming the file, the word and a suggestion.
 *
 * What is read:
 * - every file of content/ (Markdown bodies and every string value of the frontmatter and YAML files), since that is
 *   where nearly all words live;
 * - the words a visitor reads that are typed in app/ (JSX text, and string literals that read as prose: a capital
 *   letter, then a space), since a few sections, buttons, meta descriptions and share images are still written in
 *   code. A simple rule on purpose: class lists, ids and code strings start lower-case or have no space, so they are
 *   left out; so are the CMS's field hints and the build's messages, which only editors read.
 *
 * Left out of the spelling check: keys, slugs and ids (lower-case words joined by hyphens, also when quoted in prose
 * as a tag name: 'waitlist-mornings'), URLs, site paths, e-mail addresses, domain names, code spans and blocks,
 * `{{tokens}}` (and the GoHighLevel merge fields written the same way), numbers, ordinals and sizes ("24th", "10x",
 * "20x40") and versions ("v2"). A hyphenated compound is checked part by part; a prefix such as "pre-" or "co-"
 * passes before a hyphen.
 *
 * Words the US dictionary (hunspell en_US, the dictionary-en package) lacks but the site needs, such as product names,
 * brands and platform jargon, go in content/words.txt. Never add a British spelling or a typo there: fix the copy.
 *
 * One number format: money and counts of 1,000 and more carry thousands separators ("$1,200", "5,000+ downloads").
 * The rule flags "$" followed by four or more digits, and any other number of four or more digits that stands
 * alone, except:
 * - years, 1900 to 2099 written with four digits and no "$" ("since 2019");
 * - numbers joined to letters or to other digits by "-", ".", ":" or "/" (10DLC, A2P, 2026-03-04, 555-123-4567,
 *   v1.2345, 1200x630, 16:9), which are names, dates, phone numbers, versions and sizes rather than amounts;
 * - five-digit ZIP codes after a two-letter state ("Austin, TX 78701"), and form numbers ("Form 1040").
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import dictionary from "dictionary-en";
import type { Nodes } from "mdast";
import nspell from "nspell";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import ts from "typescript";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { parse as parseYaml } from "yaml";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const WORD_LIST = "content/words.txt";

/** Every file under `dir` (relative to the project), sorted. */
function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

// ---------------------------------------------------------------------------------------------------------------
// Prose out of content files

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;
/**
 * A slug, an id or an enum value (roof-repair, starter, 2026-03-04), or a code name such as a database column or a
 * browser storage key (source_ip, enquiry-draft:<form>): not prose.
 */
const IDENTIFIER = /^[a-z0-9]+(?:[-_:][a-z0-9<>]+)*$/;
/** A whole value that is an address, a path or a number with a unit, such as a URL or 4.8/5. */
const NOT_PROSE = /^(?:https?:\/\/\S+|\/\S*|\S+@\S+|[\d.,/%+$-]+)$/;

const markdown = unified().use(remarkParse).use(remarkGfm);

/** The text a reader sees in a piece of Markdown: text and image alt text, without code, HTML or link addresses. */
function textOfMarkdown(source: string): string[] {
  const out: string[] = [];
  visit(markdown.parse(source) as Nodes, (node) => {
    if (node.type === "text") out.push(node.value);
    else if (node.type === "image" && node.alt) out.push(node.alt);
    else if (node.type === "code" || node.type === "inlineCode" || node.type === "html") return "skip";
    return undefined;
  });
  return out;
}

/** Fields whose value is another system's id, in that system's letters (GoHighLevel's are mixed case): never prose. */
const ID_FIELDS = new Set(["ghlSnapshotId"]);

/** Every string value of parsed YAML that reads as prose (keys are never visited). */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return IDENTIFIER.test(value.trim()) || NOT_PROSE.test(value.trim()) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === "object")
    return Object.entries(value)
      .filter(([key]) => !ID_FIELDS.has(key))
      .flatMap(([, item]) => stringsOf(item));
  return [];
}

/** The prose of one content file: frontmatter or YAML strings (which may hold inline Markdown) and the body. */
function proseOfContentFile(file: string): string[] {
  const raw = readFileSync(path.join(ROOT, file), "utf8");
  let yamlText = raw;
  let body = "";
  if (file.endsWith(".md")) {
    const match = FRONTMATTER.exec(raw);
    yamlText = match?.[1] ?? "";
    body = match?.[2] ?? raw;
  }
  const strings = stringsOf(parseYaml(yamlText));
  return [...strings, body].flatMap((text) => textOfMarkdown(withoutTokens(text)));
}

// ---------------------------------------------------------------------------------------------------------------
// Prose out of app/ source

/** A string literal that reads as prose: a capitalized word, then a space and more. */
const PROSE_LITERAL = /^[A-Z][A-Za-z'’]*,? \S/;
const NOT_TEXT_ATTRIBUTES = new Set([
  "className",
  "class",
  "id",
  "href",
  "to",
  "src",
  "type",
  "name",
  "rel",
  "role",
  "as",
  "d",
]);

function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  // A template's literal parts, with each ${...} as a space: the words around them are still checked.
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ");
  return undefined;
}

function proseOfSourceFile(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), "utf8"), ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const walk = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isJsxAttribute(node) && NOT_TEXT_ATTRIBUTES.has(node.name.getText(source))) return;
    if (ts.isJsxText(node)) {
      if (/\p{L}/u.test(node.text)) out.push(node.text);
      return;
    }
    const text = literalText(node);
    if (text !== undefined) {
      if (PROSE_LITERAL.test(text.trim())) out.push(text);
      return;
    }
    ts.forEachChild(node, walk);
  };
  walk(source);
  return out.map(withoutTokens);
}

// ---------------------------------------------------------------------------------------------------------------
// Words and numbers

/** `{{facts.deliveryDays}}` and GoHighLevel's `{{contact.first_name}}`: filled in later, not words. */
function withoutTokens(text: string): string {
  return text.replace(/\{\{[^}]*\}\}/g, " ");
}

/** Addresses, paths and names that are not words of the language. */
function withoutAddresses(text: string): string {
  return (
    text
      .replace(/\b(?:https?:\/\/|www\.)\S+/gi, " ")
      .replace(/\S+@\S+\.\w+/g, " ")
      .replace(/\b[\w-]+(?:\.[\w-]+)*\.(?:com|io|net|org|co|app|ai|dev|us|so|me)\b/gi, " ")
      .replace(/(?<![\w.])\/[\w\-/#.:*]+/g, " ")
      .replace(/&[a-z]+;/g, " ")
      // A tag or field name quoted in prose ('waitlist-dr-lee') is an id, like a slug.
      .replace(/(['‘"“])[a-z0-9]+(?:[-_][a-z0-9]+)+(['’"”])/g, " ")
  );
}

/** Numbers, numbers with a unit or ordinal ending, sizes (20x40) and versions (v2) are not spelling. */
const NUMBERISH = /^(?:\d[\d,.]*(?:st|nd|rd|th|s|x|k|m|h|am|pm|px)?|\d+x\d+|v\d+)$/i;
/** Words written joined to another by a hyphen ("pre-built", "co-host", "de-matting"), not on their own. */
const PREFIXES = new Set([
  "anti",
  "bi",
  "co",
  "de",
  "e",
  "ex",
  "inter",
  "mid",
  "multi",
  "non",
  "post",
  "pre",
  "re",
  "semi",
  "sub",
  "un",
]);

/** Words and hyphenated compounds, as written ("follow-ups", "GoHighLevel's", and "pre-" of "pre- and post-care"). */
function wordsOf(text: string): string[] {
  const words = withoutAddresses(text)
    .replace(/’/g, "'")
    .match(/[\p{L}\p{N}][\p{L}\p{N}']*(?:-[\p{L}\p{N}][\p{L}\p{N}']*)*(?:-(?=\s))?/gu);
  return (words ?? []).map((word) => word.replace(/'+$/, ""));
}

/** The parts of a compound that are checked as words: numbers, sizes and versions are left out. */
const partsOf = (word: string) => word.split("-").filter((part) => part && !NUMBERISH.test(part));

const YEAR = /^(?:19|20)\d\d$/;
const DOLLARS = /\$\d{4,}(?![\d,])/g;
/** A number of four or more digits that stands alone (not part of a name, date, phone number, version or size). */
const LONE_NUMBER = /(?<![\p{L}\p{N}$.,:/#_+-])\d{4,}(?![\p{L}\p{N}:/_-]|[.,]\d)/gu;
const ZIP = /\b[A-Z]{2} \d{5}$/;
const FORM = /\bForm $/i;

/** Amounts written without thousands separators, e.g. "$1200" or "2500 contacts". */
function unseparatedNumbers(text: string): string[] {
  const found = [...text.matchAll(DOLLARS)].map((match) => match[0]);
  for (const match of text.matchAll(LONE_NUMBER)) {
    if (YEAR.test(match[0])) continue;
    const before = text.slice(0, match.index);
    if (ZIP.test(before + match[0]) || FORM.test(before)) continue;
    found.push(match[0]);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------------------
// The checks

// US English spelling: the English files (x.md, x.en.md); another language's words are checked by the build's own
// rules (scripts/build/english-words.ts, translation.ts) and its glossary, not by an English dictionary.
const contentFiles = filesUnder("content").filter(
  (file) => /\.(md|ya?ml)$/.test(file) && !/\.(?!en\.)[a-z]{2}\.(md|ya?ml)$/.test(file),
);
/** The CMS's field hints (schema.ts, schema/) and the build's messages (.server/) are for editors, not visitors. */
const EDITOR_ONLY = /^app\/content-model\/(?:schema\.ts|schema\/|\.server\/)/;
const appFiles = [...filesUnder("app"), ...filesUnder("lib")].filter(
  (file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file) && !EDITOR_ONLY.test(file),
);
const prose: [file: string, texts: string[]][] = [
  ...contentFiles.map((file): [string, string[]] => [file, proseOfContentFile(file)]),
  ...appFiles.map((file): [string, string[]] => [file, proseOfSourceFile(file)]),
];

/** The project word list: one word per line, lines starting with # are comments. */
const wordListLines = readFileSync(path.join(ROOT, WORD_LIST), "utf8").split(/\r?\n/);
const projectWords = wordListLines.map((line) => line.trim()).filter((line) => line && !line.startsWith("#"));

const speller = nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
/** Words of the list the dictionary already knows (checked before the list is added): they don't belong there. */
const alreadyKnown = projectWords.filter((word) => speller.correct(word));
for (const word of projectWords) speller.add(word);

/** Correct as written, or a correct word with a possessive 's (added words get no affixes of their own). */
function isCorrect(word: string): boolean {
  return speller.correct(word) || (/'s$/i.test(word) && speller.correct(word.slice(0, -2)));
}

/**
 * The misspelled parts of a word. The dictionary has no hyphenated words, so a compound is checked part by part: a
 * part before a hyphen may be a prefix ("pre-built"), and the last part may carry the compound's plural ("add-ons",
 * "walk-throughs").
 */
function misspellings(word: string): string[] {
  if (isCorrect(word)) return [];
  const parts = word.split("-");
  return parts.filter((part, index) => {
    if (!part || NUMBERISH.test(part) || isCorrect(part)) return false;
    if (index < parts.length - 1) return !PREFIXES.has(part.toLowerCase());
    return !(parts.length > 1 && /s$/.test(part) && isCorrect(part.slice(0, -1)));
  });
}

describe("spelling (US English)", () => {
  it("reads the content and the app", () => {
    // Guards the readers themselves: an empty read would pass every check below.
    expect(contentFiles.length).toBeGreaterThan(0);
    expect(prose.filter(([file]) => file.startsWith("app/")).some(([, texts]) => texts.length > 0)).toBe(true);
  });

  it("knows every word of the site", () => {
    const problems: string[] = [];
    const suggestions = new Map<string, string>();
    for (const [file, texts] of prose) {
      const misspelled = new Set(texts.flatMap(wordsOf).flatMap(misspellings));
      for (const word of misspelled) {
        if (!suggestions.has(word))
          suggestions.set(word, speller.suggest(word).slice(0, 3).join(", ") || "no suggestion");
        problems.push(
          `${file}: "${word}" (did you mean: ${suggestions.get(word)}? A name or jargon the dictionary lacks goes in ${WORD_LIST})`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
});

/** British words and phrases the dictionary accepts (content/britishisms.txt): "British => US" per line. */
const BRITISHISMS = readFileSync(path.join(ROOT, "content/britishisms.txt"), "utf8")
  .split(/\r?\n/)
  .filter((line) => line.trim() && !line.startsWith("#"))
  .map((line) => line.split("=>").map((part) => part.trim()) as [british: string, us: string]);

describe("US words, not British ones", () => {
  it("reads its list", () => {
    expect(BRITISHISMS.length).toBeGreaterThan(5);
    for (const [british, us] of BRITISHISMS) expect(british && us, british).toBeTruthy();
  });

  it("finds none of the list in the content or the words typed in app/", () => {
    const problems: string[] = [];
    for (const [british, us] of BRITISHISMS) {
      const pattern = new RegExp(`\\b${british.replace(/[-\s]+/g, "[-\\s]+")}\\b`, "i");
      for (const [file, texts] of prose)
        if (texts.some((text) => pattern.test(text))) problems.push(`${file}: "${british}" (write "${us}")`);
    }
    expect(problems).toEqual([]);
  });
});

describe("the project word list", () => {
  it("is sorted, without duplicates, and starts with a comment that says what it is for", () => {
    expect(wordListLines[0]).toMatch(/^#/);
    // Case-insensitive order, then by character code, so that DMS comes before DMs whatever the locale.
    const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const sorted = [...projectWords].sort((a, b) => compare(a.toLowerCase(), b.toLowerCase()) || compare(a, b));
    expect(projectWords).toEqual(sorted);
    expect(new Set(projectWords).size).toBe(projectWords.length);
  });

  it("holds only words the US dictionary lacks, each still used somewhere, so it stays small", () => {
    expect(alreadyKnown).toEqual([]);
    const written = prose.flatMap(([, texts]) => texts.flatMap(wordsOf).flatMap((word) => [word, ...partsOf(word)]));
    const used = new Set(written.map((word) => word.replace(/'s$/i, "").toLowerCase()));
    expect(projectWords.filter((word) => !used.has(word.toLowerCase()))).toEqual([]);
  });
});

describe("number format", () => {
  it("writes money and counts of 1,000 and more with thousands separators", () => {
    const problems = prose.flatMap(([file, texts]) =>
      texts
        .flatMap(unseparatedNumbers)
        .map((number) => `${file}: "${number}" (write it with thousands separators, e.g. $1,200 or 2,500)`),
    );
    expect(problems).toEqual([]);
  });

  it("the rule flags amounts and leaves years, names, dates, phone numbers and ZIP codes alone", () => {
    expect(unseparatedNumbers("Pro is $1200 a month for 2500 contacts and 1000+ tags")).toEqual([
      "$1200",
      "2500",
      "1000",
    ]);
    expect(unseparatedNumbers("Pro is $1,200 a month for 2,500 contacts, $99.50 once")).toEqual([]);
    expect(
      unseparatedNumbers(
        "Since 2019: A2P 10DLC, 2026-03-04, 555-123-4567, v1.2345, 1200x630, Austin, TX 78701, Form 1040",
      ),
    ).toEqual([]);
  });
});
