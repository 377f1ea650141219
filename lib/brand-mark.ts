/** The brand mark (a lightning bolt on a gradient tile, never HighLevel's logo), drawn on a 32x32 grid. */
export const BRAND_MARK_BOLT = "M18 5l-8 12h6l-2 10 8-12h-6z";

/** The bolt as it is drawn, white, on the tile: one SVG path element for the icon sprite and the app icons. */
export const BRAND_MARK_BOLT_PATH = `<path d="${BRAND_MARK_BOLT}" fill="#fff" stroke="#fff" stroke-width="1.2" stroke-linejoin="round"/>`;

/** The bolt's symbol in the icon sprite (/images/icons.svg), which the header and footer logos show. */
export const BRAND_MARK_SYMBOL = "brand-mark";

/** The brand mark as a standalone SVG (favicon and app icons). */
export function brandMarkSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}">
<defs><linearGradient id="l" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2563eb"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs>
<rect width="32" height="32" rx="8" fill="url(#l)"/>
${BRAND_MARK_BOLT_PATH}
</svg>`;
}
