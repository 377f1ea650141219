import { MarketplaceBrowser } from "~/components/snapshots/MarketplaceBrowser";
import { Badge } from "~/components/ui/Section";
import { PageHero } from "~/components/ui/PageHero";
import { snapshotCategories, snapshotListings, snapshotPrice, snapshotsInCategory } from "~/content/snapshot-catalogue";
import { MARKETPLACE_CLAIMS } from "~/content/snapshot-pricing";
import { breadcrumbJsonLd } from "~/lib/jsonld";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/marketplace";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({
    title: "GoHighLevel Snapshots for 80+ Niches",
    description: `${loaderData?.total ?? ""} ready-made GoHighLevel snapshots with workflows, funnels, pipelines and calendars for real estate, home services, clinics and more. From $140.`,
    path: "/buy-snapshot",
    jsonLd: [breadcrumbJsonLd([{ name: "Home", path: "/" }, { name: "Buy Snapshots", path: "/buy-snapshot" }])],
  });

export function loader() {
  return {
    total: snapshotListings.length,
    categories: snapshotCategories.map((category) => ({
      ...category,
      snapshots: snapshotsInCategory(category.id).map((listing) => ({ ...listing, price: snapshotPrice(listing) })),
    })),
  };
}

export default function MarketplacePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={<Badge>{loaderData.total} snapshots in 8 categories</Badge>}
        title={
          <>
            Ready-made <span className="text-gradient">GoHighLevel snapshots</span> for your niche
          </>
        }
        lead="Each snapshot is a complete, tested sub-account build: pipelines, workflows, funnels, calendars and templates written for one kind of business. Load it, fill in your custom values and go live in days."
      >
        <dl className="flex flex-wrap justify-center gap-x-10 gap-y-4">
          <div className="text-center">
            <dt className="text-sm text-slate-600">Average rating</dt>
            <dd className="order-first text-3xl font-bold text-ink">{MARKETPLACE_CLAIMS.averageRating}</dd>
          </div>
          <div className="text-center">
            <dt className="text-sm text-slate-600">Downloads</dt>
            <dd className="order-first text-3xl font-bold text-ink">{MARKETPLACE_CLAIMS.downloads}</dd>
          </div>
          <div className="text-center">
            <dt className="text-sm text-slate-600">Prices from</dt>
            <dd className="order-first text-3xl font-bold text-ink">$140</dd>
          </div>
        </dl>
      </PageHero>
      <section aria-label="Snapshot catalogue" className="pb-20 sm:pb-28">
        <div className="container-page">
          <MarketplaceBrowser categories={loaderData.categories} />
        </div>
      </section>
    </>
  );
}
