import type { SiteSettings } from "../../config/settings.mjs";

export type { SiteSettings };

/**
 * Build-time settings injected by Vite's `define` (config/settings.mjs, from environment variables), so the
 * prerendered HTML and the client bundle agree. Only the resulting object reaches the browser: this module never
 * imports the settings code (zod and the table of every variable stay on the server and in the build).
 */
export const site: SiteSettings = __SITE_SETTINGS__;

/** Absolute URL on the configured origin; the only way canonical and share URLs are made. */
export function absoluteUrl(path: string): string {
  return path === "/" ? `${site.siteUrl}/` : `${site.siteUrl}${path}`;
}
