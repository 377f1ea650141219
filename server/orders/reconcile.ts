// Stripe as the source of truth, without waiting for its webhook: when a buyer is on their order page and no event has
// settled it, the page asks Stripe for the session; and a sweep every minute asks about every order Stripe has not
// settled (open checkouts of the last two days, bank debits still clearing). What Stripe answers is recorded as an
// event of the store's own (one id per session and state), so a webhook that arrives after changes nothing, and one
// that never arrives (a wrong STRIPE_WEBHOOK_SECRET, an endpoint never registered) delays nobody.
import type Stripe from "stripe";
import type { InterestCatalog } from "../../contracts/lead-catalog.ts";
import { actionOfSession } from "./events.ts";
import type { Order, OrdersStore } from "./orders-store.ts";
import { orderRef } from "./paths.ts";
import { sessionSchema, type CheckoutSession } from "./stripe.ts";
import type { StripeWatch } from "./stripe-watch.ts";

/** How often the sweep runs: a buyer whose webhook never comes waits at most this long without visiting their page. */
export const SWEEP_MS = 60_000;
/** A checkout session lasts 24 hours by default; open orders older than two days are left (and counted) as they are. */
const SWEEP_WINDOW_MS = 48 * 3_600_000;
/** A page reloading every few seconds asks Stripe at most this often per order. */
const VISIT_GAP_MS = 5_000;

export interface Reconciler {
  /** The buyer is looking at an order Stripe has not settled: asks Stripe; true when the order changed. */
  onVisit(order: Order): Promise<boolean>;
  /** Checks the key, then every unsettled order; resolves with how many changed. */
  sweep(): Promise<number>;
  start(): void;
  stop(): void;
}

const keyRefused = (error: unknown) =>
  error instanceof Error && "type" in error && error.type === "StripeAuthenticationError";

export function createReconciler({
  stripe,
  orders,
  catalog,
  watch,
  onQueued,
  log,
  now = Date.now,
}: {
  stripe: Stripe;
  orders: () => OrdersStore | undefined;
  catalog: () => Promise<InterestCatalog>;
  watch: StripeWatch;
  onQueued: () => void;
  log: (...args: unknown[]) => void;
  now?: () => number;
}): Reconciler {
  const lastAsked = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<number> | undefined;

  /** One call to Stripe, telling the watch whether the key was accepted; undefined when it failed. */
  async function ask<T>(what: string, call: () => Promise<T>): Promise<T | undefined> {
    try {
      const answer = await call();
      watch.keyAnswered(true);
      return answer;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (keyRefused(error)) watch.keyAnswered(false, message);
      log(`[stripe] could not ${what}:`, message);
      return undefined;
    }
  }

  async function check(order: Order): Promise<boolean> {
    const store = orders();
    if (!store) return false;
    const answer = await ask(`ask about order ${orderRef(order.id)}`, () =>
      stripe.checkout.sessions.retrieve(order.sessionId),
    );
    const parsed = sessionSchema.safeParse(answer);
    if (!parsed.success) return false;
    const session: CheckoutSession = parsed.data;
    const action = actionOfSession(session, await catalog());
    if (!action) return false;
    const outcome = await store.recordEvent(
      { id: `asked:${session.id}:${action.kind}`, type: `checkout.session (asked Stripe: ${action.kind})` },
      action,
    );
    if (outcome !== "done") return false;
    if (action.kind !== "expired") {
      watch.learnedByAsking();
      log(`[stripe] order ${orderRef(order.id)}: ${action.kind}, learned by asking Stripe (no event had come)`);
    }
    onQueued();
    return true;
  }

  async function sweepOnce(): Promise<number> {
    // The key is checked even with nothing to sweep: a rolled key shows in /healthz at once, not at the next sale.
    await ask("check STRIPE_SECRET_KEY", () => stripe.checkout.sessions.list({ limit: 1 }));
    const store = orders();
    if (!store) return 0;
    let changed = 0;
    for (const order of await store.unsettled(now() - SWEEP_WINDOW_MS)) if (await check(order)) changed += 1;
    return changed;
  }

  return {
    async onVisit(order) {
      if (order.status !== "open" && order.status !== "processing") return false;
      const last = lastAsked.get(order.id) ?? 0;
      if (now() - last < VISIT_GAP_MS) return false;
      lastAsked.set(order.id, now());
      // Forgotten after a while, so the map stays small.
      for (const [id, at] of lastAsked) if (now() - at > VISIT_GAP_MS * 10) lastAsked.delete(id);
      return check(order);
    },
    sweep() {
      // One sweep at a time: a slow Stripe never stacks them up.
      sweeping ??= sweepOnce().finally(() => (sweeping = undefined));
      return sweeping;
    },
    start() {
      if (timer) return;
      const run = () =>
        void this.sweep().catch((error: unknown) =>
          log("[stripe] the sweep failed (next in a minute):", error instanceof Error ? error.message : error),
        );
      run();
      timer = setInterval(run, SWEEP_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
