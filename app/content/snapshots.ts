import { snapshotCommonFaq, snapshotDetails, snapshotPrices } from "virtual:site-content";
import { findSnapshot, snapshotCategories } from "./snapshot-catalogue";

export { snapshotDetails };

/** Everything the detail page shows for one snapshot: catalogue row, niche words and the shared prices. */
export function snapshotPageData(slug: string) {
  const listing = findSnapshot(slug);
  const detail = snapshotDetails.find((entry) => entry.slug === slug);
  if (!listing || !detail) return null;
  const category = snapshotCategories.find((entry) => entry.id === listing.category);
  return {
    listing,
    detail,
    price: listing.price,
    originalPrice: snapshotPrices.originalPrice,
    categoryName: category?.name ?? "",
    faq: [...detail.faq, ...snapshotCommonFaq],
  };
}

export type SnapshotPageData = NonNullable<ReturnType<typeof snapshotPageData>>;
