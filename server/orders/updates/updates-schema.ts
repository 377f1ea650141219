// The updates' tables in the lead database, beside the orders. `snapshot_updates` holds one row per order and
// version an update was owed for: its key makes queueing idempotent (a restart, two servers), its token is the
// unsubscribe link's key, and the new link is stored the moment GoHighLevel answers (a retry reuses it).
// `update_unsubscribes` holds only a hash of each address that asked for no more updates (folded as erasure folds).
import type { Client, Row, Value } from "@libsql/client";

export const UPDATE_STATUSES = ["queued", "sent", "by-hand", "skipped", "superseded"] as const;
export type UpdateStatus = (typeof UPDATE_STATUSES)[number];

export interface UpdateRow {
  orderId: string;
  version: string;
  slug: string;
  /** The version the buyer had when it was queued. */
  fromVersion: string | null;
  /** queued; sent (e-mailed); by-hand (the agency was told); skipped (refunded, erased, unsubscribed); superseded (a newer one went). */
  status: UpdateStatus;
  token: string;
  shareLink: string | null;
  queuedAt: string;
  sentAt: string | null;
}

const TABLES = [
  `CREATE TABLE IF NOT EXISTS snapshot_updates (
     order_id TEXT NOT NULL,
     version TEXT NOT NULL,
     slug TEXT NOT NULL,
     from_version TEXT,
     status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN (${UPDATE_STATUSES.map((status) => `'${status}'`).join(", ")})),
     token TEXT NOT NULL UNIQUE,
     share_link TEXT,
     queued_at TEXT NOT NULL,
     sent_at TEXT,
     PRIMARY KEY (order_id, version)
   )`,
  "CREATE INDEX IF NOT EXISTS snapshot_updates_version ON snapshot_updates (slug, version)",
  "CREATE TABLE IF NOT EXISTS update_unsubscribes (address_hash TEXT PRIMARY KEY, unsubscribed_at TEXT NOT NULL)",
];

export async function createUpdateTables(client: Client): Promise<void> {
  for (const statement of TABLES) await client.execute(statement);
}

const text = (value: Value | undefined) => (value === null || value === undefined ? null : String(value));

export function updateOf(row: Row): UpdateRow {
  return {
    orderId: String(row.order_id),
    version: String(row.version),
    slug: String(row.slug),
    fromVersion: text(row.from_version),
    status: UPDATE_STATUSES.find((status) => status === row.status) ?? "queued",
    token: String(row.token),
    shareLink: text(row.share_link),
    queuedAt: String(row.queued_at),
    sentAt: text(row.sent_at),
  };
}
