import { DEFAULT_LANG } from "../../../config/languages.mjs";

/**
 * A translation is a second file beside the English one (`services/x.es.md` beside `services/x.md`, Decap's
 * "multiple_files" layout) that holds only the texts. Facts (numbers, true/false), references to other content,
 * icons, paths and enum values are stated once, in the English file, and come from there. Overlaying the two gives a
 * file with the English structure and the translated words, which then goes through the same schema.
 *
 * The overlay is strict both ways, so a translation never drifts from its source: every text of the English file
 * must be translated (a missing one fails the build, naming the field), and a fact or a field the English file does
 * not have fails it too ("comes from the English file").
 */

/**
 * A language's file of a thing: `x.es.md` beside the English `x.en.md` (Decap's "multiple_files" layout; a thing never
 * translated keeps the plain `x.md`). Content names a thing by its plain name (services/x.md, data/home.yml).
 */
export const LANGUAGE_FILE = /\.([a-z]{2})\.(md|ya?ml)$/;

/** The language a file of content is written in: `es` for x.es.md, `en` for x.en.md and for a plain x.md. */
export const languageOfFile = (name: string): string => LANGUAGE_FILE.exec(name)?.[1] ?? DEFAULT_LANG;

/** The English things among a folder's file names, each by its plain name (x.en.md and y.md -> x.md, y.md). */
export function englishThings(names: string[]): string[] {
  return names
    .filter((name) => languageOfFile(name) === DEFAULT_LANG)
    .map((name) => name.replace(LANGUAGE_FILE, ".$2"));
}

/** The file holding `file`'s translation into `lang`: services/x.md -> services/x.es.md. */
export function translationFile(file: string, lang: string): string {
  return file.replace(/\.(md|ya?ml)$/, `.${lang}.$1`);
}

/** Keys whose string values are identifiers or references, never words a visitor reads. */
const KEPT_KEYS = new Set([
  "slug",
  "id",
  "key",
  "icon",
  "palette",
  "to",
  "href",
  "url",
  "period",
  "related",
  "snapshots",
  "services",
  "posts",
  "tags",
  "categories",
  "category",
  "columns",
  "sent",
  "author",
  "avatar",
  "image",
  "date",
  "source",
  "ghlSnapshotId",
  "checkoutUrl",
  // An industry page's proof names a case study by its English title and a testimonial by its author.
  "caseStudy",
  "testimonial",
]);

/**
 * A value that reads the same in every language: a slug or enum (lower-case-with-hyphens), a path or link, a date, a
 * figure without words, a lone {{token}} (filled per language).
 */
export function isLanguageFree(value: string): boolean {
  return (
    /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(value) ||
    /^(\/|https?:\/\/|#|mailto:)\S*$/.test(value) ||
    /^\d{4}-\d{2}-\d{2}/.test(value) ||
    // A figure written as text ("150+", "35%", "24/7"): a fact, stated once.
    !/\p{L}/u.test(value) ||
    /^\{\{[\w.:-]+\}\}$/.test(value)
  );
}

export interface Overlay {
  value: unknown;
  /** Fields the translation lacks, e.g. `features[2].description`. */
  missing: string[];
  /** Fields the translation has that it must not: facts, identifiers, or fields the English file does not have. */
  extra: string[];
}

const join = (at: string, key: string | number) =>
  typeof key === "number" ? `${at}[${key}]` : at ? `${at}.${key}` : key;

/** Whether a field of this name can hold words to translate (a kept key holds references; app/content-model/.server/cms-config.ts). */
export function isTranslatedField(name: string): boolean {
  return !KEPT_KEYS.has(name) || WORDS_KEYS.has(name);
}

/**
 * Keys whose value is always in the page's language, even one lower-case word: a claim's pattern is matched against
 * the copy (facts.yml `evidence.phrases`), so a production build withholds the Spanish sentence that makes the claim.
 */
const WORDS_KEYS = new Set(["pattern"]);

/** Whether a value holds any text to translate (a list of slugs or a number holds none). */
function hasText(value: unknown, key?: string): boolean {
  if (key !== undefined && WORDS_KEYS.has(key) && typeof value === "string") return true;
  // A kept key holds a reference or a list of them; a key of that name holding an object (pages.yml's `services`
  // page) is words like any other.
  if (
    key !== undefined &&
    KEPT_KEYS.has(key) &&
    (typeof value === "string" || (Array.isArray(value) && value.every((item) => typeof item === "string")))
  )
    return false;
  if (typeof value === "string") return !isLanguageFree(value);
  if (Array.isArray(value)) return value.some((item) => hasText(item));
  if (value !== null && typeof value === "object")
    return Object.entries(value).some(([inner, item]) => hasText(item, inner));
  return false;
}

/** Two lone tokens of one fact in different formats: "{{facts.x.adjective}}" and "{{facts.x.duration}}". */
function sameFactToken(english: string, translated: string): boolean {
  const fact = (value: string) => /^\{\{(facts\.[\w-]+)\.(?:duration|adjective)\}\}$/.exec(value.trim())?.[1];
  return fact(english) !== undefined && fact(english) === fact(translated);
}

/** The English value with the translation's texts laid over it (see the module's comment for the rules). */
export function overlayTranslation(english: unknown, translated: unknown): Overlay {
  const missing: string[] = [];
  const extra: string[] = [];
  const walk = (source: unknown, words: unknown, at: string, key?: string): unknown => {
    if (!hasText(source, key)) {
      // The same fact written the way the language writes it ("{{facts.x.adjective}}" -> "{{facts.x.duration}}":
      // English says "30-day", Spanish "30 dias"): the fact is still stated once.
      if (typeof source === "string" && typeof words === "string" && sameFactToken(source, words)) return words;
      // Restating the same reference or token changes nothing (the English value is used); a different one would
      // disagree with the English page, and a number here would be a fact stated twice.
      if (words !== undefined && words !== null && JSON.stringify(words) !== JSON.stringify(source))
        extra.push(`${at || "(file)"}: comes from the English file; remove it here`);
      return source;
    }
    if (typeof source === "string") {
      if (typeof words === "string" && words.trim() !== "") return words;
      missing.push(at);
      return source;
    }
    if (Array.isArray(source)) {
      if (!Array.isArray(words)) {
        missing.push(at);
        return source;
      }
      if (words.length !== source.length)
        extra.push(`${at}: has ${words.length} entries, the English file ${source.length}`);
      return source.map((item, index) => walk(item, words[index], join(at, index)));
    }
    // Parsed YAML that is neither a list nor a scalar is a mapping.
    const object = source as Record<string, unknown>;
    if (words === undefined || words === null || typeof words !== "object" || Array.isArray(words)) {
      missing.push(at || "(file)");
      return source;
    }
    // A mapping, as checked just above.
    const wordsObject = words as Record<string, unknown>;
    for (const name of Object.keys(wordsObject))
      if (!(name in object)) extra.push(`${join(at, name)}: is not in the English file`);
    return Object.fromEntries(
      Object.entries(object).map(([name, value]) => [name, walk(value, wordsObject[name], join(at, name), name)]),
    );
  };
  const value = walk(english, translated, "");
  return { value, missing, extra };
}
