import { BookingLink } from "~/components/forms/BookingLink";
import { calendarWords } from "~/content-model/call-and-chat";
import { ContactDetails } from "~/components/forms/ContactDetails";
import { ButtonLink } from "~/components/ui/Button";
import { contactPromises, thankYouPage } from "~/content-model/pages";
import { site } from "~/content-model/site";
import { THANK_YOU_PATH } from "../../lib/contact-form";
import { bookingPageUrl } from "../../lib/ghl-embed";
import { seoMeta } from "~/page-data/seo";
import { headTags, withHead } from "../../lib/route-head";
import type { Route } from "./+types/thank-you";
import { pageWords } from "~/content-model/page-words";

export const meta: Route.MetaFunction = headTags;

// Build-time only: the copy states the reply time (content/data/pages.yml).
export function loader() {
  return withHead(
    {
      copy: thankYouPage,
      promises: contactPromises,
      pickTime: calendarWords.pickTime,
      words: pageWords.thankYou,
      booking: bookingPageUrl(site),
    },
    (loaderData) =>
      seoMeta({
        title: loaderData.copy.title,
        description: loaderData.copy.metaDescription ?? "",
        path: THANK_YOU_PATH,
        noindex: true,
      }),
  );
}

/** Where a form sent without JavaScript lands (the receiver answers 303 here); prerendered, not in the sitemap. */
export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  const { copy, promises, pickTime, booking, words } = loaderData;
  return (
    <section aria-labelledby="thank-you-title" className="bg-gradient-to-b from-brand-50 to-white pt-32 pb-24 sm:pt-40">
      <div className="container-page max-w-3xl">
        <h1 id="thank-you-title" className="text-4xl font-bold sm:text-5xl">
          {copy.title}
        </h1>
        <p className="mt-5 max-w-xl text-lg text-slate-600">{copy.lead}</p>
        <h2 className="mt-12 mb-6 text-2xl font-bold">{copy.nextTitle}</h2>
        <ContactDetails promises={promises} />
        <div className="mt-12 flex flex-wrap gap-4">
          <BookingLink url={booking} label={pickTime} />
          <ButtonLink to="/" size="lg" variant={booking ? "secondary" : "primary"}>
            {words.homeButton}
          </ButtonLink>
          <ButtonLink to="/buy-snapshot" size="lg" variant="secondary">
            {words.storeButton}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
