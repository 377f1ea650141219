import type { SentEnquiry } from "./ghl-embed";

// The enquiry last sent from this page, with the calendar on the pages: the confirmation's "Pick a time now" fills the
// calendar in with it. Noted by the sending code (app/lib/contact-client.ts) and read by the confirmation, both loaded
// on demand, so no page's first load carries it.
let last: SentEnquiry | undefined;

export function noteSentEnquiry(enquiry: SentEnquiry): void {
  last = enquiry;
}

export function sentEnquiry(): SentEnquiry | undefined {
  return last;
}
