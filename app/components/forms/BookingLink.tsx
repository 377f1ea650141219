import { buttonClasses } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { site } from "~/content-model/site";

interface BookingLinkProps {
  /** Where the link leads without JavaScript (lib/ghl-embed.ts `bookingPageUrl`); nothing is shown when empty. */
  url: string;
  label: string;
  variant?: "primary" | "secondary";
  className?: string;
}

/**
 * "Pick a time now": the agency's booking calendar, for a visitor who would rather talk than wait. A link to the booking
 * page; with GHL_BOOKING_CALENDAR_ID, a plain click opens the calendar on this page once the page runs
 * (`data-calendar`, app/components/layout/embeds.ts).
 */
export function BookingLink({ url, label, variant = "primary", className }: BookingLinkProps) {
  if (!url) return null;
  return (
    <a
      href={url}
      rel="noopener"
      className={buttonClasses(variant, "lg", className)}
      data-booking="true"
      {...(__BOOKING_ON__ && site.bookingCalendarId
        ? { "data-calendar": "", "aria-haspopup": "dialog" as const }
        : undefined)}
    >
      <Icon name="calendar" />
      {label}
    </a>
  );
}
