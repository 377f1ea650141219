import { useRef, useState } from "react";
import { buttonClasses } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import type { CalendarDialog } from "~/components/booking/CalendarDialog";
import { site } from "~/content/site";
import { isPlainClick } from "~/lib/contact-link";
import { calendarUrl, type SentEnquiry } from "~/lib/ghl-embed";

interface BookingLinkProps {
  /** The calendar page of the BOOKING_URL setting (the link's address without JavaScript, when set). */
  url: string;
  label: string;
  variant?: "primary" | "secondary";
  className?: string;
  /** The enquiry just sent, when there is one: it fills in the calendar and names the lead a booking is noted on. */
  enquiry?: SentEnquiry | undefined;
}

/**
 * "Pick a time now": the agency's booking calendar, for a visitor who would rather talk than wait. A link to the booking
 * page (BOOKING_URL); with GHL_BOOKING_CALENDAR_ID, the calendar opens on this page once the page runs.
 */
export function BookingLink(props: BookingLinkProps) {
  if (__BOOKING_ON__ && site.bookingCalendarId) return <CalendarLink {...props} calendarId={site.bookingCalendarId} />;
  const { url, label, variant = "primary", className } = props;
  if (!url) return null;
  return (
    <a href={url} rel="noopener" className={buttonClasses(variant, "lg", className)} data-booking="true">
      <Icon name="calendar" />
      {label}
    </a>
  );
}

// The calendar's window and its frame are not part of any page's first load: fetched when the link is pointed at,
// focused or pressed, and nothing of GoHighLevel's loads before the press.
let dialogModule: Promise<typeof import("~/components/booking/CalendarDialog")> | undefined;
const loadDialog = () =>
  (dialogModule ??= import("~/components/booking/CalendarDialog").catch((error: unknown) => {
    dialogModule = undefined;
    throw error;
  }));
const prepare = () => void loadDialog().catch(() => {});

function CalendarLink({ url, label, variant = "primary", className, enquiry, calendarId }: BookingLinkProps & { calendarId: string }) {
  const [Dialog, setDialog] = useState<typeof CalendarDialog | null>(null);
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  // Without JavaScript (or in a new tab): the booking page, or the calendar's own page.
  const href = url || calendarUrl(calendarId);
  return (
    <>
      <a
        ref={link}
        href={href}
        rel="noopener"
        className={buttonClasses(variant, "lg", className)}
        data-booking="true"
        aria-haspopup="dialog"
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          setOpen(true);
          // If the window's code cannot load (offline, a new deploy), the link goes where it leads.
          loadDialog().then((module) => setDialog(() => module.CalendarDialog), () => window.location.assign(href));
        }}
      >
        <Icon name="calendar" />
        {label}
      </a>
      {open && Dialog ? (
        <Dialog
          calendarId={calendarId}
          enquiry={enquiry}
          onClose={() => {
            setOpen(false);
            link.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
