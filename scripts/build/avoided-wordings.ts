// The check that a page in another language says each concept one way: a glossary entry may list wordings to avoid
// (content/data/glossary.{lang}.yml, `avoid:`), such as "construcción" where the site says "proyecto", and the build
// fails when a page of that language shows one. Whole words only, so "reconstrucción" passes "construcción". Run by
// scripts/build/postbuild.ts over each translated language's pages, beside the English-word check.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { type GlossaryTerm, visibleText } from "./english-words.ts";

/** One wording to avoid, with what to write instead. */
interface AvoidRule {
  wording: string;
  /** The glossary's translation, named in the message. */
  instead: string;
  /** The English term of the entry, to find it in the glossary. */
  term: string;
  pattern: RegExp;
}

const escaped = (wording: string) => wording.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A wording as a whole-word pattern, any case, any run of spaces between its words. */
const wordingPattern = (wording: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escaped(wording.trim()).replace(/\s+/g, "\\s+")}(?![\\p{L}\\p{N}])`, "giu");

export function avoidRules(terms: GlossaryTerm[]): AvoidRule[] {
  return terms.flatMap((entry) =>
    (entry.avoid ?? []).map((wording) => ({
      wording,
      instead: entry.translation,
      term: entry.term,
      pattern: wordingPattern(wording),
    })),
  );
}

/** The avoided wordings of a page's texts, each as a message naming the wording, the term and a few words around it. */
export function avoidedWordings(texts: string[], rules: AvoidRule[]): string[] {
  const found: string[] = [];
  for (const text of texts)
    for (const rule of rules)
      for (const match of text.matchAll(rule.pattern)) {
        const around = text
          .slice(Math.max(0, match.index - 30), match.index + match[0].length + 30)
          .replace(/\s+/g, " ")
          .trim();
        found.push(`"${match[0]}" (the glossary says "${rule.instead}" for "${rule.term}") in "${around}"`);
      }
  return found;
}

/** Every page of `dir` (a language's folder of the build) that uses an avoided wording, and the wordings. */
export async function pagesWithAvoidedWordings(
  dir: string,
  files: string[],
  rules: AvoidRule[],
): Promise<{ file: string; words: string[] }[]> {
  if (rules.length === 0) return [];
  const pages: { file: string; words: string[] }[] = [];
  for (const file of files) {
    const words = avoidedWordings(visibleText(await readFile(path.join(dir, file), "utf8")), rules);
    if (words.length > 0) pages.push({ file, words });
  }
  return pages;
}
