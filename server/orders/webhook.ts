// POST /api/stripe/webhook: Stripe's signed word about a payment. The signature is checked by the library over the raw
// body (STRIPE_WEBHOOK_SECRET, its default tolerance of 300 s against replays); an unsigned, wrongly signed, stale or
// malformed event gets 400 and stores nothing, and posts that cannot be Stripe's are refused from their headers alone
// (webhook-intake.ts). Stripe retries, repeats and reorders events, so each event id is acted on once, and one session
// makes one order: the order's change and its deliveries are committed in the same transaction as the event's id, and
// only then is Stripe answered 200 (a 5xx when it could not be kept, so Stripe sends it again). What each event means
// is read in events.ts, the same reading the order page and the sweep use when they ask Stripe themselves.
import type { IncomingMessage, ServerResponse } from "node:http";
import type Stripe from "stripe";
import type { InterestCatalog } from "../../contracts/lead-catalog.ts";
import { STATIC_SECURITY_HEADERS } from "../http/headers.ts";
import { actionOfEvent } from "./events.ts";
import type { EventOutcome, OrdersStore } from "./orders-store.ts";
import { STORE_EVENT_TYPES, anyEventSchema, eventSchema } from "./stripe.ts";
import type { StripeWatch } from "./stripe-watch.ts";
import { webhookIntake } from "./webhook-intake.ts";

export const WEBHOOK_PATH = "/api/stripe/webhook";
/** Stripe's events are a few KB; a checkout session with everything expanded stays well under this. */
const MAX_EVENT_BYTES = 512 * 1024;

export interface WebhookHandlerOptions {
  stripe: Stripe;
  webhookSecret: string;
  orders: () => OrdersStore | undefined;
  catalog: () => Promise<InterestCatalog>;
  /** Told of every event verified and every one refused, for /healthz. */
  watch: StripeWatch;
  /** Called after a commit that queued deliveries (the outbox looks at once). */
  onQueued?: () => void;
  log: (...args: unknown[]) => void;
  now?: () => number;
}

export function createWebhookHandler({
  stripe,
  webhookSecret,
  orders,
  catalog,
  watch,
  onQueued,
  log,
  now = Date.now,
}: WebhookHandlerOptions) {
  const answer = (res: ServerResponse, status: number, message: string) => {
    res.writeHead(status, {
      ...STATIC_SECURITY_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
    });
    res.end(JSON.stringify({ received: status === 200, message }));
  };

  return async function handleWebhook(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== "POST") return answer(res, 405, "POST only");
    // The gate refuses from the headers alone what cannot be Stripe's (and answers, and closes), and reads only a few
    // bodies at once: a flood of unsigned posts once held gigabytes of bodies waiting for this check.
    const admitted = await webhookIntake.admit(req, res, { maxBytes: MAX_EVENT_BYTES, nowMs: now() });
    if (!admitted) return;
    const { raw, header } = admitted;
    let verified: unknown;
    try {
      verified = stripe.webhooks.constructEvent(raw, header, webhookSecret, undefined, undefined, now());
    } catch (error) {
      watch.refused();
      log("[stripe] refused an event:", error instanceof Error ? error.message : String(error));
      return answer(res, 400, "signature check failed");
    }
    watch.verified();
    const envelope = anyEventSchema.safeParse(verified);
    if (!envelope.success) return answer(res, 400, "not an event");
    const parsed = eventSchema.safeParse(verified);
    // A type the store acts on must be whole; any other is acknowledged so Stripe stops sending it.
    if (STORE_EVENT_TYPES.includes(envelope.data.type) && !parsed.success) return answer(res, 400, "malformed event");
    const store = orders();
    if (!store) return answer(res, 503, "the store is not open yet");
    let outcome: EventOutcome;
    try {
      outcome = await store.recordEvent(
        envelope.data,
        parsed.success ? actionOfEvent(parsed.data, await catalog()) : undefined,
      );
    } catch (error) {
      log(
        "[stripe] could not record an event (Stripe will send it again):",
        error instanceof Error ? error.message : String(error),
      );
      return answer(res, 500, "not stored");
    }
    answer(res, 200, outcome);
    if (outcome === "done") onQueued?.();
  };
}
