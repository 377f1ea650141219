// The orders' tables in the lead database, and how a row reads as an Order. An order moves through Stripe's states
// (open, processing while a bank debit clears, paid, failed, expired, refunded) and, once paid, may need a person:
// `attention` names the problem the site could not solve by itself (a share link refused, the agency token refused,
// links failing for hours, a snapshot delivered by hand), and is cleared the moment the buyer has their link.
import type { Client, Row, Value } from "@libsql/client";

export const ORDER_STATUSES = ["open", "processing", "paid", "failed", "expired", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Why a paid order needs a person (the alert, the buyer's notice and /healthz name it). */
export const ATTENTION_CODES = ["link-refused", "agency-token", "link-failing", "by-hand"] as const;
export type AttentionCode = (typeof ATTENTION_CODES)[number];

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
  /** Share links asked for whose answer never came (a time-out, a cut connection, a crash): made, perhaps, but never sent. */
  lostLinks: number;
  emailedAt: string | null;
  resends: number;
  lastResendAt: string | null;
  createdAt: string;
  /** When a bank debit started clearing (checkout completed, payment not yet taken). */
  processingAt: string | null;
  paidAt: string | null;
  failedAt: string | null;
  expiredAt: string | null;
  refundedAt: string | null;
  disputedAt: string | null;
  /** The problem a person has to solve, while there is one. */
  attention: AttentionCode | null;
  attentionAt: string | null;
  attentionDetail: string | null;
  /** When the buyer's personal data was erased (the accounting record stays). */
  erasedAt: string | null;
  /** The snapshot's version when it was paid for (null for orders from before versions were recorded). */
  version: string | null;
}

const ORDERS_TABLE = `CREATE TABLE IF NOT EXISTS orders (
     id TEXT PRIMARY KEY,
     session_id TEXT NOT NULL UNIQUE,
     payment_intent TEXT,
     slug TEXT NOT NULL,
     snapshot_name TEXT NOT NULL,
     amount INTEGER NOT NULL,
     currency TEXT NOT NULL,
     buyer_name TEXT,
     buyer_email TEXT,
     status TEXT NOT NULL CHECK (status IN (${ORDER_STATUSES.map((status) => `'${status}'`).join(", ")})),
     delivery TEXT NOT NULL DEFAULT 'link' CHECK (delivery IN ('link', 'manual')),
     share_link TEXT,
     link_made_at TEXT,
     lost_links INTEGER NOT NULL DEFAULT 0,
     emailed_at TEXT,
     resends INTEGER NOT NULL DEFAULT 0,
     last_resend_at TEXT,
     created_at TEXT NOT NULL,
     processing_at TEXT,
     paid_at TEXT,
     failed_at TEXT,
     expired_at TEXT,
     refunded_at TEXT,
     disputed_at TEXT,
     attention TEXT,
     attention_at TEXT,
     attention_detail TEXT,
     erased_at TEXT,
     version TEXT
   )`;

const TABLES = [
  ORDERS_TABLE,
  "CREATE INDEX IF NOT EXISTS orders_payment_intent ON orders (payment_intent)",
  "CREATE INDEX IF NOT EXISTS orders_status ON orders (status, created_at)",
  // Every Stripe event acted on, by its id (and the store's own checks with Stripe, by a name of their own): a repeat
  // is answered 200 and changes nothing.
  "CREATE TABLE IF NOT EXISTS stripe_events (id TEXT PRIMARY KEY, type TEXT NOT NULL, received_at TEXT NOT NULL, token TEXT NOT NULL)",
  // Which orders an event changed: its deliveries are queued for exactly those.
  "CREATE TABLE IF NOT EXISTS order_changes (event_id TEXT NOT NULL, order_id TEXT NOT NULL, change TEXT NOT NULL, PRIMARY KEY (event_id, order_id))",
  // A refund whose payment's event has not arrived yet (Stripe does not promise the order of events): the payment,
  // when it comes, ends refunded and no link is sent.
  "CREATE TABLE IF NOT EXISTS early_refunds (payment_intent TEXT PRIMARY KEY, event_id TEXT NOT NULL, received_at TEXT NOT NULL)",
];

/**
 * Creates the tables when the store first opens on a database (a site that sells). A database made before launch
 * with an older orders table is refused before this, with the lead database it shares (decision 065).
 */
export async function createOrderTables(client: Client): Promise<void> {
  for (const statement of TABLES) await client.execute(statement);
}

const text = (value: Value | undefined) => (value === null || value === undefined ? null : String(value));
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  values.find((item) => item === value) ?? null;

export function orderOf(row: Row): Order {
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
    status: oneOf(ORDER_STATUSES, row.status) ?? "open",
    delivery: String(row.delivery) === "manual" ? "manual" : "link",
    shareLink: text(row.share_link),
    linkMadeAt: text(row.link_made_at),
    lostLinks: Number(row.lost_links ?? 0),
    emailedAt: text(row.emailed_at),
    resends: Number(row.resends ?? 0),
    lastResendAt: text(row.last_resend_at),
    createdAt: String(row.created_at),
    processingAt: text(row.processing_at),
    paidAt: text(row.paid_at),
    failedAt: text(row.failed_at),
    expiredAt: text(row.expired_at),
    refundedAt: text(row.refunded_at),
    disputedAt: text(row.disputed_at),
    attention: oneOf(ATTENTION_CODES, row.attention),
    attentionAt: text(row.attention_at),
    attentionDetail: text(row.attention_detail),
    erasedAt: text(row.erased_at),
    version: text(row.version),
  };
}
