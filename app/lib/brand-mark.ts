/** The brand mark (a lightning bolt on a gradient tile, never HighLevel's logo), drawn on a 32x32 grid. */
export const BRAND_MARK_BOLT = "M18 5l-8 12h6l-2 10 8-12h-6z";

/** The bolt as it is drawn, white, on the tile: one SVG path element for the icon sprite and the app icons. */
export const BRAND_MARK_BOLT_PATH = `<path d="${BRAND_MARK_BOLT}" fill="#fff" stroke="#fff" stroke-width="1.2" stroke-linejoin="round"/>`;

/** The bolt's symbol in the icon sprite (/images/icons.svg), which the header and footer logos show. */
export const BRAND_MARK_SYMBOL = "brand-mark";
