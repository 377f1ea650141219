// The snapshot orders, in the site's database beside the leads, delivered by the same outbox (kind `order`). An order
// row is made when the buyer is sent to Stripe (status `open`, no personal data yet), so the order page exists from
// the moment Stripe sends them back; only Stripe's word (a signed event, or Stripe's own answer about the session)
// changes its payment. Each event id is recorded, so an event is acted on once, and the order's change and its
// deliveries are written in one transaction (order-events.ts). A paid order that the site cannot finish by itself is
// flagged for a person (`attention`), which queues one alert to the agency and one notice to the buyer per problem.
import { randomBytes, randomUUID } from "node:crypto";
import type { Client, InStatement } from "@libsql/client";
import { foldAddress } from "../enquiries/erasure.ts";
import type { OutboxStore } from "../outbox/outbox-store.ts";
import { NO_ROUTES, ORDER_KIND, eventStatements, type EventAction, type OrderRoutes } from "./order-events.ts";
import { createOrderTables, orderOf, type AttentionCode, type Order } from "./orders-schema.ts";

export { ORDER_KIND, type EventAction, type OrderRoutes, type Payment } from "./order-events.ts";
export type { AttentionCode, Order } from "./orders-schema.ts";

/** The destination that makes the buyer's link and e-mails it, and the one that raises a problem with a person. */
export const LINK_DESTINATION = "order-link";
export const ATTENTION_DESTINATION = "order-attention";

/** A new order id: 18 random bytes, base64url (nothing to guess, nothing sequential). */
export function newOrderId(): string {
  return randomBytes(18).toString("base64url");
}
export const ORDER_ID = /^[A-Za-z0-9_-]{24}$/;

export type EventOutcome = "done" | "repeat" | "ignored";

export interface OrdersStore {
  /** Records the order a buyer is sent to Stripe for (status open). */
  open(order: {
    id: string;
    sessionId: string;
    slug: string;
    snapshotName: string;
    amount: number;
    currency: string;
    delivery: "link" | "manual";
  }): Promise<void>;
  get(id: string): Promise<Order | undefined>;
  /** The orders a buyer completed a checkout for (paid, clearing, failed, refunded), newest first. */
  list(): Promise<Order[]>;
  /** How many orders are in each status (the expired checkouts are only counted). */
  counts(): Promise<Record<string, number>>;
  /** Orders whose payment Stripe has not settled: open ones made since `sinceMs`, and debits still clearing. */
  unsettled(sinceMs: number): Promise<Order[]>;
  /**
   * Records one Stripe event (or one check with Stripe) and acts on it, in one write transaction: a repeated id
   * changes nothing ("repeat"); otherwise "done" when an order changed, "ignored" when none did.
   */
  recordEvent(event: { id: string; type: string }, action?: EventAction): Promise<EventOutcome>;
  /** Records the share link made for the order (once: a link already stored is kept); undefined when the buyer was erased. */
  saveLink(id: string, link: string): Promise<string | undefined>;
  /** A link was asked for and its answer never came: counted on the order (it may exist, unsent). */
  recordLostLink(id: string): Promise<void>;
  markEmailed(id: string): Promise<void>;
  /**
   * The order needs a person for `code`: recorded, and (the first time for this problem) one alert to the agency and
   * one notice to the buyer queued. False when the order already has this problem.
   */
  flagAttention(id: string, code: AttentionCode, detail: string): Promise<boolean>;
  /** Every paid order still waiting for its link at `destination` needs a person for `code` (a paused destination). */
  flagWaiting(destination: string, code: AttentionCode, detail: string): Promise<number>;
  /** The problem is solved (the buyer has their link). */
  clearAttention(id: string): Promise<void>;
  /** Paid orders that need a person now, oldest problem first. */
  needingAttention(): Promise<Order[]>;
  /**
   * The agency sent the link by hand: recorded on the order (the page shows it) and the buyer's e-mail with it queued.
   * False for an order that is not paid, erased, or already has a link.
   */
  deliveredByHand(id: string, link: string): Promise<boolean>;
  /**
   * The buyer asked for the e-mail again: counted, and the e-mail's delivery queued again (its other steps kept, so
   * the same link goes); false when the last one is less than `minGapMs` old, too many were asked, or nothing was sent yet.
   */
  resendEmail(id: string, minGapMs: number, max: number): Promise<boolean>;
  /**
   * Erases the buyer's name, e-mail and link from their orders, matched as addresses are matched when they arrive
   * (simple lowercasing); the accounting record stays. Their pending deliveries are dropped and errors cleared.
   */
  eraseBuyer(email: string): Promise<{ orders: number; pendingDeliveries: number }>;
}

export interface OrdersStoreOptions {
  /** The destinations queued for each change an event makes (none for a store opened by a command). */
  routes?: OrderRoutes;
  /** The destinations that tell the agency and the buyer about a problem (empty without e-mail). */
  attentionDestinations?: readonly string[];
  /** Throws when what is written now would not be kept (the database's file deleted under the server). */
  checkFile?: () => Promise<void>;
  now?: () => number;
  /** The snapshot's current version (the store catalog's newest), recorded on an order when it is paid. */
  versionOf?: (slug: string) => Promise<string | undefined>;
}

/** What the store's queries share: the client, the options and the clock. */
interface OrdersContext {
  client: Client;
  routes: OrderRoutes;
  attentionDestinations: readonly string[];
  checkFile: () => Promise<void>;
  now: () => number;
  versionOf: ((slug: string) => Promise<string | undefined>) | undefined;
}

const stamp = ({ now }: OrdersContext) => new Date(now()).toISOString();

export async function openOrdersStore(
  client: Client,
  outbox: OutboxStore,
  {
    routes = NO_ROUTES,
    attentionDestinations = [],
    checkFile = async () => {},
    now = Date.now,
    versionOf,
  }: OrdersStoreOptions = {},
): Promise<OrdersStore> {
  await createOrderTables(client);
  const context: OrdersContext = { client, routes, attentionDestinations, checkFile, now, versionOf };
  outbox.registerKind(ORDER_KIND, (id) => orderById(client, id));
  const store: OrdersStore = {
    open: (order) => openOrder(context, order),
    get: async (id) => (ORDER_ID.test(id) ? orderById(client, id) : undefined),
    list: () =>
      ordersWhere(client, "SELECT * FROM orders WHERE status NOT IN ('open', 'expired') ORDER BY created_at DESC, id"),
    async counts() {
      const result = await client.execute("SELECT status, COUNT(*) AS count FROM orders GROUP BY status");
      return Object.fromEntries(result.rows.map((row) => [String(row.status), Number(row.count)]));
    },
    unsettled: (sinceMs) =>
      ordersWhere(client, {
        sql: "SELECT * FROM orders WHERE (status = 'open' AND created_at >= ?) OR status = 'processing' ORDER BY created_at",
        args: [new Date(sinceMs).toISOString()],
      }),
    recordEvent: (event, action) => recordEvent(context, event, action),
    saveLink: (id, link) => saveLink(context, id, link),
    async recordLostLink(id) {
      await client.execute({ sql: "UPDATE orders SET lost_links = lost_links + 1 WHERE id = ?", args: [id] });
    },
    async markEmailed(id) {
      await client.execute({
        sql: "UPDATE orders SET emailed_at = COALESCE(emailed_at, ?) WHERE id = ?",
        args: [stamp(context), id],
      });
    },
    flagAttention: (id, code, detail) => flagAttention(context, id, code, detail),
    flagWaiting: (destination, code, detail) => flagWaiting(context, destination, code, detail),
    async clearAttention(id) {
      await client.execute({
        sql: "UPDATE orders SET attention = NULL, attention_at = NULL, attention_detail = NULL WHERE id = ? AND attention IS NOT NULL",
        args: [id],
      });
    },
    needingAttention: () =>
      ordersWhere(
        client,
        "SELECT * FROM orders WHERE attention IS NOT NULL AND status = 'paid' AND erased_at IS NULL ORDER BY attention_at, id",
      ),
    deliveredByHand: (id, link) => deliveredByHand(context, id, link),
    resendEmail: (id, minGapMs, max) => resendEmail(context, id, minGapMs, max),
    eraseBuyer: (email) => eraseBuyer(context, email),
  };
  return store;
}

async function orderById(client: Client, id: string): Promise<Order | undefined> {
  const result = await client.execute({ sql: "SELECT * FROM orders WHERE id = ?", args: [id] });
  return result.rows[0] ? orderOf(result.rows[0]) : undefined;
}

async function ordersWhere(client: Client, query: InStatement): Promise<Order[]> {
  return (await client.execute(query)).rows.map(orderOf);
}

/**
 * Puts the order's link delivery back in the queue, due now, without its `emailed` step (so the e-mail goes again),
 * only when the statement before changed something (changes() is its count) and, with `idle`, none is under way.
 */
function rearmEmail(context: OrdersContext, id: string, { idle = false } = {}): InStatement {
  return {
    sql: `UPDATE deliveries SET status = 'pending', steps = json_remove(steps, '$.emailed'), attempts = 0, counted_attempts = 0, next_attempt_at = ?, updated_at = ?
          WHERE kind = '${ORDER_KIND}' AND subject = ? AND destination = '${LINK_DESTINATION}' AND changes() > 0${idle ? " AND status != 'pending'" : ""}`,
    args: [context.now(), stamp(context), id],
  };
}

async function openOrder(context: OrdersContext, order: Parameters<OrdersStore["open"]>[0]): Promise<void> {
  await context.checkFile();
  await context.client.execute({
    sql: `INSERT INTO orders (id, session_id, slug, snapshot_name, amount, currency, status, delivery, created_at)
          VALUES (?, ?, ?, ?, ?, ?, 'open', ?, ?)`,
    args: [
      order.id,
      order.sessionId,
      order.slug,
      order.snapshotName,
      order.amount,
      order.currency,
      order.delivery,
      stamp(context),
    ],
  });
}

async function recordEvent(
  context: OrdersContext,
  event: { id: string; type: string },
  action: EventAction | undefined,
): Promise<EventOutcome> {
  // Stripe is answered 200 only for what is kept: into a deleted file, it must send the event again.
  await context.checkFile();
  const token = randomUUID();
  const statements = eventStatements(event, action, { token, now: context.now(), routes: context.routes });
  // The version sold is the one the catalog offers when the payment lands (the outcome stays the last statement).
  const version = action?.kind === "paid" ? await context.versionOf?.(action.payment.slug) : undefined;
  if (version && action?.kind === "paid") {
    statements.splice(-1, 0, {
      sql: "UPDATE orders SET version = ? WHERE session_id = ? AND status = 'paid' AND version IS NULL",
      args: [version, action.payment.sessionId],
    });
  }
  const results = await context.client.batch(statements, "write");
  const outcome = results.at(-1)?.rows[0];
  if (String(outcome?.token) !== token) return "repeat";
  return Number(outcome?.changed ?? 0) > 0 ? "done" : "ignored";
}

async function saveLink(context: OrdersContext, id: string, link: string): Promise<string | undefined> {
  await context.client.execute({
    sql: "UPDATE orders SET share_link = ?, link_made_at = ? WHERE id = ? AND share_link IS NULL AND erased_at IS NULL",
    args: [link, stamp(context), id],
  });
  const result = await context.client.execute({
    sql: "SELECT share_link FROM orders WHERE id = ? AND erased_at IS NULL",
    args: [id],
  });
  const stored = result.rows[0]?.share_link;
  return stored === null || stored === undefined ? undefined : String(stored);
}

async function flagAttention(
  context: OrdersContext,
  id: string,
  code: AttentionCode,
  detail: string,
): Promise<boolean> {
  const payload = JSON.stringify({ code });
  const [flagged] = await context.client.batch(
    [
      {
        sql: "UPDATE orders SET attention = ?, attention_at = ?, attention_detail = ? WHERE id = ? AND status = 'paid' AND share_link IS NULL AND attention IS NOT ?",
        args: [code, stamp(context), detail.slice(0, 500), id, code],
      },
      // One alert per problem: a new problem on the same order queues its alert again, the same one never twice.
      ...context.attentionDestinations.map((destination) => ({
        sql: `INSERT INTO deliveries (kind, subject, destination, payload, next_attempt_at, created_at, updated_at)
              SELECT '${ORDER_KIND}', ?, ?, ?, ?, ?, ? WHERE changes() > 0
              ON CONFLICT (kind, subject, destination) DO UPDATE SET status = 'pending', payload = excluded.payload, steps = '{}', attempts = 0,
                counted_attempts = 0, last_error = NULL, next_attempt_at = excluded.next_attempt_at, updated_at = excluded.updated_at`,
        args: [id, destination, payload, context.now(), stamp(context), stamp(context)],
      })),
    ],
    "write",
  );
  return (flagged?.rowsAffected ?? 0) > 0;
}

async function flagWaiting(
  context: OrdersContext,
  destination: string,
  code: AttentionCode,
  detail: string,
): Promise<number> {
  const waiting = await context.client.execute({
    sql: `SELECT subject FROM deliveries WHERE kind = '${ORDER_KIND}' AND destination = ? AND status = 'pending'
            AND subject IN (SELECT id FROM orders WHERE status = 'paid' AND share_link IS NULL AND erased_at IS NULL)`,
    args: [destination],
  });
  let flagged = 0;
  for (const row of waiting.rows) if (await flagAttention(context, String(row.subject), code, detail)) flagged += 1;
  return flagged;
}

async function deliveredByHand(context: OrdersContext, id: string, link: string): Promise<boolean> {
  const [recorded] = await context.client.batch(
    [
      {
        sql: `UPDATE orders SET share_link = ?, link_made_at = ?, delivery = 'manual', attention = NULL, attention_at = NULL, attention_detail = NULL
              WHERE id = ? AND status = 'paid' AND share_link IS NULL AND erased_at IS NULL`,
        args: [link, stamp(context), id],
      },
      rearmEmail(context, id),
    ],
    "write",
  );
  return (recorded?.rowsAffected ?? 0) > 0;
}

async function resendEmail(context: OrdersContext, id: string, minGapMs: number, max: number): Promise<boolean> {
  const cutoff = new Date(context.now() - minGapMs).toISOString();
  const [counted] = await context.client.batch(
    [
      {
        sql: `UPDATE orders SET resends = resends + 1, last_resend_at = ?
              WHERE id = ? AND status = 'paid' AND emailed_at IS NOT NULL AND erased_at IS NULL AND resends < ? AND (last_resend_at IS NULL OR last_resend_at <= ?)`,
        args: [stamp(context), id, max, cutoff],
      },
      // Only when the resend was counted (changes() is the statement before's), and not while one is under way.
      rearmEmail(context, id, { idle: true }),
    ],
    "write",
  );
  return (counted?.rowsAffected ?? 0) > 0;
}

async function eraseBuyer(
  context: OrdersContext,
  email: string,
): Promise<{ orders: number; pendingDeliveries: number }> {
  // Matched here, not in SQL: SQLite's lower() folds ASCII only (ÉLODIE would not be élodie).
  const target = foldAddress(email);
  const all = await context.client.execute("SELECT id, buyer_email FROM orders WHERE buyer_email IS NOT NULL");
  const ids = all.rows.filter((row) => foldAddress(String(row.buyer_email)) === target).map((row) => String(row.id));
  if (ids.length === 0) return { orders: 0, pendingDeliveries: 0 };
  const list = ids.map(() => "?").join(", ");
  const theirs = `kind = '${ORDER_KIND}' AND subject IN (${list})`;
  const [pending] = await context.client.batch(
    [
      { sql: `SELECT COUNT(*) AS count FROM deliveries WHERE ${theirs} AND status = 'pending'`, args: ids },
      // What the law asks a seller to keep stays: the order's id, amount, currency, date, slug and Stripe's references.
      {
        sql: `UPDATE orders SET buyer_name = NULL, buyer_email = NULL, share_link = NULL, attention = NULL, attention_at = NULL, attention_detail = NULL, erased_at = ?
              WHERE id IN (${list})`,
        args: [stamp(context), ...ids],
      },
      { sql: `DELETE FROM deliveries WHERE ${theirs} AND status = 'pending'`, args: ids },
      // A service's refusal may have quoted the buyer back: no copy stays in the outbox.
      { sql: `UPDATE deliveries SET last_error = NULL, steps = '{}' WHERE ${theirs}`, args: ids },
    ],
    "write",
  );
  return { orders: ids.length, pendingDeliveries: Number(pending?.rows[0]?.count ?? 0) };
}

/** Held order deliveries are due at once when the server starts: a fix (a new token, a corrected snapshot id) comes with a restart. */
export async function resumeHeldOrders(client: Client, now: number): Promise<number> {
  const result = await client.execute({
    sql: `UPDATE deliveries SET next_attempt_at = ? WHERE kind = '${ORDER_KIND}' AND status = 'pending' AND next_attempt_at > ?
            AND subject IN (SELECT id FROM orders WHERE attention IS NOT NULL)`,
    args: [now, now],
  });
  return result.rowsAffected;
}
