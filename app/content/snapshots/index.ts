import { findSnapshot, snapshotCategories, snapshotPrice } from "../snapshot-catalogue";
import type { SnapshotDetailContent } from "../types";
import { commonSnapshotFaq } from "./common-faq";

// One file per category holds the niche-specific words of its snapshots.
const modules = import.meta.glob<{ details: SnapshotDetailContent[] }>(["./*.ts", "!./index.ts", "!./common-faq.ts"], {
  eager: true,
});

export const snapshotDetails: SnapshotDetailContent[] = Object.values(modules).flatMap((module) => module.details);

export { commonSnapshotFaq };

/** Everything the detail page shows for one snapshot: catalogue row, niche words and the shared price. */
export function snapshotPageData(slug: string) {
  const listing = findSnapshot(slug);
  const detail = snapshotDetails.find((entry) => entry.slug === slug);
  if (!listing || !detail) return null;
  const category = snapshotCategories.find((entry) => entry.id === listing.category);
  return {
    listing,
    detail,
    price: snapshotPrice(listing),
    categoryName: category?.name ?? "",
    faq: [...detail.faq, ...commonSnapshotFaq],
  };
}

export type SnapshotPageData = NonNullable<ReturnType<typeof snapshotPageData>>;
