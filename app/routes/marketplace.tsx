import { MarketplaceBrowser } from "~/components/snapshots/MarketplaceBrowser";
import { Badge } from "~/components/ui/Section";
import { PageHero } from "~/components/ui/PageHero";
import { marketplacePage } from "~/content-model/pages";
import { snapshotCategories, snapshotListings, snapshotsInCategory } from "~/content-model/snapshot-catalog";
import { withPreview } from "~/page-data/snapshot-previews";
import {
  LOWEST_SNAPSHOT_PRICE,
  MARKETPLACE_CLAIMS,
  SNAPSHOT_LABELS,
  STORE_QUESTIONS,
  STORE_QUESTIONS_ANCHOR,
} from "~/content-model/snapshot-pricing";
import { formatDollars } from "../../lib/pricing";
import { breadcrumbJsonLd } from "~/page-data/jsonld";
import { seoMeta } from "~/page-data/seo";
import { headTags, withHead } from "../../lib/route-head";
import type { Route } from "./+types/marketplace";

export const meta: Route.MetaFunction = headTags;

export function loader() {
  return withHead(
    {
      copy: marketplacePage,
      total: snapshotListings.length,
      lowestPrice: LOWEST_SNAPSHOT_PRICE,
      claims: MARKETPLACE_CLAIMS,
      labels: SNAPSHOT_LABELS,
      storeQuestions: STORE_QUESTIONS,
      // Through the loader, so the page's code does not import the content module for one string.
      storeQuestionsId: STORE_QUESTIONS_ANCHOR,
      categories: snapshotCategories.map((category) => ({
        ...category,
        snapshots: snapshotsInCategory(category.id).map(withPreview),
      })),
    },
    (loaderData) =>
      seoMeta({
        title: loaderData.copy.title ?? "",
        description: loaderData.copy.metaDescription ?? "",
        path: "/buy-snapshot",
        jsonLd: [
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "Buy Snapshots", path: "/buy-snapshot" },
          ]),
        ],
      }),
  );
}

export default function MarketplacePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={
          <Badge>
            {loaderData.total} snapshots in {loaderData.categories.length} categories
          </Badge>
        }
        title={
          <>
            Ready-made <span className="text-gradient">GoHighLevel snapshots</span> for your niche
          </>
        }
        lead="Each snapshot is a complete, tested sub-account build: pipelines, workflows, funnels, calendars and templates written for one kind of business. Load it, fill in your custom values and go live in days."
      >
        {/* Figures one size smaller on phones keep the three on one row with room to spare, so the row never wraps
            when Inter replaces the stand-in face (a wrap there moved the whole catalog down). */}
        <dl className="flex flex-wrap justify-center gap-x-10 gap-y-4">
          {loaderData.claims.averageRating ? (
            <div className="flex flex-col text-center">
              <dt className="text-sm text-slate-600">{loaderData.labels.averageRating}</dt>
              <dd className="order-first text-2xl font-bold text-ink sm:text-3xl">{loaderData.claims.averageRating}</dd>
            </div>
          ) : null}
          {loaderData.claims.downloads ? (
            <div className="flex flex-col text-center">
              <dt className="text-sm text-slate-600">{loaderData.labels.downloads}</dt>
              <dd className="order-first text-2xl font-bold text-ink sm:text-3xl">{loaderData.claims.downloads}</dd>
            </div>
          ) : null}
          <div className="flex flex-col text-center">
            <dt className="text-sm text-slate-600">Prices from</dt>
            <dd className="order-first text-2xl font-bold text-ink sm:text-3xl">
              {formatDollars(loaderData.lowestPrice)}
            </dd>
          </div>
        </dl>
      </PageHero>
      <section aria-label="Snapshot catalog" className="pb-16 sm:pb-28">
        <div className="container-page">
          <MarketplaceBrowser categories={loaderData.categories} />
        </div>
      </section>
      {/* Answered once here rather than on each of the snapshot pages, which link to it; plain text, no script. */}
      <section
        id={loaderData.storeQuestionsId}
        aria-labelledby="store-questions-title"
        className="scroll-mt-24 pb-16 sm:pb-28"
      >
        <div className="container-page max-w-3xl">
          <h2 id="store-questions-title" className="text-2xl font-bold sm:text-3xl">
            {loaderData.labels.storeQuestions}
          </h2>
          <dl className="mt-6 space-y-6 sm:mt-8 sm:space-y-8">
            {loaderData.storeQuestions.map((item) => (
              <div key={item.question}>
                <dt className="text-lg font-semibold text-ink">{item.question}</dt>
                <dd className="mt-2 text-slate-600">{item.answer}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
