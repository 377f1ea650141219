/**
 * Inter on the first view without waiting for it. Pages paint in "Inter Fallback" (a local Arial scaled to Inter's
 * metrics, app/app.css); on the first page of a visit the head script requests Inter right after the first contentful
 * paint and swaps it in as soon as it has loaded, on the same page. The fallback has Inter's line
 * heights and average width per weight, so the swap moves no box in view (browser test tests/e2e/brand-font.spec.ts).
 * Requested before the paint, the face shared the first round trips with the HTML and CSS and was counted before the
 * largest paint (LCP 1.2 s against 0.9 s without it, decision record 042); after it, on a good connection, Inter is in
 * place a moment after the page appears, before the page's scripts start.
 * Once it has loaded in a visit it sits in the browser cache, and later pages use it from their first paint. Without
 * JavaScript a <noscript> style declares the same face for the browser to load itself.
 */

import { AFTER_PAINT } from "./after-paint.ts";

export const INTER_FAMILY = "Inter Variable";
/** The weights app/app.css uses (normal to bold; `bolder` in prose is bold): the build cuts the face to them. */
export const FONT_WEIGHTS = "400 700";
// The face is the Latin subset only (the site is written in English). It needs no unicode-range: with one file there is
// nothing to choose between, and a character the face lacks is drawn by the next font of the stack anyway. Leaving it
// out keeps about 300 bytes of code points out of every page's head.
/** sessionStorage key set once Inter has loaded in this visit. */
export const FONT_LOADED_KEY = "inter-loaded";

/** The global name of the promise of the brand face's swap on a first visit, which the page's starter waits for. */
export const BRAND_FACE = "__brandFace";

/**
 * The inline script: Inter at once when this visit already loaded it (it is cached), else fetched after the first
 * contentful paint (the after-paint function the head script declares before it, lib/after-paint.ts) and added to
 * the document once it has loaded, drawn at once (swap: the stand-in meanwhile, never invisible text). Added while it
 * loads, it cost the page a second layout of every line: Chromium lays the text out again when the face is added
 * ("fonts changed", 98 ms on the home page at 4x CPU) and again when it arrives (141 ms). The promise of the swap
 * (`BRAND_FACE`) is what the page's starter waits for (scripts/build/paint-first.ts): the swap's layout is done before
 * hydration starts instead of making one of its tasks longer.
 */
export function fontLoaderScript(url: string): string {
  const source = JSON.stringify(`url(${url}) format("woff2")`);
  const descriptors = JSON.stringify({ weight: FONT_WEIGHTS, display: "swap" });
  const key = JSON.stringify(FONT_LOADED_KEY);
  return (
    `(function(d,w){if(!w.FontFace||!d.fonts)return;var f=new FontFace(${JSON.stringify(INTER_FAMILY)},${source},${descriptors}),s;` +
    `try{s=sessionStorage.getItem(${key})}catch(e){}` +
    "if(s)return d.fonts.add(f);" +
    `w.${BRAND_FACE}=new Promise(function(r){${AFTER_PAINT}(function(){f.load().then(function(){d.fonts.add(f);try{sessionStorage.setItem(${key},"1")}catch(e){}r()},r)})})` +
    "})(document,window)"
  );
}

/** The same face as plain CSS, for browsers without JavaScript. */
export function fontFaceCss(url: string): string {
  return `@font-face{font-family:"${INTER_FAMILY}";font-style:normal;font-display:swap;font-weight:${FONT_WEIGHTS};src:url(${url}) format("woff2")}`;
}
