import { Link } from "~/components/ui/Link";
import { ButtonLink } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { notFoundPage } from "~/content-model/pages";
import { seoMeta } from "~/page-data/seo";
import type { Route } from "./+types/not-found";
import { notFoundWords } from "virtual:site-content";

export const meta: Route.MetaFunction = () =>
  seoMeta({
    title: notFoundWords.metaTitle,
    description: notFoundWords.metaDescription,
    path: "/404",
    noindex: true,
  });

/** Where to go next: the link texts count the services and snapshots and name the prices (content/data/pages.yml). */
const DESTINATIONS = notFoundPage.destinations;

/** Served with status 404 by the server for any unknown path. */
export default function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title" className="bg-gradient-to-b from-brand-50 to-white pt-32 pb-24 sm:pt-40">
      <div className="container-page max-w-3xl text-center">
        <p className="eyebrow">{notFoundWords.eyebrow}</p>
        <h1 id="not-found-title" className="mt-3 text-4xl font-bold sm:text-5xl">
          {notFoundWords.title}
        </h1>
        <p className="mx-auto mt-5 max-w-xl text-lg text-slate-600">{notFoundWords.lead}</p>
        <div className="mt-8 flex justify-center">
          <ButtonLink to="/" size="lg">
            {notFoundWords.homeButton}
          </ButtonLink>
        </div>
        <ul className="mt-14 grid gap-4 text-left sm:grid-cols-2">
          {DESTINATIONS.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="group flex h-full items-start justify-between gap-4 card p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md"
              >
                <span className="flex-1">
                  <span className="block font-semibold text-ink group-hover:text-brand-700">{item.title}</span>
                  <span className="mt-1 block text-sm text-slate-600">{item.text}</span>
                </span>
                {/* Last, so the "(en inglés)" tag a link to an English-only page ends with sits beside the title, before it. */}
                <Icon name="arrowRight" className="order-last mt-1 size-5 shrink-0 text-brand-600" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
