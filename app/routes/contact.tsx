import { BookCallCard } from "~/components/forms/DeferredBookCallCard";
import { BookingLink } from "~/components/forms/BookingLink";
import { calendarWords } from "~/content-model/call-and-chat";
import { ContactDetails } from "~/components/forms/ContactDetails";
import { InlineContactForm } from "~/components/forms/InlineContactForm";
import { InterestNote } from "~/components/forms/InterestNote";
import { PageHero } from "~/components/ui/PageHero";
import { contactInterest, contactPage, contactPromises } from "~/content-model/pages";
import { site } from "~/content-model/site";
import { breadcrumbJsonLd } from "~/page-data/jsonld";
import { bookingPageUrl } from "../../lib/ghl-embed";
import { CONTACT_FORM_ID } from "../../lib/interest-note";
import { seoMeta } from "~/page-data/seo";
import { headTags, withHead } from "../../lib/route-head";
import type { Route } from "./+types/contact";
import { pageWords } from "~/content-model/page-words";

export const meta: Route.MetaFunction = headTags;

// Build-time only: the copy states the reply times (content/data/pages.yml); the interest note's words and phrases;
// the calendar's words (content/data/call-and-chat.yml).
export function loader() {
  return withHead(
    {
      copy: contactPage,
      promises: contactPromises,
      contactInterest,
      calendar: calendarWords,
      booking: bookingPageUrl(site),
    },
    (loaderData) =>
      seoMeta({
        title: pageWords.contact.metaTitle,
        description: loaderData.copy.metaDescription ?? "",
        path: "/contact",
        jsonLd: [
          breadcrumbJsonLd([
            { name: pageWords.crumbs.home, path: "/" },
            { name: pageWords.crumbs.contact, path: "/contact" },
          ]),
        ],
      }),
  );
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={loaderData.copy.title} lead={loaderData.copy.lead} />
      <section aria-labelledby="contact-form-title" className="pb-20 sm:pb-28">
        <div className="container-page grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
          <div className="card p-6 shadow-sm sm:p-8">
            <h2 id="contact-form-title" className="mb-6 text-2xl font-bold">
              {loaderData.copy.formTitle}
            </h2>
            <InterestNote contactInterest={loaderData.contactInterest} />
            {/* The note carries a hidden field of this form (by its id). */}
            <InlineContactForm formId={CONTACT_FORM_ID} />
          </div>
          <div>
            <h2 className="mb-6 text-2xl font-bold">{loaderData.copy.nextTitle}</h2>
            <ContactDetails promises={loaderData.promises} />
            {/* With the agency's calendar: "Prefer to talk? Book a call", opened on the page; else the booking page's
                link, if any (the conditions are build-time values, so a build with neither carries no code for them). */}
            {__BOOKING_ON__ && site.bookingCalendarId ? (
              <BookCallCard words={loaderData.calendar} url={loaderData.booking} className="card mt-6 p-5" />
            ) : site.bookingUrl ? (
              <BookingLink
                url={site.bookingUrl}
                label={loaderData.calendar.pickTime}
                className="mt-6 w-full sm:w-auto"
              />
            ) : null}
          </div>
        </div>
      </section>
    </>
  );
}
