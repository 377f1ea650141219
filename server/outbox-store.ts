// The outbox: one row per lead and destination (GoHighLevel, the webhook, e-mail) in the leads database, so a
// delivery survives restarts and crashes. A worker claims due rows atomically with a lease that expires, which lets
// several server instances share one database and still deliver each lead once.
import type { Client, Row } from "@libsql/client";
import { leadColumns, storedLeadOf } from "./lead-columns.ts";
import type { StoredLead } from "./lead-columns.ts";

export type DeliveryStatus = "pending" | "delivered" | "dead";

/** What a multi-step delivery has already done (for GoHighLevel: the contact id, the note id...). */
export type DeliverySteps = Record<string, string>;

export interface DeliveryRow {
  id: number;
  leadId: number;
  destination: string;
  status: DeliveryStatus;
  attempts: number;
  /**
   * The attempts that count toward the limit: those that failed without saving a step, other than a 429 (the service
   * asking for time is not a failure of the delivery).
   */
  countedAttempts: number;
  lastError: string | null;
  /** When the next attempt is due (epoch milliseconds). */
  nextAttemptAt: number;
  steps: DeliverySteps;
  updatedAt: string;
}

/** A claimed delivery: the row and the lead it carries. */
export interface Delivery extends DeliveryRow {
  lead: StoredLead & { reference: string };
}

export const DELIVERIES_TABLE = `CREATE TABLE deliveries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL REFERENCES leads (id),
  destination TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  next_attempt_at INTEGER NOT NULL,
  lease_owner TEXT,
  lease_until INTEGER,
  steps TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  delivered_at TEXT,
  UNIQUE (lead_id, destination)
)`;
/** The attempts that count toward the limit (see DeliveryRow.countedAttempts); added only when missing. */
export async function addCountedAttemptsColumn(client: Pick<Client, "execute">): Promise<string[]> {
  const columns = await client.execute("PRAGMA table_info(deliveries)");
  return columns.rows.some((row) => row.name === "counted_attempts") ? [] : ["ALTER TABLE deliveries ADD COLUMN counted_attempts INTEGER NOT NULL DEFAULT 0"];
}
export const DELIVERIES_INDEX = "CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at)";

/**
 * The statement that queues a lead for each destination, run in the same transaction as the lead's insert (so a
 * stored lead always has its deliveries). The lead is found by its idempotency key; an existing row is kept.
 */
export function enqueueStatement(destination: string, idempotencyKey: string, now: number) {
  const stamp = new Date(now).toISOString();
  return {
    sql: `INSERT INTO deliveries (lead_id, destination, next_attempt_at, created_at, updated_at)
          SELECT id, ?, ?, ?, ? FROM leads WHERE idempotency_key = ?
          ON CONFLICT (lead_id, destination) DO NOTHING`,
    args: [destination, now, stamp, stamp, idempotencyKey],
  };
}

function toRow(row: Row): DeliveryRow {
  let steps: DeliverySteps = {};
  try {
    steps = JSON.parse(String(row.steps ?? "{}")) as DeliverySteps;
  } catch {
    // A damaged record of steps counts as none: every step checks the destination before repeating itself.
  }
  return {
    id: Number(row.id),
    leadId: Number(row.lead_id),
    destination: String(row.destination),
    status: String(row.status) as DeliveryStatus,
    attempts: Number(row.attempts),
    countedAttempts: Number(row.counted_attempts ?? row.attempts),
    lastError: row.last_error === null || row.last_error === undefined ? null : String(row.last_error),
    nextAttemptAt: Number(row.next_attempt_at),
    steps,
    updatedAt: String(row.updated_at),
  };
}

export interface OutboxStore {
  /**
   * Claims up to `limit` due deliveries for `owner` until `leaseUntil`, in one statement (atomic across processes
   * sharing the database): pending, due, and not leased, or leased by a claim that expired. Counts the attempt. A
   * delivery whose last claim was never released (its process died mid-attempt) gets the step `interrupted`: what
   * that attempt was sending is unknown.
   */
  claim(owner: string, now: number, leaseUntil: number, limit: number, destinations: string[]): Promise<Delivery[]>;
  /** Records the steps done so far and extends the lease; false when the claim was lost (another owner has it). */
  saveSteps(id: number, owner: string, steps: DeliverySteps, leaseUntil: number): Promise<boolean>;
  delivered(id: number, owner: string, now: number): Promise<boolean>;
  /**
   * A failed attempt: retried at `retryAt`, or dead when `retryAt` is null. `counted: false` takes the attempt off the
   * count toward the limit (it saved a step, or was told to wait).
   */
  failed(id: number, owner: string, error: string, retryAt: number | null, now: number, counted?: boolean): Promise<boolean>;
  list(filter?: { status?: DeliveryStatus; leadId?: number }): Promise<DeliveryRow[]>;
  /** Puts dead deliveries (one by id, or all) back in the queue with a fresh count of attempts; returns how many. */
  retry(target: number | "all", now: number): Promise<number>;
  /** The earliest time a pending delivery is due, if any. */
  nextDue(destinations: string[]): Promise<number | undefined>;
}

export function createOutboxStore(client: Client): OutboxStore {
  const placeholders = (values: unknown[]) => values.map(() => "?").join(", ");
  return {
    async claim(owner, now, leaseUntil, limit, destinations) {
      if (destinations.length === 0) return [];
      const claimed = await client.execute({
        sql: `UPDATE deliveries SET lease_owner = ?, lease_until = ?, attempts = attempts + 1, counted_attempts = counted_attempts + 1,
                steps = CASE WHEN lease_owner IS NOT NULL AND json_valid(steps) THEN json_set(steps, '$.interrupted', '1') ELSE steps END,
                updated_at = ?
              WHERE id IN (
                SELECT id FROM deliveries
                WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
                  AND destination IN (${placeholders(destinations)})
                ORDER BY next_attempt_at, id LIMIT ?)
              RETURNING id`,
        args: [owner, leaseUntil, new Date(now).toISOString(), now, now, ...destinations, limit],
      });
      if (claimed.rows.length === 0) return [];
      const ids = claimed.rows.map((row) => Number(row.id));
      const result = await client.execute({
        sql: `SELECT d.*, ${leadColumns("l")}, l.idempotency_key
              FROM deliveries d JOIN leads l ON l.id = d.lead_id
              WHERE d.id IN (${placeholders(ids)}) AND d.lease_owner = ? ORDER BY d.id`,
        args: [...ids, owner],
      });
      return result.rows.map((row) => ({
        ...toRow(row),
        lead: { ...storedLeadOf(row), reference: String(row.idempotency_key ?? `lead-${String(row.lead_id)}`) },
      }));
    },
    async saveSteps(id, owner, steps, leaseUntil) {
      const result = await client.execute({
        sql: "UPDATE deliveries SET steps = ?, lease_until = ? WHERE id = ? AND lease_owner = ? AND status = 'pending'",
        args: [JSON.stringify(steps), leaseUntil, id, owner],
      });
      return result.rowsAffected > 0;
    },
    async delivered(id, owner, now) {
      const stamp = new Date(now).toISOString();
      const result = await client.execute({
        sql: `UPDATE deliveries SET status = 'delivered', last_error = NULL, lease_owner = NULL, lease_until = NULL,
                updated_at = ?, delivered_at = ? WHERE id = ? AND lease_owner = ? AND status = 'pending'`,
        args: [stamp, stamp, id, owner],
      });
      return result.rowsAffected > 0;
    },
    async failed(id, owner, error, retryAt, now, counted = true) {
      const result = await client.execute({
        sql: `UPDATE deliveries SET status = ?, last_error = ?, next_attempt_at = ?, lease_owner = NULL, lease_until = NULL,
                counted_attempts = MAX(0, counted_attempts - ?), updated_at = ? WHERE id = ? AND lease_owner = ? AND status = 'pending'`,
        args: [retryAt === null ? "dead" : "pending", error.slice(0, 1000), retryAt ?? now, counted ? 0 : 1, new Date(now).toISOString(), id, owner],
      });
      return result.rowsAffected > 0;
    },
    async list(filter = {}) {
      const where: string[] = [];
      const args: (string | number)[] = [];
      if (filter.status) {
        where.push("status = ?");
        args.push(filter.status);
      }
      if (filter.leadId !== undefined) {
        where.push("lead_id = ?");
        args.push(filter.leadId);
      }
      const result = await client.execute({
        sql: `SELECT * FROM deliveries ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY lead_id DESC, destination`,
        args,
      });
      return result.rows.map(toRow);
    },
    async retry(target, now) {
      const result = await client.execute({
        sql: `UPDATE deliveries SET status = 'pending', attempts = 0, counted_attempts = 0, next_attempt_at = ?, lease_owner = NULL, lease_until = NULL,
                updated_at = ? WHERE status = 'dead' ${target === "all" ? "" : "AND id = ?"}`,
        args: [now, new Date(now).toISOString(), ...(target === "all" ? [] : [target])],
      });
      return result.rowsAffected;
    },
    async nextDue(destinations) {
      if (destinations.length === 0) return undefined;
      const result = await client.execute({
        sql: `SELECT MIN(MAX(next_attempt_at, COALESCE(lease_until, 0))) AS due FROM deliveries
              WHERE status = 'pending' AND destination IN (${placeholders(destinations)})`,
        args: destinations,
      });
      const due = result.rows[0]?.due;
      return due === null || due === undefined ? undefined : Number(due);
    },
  };
}
