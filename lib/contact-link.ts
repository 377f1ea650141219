/**
 * Where a call to action leads before (or without) JavaScript: the contact page, with what the visitor asks about
 * in the query (`/contact?interest=plan:standard`). Once the page runs, the popup takes the click over instead.
 * Interest keys are made of `[a-z0-9-]` and one colon (lib/interest.ts), all safe in a query as they are.
 */
export const CONTACT_PATH = "/contact";
export const INTEREST_PARAM = "interest";

export function contactHref(interest?: string): string {
  return interest ? `${CONTACT_PATH}?${INTEREST_PARAM}=${interest}` : CONTACT_PATH;
}

/** A plain left click, which a script may take over; a modified or middle click keeps the link's own behavior. */
export function isPlainClick(
  event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented">,
): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
