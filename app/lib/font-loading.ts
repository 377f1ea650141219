import { AFTER_PAINT } from "./after-paint";

/**
 * Inter without delaying the first paint and without moving anything. Pages paint in "Inter Fallback" (a local Arial
 * scaled to Inter's metrics, app/app.css). On the first page of a visit Inter is only fetched, after the first paint,
 * and comes into use at the next page (a swap on a page being read would reflow its lines, a layout shift). Once it
 * has loaded in a visit it sits in the browser cache, and later pages, reloaded or opened anew, use it from their
 * first paint. Without JavaScript a <noscript> style declares the same face for the browser to load itself.
 */

export const INTER_FAMILY = "Inter Variable";
const WEIGHTS = "100 900";
// The face is the Latin subset only (the site is written in English). It needs no unicode-range: with one file there is
// nothing to choose between, and a character the face lacks is drawn by the next font of the stack anyway. Leaving it
// out keeps about 300 bytes of code points out of every page's head.
/** sessionStorage key set once Inter has loaded in this visit. */
export const FONT_LOADED_KEY = "inter-loaded";
/** The window property holding the loaded face until the next page takes it into use. */
export const LOADED_FONT_PROPERTY = "__interFont";

/**
 * The inline script: Inter at once when this visit already loaded it, else fetched after the first paint. It runs after
 * the head script has declared the after-paint function (app/lib/after-paint.ts).
 */
export function fontLoaderScript(url: string): string {
  const source = JSON.stringify(`url(${url}) format("woff2")`);
  const descriptors = JSON.stringify({ weight: WEIGHTS, display: "swap" });
  const key = JSON.stringify(FONT_LOADED_KEY);
  return (
    `(function(d,w){if(!w.FontFace||!d.fonts)return;var f=new FontFace(${JSON.stringify(INTER_FAMILY)},${source},${descriptors}),s;` +
    `try{s=sessionStorage.getItem(${key})}catch(e){}` +
    "if(s)return d.fonts.add(f);" +
    `${AFTER_PAINT}(function(){f.load().then(function(){w.${LOADED_FONT_PROPERTY}=f;try{sessionStorage.setItem(${key},"1")}catch(e){}},function(){})})` +
    "})(document,window)"
  );
}

type FontWindow = Window & { [LOADED_FONT_PROPERTY]?: FontFace };

/** On a page change: a face the first page fetched comes into use now, with the new page's content. */
export function applyLoadedFont(win: Window = window): void {
  const face = (win as FontWindow)[LOADED_FONT_PROPERTY];
  if (!face) return;
  delete (win as FontWindow)[LOADED_FONT_PROPERTY];
  win.document.fonts.add(face);
}

/** The same face as plain CSS, for browsers without JavaScript. */
export function fontFaceCss(url: string): string {
  return `@font-face{font-family:"${INTER_FAMILY}";font-style:normal;font-display:swap;font-weight:${WEIGHTS};src:url(${url}) format("woff2")}`;
}
