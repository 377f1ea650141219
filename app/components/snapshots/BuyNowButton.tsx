import { ConsultationLink } from "~/components/forms/ConsultationProvider";
import { buttonClasses } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import type { SnapshotPageData } from "~/page-data/snapshots";
import { parseInterestKey } from "../../../lib/interest";
import { ANALYTICS_EVENTS, track } from "~/page-data/site-analytics";

interface BuyNowButtonProps {
  /** The popup's title and subtitle for this snapshot (content/data/pages.yml, filled in by the loader). */
  buyNow: SnapshotPageData["buyNow"];
  /** The snapshot's checkout page (its content file's `checkoutUrl`), when it is sold online. */
  checkoutUrl?: string;
  className?: string;
}

/**
 * Buy Now: a real link to the snapshot's checkout page (in the same tab, so the back button returns here) when the
 * snapshot has one; otherwise a link to the contact page about the snapshot, which opens the enquiry popup once the
 * page runs.
 */
export function BuyNowButton({ buyNow, checkoutUrl, className }: BuyNowButtonProps) {
  const classes = buttonClasses("primary", "lg", className);
  // A snapshot a live site does not sell yet takes a question: its own words, never "Buy Now".
  const { ask, ...request } = buyNow;
  const label = ask ? (
    <>
      <Icon name="chat" />
      {ask}
    </>
  ) : (
    <>
      <Icon name="cart" />
      Buy Now
    </>
  );
  if (checkoutUrl)
    return (
      <a
        href={checkoutUrl}
        rel="noopener"
        className={classes}
        data-checkout="true"
        onClick={() => track(ANALYTICS_EVENTS.buyNowClicked, { snapshot: parseInterestKey(buyNow.interest)?.id ?? "" })}
      >
        {label}
      </a>
    );
  return (
    <ConsultationLink {...request} className={classes}>
      {label}
    </ConsultationLink>
  );
}
