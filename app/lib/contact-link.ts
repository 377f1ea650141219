/**
 * Where a call to action leads before (or without) JavaScript: the contact page, with what the visitor asks about
 * in the query (`/contact?interest=plan:standard`). Once the page runs, the popup takes the click over instead.
 * Interest keys are made of `[a-z0-9-]` and one colon (app/lib/interest.ts), all safe in a query as they are.
 */
export const CONTACT_PATH = "/contact";
export const INTEREST_PARAM = "interest";

export function contactHref(interest?: string): string {
  return interest ? `${CONTACT_PATH}?${INTEREST_PARAM}=${interest}` : CONTACT_PATH;
}

/** A plain left click, which a script may take over; a modified or middle click keeps the link's own behavior. */
export function isPlainClick(event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented">): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

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
export function interestNote(search: string, { sentence, notes }: ContactInterest): { key: string; text: string } | undefined {
  const key = new URLSearchParams(search).get(INTEREST_PARAM);
  return key && Object.hasOwn(notes, key) ? { key, text: sentence.replace("{interest}", notes[key]!) } : undefined;
}
