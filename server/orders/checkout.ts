// POST /api/checkout: "Pay" on a snapshot page. The form sends only the snapshot's slug; the name and price come from
// the build's catalog (the content), never from the browser. The server makes a Stripe Checkout Session (hosted by
// Stripe: no payment script on the site), records the order as open, and answers 303 to Stripe's page. Success comes
// back to the order page, cancel to the snapshot. Anything that stops the payment (an unknown slug, a snapshot without
// a price, Stripe failing) gets a page that says so and keeps the question form, so the buyer can still ask.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type Stripe from "stripe";
import type { ConsentWords } from "../../contracts/enquiry-messages.ts";
import type { InterestCatalog } from "../../contracts/lead-catalog.ts";
import { STORE_CHECKOUT_PATH } from "../../contracts/store-catalog.ts";
import { RECEIVER_PATH } from "../../lib/enquiry-contract.ts";
import { clientAddress, isCrossSitePost, parseFields, rateLimitKey, type RateLimiter } from "../enquiries/contact.ts";
import { STATIC_SECURITY_HEADERS } from "../http/headers.ts";
import { BodyTooLarge, readBody } from "../http/http-body.ts";
import { builtStylesheets, sendRefusalPage } from "../enquiries/refusal-page.ts";
import { newOrderId, type OrdersStore } from "./orders-store.ts";
import { orderPath, snapshotPath } from "./paths.ts";
import { sessionSchema } from "./stripe.ts";
import type { StripeWatch } from "./stripe-watch.ts";

export const CHECKOUT_PATH = STORE_CHECKOUT_PATH;
/** The form sends a slug and little else. */
const MAX_CHECKOUT_BYTES = 4 * 1024;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The store's prices are whole US dollars (content/snapshots/*.md). */
export const STORE_CURRENCY = "usd";

export interface CheckoutHandlerOptions {
  stripe: Stripe;
  orders: () => OrdersStore | undefined;
  catalog: () => Promise<InterestCatalog>;
  /** Whether a snapshot's link can be made by the API (a ghlSnapshotId and the agency token): else delivered by hand. */
  deliveredByLink: (slug: string) => Promise<boolean>;
  /** Whether the store sells the snapshot (a production build: only with a GoHighLevel id and a spec sheet); all when absent. */
  sellable?: (slug: string) => Promise<boolean>;
  siteUrl: string;
  limiter: RateLimiter;
  trustProxy: number;
  /** Told whether Stripe accepted the key, for /healthz. */
  watch?: Pick<StripeWatch, "keyAnswered">;
  log: (...args: unknown[]) => void;
  stylesheets?: () => string[];
  /** The consent box's words (English, the checkout's language), so the question form offers the box as every form does. */
  consent?: ConsentWords | undefined;
}

/** Why a payment did not start: the page's status and message, the snapshot it was about (when known), extra headers. */
interface Refusal {
  refused: true;
  status: number;
  message: string;
  slug: string;
  name?: string;
  headers?: OutgoingHttpHeaders;
}

const refusal = (
  status: number,
  message: string,
  slug = "",
  name?: string,
  headers?: OutgoingHttpHeaders,
): Refusal => ({
  refused: true,
  status,
  message,
  slug,
  ...(name === undefined ? {} : { name }),
  ...(headers ? { headers } : {}),
});

const isRefusal = (value: object): value is Refusal => "refused" in value;

const PAUSED = "Payments are paused for a minute. Please try again shortly, or ask us below.";

/** The page of a payment that could not start: what happened, and the question form about this snapshot. */
function refuse(
  { consent, stylesheets = () => builtStylesheets() }: CheckoutHandlerOptions,
  res: ServerResponse,
  { status, message, slug, name, headers = {} }: Refusal,
): void {
  const known = SLUG.test(slug);
  sendRefusalPage(
    res,
    status,
    {
      title: "The payment did not start",
      problemsTitle: "What happened:",
      problems: [{ message }],
      values: {
        form: "checkout",
        ...(known ? { page: snapshotPath(slug), interest: `snapshot:${slug}` } : {}),
        ...(name ? { context: name } : {}),
      },
      consent,
      action: RECEIVER_PATH,
      stylesheets: stylesheets(),
    },
    headers,
  );
}

/** The slug the form sent (trimmed; empty when it sent none), or why the body could not be read. */
async function readSlug(req: IncomingMessage): Promise<string | Refusal> {
  try {
    const fields = await parseFields(req.headers["content-type"], await readBody(req, MAX_CHECKOUT_BYTES));
    return typeof fields.slug === "string" ? fields.slug.trim() : "";
  } catch (error) {
    return refusal(
      error instanceof BodyTooLarge ? 413 : 400,
      "We couldn't read which snapshot you chose. Please go back and try again.",
    );
  }
}

type CatalogSnapshot = InterestCatalog["snapshots"][string];

/** The snapshot of `slug` when it can be bought online now, or why not. */
async function sellableSnapshot(
  { catalog, sellable = async () => true }: CheckoutHandlerOptions,
  slug: string,
): Promise<CatalogSnapshot | Refusal> {
  const snapshot = SLUG.test(slug) ? (await catalog()).snapshots[slug] : undefined;
  if (!snapshot)
    return refusal(
      404,
      "We don't sell a snapshot by that name. Please choose one from the marketplace, or ask us below.",
    );
  // The page of a snapshot a live site cannot deliver offers no "Pay"; a post made anyway gets the question form.
  if (!(await sellable(slug)))
    return refusal(
      409,
      `${snapshot.name} isn't sold online yet. Ask us below and we'll tell you when we can deliver it.`,
      slug,
      snapshot.name,
    );
  if (!Number.isInteger(snapshot.price) || snapshot.price <= 0)
    return refusal(
      409,
      `${snapshot.name} can't be bought online yet. Ask us below and we'll send you a payment link.`,
      slug,
      snapshot.name,
    );
  return snapshot;
}

/** Stripe's Checkout Session for order `id`: its page and id, or why Stripe made none. */
async function startSession(
  { stripe, siteUrl, watch, log }: CheckoutHandlerOptions,
  order: { id: string; slug: string; name: string; amount: number },
): Promise<{ url: string; sessionId: string } | Refusal> {
  const { id, slug, name, amount } = order;
  try {
    const answer = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          { quantity: 1, price_data: { currency: STORE_CURRENCY, unit_amount: amount, product_data: { name } } },
        ],
        success_url: `${siteUrl}${orderPath(id)}`,
        cancel_url: `${siteUrl}${snapshotPath(slug)}`,
        client_reference_id: id,
        metadata: { slug, order_id: id },
      },
      // One session per order, even when the library repeats the call after a lost answer.
      { idempotencyKey: `checkout-${id}` },
    );
    const session = sessionSchema.parse(answer);
    if (!session.url) throw new Error("Stripe's session has no url");
    watch?.keyAnswered(true);
    return { url: session.url, sessionId: session.id };
  } catch (error) {
    if (error instanceof Error && "type" in error && error.type === "StripeAuthenticationError")
      watch?.keyAnswered(false, error.message);
    log(
      `[checkout] Stripe did not make a session for ${slug}:`,
      error instanceof Error ? error.message : String(error),
    );
    return refusal(
      502,
      "Our payment provider isn't answering right now. Please try again in a few minutes, or ask us below.",
      slug,
      name,
    );
  }
}

/** Checks the snapshot, makes Stripe's session and records the order: Stripe's page to send the buyer to, or why not. */
async function checkout(options: CheckoutHandlerOptions, slug: string): Promise<string | Refusal> {
  const snapshot = await sellableSnapshot(options, slug);
  if (isRefusal(snapshot)) return snapshot;
  const store = options.orders();
  if (!store) return refusal(503, PAUSED, slug, snapshot.name, { "Retry-After": "30" });
  const id = newOrderId();
  const amount = snapshot.price * 100;
  const session = await startSession(options, { id, slug, name: snapshot.name, amount });
  if (isRefusal(session)) return session;
  try {
    await store.open({
      id,
      sessionId: session.sessionId,
      slug,
      snapshotName: snapshot.name,
      amount,
      currency: STORE_CURRENCY,
      delivery: (await options.deliveredByLink(slug)) ? "link" : "manual",
    });
  } catch (error) {
    options.log("[checkout] could not record the order:", error instanceof Error ? error.message : String(error));
    return refusal(503, PAUSED, slug, snapshot.name, { "Retry-After": "30" });
  }
  return session.url;
}

export function createCheckoutHandler(options: CheckoutHandlerOptions) {
  const { limiter, trustProxy } = options;
  const siteOrigin = new URL(options.siteUrl).origin;
  return async function handleCheckout(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== "POST") {
      res
        .writeHead(405, {
          ...STATIC_SECURITY_HEADERS,
          Allow: "POST",
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "no-store",
        })
        .end("Method not allowed");
      return;
    }
    if (isCrossSitePost(req, siteOrigin))
      return refuse(options, res, refusal(403, "A payment can only be started from our own website."));
    if (!limiter.allow(rateLimitKey(clientAddress(req, trustProxy)))) {
      const message =
        "Too many payment attempts from your connection. Please wait a few minutes and try again, or ask us below.";
      return refuse(options, res, refusal(429, message, "", undefined, { "Retry-After": "600" }));
    }
    const slug = await readSlug(req);
    const outcome = typeof slug === "string" ? await checkout(options, slug) : slug;
    if (typeof outcome !== "string") return refuse(options, res, outcome);
    res.writeHead(303, {
      ...STATIC_SECURITY_HEADERS,
      Location: outcome,
      "Cache-Control": "no-store",
      "Content-Length": "0",
    });
    res.end();
  };
}
