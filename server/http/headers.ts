// Security headers shared by the server and the generated static-host configs (scripts/build/deploy-configs.ts): the one
// place where they are decided.
import { z } from "zod";
import type { SiteSettings } from "../../config/settings.mjs";
import {
  CALENDAR_ORIGIN,
  CHAT_HOSTS,
  CHAT_LEGACY_HOSTS,
  CHAT_LOADER_URL,
  CHAT_MEDIA_HOSTS,
} from "../../lib/ghl-embed.ts";

/** The GoHighLevel embeds a build is configured with (GHL_BOOKING_CALENDAR_ID, GHL_CHAT_WIDGET_ID). */
export interface Embeds {
  booking: boolean;
  chat: boolean;
}

/** Which embeds the settings switch on. */
export function siteEmbeds(settings: Partial<Pick<SiteSettings, "bookingCalendarId" | "chatWidgetId">>): Embeds {
  return { booking: Boolean(settings.bookingCalendarId), chat: Boolean(settings.chatWidgetId) };
}

/**
 * The hosts each embed adds to the policy, and only those: the calendar is a frame of its origin; the chat widget is a
 * script from its own host that talks to GoHighLevel's hosts over HTTPS and WebSocket and shows their styles, fonts,
 * pictures and frames. With neither, nothing is added and the policy is the one of a site without them, byte for byte.
 */
function embedSources({ booking, chat }: Embeds) {
  const ghl = `https://${CHAT_HOSTS}`;
  const legacy = `https://${CHAT_LEGACY_HOSTS}`;
  return {
    script: chat ? [new URL(CHAT_LOADER_URL).origin] : [],
    style: chat ? [ghl] : [],
    font: chat ? [ghl] : [],
    connect: chat ? [ghl, `wss://${CHAT_HOSTS}`, legacy] : [],
    img: chat ? [ghl, legacy, `https://${CHAT_MEDIA_HOSTS}`] : [],
    frame: [...(booking ? [CALENDAR_ORIGIN] : []), ...(chat ? [ghl, legacy] : [])],
  };
}

/**
 * The policy of every page. `connectSrc` is where the forms post (also allowed as form-action); `analyticsOrigin`, the
 * configured analytics host, may serve a script and receive events (never a form target); `checkoutOrigin`, Stripe's
 * hosted Checkout (one origin, or several: Stripe's and the account's Checkout custom domain), is where a payment
 * form's answer may send the buyer while selling; `embeds` add GoHighLevel's calendar and chat hosts when configured
 * (embedSources).
 * 'wasm-unsafe-eval' lets the site search (Pagefind, loaded from /pagefind/ when the search dialog opens) compile its
 * WebAssembly; it allows no JavaScript eval, and scripts themselves stay 'self', hashes and the analytics host only.
 */
export function contentSecurityPolicy({
  scriptHashes = [],
  connectSrc = [],
  analyticsOrigin,
  checkoutOrigin,
  embeds = { booking: false, chat: false },
}: {
  scriptHashes?: string[];
  connectSrc?: string[];
  analyticsOrigin?: string | undefined;
  checkoutOrigin?: string | readonly string[] | undefined;
  embeds?: Embeds;
} = {}): string {
  const analytics = analyticsOrigin ? [analyticsOrigin] : [];
  const checkout = typeof checkoutOrigin === "string" ? [checkoutOrigin] : (checkoutOrigin ?? []);
  const embed = embedSources(embeds);
  const scripts = [
    "'self'",
    ...analytics,
    ...embed.script,
    ...scriptHashes.map((hash) => `'${hash}'`),
    "'wasm-unsafe-eval'",
  ];
  const connect = [...connectSrc, ...analytics, ...embed.connect];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    // React renders style attributes (e.g. animation delays); scripts stay hash-only.
    `style-src ${["'self'", "'unsafe-inline'", ...embed.style].join(" ")}`,
    `img-src ${["'self'", "data:", ...embed.img].join(" ")}`,
    // Fonts fall back to default-src 'self' unless the chat widget needs its host's.
    ...(embed.font.length ? [`font-src ${["'self'", ...embed.font].join(" ")}`] : []),
    // Without another host to post or report to, connections fall back to default-src 'self': a shorter
    // header on every page (each byte of a page's headers counts against its first round trip).
    ...(connect.length ? [`connect-src ${["'self'", ...connect].join(" ")}`] : []),
    // Frames fall back to default-src 'self' too, unless an embed (the calendar, the chat) needs its host.
    ...(embed.frame.length ? [`frame-src ${["'self'", ...embed.frame].join(" ")}`] : []),
    // The enquiry forms also post natively (before or without JavaScript) to the same endpoint the script uses. While
    // the site sells (a Node host with STRIPE_SECRET_KEY), "Pay" posts to /api/checkout, whose 303 goes on to Stripe's
    // hosted Checkout (on Stripe's domain, or the account's own with a Checkout custom domain): a redirect a form
    // follows must be allowed by form-action too, and only then is it.
    `form-action ${[...new Set(["'self'", ...connectSrc, ...checkout])].join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * The inline-script hashes of the whole site: every page carries the same inline scripts (per-page data lives in
 * attributes and files, see scripts/build/paint-first.ts), so the union of the pages' hashes is that one set, and one policy
 * serves every page, 404s included. The build stops if pages ever differ (scripts/build/postbuild.ts), so this never grows.
 */
export function siteScriptHashes(perFile: Record<string, string[]>): string[] {
  return [...new Set(Object.values(perFile).flat())].sort();
}

/** The file in build/ that records each page's inline-script hashes (written by scripts/build/postbuild.ts). */
export const CSP_HASHES_FILE = "csp-hashes.json";

/** build/csp-hashes.json (written by scripts/build/postbuild.ts): each page's file and the hashes of its inline scripts. */
export function parseCspHashes(json: string): Record<string, string[]> {
  return z.record(z.string(), z.array(z.string())).parse(JSON.parse(json));
}

/**
 * Files whose inline scripts differ from the site's first page with scripts (empty when one set of hashes serves the
 * whole site). A page without any inline script (the CMS) needs none and is not a difference.
 */
export function pagesWithOtherScripts(perFile: Record<string, string[]>): string[] {
  const withScripts = Object.entries(perFile).filter(([, hashes]) => hashes.length > 0);
  const first = JSON.stringify([...(withScripts[0]?.[1] ?? [])].sort());
  return withScripts.filter(([, hashes]) => JSON.stringify([...hashes].sort()) !== first).map(([file]) => file);
}

/**
 * The policy of the CMS at /admin (Decap CMS, self-hosted under /admin/). Decap injects its styles at run time (emotion)
 * and compiles its config schema with `new Function` (ajv), hence 'unsafe-inline' styles and 'unsafe-eval'. It talks to
 * the Git host's API, to the local `decap-server` proxy when opened on localhost (`npm run cms`), and to the OAuth
 * provider or self-hosted GitLab of CMS_AUTH_URL; images are previews (blob:, data:) and the signed-in user's avatar.
 */
export function adminContentSecurityPolicy({ authOrigins = [] }: { authOrigins?: string[] } = {}): string {
  const list = (items: string[]) => [...new Set(items)].join(" ");
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list(["'self'", "data:", "blob:", ...CMS_AVATAR_ORIGINS, ...authOrigins])}`,
    "font-src 'self'",
    `connect-src ${list(["'self'", ...CMS_CONNECT_ORIGINS, ...authOrigins])}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The Git hosts' APIs and the local proxy of `npm run cms` (decap-server, port 8081). */
export const CMS_CONNECT_ORIGINS = ["https://api.github.com", "https://gitlab.com", "http://localhost:8081"];
const CMS_AVATAR_ORIGINS = [
  "https://avatars.githubusercontent.com",
  "https://gitlab.com",
  "https://secure.gravatar.com",
];

/** The CMS lives at /admin (index.html, its config.yml and Decap's files under /admin/). */
export const ADMIN_PREFIX = "admin/";

/**
 * Headers of every response under /admin besides the static ones: kept out of search results, and the opener kept
 * for the sign-in popup (GitHub's OAuth flow posts the token back to window.opener, which `same-origin` would cut).
 */
export const ADMIN_HEADERS = {
  "X-Robots-Tag": "noindex",
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
} as const satisfies Record<string, string>;

/**
 * Headers of every response: pages, files, redirects, 304s, errors and the API (server/enquiries/contact.ts sends them too).
 * Strict-Transport-Security only takes effect over HTTPS (browsers ignore it on plain HTTP), so it is harmless on an
 * intranet host served over HTTP; two years with subdomains is the preload-list minimum. Cross-Origin-Resource-Policy
 * keeps other sites from embedding the files (nothing here is meant to be hotlinked).
 */
export const STATIC_SECURITY_HEADERS = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // (No interest-cohort: FLoC is gone, and Chrome reports the unknown feature.)
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
} as const satisfies Record<string, string>;

/** The origin the forms post to, if it is another host (the provider or a custom endpoint). */
export function formConnectSources(settings: Pick<SiteSettings, "formMode" | "formEndpoint">): string[] {
  if (settings.formMode === "own") return [];
  try {
    return [new URL(settings.formEndpoint).origin];
  } catch {
    return [];
  }
}
