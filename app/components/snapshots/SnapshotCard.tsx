// The words straight from the content module: pages that list cards load only the labels, not the pricing helpers.
import { snapshotLabels } from "virtual:site-content";
import { memo } from "react";
import { Link } from "~/components/ui/Link";
import { StarRating } from "~/components/ui/StarRating";
import type { SnapshotListing } from "~/content-model/types";
import { formatCount, formatDollars } from "../../../lib/pricing";
import { cardWords } from "virtual:site-content";
import { fill } from "../../../lib/fill";

/** The store is in English only: on another language's page a card's English words (name, preview) are marked so. */
const ENGLISH = __SITE_LANG__ === "en" ? undefined : "en";

/**
 * A marketplace card: its preview (the pipeline board drawn from its file), name, price, rating and sales (when the
 * build publishes them), linking to the detail page. Memoized: a list that re-renders (the catalog once it reads the
 * URL's filter) skips the cards whose listing has not changed.
 */
export const SnapshotCard = memo(function SnapshotCard({
  snapshot,
  price,
  previewHtml,
}: {
  snapshot: SnapshotListing;
  price: number;
  previewHtml: string;
}) {
  return (
    <article
      data-shared="preview"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white p-3 shadow-sm transition duration-300 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lg sm:p-5"
    >
      {/* The preview's two <img> (one per theme) come as HTML from the loader (app/page-data/snapshot-previews.ts). */}
      <div
        lang={ENGLISH}
        className="snapshot-thumb -mx-3 -mt-3 mb-3 border-b border-slate-200 sm:-mx-5 sm:-mt-5 sm:mb-4"
        dangerouslySetInnerHTML={{ __html: previewHtml }}
      />
      <h3 className="text-base font-semibold text-ink">
        <Link
          to={`/buy-snapshot/${snapshot.slug}`}
          className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-700"
        >
          <span lang={ENGLISH}>{snapshot.name}</span>
        </Link>
      </h3>
      {snapshot.figures ? (
        <div className="mt-1 flex items-center gap-2 text-sm text-slate-600 sm:mt-2">
          <StarRating rating={snapshot.figures.rating} />
          <span>{snapshot.figures.rating.toFixed(1)}</span>
        </div>
      ) : null}
      <div className="mt-auto flex items-end justify-between pt-2 sm:pt-5">
        <p className="text-xl font-bold text-ink sm:text-2xl" data-price={price}>
          {formatDollars(price)}
        </p>
        {snapshot.figures ? (
          <p className="text-sm text-slate-600">
            {__SITE_LANG__ === "en"
              ? `${formatCount(snapshot.figures.sales)} ${snapshotLabels.sales}`
              : fill(cardWords.sales, { count: formatCount(snapshot.figures.sales) })}
          </p>
        ) : null}
      </div>
    </article>
  );
});
