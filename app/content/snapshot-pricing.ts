import { snapshotPrices as snapshotStore } from "virtual:site-content";

/** Price of a snapshot that has no price of its own. */
export const DEFAULT_SNAPSHOT_PRICE = snapshotStore.defaultPrice;
/** The struck-through list price on every detail page. */
export const SNAPSHOT_ORIGINAL_PRICE = snapshotStore.originalPrice;
/** The lowest price in the marketplace, computed from the snapshots. */
export const LOWEST_SNAPSHOT_PRICE = snapshotStore.lowestPrice;
/** Marketing claims of the marketplace; tests check the catalog supports them. */
export const MARKETPLACE_CLAIMS = { averageRating: snapshotStore.averageRating, downloads: snapshotStore.downloads };
