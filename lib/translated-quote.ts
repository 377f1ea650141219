/**
 * The note under a quote shown in another language than the one it was given in ("Traducido del inglés"): a reader
 * must know the words are a translation of what the client said, not the client's own. The words come from the page
 * language's interface words, built from the original language's name there, never typed per quote.
 */
import { fill } from "./fill";

export interface QuoteNoteWords {
  /** "Translated from {language}", in the page's language. */
  translatedFrom: string;
  /** Each language's name as it reads in that sentence ("inglés" in "Traducido del inglés"). */
  languages: Record<string, string>;
}

/** The note for a quote given in `quotedIn` shown on a page in `pageLang`; none when the two are the same. */
export function translatedQuoteNote(quotedIn: string, pageLang: string, words: QuoteNoteWords): string | undefined {
  if (quotedIn === pageLang) return undefined;
  const language = words.languages[quotedIn];
  // A language with no name in these words cannot be said: the schema names every language, so this is a bug.
  if (!language) throw new Error(`No name for the language "${quotedIn}" in the quote note's words`);
  return fill(words.translatedFrom, { language });
}
