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
/** Latin only: the site is written in English (the face covers these characters; others use the fallback). */
export const INTER_UNICODE_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";
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
  const descriptors = JSON.stringify({ weight: WEIGHTS, display: "swap", unicodeRange: INTER_UNICODE_RANGE });
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
  return `@font-face{font-family:"${INTER_FAMILY}";font-style:normal;font-display:swap;font-weight:${WEIGHTS};src:url(${url}) format("woff2");unicode-range:${INTER_UNICODE_RANGE}}`;
}
