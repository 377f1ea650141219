import type { SiteSettings } from "../config/settings.mjs";

declare global {
  const __SITE_SETTINGS__: SiteSettings;
  /** Whether analytics is configured, as a literal the bundler can act on (the tracker is left out when it is not). */
  const __ANALYTICS_ON__: boolean;
  /** Whether GHL_BOOKING_CALENDAR_ID and GHL_CHAT_WIDGET_ID are set, likewise (their code is left out when not). */
  const __BOOKING_ON__: boolean;
  const __CHAT_ON__: boolean;
  /** The language of this pass of the build (config/languages.mjs), so each language's pages carry only their words. */
  const __SITE_LANG__: import("../config/languages.mjs").Lang;
}
export {};
