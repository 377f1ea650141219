import { AFTER_PAINT } from "./after-paint";

/**
 * Inter without delaying the first paint and without moving anything. Pages paint in "Inter Fallback" (a local Arial
 * scaled to Inter's metrics, app/app.css). On the first page of a visit Inter is fetched right after the first paint
 * (so it never competes with the HTML and CSS that paint) and swapped in as soon as it has loaded: the fallback has
 * Inter's line heights and average width, so the swap moves no box (browser test tests/e2e/brand-font.spec.ts). Once
 * it has loaded in a visit it sits in the browser cache, and later pages, reloaded or opened anew, use it from their
 * first paint. Without JavaScript a <noscript> style declares the same face for the browser to load itself.
 */

export const INTER_FAMILY = "Inter Variable";
const WEIGHTS = "100 900";
// The face is the Latin subset only (the site is written in English). It needs no unicode-range: with one file there is
// nothing to choose between, and a character the face lacks is drawn by the next font of the stack anyway. Leaving it
// out keeps about 300 bytes of code points out of every page's head.
/** sessionStorage key set once Inter has loaded in this visit. */
export const FONT_LOADED_KEY = "inter-loaded";

/**
 * The inline script: Inter at once when this visit already loaded it, else fetched after the first paint and used as
 * soon as it arrives. It runs after the head script has declared the after-paint function (app/lib/after-paint.ts).
 */
export function fontLoaderScript(url: string): string {
  const source = JSON.stringify(`url(${url}) format("woff2")`);
  const descriptors = JSON.stringify({ weight: WEIGHTS, display: "swap" });
  const key = JSON.stringify(FONT_LOADED_KEY);
  return (
    `(function(d,w){if(!w.FontFace||!d.fonts)return;var f=new FontFace(${JSON.stringify(INTER_FAMILY)},${source},${descriptors}),s;` +
    `try{s=sessionStorage.getItem(${key})}catch(e){}` +
    "if(s)return d.fonts.add(f);" +
    `${AFTER_PAINT}(function(){f.load().then(function(){d.fonts.add(f);try{sessionStorage.setItem(${key},"1")}catch(e){}},function(){})})` +
    "})(document,window)"
  );
}

/** The same face as plain CSS, for browsers without JavaScript. */
export function fontFaceCss(url: string): string {
  return `@font-face{font-family:"${INTER_FAMILY}";font-style:normal;font-display:swap;font-weight:${WEIGHTS};src:url(${url}) format("woff2")}`;
}
