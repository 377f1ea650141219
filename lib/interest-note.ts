// The contact page's note on what a call to action brought the visitor to ask about (only the contact page loads
// this; the links themselves are in contact-link.ts, on every page).
import { INTEREST_PARAM } from "./contact-link.ts";

/**
 * The contact page's note on what the visitor asks about: the build leaves this comment where the note goes, the
 * production server replaces it for a known interest (the page works without JavaScript), the page's script otherwise.
 */
export const INTEREST_MARKER = "<!--interest-->";
/** The contact page's form, which the note's hidden `interest` field belongs to (it sits outside the form). */
export const CONTACT_FORM_ID = "contact-form";

/** What the contact page says and sends: the sentence with `{interest}` and the phrase of each interest key. */
export interface ContactInterest {
  sentence: string;
  notes: Readonly<Record<string, string>>;
}

/** The note's words for the interest in a query string; undefined for none, or one the site does not offer. */
export function interestNote(
  search: string,
  { sentence, notes }: ContactInterest,
): { key: string; text: string } | undefined {
  const key = new URLSearchParams(search).get(INTEREST_PARAM);
  return key && Object.hasOwn(notes, key) ? { key, text: sentence.replace("{interest}", notes[key]!) } : undefined;
}
