import { isPlainClick } from "~/lib/contact-link";
import { sentEnquiry } from "~/lib/sent-enquiry";
import { site } from "~/content/site";
import { mountChatButton } from "./ChatButton";

/**
 * The agency's GoHighLevel calendar and chat, started once the page runs (the root layout imports this module after
 * hydration, only in a build with either setting): the chat button is shown, and a plain click on a booking link
 * (`a[data-calendar]`, BookingLink) opens the calendar on the page, filled in with the enquiry sent from it, if any. Until
 * then, and without JavaScript, those links lead to the calendar's page. No page's first load carries this code.
 */
export function startEmbeds() {
  if (__CHAT_ON__ && site.chatWidgetId) mountChatButton(site.chatWidgetId);
  if (!__BOOKING_ON__ || !site.bookingCalendarId) return;
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-calendar]") : null;
    if (!link || !isPlainClick(event)) return;
    event.preventDefault();
    // If the window's code cannot load (offline, a new deploy), the link goes where it leads.
    import("~/components/booking/CalendarDialog").then(
      (module) => module.openCalendar(link, sentEnquiry()),
      () => window.location.assign(link.href),
    );
  });
}
