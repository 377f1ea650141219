import { Link } from "~/components/ui/Link";
import type { SnapshotPageData } from "~/page-data/snapshots";
import { formatDollars } from "../../../lib/pricing";
import { BuyNowButton } from "./BuyNowButton";

/** The band closing a snapshot page: buy it, or have it installed on a plan. */
export function SnapshotBuyCta({
  listing,
  detail,
  price,
  buyNow,
}: Pick<SnapshotPageData, "listing" | "detail" | "price" | "buyNow">) {
  return (
    <section aria-labelledby="buy-cta-title" data-pagefind-ignore="" data-shared="cta" className="pb-20 sm:pb-28">
      <div className="container-page">
        <div className="flex flex-col items-start justify-between gap-6 surface-night rounded-3xl p-8 sm:flex-row sm:items-center sm:p-12">
          <div>
            <h2 id="buy-cta-title" className="text-2xl font-bold text-on-primary sm:text-3xl">
              Get the {listing.name} for {formatDollars(price)}
            </h2>
            <p className="mt-2 text-on-night-muted">
              Prefer it installed and customized for you? Our team can do it on any{" "}
              <Link to="/pricing" className="font-semibold text-on-primary underline underline-offset-4">
                plan
              </Link>
              .
            </p>
          </div>
          <BuyNowButton buyNow={buyNow} checkoutUrl={detail.checkoutUrl} className="shrink-0" />
        </div>
      </div>
    </section>
  );
}
