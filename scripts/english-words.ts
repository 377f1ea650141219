// The check that a page in another language shows no English: the build fails when a Spanish page's visible text
// (its title, description, headings, text, labels, alternative texts) has English words outside the elements marked
// lang="en" (links to the English-only store and blog, product names, quotes kept in English). A word list, not a
// language detector: the English words below are frequent in any English sentence and are not Spanish words, so one
// found is almost surely a sentence or a label left untranslated. Run by scripts/postbuild.ts over build/client/es.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { JSDOM } from "jsdom";

/** Frequent English words that are never Spanish ones (so "a", "no", "me", "son" and the like are not listed). */
export const ENGLISH_WORDS = new Set(
  "the and with your our you we for this that these those is are was were will would from what when which who how about have has been into only just than they their them of to by it its can not or at be do does if on up out an all more most each every get our see read view learn show free book call send back".split(
    " ",
  ),
);

/** The text a visitor or a screen reader meets on the page, without what is marked English (lang="en"). */
export function visibleText(html: string): string[] {
  const { document } = new JSDOM(html).window;
  const parts: string[] = [document.title, document.querySelector('meta[name="description"]')?.getAttribute("content") ?? ""];
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

/** The English words of a page's text, each with a few words around it to find it by. */
export function englishWords(texts: string[]): string[] {
  const found: string[] = [];
  for (const text of texts) {
    const words = text.split(/[^\p{L}'’]+/u).filter(Boolean);
    words.forEach((word, index) => {
      // An acronym in capitals (CAN-SPAM, STOP) is a name, not an English word of a sentence.
      if (ENGLISH_WORDS.has(word.toLowerCase()) && word !== word.toUpperCase()) found.push(`"${word}" in "${words.slice(Math.max(0, index - 4), index + 5).join(" ")}"`);
    });
  }
  return found;
}

/** Every page of `dir` (a language's folder of the build) with English words, and the words. */
export async function pagesWithEnglish(dir: string, files: string[]): Promise<{ file: string; words: string[] }[]> {
  const pages: { file: string; words: string[] }[] = [];
  for (const file of files) {
    const words = englishWords(visibleText(await readFile(path.join(dir, file), "utf8")));
    if (words.length > 0) pages.push({ file, words });
  }
  return pages;
}
