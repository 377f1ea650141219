// The check that a page in another language shows no English: the build fails when a Spanish page's visible text
// (its title, description, headings, text, labels, alternative texts) or the texts of its structured data (JSON-LD's
// names, descriptions, questions and answers) have English words outside the elements marked lang="en" (links to the
// English-only store and blog, product names, quotes kept in English). A word list, not a language detector: the
// English words below are frequent in any English sentence and are not Spanish words, so one found is almost surely a
// sentence or a label left untranslated. Run by scripts/build/postbuild.ts over build/client/es.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { JSDOM } from "jsdom";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { glossaryFileSchema, type glossaryTermSchema } from "../../app/content-model/schema.ts";

/** Frequent English words that are never Spanish ones (so "a", "no", "me", "son" and the like are not listed). */
export const ENGLISH_WORDS = new Set(
  "the and with your our you we for this that these those is are was were will would from what when which who how about have has been into only just than they their them of to by it its can not or at be do does if on up out an all more most each every get our see read view learn show free book call send back worldwide".split(
    " ",
  ),
);

/** The text a visitor or a screen reader meets on the page, without what is marked English (lang="en"). */
export function visibleText(html: string): string[] {
  const { document } = new JSDOM(html).window;
  const parts: string[] = [
    document.title,
    document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
  ];
  for (const element of document.querySelectorAll("script, style, template, noscript, [lang='en']")) element.remove();
  for (const element of document.body.querySelectorAll("[aria-label], [alt], [title], [placeholder]"))
    for (const name of ["aria-label", "alt", "title", "placeholder"]) parts.push(element.getAttribute(name) ?? "");
  // Each text node apart: an element's edge is a word's edge ("Precios" then a button's "Send").
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? "");
  parts.push(texts.join(" "));
  return parts;
}

/**
 * Keys of structured data whose values are not words a reader meets: addresses, ids, dates, figures, codes and the
 * language tag itself. Every other string (names, descriptions, questions, answers, areaServed, serviceType, job
 * titles) is said to a search engine's reader in the page's language.
 */
const NOT_WORDS = new Set([
  "url",
  "item",
  "image",
  "logo",
  "sameAs",
  "email",
  "telephone",
  "mainEntityOfPage",
  "datePublished",
  "dateModified",
  "price",
  "priceCurrency",
  "availability",
  "ratingValue",
  "bestRating",
  "worstRating",
  "reviewCount",
  "position",
  "inLanguage",
]);

/** The human-readable strings of a page's JSON-LD blocks (not @type, @context, @id, addresses, dates, prices, codes). */
export function jsonLdText(html: string): string[] {
  const texts: string[] = [];
  const collect = (value: unknown, key: string) => {
    if (typeof value === "string") {
      if (!key.startsWith("@") && !NOT_WORDS.has(key) && !/^(?:https?:|mailto:|tel:)/.test(value)) texts.push(value);
    } else if (Array.isArray(value)) for (const each of value) collect(each, key);
    else if (value && typeof value === "object") for (const [name, each] of Object.entries(value)) collect(each, name);
  };
  for (const match of html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g))
    collect(JSON.parse(match[1]!), "");
  return texts;
}

/** A glossary entry as the check reads it: content/data/glossary.{lang}.yml (app/content-model/schema.ts). */
export type GlossaryTerm = Pick<z.infer<typeof glossaryTermSchema>, "term" | "translation" | "keep_english" | "avoid">;

/**
 * The language's glossary, checked against its schema: a mistake names the file and the field, like any content's.
 * A language without a glossary has no terms to check.
 */
export async function readGlossary(contentRoot: string, lang: string): Promise<GlossaryTerm[]> {
  const file = path.join(contentRoot, "data", `glossary.${lang}.yml`);
  let raw: string;
  try {
    raw = await readFile(file, "utf8");
  } catch {
    return [];
  }
  const result = glossaryFileSchema.safeParse(parseYaml(raw));
  if (result.success) return result.data.terms;
  const where = path.relative(process.cwd(), file);
  throw new Error(
    `The content has problems:\n${result.error.issues
      .map(
        (issue) =>
          `  - ${where}: ${issue.path
            .map((key) => (typeof key === "number" ? `[${key}]` : `.${String(key)}`))
            .join("")
            .replace(/^\./, "")}: ${issue.message}`,
      )
      .join("\n")}`,
  );
}

/** A glossary term's wordings: "stage (pipeline)" is "stage"; "inquiry / enquiry" is both. */
const wordingsOf = (term: string) =>
  term
    .replace(/\s*\([^)]*\)/g, "")
    .split(" / ")
    .map((wording) => wording.trim())
    .filter(Boolean);

const escaped = (wording: string) => wording.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const wordPattern = (wording: string, flags: string) =>
  new RegExp(`(?<![\\p{L}'’-])${escaped(wording)}(?![\\p{L}'’-])`, flags);

/** What the glossary lets a page in its language show in English, and what it does not. */
export interface GlossaryRules {
  /** Each translated term's English wordings, unless its translation keeps them ("suscripción (underwriting)"). */
  untranslated: string[];
  /** The names kept in English, as written (Google Calendar, Buffer): "Buffer" the product is not "buffer" the margin. */
  kept: string[];
}

export function glossaryRules(terms: GlossaryTerm[]): GlossaryRules {
  const kept = terms.filter((entry) => entry.keep_english).flatMap((entry) => wordingsOf(entry.term));
  const untranslated = terms
    .filter((entry) => !entry.keep_english)
    .flatMap((entry) => wordingsOf(entry.term).filter((wording) => !wordPattern(wording, "iu").test(entry.translation)))
    .map((wording) => wording.toLowerCase());
  return { untranslated, kept };
}

/**
 * A text without what may stay English: the kept names, and an English term cited in parentheses or quotes after its
 * translation ("flujo de trabajo (workflow)", the glossary's "at first mention").
 */
function withoutCitedEnglish(text: string, kept: string[]): string {
  let out = text.replace(/\([^)]*\)|"[^"]*"|“[^”]*”/g, " ");
  for (const name of kept) out = out.replace(wordPattern(name, "gu"), " ");
  return out;
}

/** The English words of a page's text (and the glossary's untranslated terms), each with a few words around it to find it by. */
export function englishWords(texts: string[], glossary: GlossaryRules = { untranslated: [], kept: [] }): string[] {
  const found: string[] = [];
  const patterns = glossary.untranslated.map((wording) => ({ wording, pattern: wordPattern(wording, "giu") }));
  for (const text of texts) {
    const words = text.split(/[^\p{L}'’]+/u).filter(Boolean);
    words.forEach((word, index) => {
      // An acronym in capitals (CAN-SPAM, STOP) is a name, not an English word of a sentence.
      if (ENGLISH_WORDS.has(word.toLowerCase()) && word !== word.toUpperCase())
        found.push(`"${word}" in "${words.slice(Math.max(0, index - 4), index + 5).join(" ")}"`);
    });
    const checked = patterns.length > 0 ? withoutCitedEnglish(text, glossary.kept) : "";
    for (const { wording, pattern } of patterns)
      for (const match of checked.matchAll(pattern))
        found.push(
          `"${match[0]}" (the glossary translates "${wording}") in "${checked.slice(Math.max(0, match.index - 30), match.index + wording.length + 30).trim()}"`,
        );
  }
  return found;
}

/** Every page of `dir` (a language's folder of the build) with English words, and the words. */
export async function pagesWithEnglish(
  dir: string,
  files: string[],
  glossary?: GlossaryRules,
): Promise<{ file: string; words: string[] }[]> {
  const pages: { file: string; words: string[] }[] = [];
  for (const file of files) {
    const html = await readFile(path.join(dir, file), "utf8");
    const words = englishWords([...visibleText(html), ...jsonLdText(html)], glossary);
    if (words.length > 0) pages.push({ file, words });
  }
  return pages;
}
