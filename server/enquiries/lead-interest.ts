// What a lead's interest adds to the contact a destination creates: its tags, and the name split in two.
import type { Interest } from "../../contracts/lead-catalog.ts";
import type { LeadAttribution } from "./lead-validation.ts";
import { DEFAULT_LANG, type Lang } from "../../config/languages.mjs";

/** The tag of an enquiry in another language than English (`lang-es`); English ones get none (the default). */
export function langTag(lang: Lang): string | undefined {
  return lang === DEFAULT_LANG ? undefined : `lang-${lang}`;
}

/**
 * Tags for the contact: every website lead, the form it came through, what it was about, and its language when it is
 * not English (`lang-es`: docs/decisions/044-enquiry-language.md).
 */
export function leadTags(
  attribution: LeadAttribution,
  interest: Interest | undefined,
  lang: Lang = DEFAULT_LANG,
): string[] {
  const form = attribution.form && /^[a-z0-9-]{1,40}$/.test(attribution.form) ? `form-${attribution.form}` : undefined;
  const language = langTag(lang);
  return [
    "website-lead",
    ...(form ? [form] : []),
    ...(interest ? [interest.tag] : []),
    ...(language ? [language] : []),
  ];
}

/** First and last name from the one name field: the last word is the last name ("Ana María Soto" -> "Ana María", "Soto"). */
export function splitName(full: string): { firstName: string; lastName: string } {
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? "", lastName: "" };
  return { firstName: words.slice(0, -1).join(" "), lastName: words.at(-1)! };
}
