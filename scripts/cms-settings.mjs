// @ts-check
// Settings of the CMS at /admin (Decap CMS), from environment variables, shared by the config generator
// (app/content/.server/cms-config.ts), the server's /admin headers and the static-host configs. Fixed at build time
// like the site settings: rebuild after changing them. See README "Editing with the CMS (/admin)".

export const CMS_BACKENDS = ["github", "gitlab"];

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ backend: "github" | "gitlab", repo: string, branch: string, authUrl: string, appId: string }}
 */
export function readCmsSettings(env = process.env) {
  /** @param {string} key */
  const value = (key, fallback = "") => (env[key] ?? "").trim() || fallback;
  const backend = value("CMS_BACKEND", "github").toLowerCase();
  if (!CMS_BACKENDS.includes(backend)) throw new Error(`CMS_BACKEND must be github or gitlab, not "${env.CMS_BACKEND}"`);
  const repo = value("CMS_REPO");
  if (repo && !/^[\w.-]+(\/[\w.-]+)+$/.test(repo)) throw new Error(`CMS_REPO must be owner/name, not "${repo}"`);
  const authUrl = value("CMS_AUTH_URL").replace(/\/+$/, "");
  if (authUrl && !/^https?:$/.test(safeUrl(authUrl)?.protocol ?? "")) throw new Error(`CMS_AUTH_URL must be an http(s) URL, not "${authUrl}"`);
  return {
    backend: /** @type {"github" | "gitlab"} */ (backend),
    repo,
    branch: value("CMS_BRANCH", "main"),
    authUrl,
    appId: value("CMS_APP_ID"),
  };
}

/** @param {string} text */
function safeUrl(text) {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** The origin of CMS_AUTH_URL (the OAuth provider, or a self-hosted GitLab), which /admin must be allowed to reach. */
/** @param {{ authUrl: string }} cms */
export function cmsAuthOrigins(cms) {
  const url = cms.authUrl ? safeUrl(cms.authUrl) : undefined;
  return url ? [url.origin] : [];
}
