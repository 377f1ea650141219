// @ts-check
// Settings of the CMS at /admin (Decap CMS), from environment variables, shared by the config generator
// (app/content-model/.server/cms-config.ts), the server's /admin headers and the static-host configs. Fixed at build time
// like the site settings: rebuild after changing them. See docs/operating.md "The CMS sign-in".
import { readGroup } from "./settings.mjs";

/**
 * The CMS settings (declared in config/settings.mjs); throws a SettingsError naming every bad CMS variable.
 * @param {Record<string, string | undefined>} env
 * The GitHub client secret is left out: only the server reads it (server/cms-auth.ts), so no build can carry it.
 * @returns {{ backend: "github" | "gitlab", repo: string, branch: string, authUrl: string, appId: string, githubClientId: string, oauthBase: string }}
 */
export function readCmsSettings(env = process.env) {
  return cmsSettingsOf(readGroup("cms", env));
}

/**
 * The CMS settings from the cms group already parsed (the server's settings, read once).
 * @param {import("./settings.mjs").GroupValues["cms"]} values
 */
export function cmsSettingsOf(values) {
  return {
    backend: values.CMS_BACKEND,
    repo: values.CMS_REPO ?? "",
    branch: values.CMS_BRANCH,
    authUrl: (values.CMS_AUTH_URL ?? "").replace(/\/+$/, ""),
    appId: values.CMS_APP_ID ?? "",
    githubClientId: values.CMS_GITHUB_CLIENT_ID ?? "",
    oauthBase: values.CMS_GITHUB_OAUTH_BASE.replace(/\/+$/, ""),
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
