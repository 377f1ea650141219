import { buttonClasses } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { site } from "~/content/site";
import { isPlainClick } from "~/lib/contact-link";
import type { SentEnquiry } from "~/lib/ghl-embed";

interface BookingLinkProps {
  /** Where the link leads without JavaScript (app/lib/ghl-embed.ts `bookingPageUrl`); nothing is shown when empty. */
  url: string;
  label: string;
  variant?: "primary" | "secondary";
  className?: string;
  /** The enquiry just sent, when there is one: it fills in the calendar and names the lead a booking is noted on. */
  enquiry?: SentEnquiry | undefined;
}

/**
 * "Pick a time now": the agency's booking calendar, for a visitor who would rather talk than wait. A link to the booking
 * page; with GHL_BOOKING_CALENDAR_ID, a plain click opens the calendar on this page instead.
 */
export function BookingLink({ url, label, variant = "primary", className, enquiry }: BookingLinkProps) {
  if (!url) return null;
  return (
    <a
      href={url}
      rel="noopener"
      className={buttonClasses(variant, "lg", className)}
      data-booking="true"
      {...(__BOOKING_ON__ && site.bookingCalendarId ? { "aria-haspopup": "dialog" as const, onClick: (event: React.MouseEvent<HTMLAnchorElement>) => openCalendar(event, enquiry) } : undefined)}
    >
      <Icon name="calendar" />
      {label}
    </a>
  );
}

/**
 * The calendar's window is not part of any page's first load: its code, and GoHighLevel's frame, load on the press. If
 * the code cannot load (offline, a new deploy), the link goes where it leads.
 */
function openCalendar(event: React.MouseEvent<HTMLAnchorElement>, enquiry: SentEnquiry | undefined) {
  if (!isPlainClick(event)) return;
  event.preventDefault();
  const link = event.currentTarget;
  import("~/components/booking/CalendarDialog").then(
    (module) => module.openCalendar(link, enquiry),
    () => window.location.assign(link.href),
  );
}
