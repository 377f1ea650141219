// @ts-check
// The languages the site is written in, and which of its pages each has. Shared by the build, the pages and the server
// (so it stays free of zod and the settings table, which must not reach the browser).

/** @typedef {"en" | "es"} Lang */

/**
 * Each language's locale (numbers, dates, clock and plurals follow it), the prefix of its pages' addresses, and the
 * name the language switch shows (in that language), and its name in English (for build messages).
 * @type {Record<Lang, { locale: string; prefix: string; name: string; inEnglish: string }>}
 */
export const LANGUAGES = {
  en: { locale: "en-US", prefix: "", name: "English", inEnglish: "English" },
  es: { locale: "es-US", prefix: "/es", name: "Espa\u00f1ol", inEnglish: "Spanish" },
};

/** @type {Lang} */
export const DEFAULT_LANG = "en";

/** @type {readonly Lang[]} */
export const LANGS = /** @type {Lang[]} */ (Object.keys(LANGUAGES));

/**
 * The sections that have a Spanish page: home, services, industries, pricing, contact, thank-you, search, the legal pages and
 * the page for an unknown address. The snapshot store and the blog are in English only. The build fails when a page
 * of these sections lacks its translation, so "listed here" means "exists in Spanish".
 */
const TRANSLATED = [
  /^\/$/,
  /^\/services(\/[\w-]+)?$/,
  /^\/industries(\/[\w-]+)?$/,
  /^\/pricing$/,
  /^\/contact$/,
  /^\/thank-you$/,
  /^\/search$/,
  /^\/legal\/[\w-]+$/,
  /^\/404$/,
];

/**
 * Whether the page at an English path (no prefix, no query or fragment) has a Spanish version.
 * @param {string} path
 */
export function isTranslated(path) {
  return TRANSLATED.some((pattern) => pattern.test(path));
}

/**
 * The generated files with words that the translated pages show (the default share card, each service's and industry's,
 * the service pages' pictures and the home hero's drawing): each language's pass of the build draws its own.
 */
const TRANSLATED_FILES = [
  /^\/og-default\.png$/,
  /^\/images\/(services|industries)\/[^/]+$/,
  /^\/images\/hero-visual\.svg$/,
];

/**
 * Whether another language's pass of the build renders the English path: a translated page or one of their files
 * with words.
 * @param {string} path
 */
export function isInTranslatedPass(path) {
  return isTranslated(path) || TRANSLATED_FILES.some((pattern) => pattern.test(path));
}

/**
 * The address of an English path's page in `lang`: "/pricing" -> "/es/pricing", "/" -> "/es". A query or fragment is
 * kept. The caller checks `isTranslated` first.
 * @param {Lang} lang
 * @param {string} path
 */
export function pathIn(lang, path) {
  const prefix = LANGUAGES[lang].prefix;
  if (!prefix) return path;
  return path === "/" || /^\/[?#]/.test(path) ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/**
 * A site address split into its language and its English path: "/es/pricing" -> { lang: "es", path: "/pricing" },
 * "/es" -> { lang: "es", path: "/" }, "/blog" -> { lang: "en", path: "/blog" }.
 * @param {string} pathname
 * @returns {{ lang: Lang; path: string }}
 */
export function splitLang(pathname) {
  for (const lang of LANGS) {
    const prefix = LANGUAGES[lang].prefix;
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)))
      return { lang, path: pathname.slice(prefix.length) || "/" };
  }
  return { lang: DEFAULT_LANG, path: pathname };
}
