import { BookingLink } from "./BookingLink";

interface BookCallCardProps {
  words: { contactTitle: string; contactText: string; bookCall: string };
  /** The calendar's own page, where the link leads without JavaScript. */
  url: string;
  className?: string;
}

/** "Prefer to talk? Book a call": beside the contact page's form, the agency's calendar for those who would rather talk. */
export function BookCallCard({ words, url, className }: BookCallCardProps) {
  return (
    <section aria-labelledby="book-call-title" className={className}>
      <h2 id="book-call-title" className="text-lg font-bold text-ink">
        {words.contactTitle}
      </h2>
      <p className="mt-2 text-slate-600">{words.contactText}</p>
      <BookingLink url={url} label={words.bookCall} className="mt-4 w-full sm:w-auto" />
    </section>
  );
}
