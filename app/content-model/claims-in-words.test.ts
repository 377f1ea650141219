/**
 * Claims made in words (facts.yml `evidence.phrases`: experience, volume, results, credentials). A production build
 * says each unverified one in its unclaimed words wherever the copy makes it, in every language; the demo keeps the
 * claim. Read from the content as it is, so the checks follow whatever claims an editor adds or verifies.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseYaml } from "yaml";
import { describe, expect, it } from "vitest";
import { DEFAULT_LANG, LANGS, type Lang } from "../../config/languages.mjs";
import { readContentSettings, readSettings } from "../../config/settings.mjs";
import { wordsPattern } from "./.server/evidence";
import { loadContent } from "./.server/load";
import type { Content } from "./schema";

const CONTENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../content");
const LEGAL = {
  LEGAL_ENTITY_NAME: "Sample Agency LLC",
  LEGAL_POSTAL_ADDRESS: "100 Congress Ave, Austin, TX 78701",
  LEGAL_GOVERNING_STATE: "Texas",
};

interface Phrase {
  pattern: string;
  unclaimed?: string;
  verified?: boolean;
}
/** A language's claims made in words, with the English file's evidence (a translation holds only the words). */
function phrasesIn(lang: Lang): Phrase[] {
  const read = (name: string) =>
    (parseYaml(readFileSync(path.join(CONTENT, "data", name), "utf8")) as { evidence: { phrases: Phrase[] } }).evidence
      .phrases;
  const english = read("facts.en.yml");
  return lang === DEFAULT_LANG
    ? english
    : read(`facts.${lang}.yml`).map((phrase, index) => ({ ...phrase, verified: english[index]!.verified }));
}

/** Everything the pages of a build show, as one text (the claims' own list and the facts' evidence left aside). */
function pagesOf(lang: Lang, production: boolean): string {
  const env = { ...LEGAL, ...(production ? { SITE_ENV: "production" } : {}) };
  const {
    claims: _claims,
    claimWords: _words,
    ...pages
  }: Content = loadContent(CONTENT, readSettings(env), { ...readContentSettings(env), production }, lang);
  return JSON.stringify(pages).replace(/\\n/g, " ");
}

describe("claims made in words", { timeout: 60_000 }, () => {
  it.each(LANGS)("a production build says each unverified one in its unclaimed words (%s)", (lang) => {
    const demo = pagesOf(lang, false);
    const live = pagesOf(lang, true);
    // This language's words, and English's: its pages show parts of English-only ones (a post's card).
    const open = [...phrasesIn(lang), ...phrasesIn(DEFAULT_LANG)].filter(
      (phrase) => !phrase.verified && phrase.unclaimed,
    );
    const made = open.filter((phrase) => wordsPattern(phrase.pattern).test(demo));
    expect(made.length, "claims the demo makes").toBeGreaterThan(0);
    for (const phrase of open) expect(live, phrase.pattern).not.toMatch(wordsPattern(phrase.pattern));
    for (const phrase of made) expect(live, phrase.pattern).toMatch(wordsPattern(phrase.unclaimed!));
  });
});
