// @ts-check
// Address checks shared by the settings (config/settings.mjs) and the content schema (app/content-model/schema.ts).
// Kept apart from the settings so that code which may reach the browser bundle never pulls in zod or the settings table.

/** Where the site's own enquiry receiver answers (the forms' action when no other endpoint is set). */
export const OWN_RECEIVER_PATH = "/api/contact";

/**
 * Whether `value` is a full https:// address on a public host (a page on another site the visitor is sent to).
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

/** Host names that only ever reach this machine: plain http is acceptable there (development, tests). */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether `value` is an absolute web address: https://, or http:// on this machine (localhost, 127.0.0.1, [::1]),
 * without user name or password.
 * @param {string} value
 */
export function isWebUrl(value) {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    if (url.username || url.password || !url.hostname) return false;
    if (url.protocol === "https:") return true;
    return url.protocol === "http:" && (LOOPBACK_HOSTS.has(url.hostname) || url.hostname.endsWith(".localhost"));
  } catch {
    return false;
  }
}
