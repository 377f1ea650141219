import { snapshotLabels, snapshotPrices as snapshotStore } from "virtual:site-content";

/** The words beside the marketplace's figures and prices (content/data/snapshot-store.yml `labels`). */
export const SNAPSHOT_LABELS = snapshotLabels;

/** The lowest price in the marketplace, computed from the snapshots. */
export const LOWEST_SNAPSHOT_PRICE = snapshotStore.lowestPrice;
/** Marketing claims of the marketplace; tests check the catalog supports them. */
export const MARKETPLACE_CLAIMS = { averageRating: snapshotStore.averageRating, downloads: snapshotStore.downloads };
