// @ts-check
// Site-wide settings from environment variables, with the documented defaults (README, .env.example).
// Plain JS (type-checked from the JSDoc below) so that the Vite config, the server and build scripts all read the same
// values, with or without a TypeScript loader.

export const DEFAULT_PROVIDER_URL = "https://api.web3forms.com/submit";
export const OWN_RECEIVER_PATH = "/api/contact";

/** @typedef {"linkedin" | "x" | "facebook" | "instagram" | "youtube"} SocialNetwork */

/**
 * @typedef {object} SiteSettings
 * @property {string} brandName
 * @property {string} siteUrl
 * @property {string} contactEmail
 * @property {string} contactPhone  Empty when not configured; the phone is then not shown.
 * @property {Partial<Record<SocialNetwork, string>>} social
 * @property {"endpoint" | "provider" | "own"} formMode  Where the forms post: a custom endpoint, the Web3Forms provider, or the site's own /api/contact.
 * @property {string} formEndpoint
 * @property {string} formAccessKey
 * @property {string} bookingUrl  A calendar page (e.g. a GoHighLevel booking page) offered as "Pick a time now"; empty when not configured.
 */

/** @type {readonly SocialNetwork[]} */
const SOCIAL_KEYS = ["linkedin", "x", "facebook", "instagram", "youtube"];

/**
 * Whether `value` is a full https:// address (a page on another site the visitor is sent to).
 * @param {string} value
 */
export function isHttpsUrl(value) {
  if (!/^https:\/\/\S+$/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {SiteSettings}
 */
export function readSettings(env = process.env) {
  /** @param {string} key */
  const value = (key, fallback = "") => (env[key] ?? "").trim() || fallback;
  const formAccessKey = value("FORM_ACCESS_KEY");
  const formEndpointSetting = value("FORM_ENDPOINT");
  /** @type {"endpoint" | "provider" | "own"} */
  const formMode = formEndpointSetting ? "endpoint" : formAccessKey ? "provider" : "own";
  const formEndpoint =
    formMode === "endpoint" ? formEndpointSetting : formMode === "provider" ? DEFAULT_PROVIDER_URL : OWN_RECEIVER_PATH;
  /** @type {Partial<Record<SocialNetwork, string>>} */
  const social = {};
  for (const key of SOCIAL_KEYS) {
    const url = value(`SOCIAL_${key.toUpperCase()}`);
    if (url) social[key] = url;
  }
  // A wrong booking address would ship a dead link on every contact page: the build stops instead.
  const bookingUrl = value("BOOKING_URL");
  if (bookingUrl && !isHttpsUrl(bookingUrl))
    throw new Error(`BOOKING_URL must be a full https:// address (a calendar page), got "${bookingUrl}"`);
  return {
    brandName: value("BRAND_NAME", "GHL Builders"),
    siteUrl: value("SITE_URL", "https://ghlbuilders.com").replace(/\/+$/, ""),
    contactEmail: value("CONTACT_EMAIL", "hello@ghlbuilders.com"),
    contactPhone: value("CONTACT_PHONE"),
    social,
    formMode,
    formEndpoint,
    formAccessKey,
    bookingUrl,
  };
}

/**
 * Loads `.env` from the project root when present (values already in the environment win).
 * @param {URL | string} file
 */
export function loadDotEnv(file = new URL("../.env", import.meta.url)) {
  try {
    process.loadEnvFile(file);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error)?.code !== "ENOENT") throw error;
  }
}
