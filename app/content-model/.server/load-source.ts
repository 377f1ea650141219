/**
 * What every part of the content loader (load.ts and the load-*.ts beside it) shares: reading a file of content/ with
 * its translation laid over, collecting problems as "file: field: what is wrong", checking data against a schema and
 * filling {{tokens}} in it.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml, YAMLParseError } from "yaml";
import type { z } from "zod";
import { DEFAULT_LANG, LANGUAGES, type Lang } from "../../../config/languages.mjs";
import { UnknownTokenError, resolveTokens, type TokenValues } from "../../../lib/content-tokens";
import type { Evidence } from "./evidence";
import { englishThings, overlayTranslation, translationFile } from "./translation";

export class ContentError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(
      `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`,
    );
    this.name = "ContentError";
    this.problems = problems;
  }
}

/** Collects problems as "file: field: what is wrong" so one build run lists them all. */
export class Problems {
  readonly list: string[] = [];
  private readonly root: string;
  constructor(root: string) {
    this.root = root;
  }
  add(file: string, field: string, problem: string) {
    const relative = path.relative(process.cwd(), path.join(this.root, file)) || file;
    this.list.push(field ? `${relative}: ${field}: ${problem}` : `${relative}: ${problem}`);
  }
}

function fieldPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>(
    (out, segment) =>
      typeof segment === "number" ? `${out}[${segment}]` : out ? `${out}.${String(segment)}` : String(segment),
    "",
  );
}

export interface SourceFile {
  /** Path inside the content folder, e.g. snapshots/roofing.md (its translation's, services/x.es.md, in another language) */
  file: string;
  /** The English file a translation was laid over. */
  translationOf?: string;
  /** File name without extension: the slug of a thing that is one file. */
  slug: string;
  data: unknown;
  body: string;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export function readSource(root: string, file: string, problems: Problems): SourceFile | undefined {
  const full = path.join(root, file);
  const raw = readFileSync(full, "utf8");
  const slug = path
    .basename(file)
    .replace(/\.(md|ya?ml)$/, "")
    .replace(/\.en$/, "");
  let yamlText = raw;
  let body = "";
  if (file.endsWith(".md")) {
    const match = FRONTMATTER.exec(raw);
    if (!match) {
      problems.add(file, "", "must start with a frontmatter block between two --- lines");
      return undefined;
    }
    yamlText = match[1]!;
    body = match[2]!;
  }
  try {
    return { file, slug, data: parseYaml(yamlText) ?? {}, body };
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const where = error.linePos?.[0]
        ? `line ${error.linePos[0].line}${file.endsWith(".md") ? " of the frontmatter" : ""}`
        : "";
      problems.add(file, where, `is not valid YAML (${error.message.split("\n")[0]})`);
      return undefined;
    }
    throw error;
  }
}

/** The English file of a thing named plainly: data/home.en.yml when it exists (a translated thing), else data/home.yml. */
export function englishFile(root: string, file: string): string {
  const english = translationFile(file, DEFAULT_LANG);
  return existsSync(path.join(root, english)) ? english : file;
}

function listFolder(root: string, folder: string, extension: string): string[] {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return [];
  return englishThings(readdirSync(dir).filter((name) => name.endsWith(extension) && !name.startsWith(".")))
    .sort()
    .map((name) => `${folder}/${name}`);
}

/** Validates `data` against `schema`; on failure records each issue with its field and returns undefined. */
export function check<S extends z.ZodType>(
  schema: S,
  source: SourceFile,
  data: unknown,
  problems: Problems,
): z.infer<S> | undefined {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) problems.add(source.file, fieldPath(issue.path), issue.message);
  return undefined;
}

/** Fills tokens in every string of a parsed file; an unknown token is a problem at that field. */
export function fillTokens(
  value: unknown,
  tokens: TokenValues,
  source: SourceFile,
  problems: Problems,
  at: PropertyKey[] = [],
): unknown {
  if (typeof value === "string") {
    try {
      return resolveTokens(value, tokens);
    } catch (error) {
      if (error instanceof UnknownTokenError) {
        problems.add(
          source.file,
          fieldPath(at) || "body",
          `${error.message}; known tokens are listed in docs/editing.md "Tokens"`,
        );
        return value;
      }
      throw error;
    }
  }
  if (Array.isArray(value))
    return value.map((item, index) => fillTokens(item, tokens, source, problems, [...at, index]));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, fillTokens(inner, tokens, source, problems, [...at, key])]),
    );
  return value;
}

/**
 * The files and folders the Spanish pages read: each needs its translation. The snapshots, the posts and their
 * categories are shown in English only (the store and the blog are English pages); a translation of one is used when
 * it exists.
 */
const TRANSLATED_DATA = new Set([
  "data/facts.yml",
  "data/pricing.yml",
  "data/navigation.yml",
  "data/home.yml",
  "data/pages.yml",
  "data/enquiry-form.yml",
  "data/call-and-chat.yml",
  "data/interface-words.yml",
  "data/page-words.yml",
  "data/testimonials.yml",
  "data/case-studies.yml",
  "data/integrations.yml",
  "data/form-delivery.yml",
  "data/analytics-disclosure.yml",
  "data/privacy.yml",
  "data/store-policy.yml",
]);
const TRANSLATED_FOLDERS = new Set(["services", "industries", "legal", "people"]);
const needsTranslation = (file: string) => TRANSLATED_DATA.has(file) || TRANSLATED_FOLDERS.has(file.split("/")[0]!);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface ContentReader {
  /** A file as English has it (a missing file is a problem). */
  readFile: (file: string) => SourceFile | undefined;
  /** A file in the pass's language: another language's pages read each with its translation's words laid over it. */
  read: (file: string) => SourceFile | undefined;
  /** Every thing of a folder, in the pass's language; a file name that can't be a page address is a problem. */
  folder: (name: string, extension: string) => SourceFile[];
}

/** Reads content/ for one language's pass (translation.ts lays a translation over its English file). */
export function contentReader(root: string, lang: Lang, problems: Problems): ContentReader {
  const readFile = (file: string) => {
    const english = englishFile(root, file);
    return existsSync(path.join(root, english))
      ? readSource(root, english, problems)
      : (problems.add(file, "", "is missing"), undefined);
  };
  const read = (file: string): SourceFile | undefined => {
    const source = readFile(file);
    if (!source || lang === DEFAULT_LANG) return source;
    const other = translationFile(file, lang);
    if (!existsSync(path.join(root, other))) {
      if (needsTranslation(file))
        problems.add(other, "", `is missing: the ${LANGUAGES[lang].inEnglish} pages need the translation of ${file}`);
      return source;
    }
    const translated = readSource(root, other, problems);
    if (!translated) return source;
    const overlay = overlayTranslation(source.data, translated.data);
    for (const field of overlay.missing)
      problems.add(other, field || "(file)", "is missing: translate it from the English file");
    for (const problem of overlay.extra) problems.add(other, "", problem);
    if (file.endsWith(".md") && translated.body.trim() === "" && source.body.trim() !== "")
      problems.add(other, "body", "is missing: translate it from the English file");
    return { ...source, file: other, data: overlay.value, body: translated.body, translationOf: source.file };
  };
  const folder = (name: string, extension: string) =>
    listFolder(root, name, extension)
      .map((file) => read(file))
      .filter((source): source is SourceFile => {
        if (source && !SLUG.test(source.slug))
          problems.add(
            source.file,
            "file name",
            "must be lower-case words joined by hyphens (it becomes the page address)",
          );
        return source !== undefined;
      });
  return { readFile, read, folder };
}

/** What the loader of each kind of thing (load-*.ts) is handed once the tokens are known. */
export interface LoadContext {
  root: string;
  lang: Lang;
  /** The language the pages are written in, which the formatted tokens (times, durations, periods) follow. */
  locale: string;
  problems: Problems;
  /** SITE_ENV=production: unverified claims are left out. */
  production: boolean;
  /** Where Markdown's images are looked for. */
  publicDir: string;
  /** The file's data with its tokens filled, checked against the schema (undefined, with its problems noted, when it fails). */
  data: <S extends z.ZodType>(schema: S, source: SourceFile | undefined) => z.infer<S> | undefined;
  /** The file's Markdown body with its tokens filled. */
  body: (source: SourceFile) => string;
  /** Renders Markdown; a Markdown problem is noted at the file's body and gives undefined. */
  markdown: <T>(source: SourceFile, render: () => T) => T | undefined;
  /** Notes a claim with its evidence (for launch-check); whether the page may show it. */
  claim: (source: SourceFile | undefined, field: string, what: string, evidence: Evidence) => boolean;
}
