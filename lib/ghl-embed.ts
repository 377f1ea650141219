// The agency's GoHighLevel calendar and chat on its own pages: where they load from (the site's one policy names these
// hosts only when a setting asks for them, server/http/headers.ts), the calendar's address with the enquiry filled in, and
// how the page tells a finished booking from any other message. The addresses are the ones GoHighLevel's own embed
// codes use (the calendar's "Embed" code and the chat widget's install snippet).

/** The calendar's page, framed on ours; a finished booking's message comes from this origin. */
export const CALENDAR_ORIGIN = "https://api.leadconnectorhq.com";
/** The chat widget's loader and the resources it loads (the widget's install snippet). */
export const CHAT_LOADER_URL = "https://widgets.leadconnectorhq.com/loader.js";
export const CHAT_RESOURCES_URL = "https://widgets.leadconnectorhq.com/chat-widget/loader.js";
/**
 * The hosts the chat widget uses once loaded: its API over HTTPS and WebSocket (GoHighLevel's own WordPress plugin
 * points the widget at services.leadconnectorhq.com), its styles, fonts, pictures and frames; GoHighLevel's older
 * msgsndr.com hosts; and its media storage (filesafe.space) for the pictures an agency uploads. Decision record 031
 * says where each comes from.
 */
export const CHAT_HOSTS = "*.leadconnectorhq.com";
export const CHAT_LEGACY_HOSTS = "*.msgsndr.com";
export const CHAT_MEDIA_HOSTS = "*.filesafe.space";
/** The name the calendar's page posts to the page framing it when a booking is made. */
export const BOOKING_COMPLETE = "msgsndr-booking-complete";

/** What an enquiry says about its sender, to fill the calendar's form with. */
export interface BookingPrefill {
  name: string;
  email: string;
  phone: string;
}

/** An enquiry just sent: what fills in the calendar, and the key that names its lead when a booking is reported. */
export interface SentEnquiry {
  prefill: BookingPrefill;
  /** The enquiry's idempotency key (the site's own receiver only: nothing else knows the lead by it). */
  key?: string | undefined;
}

/** Where the browser reports a booking made right after an enquiry (server/enquiries/booking.ts). */
export const BOOKING_REPORT_PATH = "/api/booking";
/** Where the thank-you page asks for the details of the enquiry its address names (server/enquiries/booking.ts). */
export const BOOKING_PREFILL_PATH = "/api/booking/prefill";
/**
 * How the thank-you page's address names the enquiry a plain form post just stored: `/thank-you#booking=<key>`. After
 * the `#`, so no request carries it (not to our server, not as a referrer); the page takes it out of the address at once.
 */
export const THANK_YOU_BOOKING_HASH = "#booking=";
/**
 * For how long after a send the receiver answers the thank-you page with the enquiry's details: the page asks as it
 * opens, so a key that is copied or kept anywhere soon names nothing (the privacy pages say so, from this number).
 */
export const BOOKING_PREFILL_MINUTES = 30;

/** "Ana Maria Lopez" -> first "Ana", last "Maria Lopez" (the calendar asks for both); one word is a first name. */
export function splitName(name: string): { first: string; last: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { first: words[0] ?? "", last: words.slice(1).join(" ") };
}

/** The calendar's page for `calendarId`, with the enquiry's details as its prefill parameters (empty ones left out). */
export function calendarUrl(calendarId: string, prefill?: BookingPrefill): string {
  const url = new URL(`/widget/booking/${encodeURIComponent(calendarId)}`, CALENDAR_ORIGIN);
  if (prefill) {
    const { first, last } = splitName(prefill.name);
    const fields = { first_name: first, last_name: last, email: prefill.email.trim(), phone: prefill.phone.trim() };
    for (const [key, value] of Object.entries(fields)) if (value) url.searchParams.set(key, value);
  }
  return url.href;
}

/** Where a booking link leads without JavaScript: the booking page of BOOKING_URL, else the calendar's own page. */
export function bookingPageUrl({
  bookingUrl,
  bookingCalendarId,
}: {
  bookingUrl: string;
  bookingCalendarId?: string | undefined;
}): string {
  return bookingUrl || (bookingCalendarId ? calendarUrl(bookingCalendarId) : "");
}

/**
 * Whether a `message` event is the calendar saying a booking is made: it must come from the calendar's origin, and its
 * data is `["msgsndr-booking-complete", { calendarId, fingerprint }]` (what the calendar's own code posts, decision
 * record 031; the bare name is accepted too). Any other page can post messages to ours, so the origin is what counts;
 * the rest of the data carries nothing the site uses.
 */
export function isBookingComplete(origin: string, data: unknown): boolean {
  if (origin !== CALENDAR_ORIGIN) return false;
  const head: unknown = Array.isArray(data) ? data[0] : data;
  return head === BOOKING_COMPLETE;
}
