/** Price of a snapshot that has no price of its own (SPEC §9). */
export const DEFAULT_SNAPSHOT_PRICE = 177;
/** The struck-through list price on every detail page (SPEC §9). */
export const SNAPSHOT_ORIGINAL_PRICE = 297;
/** Marketing claims of the marketplace (SPEC §1); tests check the catalogue supports them. */
export const MARKETPLACE_CLAIMS = { averageRating: "4.8/5", downloads: "5,000+" };
