/** Prerendered 404 page; the server answers unknown paths with it and status 404. */
export const NOT_FOUND_PATH = "/404";
/** Prerendered "no such snapshot" page, served with status 404 for unknown /buy-snapshot/{slug}. */
export const MISSING_SNAPSHOT_PATH = "/buy-snapshot/not-found";

/** The share card of the pages without one of their own. */
export const DEFAULT_SHARE_IMAGE_PATH = "/og-default.png";
/** The 1200x630 PNG share card of a service page (generated at build, like the blog posts' cards). */
export const serviceShareImagePath = (slug: string) => `/images/services/${slug}.png`;
/** The 1200x630 PNG share card of a snapshot page. */
export const snapshotShareImagePath = (slug: string) => `/images/snapshots/${slug}.png`;
/** The 1200x630 PNG share card of an industry page. */
export const industryShareImagePath = (slug: string) => `/images/industries/${slug}.png`;
