import { readSettings, type SiteSettings } from "../../config/settings.mjs";

export type { SiteSettings };

/**
 * Build-time settings injected by Vite's `define` (config/settings.mjs, from environment variables), so the
 * prerendered HTML and the client bundle agree. Outside Vite (the route list read by the build config) they
 * are read directly.
 */
export const site: SiteSettings =
  typeof __SITE_SETTINGS__ !== "undefined" ? __SITE_SETTINGS__ : readSettings();

/** Absolute URL on the configured origin; the only way canonical and share URLs are made. */
export function absoluteUrl(path: string): string {
  return path === "/" ? `${site.siteUrl}/` : `${site.siteUrl}${path}`;
}
