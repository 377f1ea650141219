import { Link } from "~/components/ui/Link";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { Badge } from "~/components/ui/Section";
import { StarRating } from "~/components/ui/StarRating";
import type { SnapshotPageData } from "~/page-data/snapshots";
import { SNAPSHOT_LABELS } from "~/content-model/snapshot-pricing";
import { formatCount } from "../../../lib/pricing";
import { SnapshotPurchaseBox } from "./SnapshotPurchaseBox";

type SnapshotHeroProps = Pick<
  SnapshotPageData,
  "listing" | "detail" | "price" | "originalPrice" | "categoryName" | "buyNow" | "previewHtml" | "industries"
>;

/** A snapshot page's first screen: its name and promise, the purchase box and a picture of the account it installs. */
export function SnapshotHero({
  listing,
  detail,
  categoryName,
  previewHtml,
  industries,
  ...purchase
}: SnapshotHeroProps) {
  return (
    <section aria-labelledby="page-title" className="hero-wash pt-24 pb-12 sm:pt-32">
      <div className="container-page">
        <Breadcrumbs
          crumbs={[
            { name: "Home", path: "/" },
            { name: "Buy Snapshots", path: "/buy-snapshot" },
            { name: listing.name, path: `/buy-snapshot/${listing.slug}` },
          ]}
        />
        <div className="mt-6 grid gap-10 lg:grid-cols-[1.5fr_1fr] lg:items-start">
          <div>
            <Badge>{categoryName}</Badge>
            <h1 id="page-title" className="mt-4 text-4xl font-bold sm:text-5xl">
              {listing.name}
            </h1>
            <p className="mt-4 text-lg text-slate-600 sm:text-xl">{detail.tagline}</p>
            {/* Written out here rather than as a shared component: one more chunk would cost every page that shows it. */}
            {industries.map((industry) => (
              <Link
                key={industry.slug}
                to={`/industries/${industry.slug}`}
                className="built-for"
                data-pagefind-ignore=""
              >
                Built for {industry.audience}
              </Link>
            ))}
            {listing.figures ? <SnapshotFigures figures={listing.figures} /> : null}
          </div>
          <SnapshotPurchaseBox detail={detail} {...purchase} />
          {/* The account it installs, drawn from its file: after the purchase box on phones, so it is never the
              page's largest first paint there; under the title from lg. */}
          <div
            className="overflow-hidden rounded-2xl border border-slate-200 shadow-lg lg:col-start-1 lg:row-start-2"
            data-testid="snapshot-preview"
            dangerouslySetInnerHTML={{ __html: previewHtml }}
          />
        </div>
      </div>
    </section>
  );
}

/** The store's figures for the snapshot: its rating, how many reviewed it and how many bought it. */
function SnapshotFigures({ figures }: { figures: NonNullable<SnapshotPageData["listing"]["figures"]> }) {
  return (
    <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600" data-pagefind-ignore="">
      <span className="inline-flex items-center gap-2">
        <StarRating rating={figures.rating} />
        <span className="font-semibold text-ink">{figures.rating.toFixed(1)}</span>
        <span>{`(${formatCount(figures.reviews)} ${SNAPSHOT_LABELS.reviews})`}</span>
      </span>
      <span>{`${formatCount(figures.sales)} ${SNAPSHOT_LABELS.sales}`}</span>
    </div>
  );
}
