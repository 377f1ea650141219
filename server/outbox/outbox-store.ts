// The outbox: one row per piece of work and destination in the site's database, so a delivery survives restarts and
// crashes. A row names its kind (a lead, an order...), its subject (the lead's or the order's id) and a payload (what
// the destination needs besides the subject); the outbox itself knows nothing of leads or orders. A worker claims due
// rows atomically with a lease that expires, which lets several server instances share one database and still
// deliver each piece of work once.
import type { Client, Row } from "@libsql/client";

export type DeliveryStatus = "pending" | "delivered" | "dead";

/** What a multi-step delivery has already done (for GoHighLevel: the contact id, the note id...). */
export type DeliverySteps = Record<string, string>;

export interface DeliveryRow {
  id: number;
  /** What kind of work this is (`lead`, `order`...): which store its subject lives in. */
  kind: string;
  /** The id of the work's subject in its store (a lead's id, an order's id). */
  subject: string;
  /** What the destination needs besides the subject (JSON), `{}` for most. */
  payload: Record<string, unknown>;
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

/** Work to queue: its kind, subject and payload, for one destination. */
export interface Enqueue {
  kind: string;
  subject: string;
  destination: string;
  payload?: Record<string, unknown>;
}

/**
 * The statement that queues a piece of work for a destination, run in the same transaction as the write that stores
 * its subject (so a stored lead or order always has its deliveries). An existing row for the same kind, subject and
 * destination is kept. `subjectSql` may select the subject instead (a lead found by its idempotency key).
 */
export function enqueueStatement(
  { kind, subject, destination, payload = {} }: Enqueue,
  now: number,
  subjectSql?: { sql: string; args: (string | number)[] },
) {
  const stamp = new Date(now).toISOString();
  const values = [kind, JSON.stringify(payload), destination, now, stamp, stamp];
  return subjectSql
    ? {
        sql: `INSERT INTO deliveries (kind, payload, destination, next_attempt_at, created_at, updated_at, subject)
              SELECT ?, ?, ?, ?, ?, ?, CAST(subject AS TEXT) FROM (${subjectSql.sql}) WHERE true
              ON CONFLICT (kind, subject, destination) DO NOTHING`,
        args: [...values, ...subjectSql.args],
      }
    : {
        sql: `INSERT INTO deliveries (kind, payload, destination, next_attempt_at, created_at, updated_at, subject)
              VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (kind, subject, destination) DO NOTHING`,
        args: [...values, subject],
      };
}

function toRow(row: Row): DeliveryRow {
  let steps: DeliverySteps = {};
  try {
    // Written only by save() as step names and strings.
    steps = JSON.parse(String(row.steps ?? "{}")) as DeliverySteps;
  } catch {
    // A damaged record of steps counts as none: every step checks the destination before repeating itself.
  }
  let payload: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(String(row.payload ?? "{}"));
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) payload = { ...parsed };
  } catch {
    // A damaged payload is read as empty: the destination checks what it needs and refuses without it.
  }
  return {
    id: Number(row.id),
    kind: String(row.kind),
    subject: String(row.subject),
    payload,
    destination: String(row.destination),
    // The column's CHECK allows only these statuses.
    status: String(row.status) as DeliveryStatus,
    attempts: Number(row.attempts),
    countedAttempts: Number(row.counted_attempts ?? row.attempts),
    lastError: row.last_error === null || row.last_error === undefined ? null : String(row.last_error),
    nextAttemptAt: Number(row.next_attempt_at),
    steps,
    updatedAt: String(row.updated_at),
  };
}

/** Reads a kind's subject by its id for a destination; undefined when it is gone (erased). */
export type SubjectLoader = (subject: string) => Promise<unknown>;

export interface OutboxStore {
  /** Says where a kind's subjects are read from (each store registers its own kind once, when it opens). */
  registerKind(kind: string, load: SubjectLoader): void;
  /** The subject a claimed delivery carries, read by its kind's loader; undefined when it is gone or the kind unknown. */
  subjectOf(row: Pick<DeliveryRow, "kind" | "subject">): Promise<unknown>;
  /**
   * Claims up to `limit` due deliveries for `owner` until `leaseUntil`, in one statement (atomic across processes
   * sharing the database): pending, due, and not leased, or leased by a claim that expired. Counts the attempt. A
   * delivery whose last claim was never released (its process died mid-attempt) gets the step `interrupted`: what
   * that attempt was sending is unknown.
   */
  claim(owner: string, now: number, leaseUntil: number, limit: number, destinations: string[]): Promise<DeliveryRow[]>;
  /** Records the steps done so far and extends the lease; false when the claim was lost (another owner has it). */
  saveSteps(id: number, owner: string, steps: DeliverySteps, leaseUntil: number): Promise<boolean>;
  delivered(id: number, owner: string, now: number): Promise<boolean>;
  /**
   * A failed attempt: retried at `retryAt`, or dead when `retryAt` is null. `counted: false` takes the attempt off the
   * count toward the limit (it saved a step, or was told to wait).
   */
  failed(
    id: number,
    owner: string,
    error: string,
    retryAt: number | null,
    now: number,
    counted?: boolean,
  ): Promise<boolean>;
  list(filter?: { status?: DeliveryStatus; kind?: string; subject?: string }): Promise<DeliveryRow[]>;
  /** Puts dead deliveries (one by id, or all) back in the queue with a fresh count of attempts; returns how many. */
  retry(target: number | "all", now: number): Promise<number>;
  /** The earliest time a pending delivery is due, if any. */
  nextDue(destinations: string[]): Promise<number | undefined>;
}

export function createOutboxStore(client: Client): OutboxStore {
  const placeholders = (values: unknown[]) => values.map(() => "?").join(", ");
  const kinds = new Map<string, SubjectLoader>();
  return {
    registerKind(kind, load) {
      kinds.set(kind, load);
    },
    async subjectOf(row) {
      return kinds.get(row.kind)?.(row.subject);
    },
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
        sql: `SELECT * FROM deliveries WHERE id IN (${placeholders(ids)}) AND lease_owner = ? ORDER BY id`,
        args: [...ids, owner],
      });
      return result.rows.map(toRow);
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
        args: [
          retryAt === null ? "dead" : "pending",
          error.slice(0, 1000),
          retryAt ?? now,
          counted ? 0 : 1,
          new Date(now).toISOString(),
          id,
          owner,
        ],
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
      if (filter.kind !== undefined) {
        where.push("kind = ?");
        args.push(filter.kind);
      }
      if (filter.subject !== undefined) {
        where.push("subject = ?");
        args.push(filter.subject);
      }
      const result = await client.execute({
        sql: `SELECT * FROM deliveries ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY kind, CAST(subject AS INTEGER) DESC, subject DESC, destination`,
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
