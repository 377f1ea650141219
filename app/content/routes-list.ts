import { authors, blogPosts } from "./blog";
import { integrationLogoPaths } from "./integrations";
import { services } from "./services";
import { snapshotListings } from "./snapshot-catalogue";
import { LEGAL_SLUGS } from "./types";

import { MISSING_SNAPSHOT_PATH, NOT_FOUND_PATH } from "./paths";

export { MISSING_SNAPSHOT_PATH, NOT_FOUND_PATH };
/** Files made by resource routes. */
export const RESOURCE_PATHS = ["/sitemap.xml", "/robots.txt", "/rss.xml", "/og-default.png", "/favicon.svg", "/apple-touch-icon.png", "/icon-512.png"];

/** Generated images: blog covers, author avatars and integration marks. */
export function imagePaths(): string[] {
  return [
    ...blogPosts.flatMap((post) => [post.image, post.shareImage]),
    ...authors.map((author) => author.avatar),
    ...integrationLogoPaths(),
  ];
}

/** Every indexable page of the site: the sitemap, the prerender list and the server all start here. */
export function pagePaths(): string[] {
  return [
    "/",
    "/services",
    ...services.map((service) => `/services/${service.slug}`),
    "/buy-snapshot",
    ...snapshotListings.map((snapshot) => `/buy-snapshot/${snapshot.slug}`),
    "/pricing",
    "/contact",
    "/blog",
    ...blogPosts.map((post) => `/blog/${post.slug}`),
    ...LEGAL_SLUGS.map((slug) => `/legal/${slug}`),
  ];
}

export function prerenderPaths(): string[] {
  return [...pagePaths(), NOT_FOUND_PATH, MISSING_SNAPSHOT_PATH, ...RESOURCE_PATHS, ...imagePaths()];
}
