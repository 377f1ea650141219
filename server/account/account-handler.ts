// The buyer's account on the Node server: /account and what it posts to. Signing in takes an e-mail address and
// answers the same for any address, at once; only an address with orders is then sent a link (one, single-use, for
// SIGN_IN_LINK_MINUTES, bound to this browser by a cookie). Signed in, the page lists the address's orders and offers
// a new link per order, the order page, the spec sheet and a receipt. Every form works without JavaScript; posts
// from another site are refused (isCrossSitePost), and those of a session carry a token derived from it.
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { StoreCatalog } from "../../contracts/store-catalog.ts";
import {
  clientAddress,
  isCrossSitePost,
  parseFields,
  parseTrustProxy,
  rateLimitKey,
  type RateLimiter,
} from "../enquiries/contact.ts";
import { addressHash } from "../enquiries/erasure.ts";
import { STATIC_SECURITY_HEADERS } from "../http/headers.ts";
import { readBody } from "../http/http-body.ts";
import type { MailTransport } from "../destinations/notify.ts";
import type { Order, OrdersStore } from "../orders/orders-store.ts";
import { REFUSAL_PAGE_POLICY } from "../enquiries/refusal-page.ts";
import { signInEmail } from "./account-emails.ts";
import {
  linkProblemPage,
  ordersPage,
  receiptPage,
  signInPage,
  signInSentPage,
  tooManyPage,
  verifyPage,
  type ListedOrder,
  type PageSite,
} from "./account-pages.ts";
import { ACCOUNT_PATH, SIGN_IN_PATH, SIGN_OUT_PATH, VERIFY_PATH, matchAccountOrderPath } from "./account-paths.ts";
import { newSecret, type AccountStore } from "./account-store.ts";
import { BROWSER_COOKIE, SESSION_COOKIE, browserCookie, clearCookie, readCookie, sessionCookie } from "./cookies.ts";
import { NEW_LINK_WORDS, newLinkRefusal } from "./new-link-rules.ts";
import { sendSignInMail } from "./sign-in-mail.ts";
import { isOneOf, keysOf } from "../../lib/typed-object.ts";

const PAGE_HEADERS = {
  ...STATIC_SECURITY_HEADERS,
  "Content-Security-Policy": REFUSAL_PAGE_POLICY,
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-store",
  // Not no-referrer: a form post would then carry `Origin: null`, which the cross-site check refuses. Same-origin
  // still sends nothing of these addresses (a sign-in token is in one) to another site.
  "Referrer-Policy": "same-origin",
};
const MAX_FORM_BYTES = 4096;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const REQUEST_KEY = /^[A-Za-z0-9_-]{16,64}$/;
const DAY_MS = 86_400_000;

/** The token a session's forms carry: derived from the session's id, so another site can neither read nor make it. */
export const formToken = (sessionId: string) =>
  createHash("sha256").update(`account-form:${sessionId}`).digest("base64url");
const sameToken = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export interface AccountHandlerOptions {
  account: () => AccountStore | undefined;
  orders: () => OrdersStore | undefined;
  catalog: () => Promise<StoreCatalog>;
  /** Whether a snapshot's links are made through GoHighLevel's API. */
  byLink: (slug: string) => Promise<boolean>;
  mail: { mailer: MailTransport; from: string; replyTo?: string | undefined } | undefined;
  siteUrl: string;
  brandName: string;
  seller?: string | undefined;
  /** Sign-in requests per client, and per address (the address's limit sends nothing over it, answering the same). */
  clientLimiter: RateLimiter;
  addressLimiter: RateLimiter;
  trustProxy?: number | boolean | string;
  onQueued: () => void;
  log: (...args: unknown[]) => void;
  stylesheets?: () => string[];
  now?: () => number;
}

/** The options with their defaults, and the frame of every page (brand, seller, styles). */
interface AccountContext extends AccountHandlerOptions {
  now: () => number;
  site: () => PageSite;
}

type Session = { id: string; address: string };
type ExtraHeaders = Record<string, string | string[]>;

function send(res: ServerResponse, status: number, html: string, headers: ExtraHeaders = {}) {
  res
    .writeHead(status, {
      ...PAGE_HEADERS,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": Buffer.byteLength(html),
      ...headers,
    })
    .end(html);
}

function redirect(res: ServerResponse, location: string, headers: ExtraHeaders = {}) {
  res.writeHead(303, { ...PAGE_HEADERS, Location: location, "Content-Length": "0", ...headers }).end();
}

function plain(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { ...PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" }).end(text);
}

/** The posted form's fields by name ("" for one missing). */
async function form(req: IncomingMessage) {
  const fields = await parseFields(req.headers["content-type"], await readBody(req, MAX_FORM_BYTES));
  return (name: string) => (typeof fields[name] === "string" ? fields[name] : "");
}

async function ordersOf({ orders }: AccountContext, hash: string) {
  return (await orders()!.list()).filter((order) => order.buyerEmail && addressHash(order.buyerEmail) === hash);
}

/** After the answer: a link for an address with orders, within the address's limit; nothing for any other. */
async function mailSignIn(context: AccountContext, email: string, browser: string) {
  const { account, addressLimiter, mail, log, siteUrl, brandName } = context;
  const hash = addressHash(email);
  await account()!.sweep();
  if (!addressLimiter.allow(hash)) return;
  // Sent to the address as the order holds it (the one Stripe confirmed), never to one typed here only.
  const to = (await ordersOf(context, hash))[0]?.buyerEmail;
  if (!to) return;
  if (!mail)
    return log("[account] a buyer asked to sign in, but no e-mail can be sent: set SMTP_URL and LEADS_NOTIFY_TO");
  const token = await account()!.createSignIn(hash, browser);
  const message = signInEmail(`${siteUrl}${VERIFY_PATH}?token=${token}`, { siteUrl, brandName });
  await sendSignInMail(
    mail.mailer,
    { from: mail.from, to, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}), ...message },
    { log },
  );
}

async function signIn(context: AccountContext, req: IncomingMessage, res: ServerResponse) {
  const { clientLimiter, trustProxy = 0, site, log } = context;
  if (!clientLimiter.allow(rateLimitKey(clientAddress(req, parseTrustProxy(trustProxy)))))
    return send(res, 429, tooManyPage(site()), { "Retry-After": "600" });
  const email = (await form(req))("email").trim();
  if (!/^[^\s@]{1,64}@[^\s@]{1,253}$/.test(email))
    return send(res, 400, signInPage(site(), "Please enter the e-mail address you bought with."));
  const browser = readCookie(req, BROWSER_COOKIE) ?? newSecret();
  send(res, 200, signInSentPage(site()), { "Set-Cookie": browserCookie(browser) });
  void mailSignIn(context, email, browser).catch((error: unknown) =>
    log("[account] sign-in request failed:", error instanceof Error ? error.message : error),
  );
}

async function verify({ account, site }: AccountContext, req: IncomingMessage, res: ServerResponse) {
  const browser = readCookie(req, BROWSER_COOKIE);
  if (req.method === "GET" || req.method === "HEAD") {
    const token = new URL(req.url ?? "/", "http://account.local").searchParams.get("token") ?? "";
    const checked = TOKEN.test(token)
      ? await account()!.checkSignIn(token, browser)
      : ({ ok: false, reason: "unknown" } as const);
    return checked.ok
      ? send(res, 200, verifyPage(site(), token))
      : send(res, 400, linkProblemPage(site(), checked.reason));
  }
  const token = (await form(req))("token");
  const used = TOKEN.test(token)
    ? await account()!.useSignIn(token, browser)
    : ({ ok: false, reason: "unknown" } as const);
  if (!used.ok) return send(res, 400, linkProblemPage(site(), used.reason));
  const session = await account()!.createSession(used.addressHash);
  redirect(res, ACCOUNT_PATH, { "Set-Cookie": [sessionCookie(session), clearCookie(BROWSER_COOKIE)] });
}

async function listed({ account, byLink, now }: AccountContext, order: Order): Promise<ListedOrder> {
  const requests = await account()!.newLinks(order.id);
  const facts = {
    byLink: await byLink(order.slug),
    pending: requests.some((request) => request.pending),
    lastDay: requests.filter((request) => request.requestedAt > now() - DAY_MS).length,
  };
  const emailed = requests.find((request) => request.emailedAt !== null)?.emailedAt;
  // The latest request ended without its e-mail (GoHighLevel refused it for good): the buyer is told, and may ask again.
  const latest = requests[0];
  const failed = latest !== undefined && !latest.pending && latest.emailedAt === null;
  return {
    order,
    refusal: newLinkRefusal(order, facts),
    lastNewLink: emailed ? new Date(emailed).toISOString() : undefined,
    failed,
  };
}

async function ordersView(context: AccountContext, req: IncomingMessage, res: ServerResponse, session: Session) {
  const query = new URL(req.url ?? "/", "http://account.local").searchParams.get("new-link");
  const message = isOneOf(keysOf(NEW_LINK_WORDS), query) ? NEW_LINK_WORDS[query] : undefined;
  const items = await Promise.all((await ordersOf(context, session.address)).map((order) => listed(context, order)));
  send(
    res,
    200,
    ordersPage(context.site(), items, await context.catalog(), {
      csrf: formToken(session.id),
      key: () => newSecret().slice(0, 32),
      message,
    }),
  );
}

async function newLink(
  context: AccountContext,
  req: IncomingMessage,
  res: ServerResponse,
  session: Session,
  order: Order,
) {
  const field = await form(req);
  if (!sameToken(field("csrf"), formToken(session.id)) || !REQUEST_KEY.test(field("key")))
    return plain(res, 403, "This form is out of date: open your orders again.");
  const refusal = (await listed(context, order)).refusal;
  const outcome = refusal ?? (await context.account()!.requestNewLink(order.id, field("key")));
  if (outcome === "queued") context.onQueued();
  redirect(res, `${ACCOUNT_PATH}?new-link=${outcome}`);
}

/** The signed-in pages: the list, a new link, a receipt, signing out. */
async function signedIn(
  context: AccountContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  session: Session,
) {
  const post = req.method === "POST";
  if (path === ACCOUNT_PATH) return ordersView(context, req, res, session);
  if (path === SIGN_OUT_PATH && post) {
    if (!sameToken((await form(req))("csrf"), formToken(session.id)))
      return plain(res, 403, "This form is out of date: open your orders again.");
    await context.account()!.endSession(session.id);
    return redirect(res, ACCOUNT_PATH, { "Set-Cookie": clearCookie(SESSION_COOKIE) });
  }
  const target = matchAccountOrderPath(path);
  const order = target && (await context.orders()!.get(target.id));
  if (!target || !order || !order.buyerEmail || addressHash(order.buyerEmail) !== session.address)
    return plain(res, 404, "Not found");
  if (target.action === "new-link" && post) return newLink(context, req, res, session, order);
  if (target.action === "receipt" && !post)
    return send(res, 200, receiptPage(context.site(), order, await context.catalog()));
  plain(res, 405, "Method not allowed");
}

export function createAccountHandler(options: AccountHandlerOptions) {
  const { account, orders, brandName } = options;
  const context: AccountContext = {
    ...options,
    now: options.now ?? Date.now,
    site: () => ({
      brandName,
      seller: options.seller,
      ...(options.stylesheets ? { stylesheets: options.stylesheets() } : {}),
    }),
  };
  const siteOrigin = new URL(options.siteUrl).origin;
  return async function handleAccount(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    if (path !== ACCOUNT_PATH && !path.startsWith(`${ACCOUNT_PATH}/`)) return false;
    if (!account() || !orders()) {
      res
        .writeHead(503, { ...PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8", "Retry-After": "30" })
        .end("Your orders are back in a minute.");
      return true;
    }
    const post = req.method === "POST";
    if (!post && req.method !== "GET" && req.method !== "HEAD") return (plain(res, 405, "Method not allowed"), true);
    if (post && isCrossSitePost(req, siteOrigin)) return (plain(res, 403, "Forbidden"), true);
    if (path === SIGN_IN_PATH) return (post ? await signIn(context, req, res) : redirect(res, ACCOUNT_PATH), true);
    if (path === VERIFY_PATH) return (await verify(context, req, res), true);
    const id = readCookie(req, SESSION_COOKIE);
    const address = id && (await account()!.session(id));
    if (id && address) return (await signedIn(context, req, res, path, { id, address }), true);
    if (path !== ACCOUNT_PATH) return (redirect(res, ACCOUNT_PATH), true);
    send(
      res,
      200,
      signInPage(context.site(), id ? "Your session has ended: sign in again." : undefined),
      id ? { "Set-Cookie": clearCookie(SESSION_COOKIE) } : {},
    );
    return true;
  };
}
