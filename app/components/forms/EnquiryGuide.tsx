import { useEffect, useId, useRef } from "react";
import { enquiryForm } from "virtual:site-content";
import { calendarWords } from "~/content-model/call-and-chat";
import { site } from "~/content-model/site";
import { attributionOf, type VisitAttribution } from "../../../lib/attribution";
import type { ContactField, ContactFields, FieldErrors } from "../../../lib/contact-form";
import { FIELD_ORDER, checkEnquiry, problemText } from "../../../lib/enquiry-rules";
import { landingPage } from "../../../lib/landing-page";
import { calendarUrl } from "../../../lib/ghl-embed";
import { BookingLink } from "./BookingLink";

// What guides a visitor through an enquiry form once they start on it: the rules (with libphonenumber-js, about
// 29 KB), the list of problems and the confirmation after a send. useContactForm loads this module on the first focus
// inside a form, never with the page.

/**
 * The visit's landing path, UTM parameters and referrer, sent with each enquiry: read from the visit's first page (noted by the app
 * as it started, possibly pages before this form's), so they need the browser and come with this module, not the page.
 */
export function visitAttribution(): VisitAttribution {
  try {
    const landing = landingPage(window.sessionStorage) ?? { href: window.location.href, referrer: document.referrer };
    return attributionOf(landing.href, landing.referrer);
  } catch {
    return {};
  }
}

/** The on-page forms' text when the server can't be reached (the popup keeps the client's own). */
export const inlineNetworkError = enquiryForm.inlineNetworkError;

/** The message for each field the rules refuse, in the words the server answers with too; empty when all is well. */
export function fieldErrors(fields: ContactFields): FieldErrors {
  const { problems } = checkEnquiry(fields, site.phoneDefaultCountry);
  return Object.fromEntries(problems.map((problem) => [problem.field, problemText(enquiryForm.problems, problem)]));
}

interface ErrorSummaryProps {
  errors: FieldErrors;
  /** The id of a field's input, which each problem links to. */
  idOf: (field: ContactField) => string;
  /** Failed submits so far: each one moves focus here again. */
  attempts: number;
}

/**
 * The list of problems at the top of a form after a failed submit (the GOV.UK error summary): focused, so a screen
 * reader reads it at once, with a link per problem that puts the cursor in that field.
 */
export function ErrorSummary({ errors, idOf, attempts }: ErrorSummaryProps) {
  const box = useRef<HTMLElement>(null);
  const titleId = useId();
  useEffect(() => box.current?.focus(), [attempts]);
  return (
    <section
      ref={box}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-error-summary=""
      className="rounded-xl border-2 border-red-700 bg-red-50 px-4 py-3 text-red-800 focus:outline-none focus-visible:ring-4 focus-visible:ring-red-700/30"
    >
      <h3 id={titleId} className="font-semibold">
        {enquiryForm.problems.title}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {FIELD_ORDER.filter((field) => errors[field]).map((field) => (
          <li key={field}>
            <a
              href={`#${idOf(field)}`}
              className="font-medium underline"
              onClick={(event) => {
                // Focus the field itself (a plain jump to the anchor scrolls but leaves the cursor where it was).
                const input = document.getElementById(idOf(field));
                if (!input) return;
                event.preventDefault();
                input.focus();
              }}
            >
              {errors[field]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface SendConfirmationProps {
  /** Closes the confirmation; none for the on-page forms, where it stays. */
  onDismiss?: () => void;
  className?: string;
}

/**
 * What happens next after a send: the reply time, and "Pick a time now" when a booking is offered (the calendar on the
 * page, or BOOKING_URL). Its heading takes the focus, so a screen reader reads it, and the keyboard continues from there.
 */
export function SendConfirmation({ onDismiss, className }: SendConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const { title, text, bookingText, dismiss } = enquiryForm.confirmation;
  // The booking page (BOOKING_URL), else the calendar's own (GHL_BOOKING_CALENDAR_ID; it opens on this page), else none.
  // Written out rather than through bookingPageUrl, so a build with neither drops the whole offer (and its imports).
  const booking =
    site.bookingUrl || (__BOOKING_ON__ && site.bookingCalendarId ? calendarUrl(site.bookingCalendarId) : "");
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={titleId} data-send-confirmation="" className={className}>
      <h3 id={titleId} ref={heading} tabIndex={-1} className="text-lg font-bold text-ink focus:outline-none">
        {title}
      </h3>
      <p className="mt-2 text-slate-600">{text}</p>
      {booking ? (
        <>
          <p className="mt-3 text-slate-600">{bookingText}</p>
          <BookingLink url={booking} label={calendarWords.pickTime} className="mt-4 w-full sm:w-auto" />
        </>
      ) : null}
      {onDismiss ? (
        <button type="button" onClick={onDismiss} className="mt-4 min-h-11 font-semibold text-brand-700 underline">
          {dismiss}
        </button>
      ) : null}
    </section>
  );
}
