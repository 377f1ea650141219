// The snapshot orders, in the site's database beside the leads, delivered by the same outbox (kind `order`). An order
// row is made when the buyer is sent to Stripe (status `open`, no personal data yet), so the order page exists from
// the moment Stripe sends them back; only Stripe's signed word makes it `paid`. Each Stripe event id is recorded, so
// an event is acted on once, and the order's change and its deliveries are written in one transaction.
import { randomBytes, randomUUID } from "node:crypto";
import type { Client, InStatement, Row } from "@libsql/client";
import { enqueueStatement, type OutboxStore } from "../outbox-store.ts";

/** The outbox's kind for an order: its deliveries' subject is the order's id. */
export const ORDER_KIND = "order";

export type OrderStatus = "open" | "paid" | "refunded";

export interface Order {
  /** The public, unguessable id (24 characters of base64url: 144 random bits), the order page's address. */
  id: string;
  sessionId: string;
  paymentIntent: string | null;
  slug: string;
  snapshotName: string;
  /** In the currency's smallest unit (cents). */
  amount: number;
  currency: string;
  buyerName: string | null;
  buyerEmail: string | null;
  status: OrderStatus;
  /** `link`: a share link is made and e-mailed; `manual`: the agency sends it by hand (no ghlSnapshotId or agency token). */
  delivery: "link" | "manual";
  shareLink: string | null;
  linkMadeAt: string | null;
  emailedAt: string | null;
  resends: number;
  lastResendAt: string | null;
  createdAt: string;
  paidAt: string | null;
  refundedAt: string | null;
  /** When the buyer's personal data was erased (the accounting record stays). */
  erasedAt: string | null;
}

const TABLES = [
  `CREATE TABLE IF NOT EXISTS orders (
     id TEXT PRIMARY KEY,
     session_id TEXT NOT NULL UNIQUE,
     payment_intent TEXT,
     slug TEXT NOT NULL,
     snapshot_name TEXT NOT NULL,
     amount INTEGER NOT NULL,
     currency TEXT NOT NULL,
     buyer_name TEXT,
     buyer_email TEXT,
     status TEXT NOT NULL CHECK (status IN ('open', 'paid', 'refunded')),
     delivery TEXT NOT NULL DEFAULT 'link' CHECK (delivery IN ('link', 'manual')),
     share_link TEXT,
     link_made_at TEXT,
     emailed_at TEXT,
     resends INTEGER NOT NULL DEFAULT 0,
     last_resend_at TEXT,
     created_at TEXT NOT NULL,
     paid_at TEXT,
     refunded_at TEXT,
     erased_at TEXT,
     paid_event TEXT,
     refund_event TEXT
   )`,
  "CREATE INDEX IF NOT EXISTS orders_payment_intent ON orders (payment_intent)",
  // Every Stripe event acted on, by its id: a repeat is answered 200 and changes nothing.
  "CREATE TABLE IF NOT EXISTS stripe_events (id TEXT PRIMARY KEY, type TEXT NOT NULL, received_at TEXT NOT NULL, token TEXT NOT NULL)",
];

/** A new order id: 18 random bytes, base64url (nothing to guess, nothing sequential). */
export function newOrderId(): string {
  return randomBytes(18).toString("base64url");
}
export const ORDER_ID = /^[A-Za-z0-9_-]{24}$/;

function orderOf(row: Row): Order {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    id: String(row.id),
    sessionId: String(row.session_id),
    paymentIntent: text(row.payment_intent),
    slug: String(row.slug),
    snapshotName: String(row.snapshot_name),
    amount: Number(row.amount),
    currency: String(row.currency),
    buyerName: text(row.buyer_name),
    buyerEmail: text(row.buyer_email),
    status: String(row.status) as OrderStatus,
    delivery: String(row.delivery) === "manual" ? "manual" : "link",
    shareLink: text(row.share_link),
    linkMadeAt: text(row.link_made_at),
    emailedAt: text(row.emailed_at),
    resends: Number(row.resends ?? 0),
    lastResendAt: text(row.last_resend_at),
    createdAt: String(row.created_at),
    paidAt: text(row.paid_at),
    refundedAt: text(row.refunded_at),
    erasedAt: text(row.erased_at),
  };
}

/** What a paid Checkout Session says (from Stripe's signed event): the order's fields it fills, and our order id. */
export type Payment = Pick<Order, "sessionId" | "paymentIntent" | "slug" | "snapshotName" | "amount" | "currency" | "buyerName" | "buyerEmail"> & {
  /** Our order id, from the session's client_reference_id. */
  orderId: string;
};

export type EventOutcome = "done" | "repeat" | "ignored";

export type EventAction = { paid: Payment; destinations: readonly string[] } | { refundedIntent: string; destinations: readonly string[] };

export interface OrdersStore {
  /** Records the order a buyer is sent to Stripe for (status open). */
  open(order: { id: string; sessionId: string; slug: string; snapshotName: string; amount: number; currency: string; delivery: "link" | "manual" }): Promise<void>;
  get(id: string): Promise<Order | undefined>;
  list(): Promise<Order[]>;
  /**
   * Records one Stripe event and acts on it, in one write transaction (a single batch): the event's id, the order's
   * change and its deliveries commit together or not at all. A repeated event id changes nothing ("repeat"); a paid
   * session makes its order paid once, with its deliveries queued; a refund marks a paid order refunded once, with the
   * refund's deliveries queued.
   */
  recordEvent(event: { id: string; type: string }, action?: EventAction): Promise<EventOutcome>;
  /** Records the share link made for the order (once: a link already stored is kept and returned). */
  saveLink(id: string, link: string): Promise<string>;
  markEmailed(id: string): Promise<void>;
  /** The order is delivered by hand from now on (its link request's outcome is unknown). */
  markManual(id: string): Promise<void>;
  /**
   * The buyer asked for the e-mail again: counted, and the e-mail's delivery queued again (its other steps kept, so
   * the same link goes); false when the last one is less than `minGapMs` old, too many were asked, or nothing was sent yet.
   */
  resendEmail(id: string, minGapMs: number, max: number): Promise<boolean>;
  /** Erases the buyer's name, e-mail and link from their orders (matched by e-mail, any case); the accounting record stays. */
  eraseBuyer(email: string): Promise<{ orders: number; pendingDeliveries: number }>;
}

export async function openOrdersStore(client: Client, outbox: OutboxStore, now: () => number = Date.now): Promise<OrdersStore> {
  for (const statement of TABLES) await client.execute(statement);
  const byId = async (id: string) => {
    const result = await client.execute({ sql: "SELECT * FROM orders WHERE id = ?", args: [id] });
    return result.rows[0] ? orderOf(result.rows[0]) : undefined;
  };
  outbox.registerKind(ORDER_KIND, byId);
  const stamp = () => new Date(now()).toISOString();

  return {
    async open(order) {
      await client.execute({
        sql: `INSERT INTO orders (id, session_id, slug, snapshot_name, amount, currency, status, delivery, created_at)
              VALUES (?, ?, ?, ?, ?, ?, 'open', ?, ?)`,
        args: [order.id, order.sessionId, order.slug, order.snapshotName, order.amount, order.currency, order.delivery, stamp()],
      });
    },
    async get(id) {
      return ORDER_ID.test(id) ? byId(id) : undefined;
    },
    async list() {
      const result = await client.execute("SELECT * FROM orders WHERE status != 'open' ORDER BY created_at DESC, id");
      return result.rows.map(orderOf);
    },
    async recordEvent(event, action) {
      // This handling's token: the statements after the first act only when the event row is the one just written
      // (a repeat finds the earlier handling's token and changes nothing).
      const token = randomUUID();
      const guard = { sql: "EXISTS (SELECT 1 FROM stripe_events WHERE id = ? AND token = ?)", args: [event.id, token] };
      const statements: InStatement[] = [
        { sql: "INSERT INTO stripe_events (id, type, received_at, token) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING", args: [event.id, event.type, stamp(), token] },
      ];
      let changed: { sql: string; args: string[] } | undefined;
      if (action && "paid" in action) {
        const payment = action.paid;
        statements.push(
          // The order the checkout opened; one made elsewhere (a restored database) is made again from the session.
          {
            sql: `INSERT INTO orders (id, session_id, slug, snapshot_name, amount, currency, status, created_at)
                  SELECT ?, ?, ?, ?, ?, ?, 'open', ? WHERE ${guard.sql} ON CONFLICT DO NOTHING`,
            args: [payment.orderId, payment.sessionId, payment.slug, payment.snapshotName, payment.amount, payment.currency, stamp(), ...guard.args],
          },
          // Only from open: two events for one session make one paid order, and the one that made it is named.
          {
            sql: `UPDATE orders SET status = 'paid', paid_at = ?, paid_event = ?, payment_intent = ?, amount = ?, currency = ?, buyer_name = ?, buyer_email = ?
                  WHERE session_id = ? AND status = 'open' AND ${guard.sql}`,
            args: [stamp(), event.id, payment.paymentIntent, payment.amount, payment.currency, payment.buyerName, payment.buyerEmail, payment.sessionId, ...guard.args],
          },
        );
        changed = { sql: "SELECT id AS subject FROM orders WHERE paid_event = ?", args: [event.id] };
      } else if (action) {
        statements.push({
          sql: `UPDATE orders SET status = 'refunded', refunded_at = ?, refund_event = ? WHERE payment_intent = ? AND status = 'paid' AND ${guard.sql}`,
          args: [stamp(), event.id, action.refundedIntent, ...guard.args],
        });
        changed = { sql: "SELECT id AS subject FROM orders WHERE refund_event = ?", args: [event.id] };
      }
      if (action && changed) statements.push(...action.destinations.map((destination) => enqueueStatement({ kind: ORDER_KIND, subject: "", destination }, now(), changed)));
      statements.push({
        sql: `SELECT (SELECT token FROM stripe_events WHERE id = ?) AS token, (SELECT COUNT(*) FROM orders WHERE paid_event = ? OR refund_event = ?) AS changed`,
        args: [event.id, event.id, event.id],
      });
      const results = await client.batch(statements, "write");
      const outcome = results.at(-1)?.rows[0];
      if (String(outcome?.token) !== token) return "repeat";
      return Number(outcome?.changed ?? 0) > 0 ? "done" : "ignored";
    },
    async saveLink(id, link) {
      await client.execute({ sql: "UPDATE orders SET share_link = ?, link_made_at = ? WHERE id = ? AND share_link IS NULL", args: [link, stamp(), id] });
      const result = await client.execute({ sql: "SELECT share_link FROM orders WHERE id = ?", args: [id] });
      return String(result.rows[0]?.share_link ?? link);
    },
    async markManual(id) {
      await client.execute({ sql: "UPDATE orders SET delivery = 'manual' WHERE id = ? AND share_link IS NULL", args: [id] });
    },
    async markEmailed(id) {
      await client.execute({ sql: "UPDATE orders SET emailed_at = COALESCE(emailed_at, ?) WHERE id = ?", args: [stamp(), id] });
    },
    async resendEmail(id, minGapMs, max) {
      const cutoff = new Date(now() - minGapMs).toISOString();
      const [counted] = await client.batch(
        [
          {
            sql: `UPDATE orders SET resends = resends + 1, last_resend_at = ?
                  WHERE id = ? AND status = 'paid' AND emailed_at IS NOT NULL AND resends < ? AND (last_resend_at IS NULL OR last_resend_at <= ?)`,
            args: [stamp(), id, max, cutoff],
          },
          // Only when the resend was counted (changes() is the statement before's).
          {
            sql: `UPDATE deliveries SET status = 'pending', steps = json_remove(steps, '$.emailed'), attempts = 0, counted_attempts = 0,
                    next_attempt_at = ?, updated_at = ?
                  WHERE kind = '${ORDER_KIND}' AND subject = ? AND destination = 'order-link' AND status != 'pending' AND changes() > 0`,
            args: [now(), stamp(), id],
          },
        ],
        "write",
      );
      return (counted?.rowsAffected ?? 0) > 0;
    },
    async eraseBuyer(email) {
      const match = "lower(trim(buyer_email)) = lower(trim(?))";
      const [pending, erased] = await client.batch(
        [
          {
            sql: `SELECT COUNT(*) AS count FROM deliveries WHERE kind = '${ORDER_KIND}' AND status = 'pending' AND subject IN (SELECT id FROM orders WHERE ${match})`,
            args: [email],
          },
          // What the law asks a seller to keep stays: the order's id, amount, currency, date, slug and Stripe's references.
          { sql: `UPDATE orders SET buyer_name = NULL, buyer_email = NULL, share_link = NULL, erased_at = ? WHERE ${match}`, args: [stamp(), email] },
          { sql: `DELETE FROM deliveries WHERE kind = '${ORDER_KIND}' AND status = 'pending' AND subject IN (SELECT id FROM orders WHERE erased_at IS NOT NULL AND buyer_email IS NULL)`, args: [] },
        ],
        "write",
      );
      return { orders: erased?.rowsAffected ?? 0, pendingDeliveries: Number(pending?.rows[0]?.count ?? 0) };
    },
  };
}
