import type { Content } from "../content-model/schema";
import { LEGAL_SLUGS } from "../content-model/schema";
import { DEFAULT_LANG, isTranslated, type Lang } from "../../config/languages.mjs";
import { caseArtPath } from "./case-art";
import { serviceVisualPath } from "../../lib/service-visual-size";
import { HERO_VISUAL_PATH } from "../../lib/hero-visual";
import { PREVIEW_SIZE_NAMES, snapshotPreviewPath } from "../../lib/snapshot-preview-size";
import {
  DEFAULT_SHARE_IMAGE_PATH,
  MISSING_SNAPSHOT_PATH,
  NOT_FOUND_PATH,
  industryShareImagePath,
  serviceShareImagePath,
  snapshotShareImagePath,
} from "../content-model/paths";

export { MISSING_SNAPSHOT_PATH, NOT_FOUND_PATH };

/** What the route list needs of the content; the build config passes the loaded content, the sitemap its module. */
export type RouteContent = Pick<
  Content,
  "services" | "snapshots" | "posts" | "integrations" | "caseStudies" | "industries"
>;

/** Files made by resource routes. */
export const RESOURCE_PATHS = [
  "/sitemap.xml",
  "/robots.txt",
  "/rss.xml",
  DEFAULT_SHARE_IMAGE_PATH,
  "/favicon.svg",
  "/apple-touch-icon.png",
  "/icon-512.png",
  "/images/icons.svg",
  "/images/hero-visual.svg",
];

/**
 * Generated images: blog covers and share cards, service, snapshot and industry share cards, service pictures,
 * snapshot previews, integration marks and case study artwork.
 */
export function imagePaths(content: RouteContent): string[] {
  return [
    ...content.posts.flatMap((post) => [post.image, post.shareImage]),
    ...content.services.flatMap((service) => [serviceShareImagePath(service.slug), serviceVisualPath(service.slug)]),
    ...content.snapshots.flatMap((snapshot) => [
      snapshotShareImagePath(snapshot.slug),
      ...PREVIEW_SIZE_NAMES.map((size) => snapshotPreviewPath(snapshot.slug, size)),
    ]),
    ...content.industries.map((industry) => industryShareImagePath(industry.slug)),
    ...content.integrations.map((item) => `/images/integrations/${item.icon}.svg`),
    // A prerendered site needs each route with a loader built at least once: when a production build has no
    // verified case study, the first palette's artwork (an abstract chart, no claim) stands in.
    ...(content.caseStudies.length > 0 ? content.caseStudies.map(caseArtPath) : [caseArtPath({ palette: "blue" }, 0)]),
  ];
}

/** Every indexable page of the site: the sitemap, the prerender list and the server all start here. */
export function pagePaths(content: RouteContent): string[] {
  return [
    "/",
    "/services",
    ...content.services.map((service) => `/services/${service.slug}`),
    "/buy-snapshot",
    ...content.snapshots.map((snapshot) => `/buy-snapshot/${snapshot.slug}`),
    "/industries",
    ...content.industries.map((industry) => `/industries/${industry.slug}`),
    "/pricing",
    "/contact",
    "/blog",
    ...content.posts.map((post) => `/blog/${post.slug}`),
    ...LEGAL_SLUGS.map((slug) => `/legal/${slug}`),
  ];
}

/**
 * Pages that are prerendered but kept out of the sitemap (noindex): where a form sent without JavaScript lands, and
 * the list of every page the search control leads to without JavaScript.
 */
export const UNLISTED_PAGE_PATHS = ["/thank-you", "/search"];

/**
 * The images of the translated pages that have words (share cards, service pictures), which another language's pass
 * draws in its words (seoMeta and the service pages point there).
 */
export function translatedImagePaths(content: Pick<RouteContent, "services" | "industries">): string[] {
  return [
    DEFAULT_SHARE_IMAGE_PATH,
    ...content.services.map((service) => serviceShareImagePath(service.slug)),
    ...content.industries.map((industry) => industryShareImagePath(industry.slug)),
    // The service pages' pictures have words too.
    ...content.services.map((service) => serviceVisualPath(service.slug)),
  ];
}

/**
 * The pages a language's pass of the build renders: every page in English; the translated ones in another, with
 * their share cards.
 */
export function prerenderPaths(content: RouteContent, lang: Lang = DEFAULT_LANG): string[] {
  // The home hero's drawing has words: each language draws its own (under its prefix, e.g. /es/images/hero-visual.svg).
  if (lang !== DEFAULT_LANG)
    return [
      ...[...pagePaths(content), ...UNLISTED_PAGE_PATHS, NOT_FOUND_PATH].filter(isTranslated),
      HERO_VISUAL_PATH,
      ...translatedImagePaths(content),
    ];
  return [
    ...pagePaths(content),
    ...UNLISTED_PAGE_PATHS,
    NOT_FOUND_PATH,
    MISSING_SNAPSHOT_PATH,
    ...RESOURCE_PATHS,
    ...imagePaths(content),
  ];
}
