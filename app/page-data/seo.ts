import type { MetaDescriptor } from "react-router";
import { absoluteUrl, site } from "~/content-model/site";
import { alternates, locale, ownFile, pageUrl } from "~/content-model/language";
import { DEFAULT_SHARE_IMAGE_PATH } from "~/content-model/paths";
import { TITLE_MAX } from "../../lib/page-title";

export const DEFAULT_SHARE_IMAGE = DEFAULT_SHARE_IMAGE_PATH;
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface SeoInput {
  /** Page title; " | Brand" is appended unless `fullTitle` is set. */
  title: string;
  fullTitle?: boolean;
  description: string;
  /** Canonical path on SITE_URL, e.g. "/services". */
  path: string;
  /** Site path of a 1200x630 PNG share image; the default card when omitted. */
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
  article?: { publishedTime: string; author: string; section: string; tags: string[] };
  jsonLd?: object[];
}

/**
 * The longest meta description a page has: search results show about this much and cut the rest where they choose.
 * Descriptions typed in content are held to it by the schemas (app/content-model/schema.ts); this guards the rest.
 */
export const META_DESCRIPTION_MAX = 160;

/** The first of `candidates` (richest first) that fits META_DESCRIPTION_MAX, so a description is never cut mid-word. */
export function fittingDescription(...candidates: [string, ...string[]]): string {
  return candidates.find((candidate) => candidate.length <= META_DESCRIPTION_MAX) ?? candidates[candidates.length - 1]!;
}

/** The page's title and " | Brand", or the title alone when both would run past TITLE_MAX (og:site_name names the brand). */
export function pageTitle(title: string): string {
  const branded = `${title} | ${site.brandName}`;
  return branded.length <= TITLE_MAX ? branded : title;
}

/** Every head tag a page needs: title, description, canonical, Open Graph, Twitter card, JSON-LD. */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const length = input.description.length;
  if (length > META_DESCRIPTION_MAX)
    throw new Error(
      `The meta description of ${input.path} has ${length} characters, more than ${META_DESCRIPTION_MAX}: "${input.description}"`,
    );
  const title = input.fullTitle ? input.title : pageTitle(input.title);
  // The page's own address in its language: a Spanish page is canonical itself, never pointing to the English one.
  const url = pageUrl(input.path);
  // A translated page's card is its language's, drawn by that language's pass of the build.
  const image = absoluteUrl(ownFile(input.image ?? DEFAULT_SHARE_IMAGE));
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.brandName },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: locale.replace("-", "_") },
    // X reads the title, description and image from the Open Graph tags when its own are absent.
    { name: "twitter:card", content: "summary_large_image" },
  ];
  // Every share image the site makes (the default, and each post's, service's and snapshot's card) is 1200x630.
  tags.push(
    { property: "og:image:width", content: String(SHARE_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE_SIZE.height) },
  );
  if (input.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  // Each translated page names itself and its translation, both ways, with the English page as the default.
  else
    for (const alternate of alternates(input.path))
      tags.push({ tagName: "link", rel: "alternate", hrefLang: alternate.hrefLang, href: alternate.href });
  if (input.article) {
    tags.push(
      { property: "article:published_time", content: input.article.publishedTime },
      { property: "article:author", content: input.article.author },
      { property: "article:section", content: input.article.section },
      ...input.article.tags.map((tag) => ({ property: "article:tag", content: tag })),
    );
  }
  for (const data of input.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}
