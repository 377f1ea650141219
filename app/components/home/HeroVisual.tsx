import {
  HERO_VISUAL_PATH,
  HERO_VISUAL_PHONE_SYMBOL,
  HERO_VISUAL_PHONE_VIEWBOX,
  HERO_VISUAL_SYMBOL,
  HERO_VISUAL_VIEWBOX,
} from "../../../lib/hero-visual";
import { pathIn } from "../../../config/languages.mjs";

/** The drawing of the page's language (each language's build draws its own, with its words). */
const SPRITE = pathIn(__SITE_LANG__, HERO_VISUAL_PATH);

/**
 * A product-like composition: a pipeline board, a workflow and a booking card. Decorative. Drawn once in a shared SVG
 * file (lib/hero-visual.ts) so the home page's HTML stays small; <use> keeps the page's colors and font. Phones
 * get a simpler drawing whose text stays legible (at least 11 px).
 */
export function HeroVisual() {
  return (
    <>
      <svg
        viewBox={HERO_VISUAL_PHONE_VIEWBOX}
        aria-hidden="true"
        className="mx-auto h-auto w-full max-w-sm select-none sm:hidden"
      >
        <use href={`${SPRITE}#${HERO_VISUAL_PHONE_SYMBOL}`} />
      </svg>
      <svg
        viewBox={HERO_VISUAL_VIEWBOX}
        aria-hidden="true"
        className="relative mx-auto h-auto w-full max-w-xl select-none max-sm:hidden lg:max-w-none"
      >
        <use href={`${SPRITE}#${HERO_VISUAL_SYMBOL}`} />
      </svg>
    </>
  );
}
