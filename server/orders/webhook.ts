// POST /api/stripe/webhook: Stripe's word is the only proof of payment. The signature is checked by the library over
// the raw body (STRIPE_WEBHOOK_SECRET, its default tolerance of 300 s against replays); an unsigned, wrongly signed,
// stale or malformed event gets 400 and stores nothing. Stripe retries, repeats and reorders events, so each event id
// is acted on once, and one session makes one order: the order's change and its deliveries are committed in the same
// transaction as the event's id, and only then is Stripe answered 200.
import type { IncomingMessage, ServerResponse } from "node:http";
import type Stripe from "stripe";
import type { InterestCatalog } from "../../handover/lead-catalog.ts";
import { STATIC_SECURITY_HEADERS } from "../headers.ts";
import { BodyTooLarge, readBody } from "../http-body.ts";
import { ORDER_ID, type EventAction, type EventOutcome, type OrdersStore } from "./orders-store.ts";
import { anyEventSchema, eventSchema, idOf, type CheckoutSession } from "./stripe.ts";

export const WEBHOOK_PATH = "/api/stripe/webhook";
/** Stripe's events are a few KB; a checkout session with everything expanded stays well under this. */
const MAX_EVENT_BYTES = 512 * 1024;

export interface WebhookHandlerOptions {
  stripe: Stripe;
  webhookSecret: string;
  orders: () => OrdersStore | undefined;
  catalog: () => Promise<InterestCatalog>;
  /** The destinations a paid order and a refund are queued for (the configured ones). */
  paidDestinations: readonly string[];
  refundDestinations: readonly string[];
  /** Called after a commit that queued deliveries (the outbox looks at once). */
  onQueued?: () => void;
  log: (...args: unknown[]) => void;
  now?: () => number;
}

export function createWebhookHandler({ stripe, webhookSecret, orders, catalog, paidDestinations, refundDestinations, onQueued, log, now = Date.now }: WebhookHandlerOptions) {
  const answer = (res: ServerResponse, status: number, message: string) => {
    res.writeHead(status, { ...STATIC_SECURITY_HEADERS, "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
    res.end(JSON.stringify({ received: status === 200, message }));
  };

  /** The paid session as an order's payment; undefined when it is not one of this site's checkouts. */
  async function paymentOf(session: CheckoutSession) {
    const orderId = session.client_reference_id ?? session.metadata?.order_id;
    const slug = session.metadata?.slug;
    if (!orderId || !ORDER_ID.test(orderId) || !slug || session.amount_total === null || !session.currency) return undefined;
    const name = (await catalog()).snapshots[slug]?.name ?? slug;
    return {
      sessionId: session.id,
      orderId,
      paymentIntent: idOf(session.payment_intent),
      slug,
      snapshotName: name,
      amount: session.amount_total,
      currency: session.currency,
      buyerName: session.customer_details?.name ?? null,
      buyerEmail: session.customer_details?.email ?? null,
    };
  }

  return async function handleWebhook(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== "POST") return answer(res, 405, "POST only");
    let raw: Buffer;
    try {
      raw = await readBody(req, MAX_EVENT_BYTES);
    } catch (error) {
      return answer(res, error instanceof BodyTooLarge ? 413 : 400, "unreadable body");
    }
    const header = req.headers["stripe-signature"];
    if (typeof header !== "string" || !header) return answer(res, 400, "no Stripe-Signature header");
    let verified: unknown;
    try {
      verified = stripe.webhooks.constructEvent(raw, header, webhookSecret, undefined, undefined, now());
    } catch (error) {
      log("[stripe] refused an event:", error instanceof Error ? error.message : String(error));
      return answer(res, 400, "signature check failed");
    }
    const envelope = anyEventSchema.safeParse(verified);
    if (!envelope.success) return answer(res, 400, "not an event");
    const parsed = eventSchema.safeParse(verified);
    const known = ["checkout.session.completed", "checkout.session.async_payment_succeeded", "charge.refunded"].includes(envelope.data.type);
    // A type the store acts on must be whole; any other is acknowledged so Stripe stops sending it.
    if (known && !parsed.success) return answer(res, 400, "malformed event");
    const store = orders();
    if (!store) return answer(res, 503, "the store is not open yet");
    /** What the event asks of the store, if anything. */
    const actionOf = async (): Promise<EventAction | undefined> => {
      if (!parsed.success) return undefined;
      const event = parsed.data;
      if (event.type === "charge.refunded") {
        const paymentIntent = idOf(event.data.object.payment_intent);
        // A partial refund leaves the order as it is (the agency sees it in Stripe); a full one marks it.
        if (!paymentIntent || !event.data.object.refunded) return undefined;
        return { refundedIntent: paymentIntent, destinations: refundDestinations };
      }
      const session = event.data.object;
      // A delayed payment method (a bank debit) completes the checkout unpaid: nothing happens until it clears.
      if (session.payment_status !== "paid") return undefined;
      const payment = await paymentOf(session);
      return payment ? { paid: payment, destinations: paidDestinations } : undefined;
    };
    let outcome: EventOutcome;
    try {
      outcome = await store.recordEvent(envelope.data, await actionOf());
    } catch (error) {
      log("[stripe] could not record an event (Stripe will send it again):", error instanceof Error ? error.message : String(error));
      return answer(res, 500, "not stored");
    }
    answer(res, 200, outcome);
    if (outcome === "done") onQueued?.();
  };
}
