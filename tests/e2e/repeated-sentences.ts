// Sentences that the same words repeat across pages: read from the prerendered HTML's main landmark, leaving out what
// is meant to be the same everywhere, marked `data-shared` in the components: calls to action, the buy box, and the
// cards and author boxes that preview another page in its own words (the header and footer are outside main); and
// links that name another page by its title.
import { JSDOM } from "jsdom";

/** The shortest sentence counted, in words. */
export const MIN_WORDS = 8;
/** The most pages one sentence may appear on. */
export const MAX_PAGES = 3;

/** Where text breaks: a sentence never runs from one of these into the next. */
const BLOCKS = "p, li, h1, h2, h3, h4, h5, h6, dt, dd, td, th, figcaption, blockquote, summary, button, label, caption";

/** The sentences of `html`'s main landmark with at least MIN_WORDS words, once each. */
export function sentencesOf(html: string): Set<string> {
  const { document } = new JSDOM(html).window;
  const main = document.querySelector("main");
  const sentences = new Set<string>();
  if (!main) return sentences;
  for (const shared of main.querySelectorAll("[data-shared], script, style, template")) shared.remove();
  // Leaf blocks only, so a list item's text is not counted again as part of its list's parent.
  for (const block of main.querySelectorAll(BLOCKS)) {
    if (block.querySelector(BLOCKS)) continue;
    const text = (block.textContent ?? "").replace(/\s+/g, " ").trim();
    // A block that is one link (a list of related posts, the search page's index) names another page: navigation.
    const links = block.querySelectorAll("a");
    if (links.length === 1 && (links[0]!.textContent ?? "").replace(/\s+/g, " ").trim() === text) continue;
    for (const sentence of text.split(/(?<=[.!?])\s+(?=[A-Z0-9"'])/)) {
      if (sentence.split(" ").filter((word) => /\w/.test(word)).length >= MIN_WORDS) sentences.add(sentence);
    }
  }
  return sentences;
}

/** Every sentence found on more than MAX_PAGES of `pages` (path -> HTML), with the pages, most repeated first. */
export function repeatedSentences(pages: Iterable<[string, string]>): { sentence: string; pages: string[] }[] {
  const where = new Map<string, string[]>();
  for (const [page, html] of pages)
    for (const sentence of sentencesOf(html)) where.set(sentence, [...(where.get(sentence) ?? []), page]);
  return [...where]
    .filter(([, on]) => on.length > MAX_PAGES)
    .map(([sentence, on]) => ({ sentence, pages: on }))
    .sort((a, b) => b.pages.length - a.pages.length);
}
