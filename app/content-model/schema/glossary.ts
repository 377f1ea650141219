// The schema of content/data/glossary.{lang}.yml. Re-exported by app/content-model/schema.ts, where importers find every
// schema.
import { z } from "zod";
import { line, optional, text } from "./blocks.ts";

/**
 * content/data/glossary.{lang}.yml: how the site says its trade's words in another language (GoHighLevel's own
 * interface first), and which stay in English. Translators read it; the build reads it too: on that language's pages
 * a translated term's English wording is an error (scripts/build/english-words.ts), unless its translation keeps it.
 */
export const glossaryTermSchema = z.object({
  term: line(2, 60).meta({
    hint: 'The English word or phrase. A qualifier in parentheses, e.g. "stage (pipeline)", and alternatives split by " / " are not part of the words checked',
  }),
  translation: line(2, 80).meta({
    hint: 'How the site says it; the English term in parentheses at first mention, e.g. "suscripción (underwriting)", is allowed',
  }),
  keep_english: z.boolean().meta({ hint: "On: the term is a name or a word used as is (GoHighLevel, SaaS Mode, CRM)" }),
  note: text(3, 240).meta({ hint: "When and how to use it: a plural, a short form, a phrase it belongs in" }),
  avoid: optional(
    z.array(line(2, 60)).max(20).meta({
      hint: 'Wordings in this language a page must not use for the term, e.g. "construcción" where the site says "proyecto"; the build fails on them, whole words only, any case',
    }),
  ),
});
export const glossaryFileSchema = z.object({
  terms: z
    .array(glossaryTermSchema)
    .min(1)
    .superRefine((terms, ctx) => {
      const seen = new Set<string>();
      terms.forEach((entry, index) => {
        const key = entry.term.toLowerCase();
        if (seen.has(key))
          ctx.addIssue({ code: "custom", path: [index, "term"], message: `"${entry.term}" is listed twice` });
        seen.add(key);
      });
    }),
});
