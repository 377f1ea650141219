import { useId } from "react";
import { site } from "~/content/site";
import { BookingLink } from "./BookingLink";

interface BookCallCardProps {
  words: { contactTitle: string; contactText: string; bookCall: string };
  className?: string;
}

/** "Prefer to talk? Book a call": beside the contact page's form, the agency's calendar for those who would rather talk. */
export function BookCallCard({ words, className }: BookCallCardProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {words.contactTitle}
      </h2>
      <p className="mt-2 text-slate-600">{words.contactText}</p>
      <BookingLink url={site.bookingUrl} label={words.bookCall} className="mt-4 w-full sm:w-auto" />
    </section>
  );
}
