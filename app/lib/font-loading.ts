/**
 * Inter without delaying the first paint. The page paints in "Inter Fallback" (a local Arial scaled to Inter's
 * metrics, app/app.css), and Inter is fetched only once the page has painted, then swapped in: the swap moves no
 * line. Once Inter has loaded in a visit (so it sits in the browser cache), later pages of the visit use it from
 * their first paint. Without JavaScript a <noscript> style declares the same face for the browser to load itself.
 */

export const INTER_FAMILY = "Inter Variable";
const WEIGHTS = "100 900";
/** Latin only: the site is written in English (the face covers these characters; others use the fallback). */
export const INTER_UNICODE_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";
/** sessionStorage key set once Inter has loaded in this visit. */
export const FONT_LOADED_KEY = "inter-loaded";

/** The inline script that adds Inter after the first paint (or at once when this visit already loaded it). */
export function fontLoaderScript(url: string): string {
  const source = JSON.stringify(`url(${url}) format("woff2")`);
  const descriptors = JSON.stringify({ weight: WEIGHTS, display: "swap", unicodeRange: INTER_UNICODE_RANGE });
  const key = JSON.stringify(FONT_LOADED_KEY);
  return (
    `(function(d,w){if(!w.FontFace||!d.fonts)return;var f=new FontFace(${JSON.stringify(INTER_FAMILY)},${source},${descriptors}),s;` +
    `function go(){d.fonts.add(f);f.load().then(function(){try{sessionStorage.setItem(${key},"1")}catch(e){}},function(){})}` +
    `try{s=sessionStorage.getItem(${key})}catch(e){}` +
    "s?go():requestAnimationFrame(function(){setTimeout(go,0)})})(document,window)"
  );
}

/** The same face as plain CSS, for browsers without JavaScript. */
export function fontFaceCss(url: string): string {
  return `@font-face{font-family:"${INTER_FAMILY}";font-style:normal;font-display:swap;font-weight:${WEIGHTS};src:url(${url}) format("woff2");unicode-range:${INTER_UNICODE_RANGE}}`;
}
