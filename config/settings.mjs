// @ts-check
// Site-wide settings from environment variables, with the documented defaults (README, .env.example).
// Plain JS (type-checked from the JSDoc below) so that the Vite config, the server and build scripts all read the same
// values, with or without a TypeScript loader.

export const DEFAULT_PROVIDER_URL = "https://api.web3forms.com/submit";
export const OWN_RECEIVER_PATH = "/api/contact";

/** @typedef {"linkedin" | "x" | "facebook" | "instagram" | "youtube"} SocialNetwork */

/**
 * Cookieless analytics: the provider, its script, the site's id there, and the origin the script loads from and sends
 * its events to (the only other host the pages may contact).
 * @typedef {object} AnalyticsSettings
 * @property {"plausible" | "umami"} provider
 * @property {string} scriptUrl
 * @property {string} siteId  Plausible: the site's domain (data-domain); Umami: the website id (data-website-id).
 * @property {string} origin
 */

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
 * @property {AnalyticsSettings | null} analytics  Off (null) unless ANALYTICS_PROVIDER is set.
 * @property {string} bookingUrl  A calendar page (e.g. a GoHighLevel booking page) offered as "Pick a time now"; empty when not configured.
 */

/**
 * The destinations of the outbox that are configured, as the server decides them (server/destinations/index.ts):
 * the privacy pages are built from the same answer, so they name exactly where an enquiry goes.
 * @typedef {object} LeadDestinations
 * @property {boolean} gohighlevel  GHL_PRIVATE_TOKEN and GHL_LOCATION_ID are both set.
 * @property {boolean} opportunity  A pipeline and stage are set too: each lead also opens an opportunity.
 * @property {string} webhookHost  The host of LEADS_WEBHOOK_URL, empty when no webhook is set.
 * @property {boolean} email  SMTP_URL and LEADS_NOTIFY_TO are both set.
 */

/**
 * Settings the content build depends on beyond SiteSettings (which the browser bundle carries): the server settings
 * the privacy pages describe, and whether this is the production build.
 * @typedef {object} ContentSettings
 * @property {LeadDestinations} leadDestinations  Where the site's own receiver passes each lead on (the policies name only these).
 * @property {string} leadRetentionDays  LEADS_RETENTION_DAYS as written (empty: the privacy policy's period); app/lib/retention.ts reads it.
 * @property {boolean} production  SITE_ENV=production: unverified testimonials and ratings are left out of the pages.
 */

/**
 * @param {Record<string, string | undefined>} env
 * @returns {ContentSettings}
 */
export function readContentSettings(env = process.env) {
  const siteEnv = (env.SITE_ENV ?? "").trim().toLowerCase();
  if (siteEnv && !["production", "staging", "development"].includes(siteEnv))
    throw new Error(`SITE_ENV must be production, staging or development (or empty), got "${siteEnv}"`);
  return { leadDestinations: readLeadDestinations(env), leadRetentionDays: (env.LEADS_RETENTION_DAYS ?? "").trim(), production: siteEnv === "production" };
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {LeadDestinations}
 */
export function readLeadDestinations(env = process.env) {
  /** @param {string} key */
  const value = (key) => (env[key] ?? "").trim();
  const gohighlevel = Boolean(value("GHL_PRIVATE_TOKEN") && value("GHL_LOCATION_ID"));
  let webhookHost = "";
  if (value("LEADS_WEBHOOK_URL")) {
    try {
      webhookHost = new URL(value("LEADS_WEBHOOK_URL")).host;
    } catch {
      throw new Error(`LEADS_WEBHOOK_URL must be a full https:// address, got "${value("LEADS_WEBHOOK_URL")}"`);
    }
  }
  return {
    gohighlevel,
    opportunity: gohighlevel && Boolean(value("GHL_PIPELINE_ID") && value("GHL_PIPELINE_STAGE_ID")),
    webhookHost,
    email: Boolean(value("SMTP_URL") && value("LEADS_NOTIFY_TO")),
  };
}

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
    analytics: readAnalytics(value, value("SITE_URL", "https://ghlbuilders.com")),
    bookingUrl,
  };
}

/** Plausible's hosted script; a self-hosted Plausible or any Umami names its own with ANALYTICS_SCRIPT_URL. */
export const PLAUSIBLE_SCRIPT_URL = "https://plausible.io/js/script.js";

/**
 * ANALYTICS_PROVIDER (plausible or umami), ANALYTICS_SCRIPT_URL and ANALYTICS_SITE_ID. A wrong value stops the build
 * with the setting named, rather than shipping pages whose policy blocks their own analytics.
 * @param {(key: string, fallback?: string) => string} value
 * @param {string} siteUrl
 * @returns {AnalyticsSettings | null}
 */
function readAnalytics(value, siteUrl) {
  const provider = value("ANALYTICS_PROVIDER").toLowerCase();
  if (!provider) return null;
  if (provider !== "plausible" && provider !== "umami") throw new Error(`ANALYTICS_PROVIDER must be "plausible" or "umami" (or empty for none), not "${provider}"`);
  const scriptUrl = value("ANALYTICS_SCRIPT_URL", provider === "plausible" ? PLAUSIBLE_SCRIPT_URL : "");
  if (!scriptUrl) throw new Error("ANALYTICS_SCRIPT_URL is required with ANALYTICS_PROVIDER=umami (for example https://cloud.umami.is/script.js)");
  let url;
  try {
    url = new URL(scriptUrl);
  } catch {
    throw new Error(`ANALYTICS_SCRIPT_URL is not a URL: "${scriptUrl}"`);
  }
  if (url.protocol !== "https:") throw new Error(`ANALYTICS_SCRIPT_URL must be an https:// address: "${scriptUrl}"`);
  const siteId = value("ANALYTICS_SITE_ID", provider === "plausible" ? new URL(siteUrl).hostname : "");
  if (!siteId) throw new Error("ANALYTICS_SITE_ID is required with ANALYTICS_PROVIDER=umami (the website id Umami shows)");
  if (!/^[\w.:-]{1,100}$/.test(siteId)) throw new Error(`ANALYTICS_SITE_ID has characters a site id cannot have: "${siteId}"`);
  return { provider, scriptUrl: url.href, siteId, origin: url.origin };
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
