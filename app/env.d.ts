import type { SiteSettings } from "../config/settings.mjs";

declare global {
  const __SITE_SETTINGS__: SiteSettings;
}
export {};
