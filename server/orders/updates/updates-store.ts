// The updates owed to past buyers, in the lead database, delivered by the one outbox. `queueDue` is the run started
// when the store opens and whenever the catalog changes: for each paid order (not refunded, not erased, its address
// not unsubscribed, delivered by link or by hand) whose snapshot is newer than what the buyer has, it writes one row
// per order and version and, in the same transaction, one delivery: `snapshot-update` (a new link and an e-mail), or
// for a snapshot delivered by hand one alert per version to the agency. The row's key and the outbox's unique
// (kind, subject, destination) make a second run, a restart or a second server queue nothing twice.
import { randomBytes } from "node:crypto";
import type { Client, InStatement } from "@libsql/client";
import { compareVersions } from "../../../lib/snapshot-versions.ts";
import type { StoreCatalog } from "../../../contracts/store-catalog.ts";
import { addressHash } from "../../enquiries/erasure.ts";
import { enqueueStatement, type OutboxStore } from "../../outbox/outbox-store.ts";
import { orderOf, type Order } from "../orders-schema.ts";
import { dueUpdates, type PastBuyer } from "./plan.ts";
import { createUpdateTables, updateOf, type UpdateRow, type UpdateStatus } from "./updates-schema.ts";

/** The outbox's kinds: an update to one buyer (subject `<order id>@<version>`), and the agency's list for a version sent by hand (`<slug>@<version>`). */
export const UPDATE_KIND = "snapshot-update";
export const BY_HAND_KIND = "snapshot-update-by-hand";

export interface UpdateSubject {
  order: Order;
  update: UpdateRow;
}

export interface ByHandSubject {
  slug: string;
  version: string;
  /** The buyers to send the new version to by hand, with the version each has. */
  buyers: { order: Order; update: UpdateRow }[];
}

/** One line of the agency's summary: a snapshot's version and how far its updates are. */
export interface UpdateRun {
  slug: string;
  version: string;
  counts: Record<UpdateStatus | "waiting" | "failed", number>;
}

export interface UpdatesStore {
  /** Queues what is owed now; how many updates were queued (by link and by hand). */
  queueDue(catalog: StoreCatalog, byLink: (slug: string) => boolean): Promise<{ queued: number; byHand: number }>;
  saveLink(orderId: string, version: string, link: string): Promise<string | undefined>;
  /** An erased buyer's update links go with the rest of their details (their updates are skipped when tried). */
  forgetErased(): Promise<void>;
  setStatus(orderId: string, version: string, status: UpdateStatus): Promise<void>;
  /** Whether a newer update than `version` is owed to the order (this one is then superseded). */
  newerOwed(orderId: string, version: string): Promise<boolean>;
  /** The newest version an update brought the buyer. */
  lastSent(orderId: string): Promise<string | undefined>;
  unsubscribed(email: string): Promise<boolean>;
  /** The update an unsubscribe link names, with its order; undefined for an unknown token. */
  byToken(token: string): Promise<UpdateSubject | undefined>;
  /** Records that the address of the token's order wants no more updates; false for an unknown token or an erased buyer. */
  unsubscribe(token: string): Promise<boolean>;
  /** Per snapshot and version: queued, sent, waiting, failed... (for npm run orders). */
  runs(): Promise<UpdateRun[]>;
  /** Per order: the updates it was sent, oldest first. */
  sentByOrder(): Promise<Map<string, UpdateRow[]>>;
  /** Per order: the version the buyer had when the first update was queued (for orders that did not record theirs). */
  firstFromVersions(): Promise<Map<string, string>>;
}

const TOKEN = /^[A-Za-z0-9_-]{24}$/;
const CHUNK = 300;

export async function openUpdatesStore(
  client: Client,
  outbox: OutboxStore,
  {
    destinations,
    now = Date.now,
  }: { destinations?: { link?: string | undefined; byHand?: string | undefined }; now?: () => number } = {},
): Promise<UpdatesStore> {
  await createUpdateTables(client);
  const stamp = () => new Date(now()).toISOString();
  const get = async (orderId: string, version: string): Promise<UpdateSubject | undefined> => {
    const [order, update] = await client.batch(
      [
        { sql: "SELECT * FROM orders WHERE id = ?", args: [orderId] },
        { sql: "SELECT * FROM snapshot_updates WHERE order_id = ? AND version = ?", args: [orderId, version] },
      ],
      "read",
    );
    return order?.rows[0] && update?.rows[0]
      ? { order: orderOf(order.rows[0]), update: updateOf(update.rows[0]) }
      : undefined;
  };
  const split = (subject: string) => {
    const at = subject.lastIndexOf("@");
    return at > 0 ? ([subject.slice(0, at), subject.slice(at + 1)] as const) : undefined;
  };
  outbox.registerKind(UPDATE_KIND, async (subject) => {
    const parts = split(subject);
    return parts ? get(...parts) : undefined;
  });
  outbox.registerKind(BY_HAND_KIND, async (subject): Promise<ByHandSubject | undefined> => {
    const parts = split(subject);
    if (!parts) return undefined;
    const [slug, version] = parts;
    const rows = await client.execute({
      sql: "SELECT order_id FROM snapshot_updates WHERE slug = ? AND version = ? AND status = 'by-hand' ORDER BY queued_at, order_id",
      args: [slug, version],
    });
    const buyers: ByHandSubject["buyers"] = [];
    for (const row of rows.rows) {
      const found = await get(String(row.order_id), version);
      if (found && found.order.status === "paid" && !found.order.erasedAt) buyers.push(found);
    }
    return { slug, version, buyers };
  });

  const unsubscribedHashes = async () =>
    new Set(
      (await client.execute("SELECT address_hash FROM update_unsubscribes")).rows.map((row) =>
        String(row.address_hash),
      ),
    );

  const byToken = async (token: string): Promise<UpdateSubject | undefined> => {
    if (!TOKEN.test(token)) return undefined;
    const row = (
      await client.execute({ sql: "SELECT order_id, version FROM snapshot_updates WHERE token = ?", args: [token] })
    ).rows[0];
    return row ? get(String(row.order_id), String(row.version)) : undefined;
  };

  const store: UpdatesStore = {
    async queueDue(catalog, byLink) {
      const counts = await queueDueUpdates(client, {
        catalog,
        byLink,
        destinations,
        now,
        unsubscribed: await unsubscribedHashes(),
      });
      await store.forgetErased();
      return counts;
    },
    async forgetErased() {
      await client.execute(
        "UPDATE snapshot_updates SET share_link = NULL WHERE share_link IS NOT NULL AND order_id IN (SELECT id FROM orders WHERE erased_at IS NOT NULL)",
      );
    },
    async saveLink(orderId, version, link) {
      await client.execute({
        sql: "UPDATE snapshot_updates SET share_link = ? WHERE order_id = ? AND version = ? AND share_link IS NULL AND order_id IN (SELECT id FROM orders WHERE erased_at IS NULL)",
        args: [link, orderId, version],
      });
      const row = (
        await client.execute({
          sql: "SELECT share_link FROM snapshot_updates WHERE order_id = ? AND version = ?",
          args: [orderId, version],
        })
      ).rows[0];
      return row?.share_link === null || row?.share_link === undefined ? undefined : String(row.share_link);
    },
    async setStatus(orderId, version, status) {
      await client.execute({
        sql: `UPDATE snapshot_updates SET status = ?, sent_at = CASE WHEN ? = 'sent' THEN COALESCE(sent_at, ?) ELSE sent_at END WHERE order_id = ? AND version = ?`,
        args: [status, status, stamp(), orderId, version],
      });
    },
    async newerOwed(orderId, version) {
      const rows = await client.execute({
        sql: "SELECT version FROM snapshot_updates WHERE order_id = ? AND status IN ('queued', 'sent')",
        args: [orderId],
      });
      return rows.rows.some((row) => compareVersions(String(row.version), version) > 0);
    },
    async lastSent(orderId) {
      const rows = await client.execute({
        sql: "SELECT version FROM snapshot_updates WHERE order_id = ? AND status = 'sent'",
        args: [orderId],
      });
      return rows.rows
        .map((row) => String(row.version))
        .sort(compareVersions)
        .at(-1);
    },
    async unsubscribed(email) {
      const row = (
        await client.execute({
          sql: "SELECT 1 FROM update_unsubscribes WHERE address_hash = ?",
          args: [addressHash(email)],
        })
      ).rows[0];
      return row !== undefined;
    },
    byToken,
    async unsubscribe(token) {
      const found = await byToken(token);
      if (!found?.order.buyerEmail) return false;
      await client.execute({
        sql: "INSERT INTO update_unsubscribes (address_hash, unsubscribed_at) VALUES (?, ?) ON CONFLICT (address_hash) DO NOTHING",
        args: [addressHash(found.order.buyerEmail), stamp()],
      });
      return true;
    },
    runs: () => updateRuns(client),
    async sentByOrder() {
      const rows = await client.execute("SELECT * FROM snapshot_updates WHERE status = 'sent' ORDER BY sent_at");
      const byOrder = new Map<string, UpdateRow[]>();
      for (const row of rows.rows.map(updateOf)) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
      return byOrder;
    },
    async firstFromVersions() {
      const rows = await client.execute(
        "SELECT order_id, from_version FROM snapshot_updates WHERE from_version IS NOT NULL ORDER BY queued_at DESC",
      );
      return new Map(rows.rows.map((row) => [String(row.order_id), String(row.from_version)]));
    },
  };
  return store;
}

/**
 * Queues, in one pass, an update for each past buyer who has an older version than the catalog's (not unsubscribed,
 * not erased, delivered), each with its outbox delivery in the same batch; a row already there is left as it is.
 */
async function queueDueUpdates(
  client: Client,
  {
    catalog,
    byLink,
    destinations,
    now,
    unsubscribed,
  }: {
    catalog: StoreCatalog;
    byLink: (slug: string) => boolean;
    destinations: { link?: string | undefined; byHand?: string | undefined } | undefined;
    now: () => number;
    unsubscribed: Set<string>;
  },
): Promise<{ queued: number; byHand: number }> {
  const [orders, queuedRows] = await client.batch(
    [
      `SELECT id, slug, version, paid_at, buyer_email FROM orders
       WHERE status = 'paid' AND erased_at IS NULL AND buyer_email IS NOT NULL AND (share_link IS NOT NULL OR delivery = 'manual')`,
      "SELECT order_id, version FROM snapshot_updates",
    ],
    "read",
  );
  const queued = new Map<string, string>();
  for (const row of queuedRows?.rows ?? []) {
    const [id, version] = [String(row.order_id), String(row.version)];
    const known = queued.get(id);
    if (!known || compareVersions(version, known) > 0) queued.set(id, version);
  }
  const buyers: PastBuyer[] = (orders?.rows ?? [])
    .filter((row) => !unsubscribed.has(addressHash(String(row.buyer_email))))
    .map((row) => ({
      id: String(row.id),
      slug: String(row.slug),
      version: row.version === null ? null : String(row.version),
      paidAt: row.paid_at === null ? null : String(row.paid_at),
    }));
  const due = dueUpdates(buyers, (slug) => catalog.snapshots[slug]?.versions ?? [], queued);
  const statements: InStatement[] = [];
  let queuedCount = 0;
  let byHandCount = 0;
  for (const update of due) {
    const link = byLink(update.slug);
    const destination = link ? destinations?.link : destinations?.byHand;
    if (!destination) continue;
    statements.push({
      sql: `INSERT INTO snapshot_updates (order_id, version, slug, from_version, status, token, queued_at) VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (order_id, version) DO NOTHING`,
      args: [
        update.orderId,
        update.version,
        update.slug,
        update.fromVersion ?? null,
        link ? "queued" : "by-hand",
        randomBytes(18).toString("base64url"),
        new Date(now()).toISOString(),
      ],
    });
    const subject = link ? `${update.orderId}@${update.version}` : `${update.slug}@${update.version}`;
    statements.push(enqueueStatement({ kind: link ? UPDATE_KIND : BY_HAND_KIND, subject, destination }, now()));
    if (link) queuedCount += 1;
    else byHandCount += 1;
  }
  for (let start = 0; start < statements.length; start += CHUNK)
    await client.batch(statements.slice(start, start + CHUNK), "write");
  return { queued: queuedCount, byHand: byHandCount };
}

/** Per snapshot and version, what became of its updates (npm run orders). */
async function updateRuns(client: Client): Promise<UpdateRun[]> {
  const rows = await client.execute(`
    SELECT u.slug, u.version, u.status, d.status AS delivery, COUNT(*) AS count
    FROM snapshot_updates u
    LEFT JOIN deliveries d ON d.kind = '${UPDATE_KIND}' AND d.subject = u.order_id || '@' || u.version
    GROUP BY u.slug, u.version, u.status, d.status`);
  const runs = new Map<string, UpdateRun>();
  for (const row of rows.rows) {
    const key = `${String(row.slug)}@${String(row.version)}`;
    const run = runs.get(key) ?? {
      slug: String(row.slug),
      version: String(row.version),
      counts: { queued: 0, sent: 0, "by-hand": 0, skipped: 0, superseded: 0, waiting: 0, failed: 0 },
    };
    const count = Number(row.count);
    run.counts.queued += String(row.status) === "by-hand" ? 0 : count;
    // The column's CHECK allows only these statuses.
    const status = String(row.status) as UpdateStatus;
    if (status !== "queued") run.counts[status] += count;
    else if (row.delivery === "dead") run.counts.failed += count;
    else run.counts.waiting += count;
    runs.set(key, run);
  }
  return [...runs.values()].sort((a, b) => a.slug.localeCompare(b.slug) || compareVersions(b.version, a.version));
}
