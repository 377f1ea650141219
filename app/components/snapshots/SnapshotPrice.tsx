import { SNAPSHOT_LABELS } from "~/content-model/snapshot-pricing";
import { discountPercent, formatDollars } from "../../../lib/pricing";

/** The price, and a former price struck through only when the store really charged it (verified in content). */
export function SnapshotPrice({ price, originalPrice }: { price: number; originalPrice: number | undefined }) {
  const percent = originalPrice === undefined ? 0 : discountPercent(price, originalPrice);
  return (
    <p className="flex flex-wrap items-baseline gap-3">
      <span className="text-4xl font-bold text-ink" data-testid="detail-price">
        {formatDollars(price)}
      </span>
      {originalPrice !== undefined && percent > 0 ? (
        <>
          <span className="text-lg text-slate-500">
            <span className="sr-only">{`${SNAPSHOT_LABELS.regularPrice} `}</span>
            <s>{formatDollars(originalPrice)}</s>
          </span>
          <span
            className="rounded-full bg-green-50 px-2.5 py-1 text-sm font-semibold text-green-800"
            data-testid="discount"
          >
            {SNAPSHOT_LABELS.save.replace("{percent}", String(percent))}
          </span>
        </>
      ) : null}
    </p>
  );
}
