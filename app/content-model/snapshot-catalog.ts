import { snapshotCategories as categories, snapshots } from "virtual:site-content";
import type { SnapshotCategory, SnapshotCategoryId, SnapshotListing } from "./types";

/** The categories in the order of content/data/snapshot-categories.yml. */
export const snapshotCategories: SnapshotCategory[] = categories;

/** Every snapshot (one file each in content/snapshots), by category order, then each one's own order. */
export const snapshotListings: SnapshotListing[] = snapshots;

export function findSnapshot(slug: string): SnapshotListing | undefined {
  return snapshotListings.find((listing) => listing.slug === slug);
}

export function snapshotsInCategory(id: SnapshotCategoryId): SnapshotListing[] {
  return snapshotListings.filter((listing) => listing.category === id);
}
