// What one Stripe event (or one of the store's own checks with Stripe) does to the orders, as the statements of a
// single write transaction: the event's id, the order's change, the record of which orders changed and the deliveries
// queued for them commit together or not at all. Every statement after the first acts only when the event's row is the
// one this handling wrote (`guard`), so a repeated event changes nothing.
import type { InStatement } from "@libsql/client";
import { enqueueStatement } from "../outbox/outbox-store.ts";
import type { Order } from "./orders-schema.ts";
import { keysOf } from "../../lib/typed-object.ts";

/** The outbox's kind for an order: its deliveries' subject is the order's id. */
export const ORDER_KIND = "order";

/** What a Checkout Session says of its buyer and payment (from Stripe's signed event, or Stripe's own answer). */
export type Payment = Pick<
  Order,
  "sessionId" | "paymentIntent" | "slug" | "snapshotName" | "amount" | "currency" | "buyerName" | "buyerEmail"
> & {
  /** Our order id, from the session's client_reference_id. */
  orderId: string;
};

/** What an event asks of the store. */
export type EventAction =
  /** The money is taken: the order is paid (or, when its refund came first, refunded) and delivered. */
  | { kind: "paid"; payment: Payment }
  /** The checkout completed with a bank debit that takes days to clear: the buyer is told, nothing is delivered yet. */
  | { kind: "processing"; payment: Payment }
  /** The bank debit failed: the buyer and the agency are told. */
  | { kind: "failed"; payment: Payment }
  /** The buyer never paid and the session ran out: no payment was taken. */
  | { kind: "expired"; sessionId: string }
  /** The payment was refunded in full. */
  | { kind: "refunded"; paymentIntent: string }
  /** The buyer's bank disputes the payment: the agency has days to answer in Stripe. */
  | { kind: "disputed"; paymentIntent: string };

/** The changes an event can make, each with the destinations queued for the orders it changed. */
export type OrderChange = "paid" | "processing" | "failed" | "expired" | "refunded" | "disputed";
export type OrderRoutes = Record<OrderChange, readonly string[]>;
export const NO_ROUTES: OrderRoutes = { paid: [], processing: [], failed: [], expired: [], refunded: [], disputed: [] };

interface Guard {
  sql: string;
  args: string[];
}

/** The order the checkout opened; one made elsewhere (a restored database) is made again from the session. */
function insertMissing(payment: Payment, stamp: string, guard: Guard): InStatement {
  return {
    sql: `INSERT INTO orders (id, session_id, slug, snapshot_name, amount, currency, status, created_at)
          SELECT ?, ?, ?, ?, ?, ?, 'open', ? WHERE ${guard.sql} ON CONFLICT DO NOTHING`,
    args: [
      payment.orderId,
      payment.sessionId,
      payment.slug,
      payment.snapshotName,
      payment.amount,
      payment.currency,
      stamp,
      ...guard.args,
    ],
  };
}

/** The buyer's details, never written back onto an order whose buyer asked to be erased. */
const BUYER =
  "buyer_name = CASE WHEN erased_at IS NULL THEN ? END, buyer_email = CASE WHEN erased_at IS NULL THEN ? END";

/** Records which orders the statement just before changed (SQLite's changes() is that statement's count). */
function noteChange(
  eventId: string,
  change: OrderChange,
  where: { sql: string; args: (string | number)[] },
): InStatement {
  return {
    sql: `INSERT INTO order_changes (event_id, order_id, change) SELECT ?, id, ? FROM orders WHERE ${where.sql} AND changes() > 0 ON CONFLICT DO NOTHING`,
    args: [eventId, change, ...where.args],
  };
}

/** The statements that change the orders for one event; queued deliveries follow from `order_changes`. */
function changeStatements(eventId: string, action: EventAction, stamp: string, guard: Guard): InStatement[] {
  switch (action.kind) {
    case "paid": {
      const { payment } = action;
      return [
        insertMissing(payment, stamp, guard),
        // Only from open (or a debit clearing): two events for one session make one paid order.
        {
          sql: `UPDATE orders SET status = 'paid', paid_at = ?, payment_intent = ?, amount = ?, currency = ?, ${BUYER}
                WHERE session_id = ? AND status IN ('open', 'processing') AND ${guard.sql}`,
          args: [
            stamp,
            payment.paymentIntent,
            payment.amount,
            payment.currency,
            payment.buyerName,
            payment.buyerEmail,
            payment.sessionId,
            ...guard.args,
          ],
        },
        noteChange(eventId, "paid", { sql: "session_id = ?", args: [payment.sessionId] }),
        // Its refund arrived first: the order ends refunded, and no link is ever made.
        {
          sql: `UPDATE orders SET status = 'refunded', refunded_at = ?
                WHERE id IN (SELECT order_id FROM order_changes WHERE event_id = ?) AND payment_intent IN (SELECT payment_intent FROM early_refunds)`,
          args: [stamp, eventId],
        },
        { sql: "UPDATE order_changes SET change = 'refunded' WHERE event_id = ? AND changes() > 0", args: [eventId] },
      ];
    }
    case "processing":
    case "failed": {
      const { payment } = action;
      const from = action.kind === "processing" ? "('open')" : "('open', 'processing')";
      return [
        insertMissing(payment, stamp, guard),
        {
          sql: `UPDATE orders SET status = ?, ${action.kind}_at = ?, payment_intent = COALESCE(?, payment_intent), ${BUYER}
                WHERE session_id = ? AND status IN ${from} AND ${guard.sql}`,
          args: [
            action.kind,
            stamp,
            payment.paymentIntent,
            payment.buyerName,
            payment.buyerEmail,
            payment.sessionId,
            ...guard.args,
          ],
        },
        noteChange(eventId, action.kind, { sql: "session_id = ?", args: [payment.sessionId] }),
      ];
    }
    case "expired":
      return [
        {
          sql: `UPDATE orders SET status = 'expired', expired_at = ? WHERE session_id = ? AND status = 'open' AND ${guard.sql}`,
          args: [stamp, action.sessionId, ...guard.args],
        },
        noteChange(eventId, "expired", { sql: "session_id = ?", args: [action.sessionId] }),
      ];
    case "refunded":
      return [
        {
          sql: `UPDATE orders SET status = 'refunded', refunded_at = ? WHERE payment_intent = ? AND status IN ('paid', 'processing') AND ${guard.sql}`,
          args: [stamp, action.paymentIntent, ...guard.args],
        },
        noteChange(eventId, "refunded", { sql: "payment_intent = ?", args: [action.paymentIntent] }),
        // No order has this payment yet: its event is still on the way. Kept, so that it arrives refunded.
        {
          sql: `INSERT INTO early_refunds (payment_intent, event_id, received_at) SELECT ?, ?, ?
                WHERE NOT EXISTS (SELECT 1 FROM orders WHERE payment_intent = ?) AND ${guard.sql} ON CONFLICT DO NOTHING`,
          args: [action.paymentIntent, eventId, stamp, action.paymentIntent, ...guard.args],
        },
      ];
    case "disputed":
      return [
        {
          sql: `UPDATE orders SET disputed_at = ? WHERE payment_intent = ? AND disputed_at IS NULL AND ${guard.sql}`,
          args: [stamp, action.paymentIntent, ...guard.args],
        },
        noteChange(eventId, "disputed", { sql: "payment_intent = ?", args: [action.paymentIntent] }),
      ];
  }
}

/**
 * Every statement of an event's transaction: its id (with this handling's `token`), the changes, the deliveries of
 * each change queued for the orders it changed, and last a row that tells whether this handling wrote the event and
 * whether anything changed.
 */
export function eventStatements(
  event: { id: string; type: string },
  action: EventAction | undefined,
  { token, now, routes }: { token: string; now: number; routes: OrderRoutes },
): InStatement[] {
  const stamp = new Date(now).toISOString();
  const guard = { sql: "EXISTS (SELECT 1 FROM stripe_events WHERE id = ? AND token = ?)", args: [event.id, token] };
  const statements: InStatement[] = [
    {
      sql: "INSERT INTO stripe_events (id, type, received_at, token) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
      args: [event.id, event.type, stamp, token],
    },
  ];
  if (action) {
    statements.push(...changeStatements(event.id, action, stamp, guard));
    for (const change of keysOf(routes)) {
      const changed = {
        sql: "SELECT order_id AS subject FROM order_changes WHERE event_id = ? AND change = ?",
        args: [event.id, change],
      };
      for (const destination of routes[change])
        statements.push(enqueueStatement({ kind: ORDER_KIND, subject: "", destination }, now, changed));
    }
  }
  statements.push({
    sql: `SELECT (SELECT token FROM stripe_events WHERE id = ?) AS token,
            (SELECT COUNT(*) FROM order_changes WHERE event_id = ?) + (SELECT COUNT(*) FROM early_refunds WHERE event_id = ?) AS changed`,
    args: [event.id, event.id, event.id],
  });
  return statements;
}
