/**
 * Inter on the first view without moving anything. Pages paint in "Inter Fallback" (a local Arial scaled to Inter's
 * metrics, app/app.css) until Inter has loaded, then swap (display: swap): the fallback has Inter's line heights and
 * average width, so the swap moves no box (browser test tests/e2e/brand-font.spec.ts). The head script starts the
 * download at once rather than after the first paint: on a good connection the face arrives before the page's first
 * layout, so the page is laid out once, in Inter. A swap after the first paint lays the whole page out again, which
 * was the home page's longest task on a phone (Lighthouse's blocking time 300 ms, against 30-110 ms now; decision
 * record 007). Once it has loaded in a visit it sits in the browser cache, and later pages use it from their first
 * paint. Without JavaScript a <noscript> style declares the same face for the browser to load itself.
 */

export const INTER_FAMILY = "Inter Variable";
/** The weights app/app.css uses (normal to bold; `bolder` in prose is bold): the build cuts the face to them. */
export const FONT_WEIGHTS = "400 700";
// The face is the Latin subset only (the site is written in English). It needs no unicode-range: with one file there is
// nothing to choose between, and a character the face lacks is drawn by the next font of the stack anyway. Leaving it
// out keeps about 300 bytes of code points out of every page's head.
/** sessionStorage key set once Inter has loaded in this visit. */
export const FONT_LOADED_KEY = "inter-loaded";

/**
 * The inline script: Inter at once when this visit already loaded it, else fetched now and used as soon as it arrives.
 * The download is part of the page's load, so the page's scripts, which start after the load event
 * (scripts/paint-first.ts), wait for it on a first visit; links and forms work before them.
 */
export function fontLoaderScript(url: string): string {
  const source = JSON.stringify(`url(${url}) format("woff2")`);
  const descriptors = JSON.stringify({ weight: FONT_WEIGHTS, display: "swap" });
  const key = JSON.stringify(FONT_LOADED_KEY);
  return (
    `(function(d,w){if(!w.FontFace||!d.fonts)return;var f=new FontFace(${JSON.stringify(INTER_FAMILY)},${source},${descriptors}),s;` +
    `try{s=sessionStorage.getItem(${key})}catch(e){}` +
    "if(s)return d.fonts.add(f);" +
    `f.load().then(function(){d.fonts.add(f);try{sessionStorage.setItem(${key},"1")}catch(e){}},function(){})` +
    "})(document,window)"
  );
}

/** The same face as plain CSS, for browsers without JavaScript. */
export function fontFaceCss(url: string): string {
  return `@font-face{font-family:"${INTER_FAMILY}";font-style:normal;font-display:swap;font-weight:${FONT_WEIGHTS};src:url(${url}) format("woff2")}`;
}
