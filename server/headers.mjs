// Security headers shared by the server and the generated static-host configs.

/**
 * @param {{ scriptHashes?: string[], connectSrc?: string[] }} options
 */
export function contentSecurityPolicy({ scriptHashes = [], connectSrc = [] } = {}) {
  const scripts = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    // React renders style attributes (e.g. animation delays); scripts stay hash-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectSrc].join(" ")}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

export const STATIC_SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** The origin the forms post to, if it is another host (the provider or a custom endpoint). */
export function formConnectSources(settings) {
  if (settings.formMode === "own") return [];
  try {
    return [new URL(settings.formEndpoint).origin];
  } catch {
    return [];
  }
}
