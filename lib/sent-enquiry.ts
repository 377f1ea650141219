import { pathIn } from "../config/languages.mjs";
import { THANK_YOU_BOOKING_HASH, type SentEnquiry } from "./ghl-embed";

// The enquiry last sent from this page, with the calendar on the pages: the confirmation's "Pick a time now" fills the
// calendar in with it. Noted by the sending code (lib/contact-client.ts), or on the thank-you page by the embeds
// (app/components/layout/embeds.ts) from the enquiry its address names, and read when the calendar opens, all loaded
// on demand, so no page's first load carries it.
let last: SentEnquiry | undefined;

export function noteSentEnquiry(enquiry: SentEnquiry): void {
  last = enquiry;
}

export function sentEnquiry(): SentEnquiry | undefined {
  return last;
}

/**
 * Where a send leads when THANK_YOU_REDIRECT is on: the thank-you page (`path`, its English address) in the page's
 * language (/es/thank-you from a Spanish page), naming the enquiry after the `#` when the calendar is on and the
 * site's own receiver stored it, so the calendar there is filled in as it is on this page.
 * (The path is passed in: importing the forms' module here would split it out of the contact page's code.)
 */
export function thankYouAddress(path: string): string {
  const key = __BOOKING_ON__ ? last?.key : undefined;
  const page = pathIn(__SITE_LANG__, path);
  return key ? `${page}${THANK_YOU_BOOKING_HASH}${key}` : page;
}
