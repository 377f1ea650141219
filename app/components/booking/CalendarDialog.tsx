import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { createRoot } from "react-dom/client";
import { calendarWords } from "~/content-model/call-and-chat";
import { CloseButton } from "~/components/ui/CloseButton";
import { site } from "~/content-model/site";
import { ANALYTICS_EVENTS, track } from "~/page-data/site-analytics";
import { BOOKING_REPORT_PATH, calendarUrl, isBookingComplete, type SentEnquiry } from "../../../lib/ghl-embed";

/** A finished booking: an analytics goal, and the lead it follows marked as booked (the site's own receiver only). */
function reportBooking(enquiry: SentEnquiry | undefined) {
  track(ANALYTICS_EVENTS.callBooked, { page: window.location.pathname, afterInquiry: enquiry ? "yes" : "no" });
  if (!enquiry?.key || site.formMode !== "own") return;
  // keepalive: the report is sent even if the visitor leaves at once; a lost one costs only the note.
  void fetch(BOOKING_REPORT_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ key: enquiry.key }),
    keepalive: true,
  }).catch(() => {});
}

/**
 * The agency's GoHighLevel calendar in a native <dialog> on this page, filled in with the enquiry just sent. GoHighLevel
 * loads only now (the policy allows its frame when the calendar is configured); when its page says a booking is made,
 * the window says so too. Messages from any other origin are ignored.
 */
function CalendarDialog({
  calendarId,
  enquiry,
  onClose,
}: {
  calendarId: string;
  enquiry: SentEnquiry | undefined;
  onClose: () => void;
}) {
  const words = calendarWords;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const bookedRef = useRef<HTMLHeadingElement>(null);
  const reported = useRef(false);
  const [booked, setBooked] = useState(false);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // The heading takes the focus, so a screen reader names the window before the calendar.
    titleRef.current?.focus();
  }, []);

  // Escape, the X button and a click on the backdrop all end in the native "close" event.
  useEffect(() => {
    const dialog = dialogRef.current;
    dialog?.addEventListener("close", onClose);
    return () => dialog?.removeEventListener("close", onClose);
  }, [onClose]);

  // Listening from the commit that inserts the frame, not after the next paint: on a busy phone a passive effect can
  // run after a fast visitor (or a cached calendar) has already booked, and that message would be lost.
  useLayoutEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isBookingComplete(event.origin, event.data) || reported.current) return;
      reported.current = true;
      setBooked(true);
      reportBooking(enquiry);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [enquiry]);

  useEffect(() => {
    if (booked) bookedRef.current?.focus();
  }, [booked]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      data-calendar=""
      className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-3xl overflow-y-auto rounded-2xl bg-white p-0 text-slate-700 shadow-2xl"
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) dialogRef.current?.close();
      }}
    >
      <div className="flex items-center justify-between gap-4 px-5 pt-4 pb-3 sm:px-6">
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="text-xl font-bold text-ink focus:outline-none">
          {words.title}
        </h2>
        <CloseButton label={words.close} onClick={() => dialogRef.current?.close()} />
      </div>
      <div role="status" className="px-5 sm:px-6">
        {booked ? (
          <div className="mb-4 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-green-800">
            <h3 ref={bookedRef} tabIndex={-1} className="font-semibold focus:outline-none">
              {words.bookedTitle}
            </h3>
            <p className="mt-1 text-sm">{words.bookedText}</p>
          </div>
        ) : null}
      </div>
      <iframe
        title={words.frameTitle}
        src={calendarUrl(calendarId, enquiry?.prefill)}
        className="block h-[min(44rem,calc(100dvh-7rem))] w-full border-0 bg-white"
      />
    </dialog>
  );
}

let opened = false;

/**
 * Opens the calendar's window for a press of `link` (a BookingLink, app/components/layout/embeds.ts), in a root of its
 * own: the page that offered it keeps no code for it. Closed, it is removed and the focus goes back to the link.
 */
export function openCalendar(link: HTMLElement, enquiry: SentEnquiry | undefined) {
  const calendarId = site.bookingCalendarId;
  if (opened || !calendarId) return;
  opened = true;
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  const close = () => {
    opened = false;
    root.unmount();
    container.remove();
    link.focus();
  };
  root.render(<CalendarDialog calendarId={calendarId} enquiry={enquiry} onClose={close} />);
}
