import { snapshotCommonFaq, snapshotLabels, snapshotPrices as snapshotStore } from "virtual:site-content";

/** The questions every snapshot purchase shares (delivery, setup, refunds), answered on the marketplace page. */
export const STORE_QUESTIONS = snapshotCommonFaq;
/** Where the marketplace page answers them, which every snapshot's FAQ links to. */
export const STORE_QUESTIONS_ANCHOR = "store-questions";

/** The words beside the marketplace's figures and prices (content/data/snapshot-store.yml `labels`). */
export const SNAPSHOT_LABELS = snapshotLabels;
/** The words of the buyers' reviews on a snapshot's page. */
export const BUYER_REVIEW_WORDS = snapshotStore.buyerReviews;

/** The lowest price in the marketplace, computed from the snapshots. */
export const LOWEST_SNAPSHOT_PRICE = snapshotStore.lowestPrice;
/** Marketing claims of the marketplace; tests check the catalog supports them. */
export const MARKETPLACE_CLAIMS = { averageRating: snapshotStore.averageRating, downloads: snapshotStore.downloads };
