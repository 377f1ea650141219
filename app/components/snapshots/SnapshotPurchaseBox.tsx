import { buttonClasses } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import type { SnapshotPageData } from "~/page-data/snapshots";
import { SNAPSHOT_LABELS } from "~/content-model/snapshot-pricing";
import { BuyNowButton } from "./BuyNowButton";
import { CurrentVersion } from "./CurrentVersion";
import { PurchasePromises } from "./PurchasePromises";
import { SnapshotPrice } from "./SnapshotPrice";

/** The purchase box beside a snapshot's title: its price, the ways to buy it, what the purchase promises. */
export function SnapshotPurchaseBox({
  detail,
  price,
  originalPrice,
  buyNow,
}: Pick<SnapshotPageData, "detail" | "price" | "originalPrice" | "buyNow">) {
  return (
    <aside aria-label="Purchase" data-pagefind-ignore="" data-shared="cta" className="card p-6 shadow-lg lg:row-span-2">
      <SnapshotPrice price={price} originalPrice={originalPrice} />
      <p className="mt-2 text-sm text-slate-600">{SNAPSHOT_LABELS.purchaseTerms}</p>
      {/* "Pay" while the site sells itself: a plain form post of the slug (works without JavaScript). Written here
          rather than with the popup's PayForm: a component shared by the page and the popup would be a chunk of its
          own, named in the route manifest every page loads. */}
      {buyNow.pay ? (
        <form method="post" action={buyNow.pay.action} className="mt-5" data-pay="true">
          <input type="hidden" name="slug" value={buyNow.pay.slug} />
          <button type="submit" className={buttonClasses("primary", "lg", "w-full")}>
            <Icon name="cart" />
            {buyNow.pay.label}
          </button>
        </form>
      ) : null}
      <BuyNowButton
        buyNow={buyNow}
        checkoutUrl={detail.checkoutUrl}
        className={buyNow.pay ? "mt-3 w-full" : "mt-5 w-full"}
      />
      <PurchasePromises sheet={detail.specSheet} />
      <CurrentVersion versions={detail.versions ?? []} />
    </aside>
  );
}
