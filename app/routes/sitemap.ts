import * as content from "virtual:site-content";
import { pagePaths } from "~/page-data/routes-list";
import { alternates } from "~/content-model/language";
import { absoluteUrl } from "~/content-model/site";
import { sitemapXml } from "../../lib/xml";
import { LANGS, isTranslated, pathIn } from "../../config/languages.mjs";

/** Every page in every language it exists in; each translated page lists all its versions (hreflang both ways). */
export function loader() {
  const paths = pagePaths(content);
  const pages = LANGS.flatMap((lang) =>
    paths
      .filter((path) => lang === "en" || isTranslated(path))
      .map((path) => ({ url: absoluteUrl(pathIn(lang, path)), alternates: alternates(path) })),
  );
  return new Response(sitemapXml(pages), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
