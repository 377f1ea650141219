import type { SnapshotPageData } from "~/page-data/snapshots";
import { VerifiedReviews } from "./VerifiedReviews";
import { SnapshotExtras } from "./deferred-extras";
import { SnapshotBuyCta } from "./SnapshotBuyCta";
import { SnapshotHero } from "./SnapshotHero";
import { SnapshotTabs } from "./SnapshotTabs";

/** A snapshot's page: its first screen, its details in tabs, buyers' reviews, spec sheet and versions, a closing band. */
export function SnapshotDetail(props: SnapshotPageData) {
  const { listing, detail } = props;
  return (
    <>
      <SnapshotHero {...props} />
      <SnapshotTabs listing={listing} detail={detail} faq={props.faq} />
      <VerifiedReviews reviews={detail.verifiedReviews} />
      <SnapshotExtras specSheet={detail.specSheet} versions={detail.versions ?? []} name={listing.name} />
      <SnapshotBuyCta listing={listing} detail={detail} price={props.price} buyNow={props.buyNow} />
    </>
  );
}
