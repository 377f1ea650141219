// Sign-in to the CMS (/admin) with GitHub through this server, so a site on a Node host needs no outside OAuth
// provider. Decap's GitHub backend, with base_url set to the site (app/content-model/.server/cms-config.ts), opens
// /api/cms/auth in a popup; this sends the editor to GitHub's authorize page with a fresh `state`, GitHub sends them
// back to /api/cms/callback with a code, the server swaps the code for a token (with the client secret, which only
// the server knows) and the page hands the token to the CMS window with postMessage, in Decap's handshake:
//   popup -> opener: "authorizing:github"; opener -> popup: the same; popup -> opener:
//   "authorization:github:success:{"token":"…","provider":"github"}" — each to the site's own origin only.
// The state is bound to the browser by an HttpOnly, SameSite=Lax cookie and remembered here for ten minutes, once:
// a missing, wrong, expired or reused state answers 400. Without both CMS_GITHUB_* settings the routes answer 404.
// Only GET is answered (a HEAD would spend the state). Each client address has a budget of requests (429 beyond it),
// so a flood from one address cannot push out the sign-ins of others.
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { clientAddress, createRateLimiter, rateLimitKey, type RateLimiter } from "./enquiries/contact.ts";
import { propertyAt } from "../lib/typed-object.ts";

export interface CmsAuthSettings {
  clientId: string;
  clientSecret: string;
  /** Where GitHub's /login/oauth/* pages are: https://github.com, or a stub in tests. */
  oauthBase: string;
  /** The site's origin: the callback address GitHub returns to, and the only origin the token is posted to. */
  siteUrl: string;
}

const COOKIE = "cms_oauth_state";
const STATE_LIFETIME_MS = 10 * 60 * 1000;
/**
 * At most this many sign-ins in flight: a flood of /auth requests cannot grow the memory without bound. A new sign-in
 * beyond it pushes out the oldest (a flood costs an editor at most a second try, never a ten-minute lockout).
 */
const MAX_PENDING = 1000;
/**
 * Requests to the two routes per client address (an IPv6 client per /64) and ten-minute window. A sign-in is two
 * requests, so an editor who signs in again and again, or an office of editors behind one address, stays far below;
 * a flood from one address gets at most this many states in among the pending ones, never enough to push out others'.
 */
export const SIGN_IN_REQUEST_LIMIT = 30;
/** The limiter's window, in seconds; a refused client is told to wait that long (the most it may need). */
const WINDOW_SECONDS = 600;
/** The scopes Decap asks for: a private repository, or a public one with open authoring. */
const SCOPES = new Set(["repo", "public_repo"]);

const stateCookie = (value: string, secure: boolean, maxAge: number) =>
  `${COOKIE}=${value}; Path=/api/cms/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? "; Secure" : ""}`;

function cookieValue(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The page that hands the result to the CMS window: JSON in a script, `<` escaped so no text can close the tag. */
export function handshakePage(message: string, origin: string, nonce: string): string {
  const json = (value: string) => JSON.stringify(value).replace(/</g, "\\u003c");
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Signing in</title></head>
<body>
<p>Signing in to the content manager. This window closes by itself.</p>
<script nonce="${nonce}">
(function () {
  var origin = ${json(origin)};
  var message = ${json(message)};
  function receive(event) {
    if (event.origin !== origin || event.data !== "authorizing:github") return;
    window.removeEventListener("message", receive);
    event.source.postMessage(message, origin);
  }
  window.addEventListener("message", receive);
  if (window.opener) window.opener.postMessage("authorizing:github", origin);
})();
</script>
</body>
</html>
`;
}

interface CmsAuthOptions {
  /** GitHub's token endpoint's client. */
  fetchImpl?: typeof fetch;
  now?: () => number;
  /** The reverse proxies in front (TRUST_PROXY): which X-Forwarded-For entry is the client's address. */
  trustProxy?: number;
  /** Requests per client address; by default SIGN_IN_REQUEST_LIMIT per ten minutes on `now`'s clock. */
  limiter?: RateLimiter;
}

/**
 * The handler of /api/cms/auth and /api/cms/callback, or undefined when the two settings are not both set (the
 * server then answers 404 there like any unknown path).
 */
export function createCmsAuthHandler(
  settings: CmsAuthSettings | undefined,
  {
    fetchImpl = fetch,
    now = Date.now,
    trustProxy = 0,
    limiter = createRateLimiter(SIGN_IN_REQUEST_LIMIT, { windowMs: WINDOW_SECONDS * 1000, now }),
  }: CmsAuthOptions = {},
) {
  if (!settings?.clientId || !settings.clientSecret) return undefined;
  const { clientId, clientSecret, oauthBase } = settings;
  const origin = new URL(settings.siteUrl).origin;
  const secure = origin.startsWith("https:");
  const callback = `${origin}/api/cms/callback`;
  const pending = new Map<string, number>();

  const forget = () => {
    for (const [state, expires] of pending) if (expires <= now()) pending.delete(state);
  };

  const send = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
    res
      .writeHead(status, {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "X-Robots-Tag": "noindex",
        // The popup must stay connected to the CMS window that opened it, through GitHub's pages and back.
        "Cross-Origin-Opener-Policy": "unsafe-none",
        // The callback address carries the one-time code.
        "Referrer-Policy": "no-referrer",
        ...headers,
      })
      .end(body);
  };

  function start(req: IncomingMessage, res: ServerResponse, query: URLSearchParams): void {
    forget();
    while (pending.size >= MAX_PENDING) {
      const oldest = pending.keys().next().value;
      if (oldest === undefined) break;
      pending.delete(oldest);
    }
    const scope = SCOPES.has(query.get("scope") ?? "") ? query.get("scope")! : "repo";
    const state = randomBytes(32).toString("base64url");
    pending.set(state, now() + STATE_LIFETIME_MS);
    const authorize = new URL(`${oauthBase}/login/oauth/authorize`);
    authorize.search = new URLSearchParams({ client_id: clientId, redirect_uri: callback, scope, state }).toString();
    send(res, 302, "", {
      Location: authorize.href,
      "Set-Cookie": stateCookie(state, secure, STATE_LIFETIME_MS / 1000),
    });
  }

  async function finish(req: IncomingMessage, res: ServerResponse, query: URLSearchParams): Promise<void> {
    const state = query.get("state") ?? "";
    const cookie = cookieValue(req, COOKIE) ?? "";
    const expires = pending.get(state);
    // Whatever the outcome, this state is spent and the cookie goes.
    const clear = { "Set-Cookie": stateCookie("", secure, 0) };
    if (cookie) pending.delete(cookie);
    if (!state || !cookie || !sameText(state, cookie) || expires === undefined || expires <= now()) {
      send(
        res,
        400,
        "This sign-in could not be checked (its state is missing, wrong, expired or already used). Close this window and sign in again.",
        clear,
      );
      return;
    }
    pending.delete(state);
    let message: string;
    const code = query.get("code");
    if (!code) {
      message = `authorization:github:error:${JSON.stringify({ message: query.get("error_description") ?? query.get("error") ?? "GitHub sent no code" })}`;
    } else {
      message = await exchange(code);
    }
    const nonce = randomBytes(16).toString("base64");
    send(res, 200, handshakePage(message, origin, nonce), {
      ...clear,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    });
  }

  /** The code for a token at GitHub; the message for the CMS, success or error, never with the secret in it. */
  async function exchange(code: string): Promise<string> {
    const failure = (text: string) => `authorization:github:error:${JSON.stringify({ message: text })}`;
    try {
      const response = await fetchImpl(`${oauthBase}/login/oauth/access_token`, {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/json" },
        body: JSON.stringify({ client_id: clientId, client_secret: clientSecret, code, redirect_uri: callback }),
        signal: AbortSignal.timeout(10_000),
      });
      const answer: unknown = await response.json().catch(() => ({}));
      const body = {
        access_token: propertyAt(answer, "access_token"),
        error: propertyAt(answer, "error"),
        error_description: propertyAt(answer, "error_description"),
      };
      if (response.ok && typeof body.access_token === "string" && body.access_token)
        return `authorization:github:success:${JSON.stringify({ token: body.access_token, provider: "github" })}`;
      const reason =
        typeof body.error_description === "string"
          ? body.error_description
          : typeof body.error === "string"
            ? body.error
            : `HTTP ${response.status}`;
      return failure(`GitHub did not sign you in: ${reason.split(clientSecret).join("[secret]")}`);
    } catch {
      return failure("GitHub could not be reached; try again.");
    }
  }

  /** Answers the request when it is one of the two routes (true), or leaves it (false). */
  return async function handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    if (pathname !== "/api/cms/auth" && pathname !== "/api/cms/callback") return false;
    if (!limiter.allow(rateLimitKey(clientAddress(req, trustProxy)))) {
      send(res, 429, "Too many sign-in attempts from your connection. Wait a few minutes, then sign in again.", {
        "Retry-After": String(WINDOW_SECONDS),
      });
      return true;
    }
    // GET only: a HEAD (a link checker, a prefetch) must neither spend a sign-in's state nor start one.
    if (req.method !== "GET") {
      send(res, 405, "Method not allowed", { Allow: "GET" });
      return true;
    }
    const query = new URL(req.url ?? "/", "http://localhost").searchParams;
    if (pathname === "/api/cms/auth") start(req, res, query);
    else await finish(req, res, query);
    return true;
  };
}
