import { DEFAULT_LANG, LANGS, LANGUAGES, isTranslated, pathIn, type Lang } from "../../config/languages.mjs";
import { NOT_FOUND_PATH } from "./paths";
import { absoluteUrl } from "./site";

export type { Lang };

/** The language these pages are written in: each language is its own pass of the build (config/languages.mjs). */
export const lang: Lang = __SITE_LANG__;
/** Its locale, for numbers and dates formatted in the browser. */
export const locale = LANGUAGES[lang].locale;

/** The languages other than this page's. */
export const otherLangs = LANGS.filter((other) => other !== lang);

/** A language's name as the switch shows it, in that language. */
export const languageName = (other: Lang) => LANGUAGES[other].name;

/**
 * Where an in-site link of this language's pages goes. `app` links stay in this language's app (React Router adds
 * the prefix); a page that exists only in English ("/buy-snapshot", "/blog/...") is a plain link to the English page,
 * marked so the visitor knows before following it.
 */
export function linkTarget(to: string): { app: true; to: string } | { app: false; href: string; english: boolean } {
  if (!to.startsWith("/") || to.startsWith("//")) return { app: false, href: to, english: false };
  if (lang === DEFAULT_LANG) return { app: true, to };
  const path = to.split(/[?#]/)[0] || "/";
  return isTranslated(path) ? { app: true, to } : { app: false, href: to, english: true };
}

/**
 * The same page in another language, for the language switch: its translation when there is one, else that
 * language's home page. `path` is the English path of the current page (React Router's, without the prefix).
 */
export function pageIn(other: Lang, path: string): string {
  // A 404 page's address is not a page: the other language's home is.
  const page = isTranslated(path) && path !== NOT_FOUND_PATH ? path : "/";
  return other === DEFAULT_LANG ? page : pathIn(other, page);
}

/** The alternates of a page for search engines: each language's URL and x-default (the English page). */
export function alternates(path: string): { hrefLang: string; href: string }[] {
  if (!isTranslated(path)) return [];
  return [
    ...LANGS.map((each) => ({ hrefLang: each, href: absoluteUrl(pathIn(each, path)) })),
    { hrefLang: "x-default", href: absoluteUrl(path) },
  ];
}

/** The full address of a page of this language (canonical, share cards). */
export function pageUrl(path: string): string {
  return absoluteUrl(pathIn(lang, path));
}

/**
 * The address of a file this language's pass of the build makes in its own words (its pages' share cards,
 * app/page-data/routes-list.ts): "/og-default.png" -> "/es/og-default.png".
 */
export function ownFile(path: string): string {
  return pathIn(lang, path);
}

/** This language's home page, for plain links out of the app (the error page's). */
export const homePath = pathIn(lang, "/");
