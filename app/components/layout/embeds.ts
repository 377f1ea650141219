import { isPlainClick } from "../../../lib/contact-link";
import { BOOKING_PREFILL_PATH, THANK_YOU_BOOKING_HASH, type BookingPrefill } from "../../../lib/ghl-embed";
import { noteSentEnquiry, sentEnquiry } from "../../../lib/sent-enquiry";
import { site } from "~/content-model/site";
import { mountChatButton } from "./ChatButton";

/**
 * The enquiry the thank-you page's address names (`#booking=<key>`: a plain form post, or THANK_YOU_REDIRECT, lands
 * there with it): taken out of the address at once, so it is not kept in the history or copied with the link, and
 * asked of the site's receiver, which answers with its name, email address and phone for a short while after the send.
 * Settles, never fails: without it the calendar opens empty.
 */
async function enquiryOfAddress(): Promise<void> {
  const { hash, pathname, search } = window.location;
  if (!hash.startsWith(THANK_YOU_BOOKING_HASH)) return;
  window.history.replaceState(window.history.state, "", pathname + search);
  const key = hash.slice(THANK_YOU_BOOKING_HASH.length);
  if (site.formMode !== "own" || !/^[\w-]{8,64}$/.test(key)) return;
  try {
    const response = await fetch(BOOKING_PREFILL_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ key }),
    });
    // The site's own server answers with a prefill (server/enquiries/booking.ts).
    if (response.ok) noteSentEnquiry({ prefill: (await response.json()) as BookingPrefill, key });
  } catch {
    // Offline or refused: the calendar opens without the enquiry.
  }
}

/**
 * The agency's GoHighLevel calendar and chat, started once the page runs (the root layout imports this module after
 * hydration, only in a build with either setting): the chat button is shown, and a plain click on a booking link
 * (`a[data-calendar]`, BookingLink) opens the calendar on the page, filled in with the enquiry sent from it, if any. Until
 * then, and without JavaScript, those links lead to the calendar's page; a tap after hydration but before this module
 * arrived is held by the head script and replayed once it has (lib/early-clicks.ts). No page's first load carries
 * this code.
 */
export function startEmbeds() {
  if (__CHAT_ON__ && site.chatWidgetId) mountChatButton(site.chatWidgetId);
  if (!__BOOKING_ON__ || !site.bookingCalendarId) return;
  const enquiry = enquiryOfAddress();
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-calendar]") : null;
    if (!link || !isPlainClick(event)) return;
    event.preventDefault();
    // If the window's code cannot load (offline, a new deploy), the link goes where it leads.
    Promise.all([import("~/components/booking/CalendarDialog"), enquiry]).then(
      ([module]) => module.openCalendar(link, sentEnquiry()),
      () => window.location.assign(link.href),
    );
  });
}
