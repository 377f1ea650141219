import { Link } from "~/components/ui/Link";
import { PageHero } from "~/components/ui/PageHero";
import { Section } from "~/components/ui/Section";
import { Icon } from "~/components/ui/Icon";
import { industries } from "~/content-model/industries";
import { industriesPage } from "~/content-model/pages";
import { breadcrumbJsonLd } from "~/page-data/jsonld";
import { headTags, withHead } from "../../lib/route-head";
import { seoMeta } from "~/page-data/seo";
import type { Route } from "./+types/industries";
import { pageWords } from "~/content-model/page-words";
import { fill } from "../../lib/fill";

export const meta: Route.MetaFunction = headTags;

// Build-time only: the cards' words reach the page as data, not JavaScript.
export function loader() {
  return withHead(
    {
      copy: industriesPage,
      industries: industries.map(({ slug, name, audience, summary }) => ({ slug, name, audience, summary })),
      words: pageWords.industries,
      cards: pageWords.cards,
    },
    (loaderData) =>
      seoMeta({
        title: loaderData.words.metaTitle,
        description: loaderData.copy.metaDescription,
        path: "/industries",
        jsonLd: [
          breadcrumbJsonLd([
            { name: pageWords.crumbs.home, path: "/" },
            { name: pageWords.crumbs.industries, path: "/industries" },
          ]),
        ],
      }),
  );
}

export default function IndustriesPage({ loaderData }: Route.ComponentProps) {
  const { words, cards } = loaderData;
  return (
    <>
      <PageHero
        title={
          <>
            {words.titleStart} <span className="text-gradient">{words.titleAccent}</span>
          </>
        }
        lead={loaderData.copy.lead}
      />
      <Section labelledBy="industries-list-title" flushTop>
        <h2 id="industries-list-title" className="sr-only">
          {words.listTitle}
        </h2>
        <ul className="grid-balanced-3 gap-6" data-testid="industries">
          {loaderData.industries.map((industry) => (
            <li key={industry.slug}>
              <article className="card card-lift group relative flex h-full flex-col p-6">
                <h3 className="text-xl font-semibold">
                  <Link
                    to={`/industries/${industry.slug}`}
                    className="after:absolute after:inset-0 group-hover:text-brand-700"
                  >
                    {industry.name}
                  </Link>
                </h3>
                <p className="mt-1 text-sm font-medium text-slate-600">
                  {fill(cards.forAudience, { audience: industry.audience })}
                </p>
                <p className="mt-3 flex-1 text-slate-600">{industry.summary}</p>
                <span className="link-more mt-5" aria-hidden="true">
                  {cards.seePage} <Icon name="arrowRight" className="size-4 transition group-hover:translate-x-1" />
                </span>
              </article>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
