// What an operator needs from the lead database besides the leads: the outbox's state for /healthz (counts only, no
// personal data), releasing this instance's claims when it stops (so another instance takes them at once), and a
// consistent copy while the server writes (VACUUM INTO). Kept apart from the lead and outbox queries.
import type { Client } from "@libsql/client";

export interface OutboxHealth {
  pending: number;
  dead: number;
  /** Age of the oldest delivery still waiting, in whole seconds; null when none waits. */
  oldestPendingSeconds: number | null;
  /** Dead deliveries per destination (for the one error a dead delivery logs). */
  deadByDestination: Record<string, number>;
  /** Pending and dead deliveries per kind of work (`lead`, `order`): counts only. */
  byKind: Record<string, { pending: number; dead: number }>;
}

export interface OperationsStore {
  outboxHealth(now: number): Promise<OutboxHealth>;
  /** Gives up the claims `owner` still holds: their deliveries are due again at once, for any instance. */
  releaseClaims(owner: string): Promise<number>;
  /** Writes a consistent copy of the whole database to `file` (a new file; SQLite's VACUUM INTO). */
  backupTo(file: string): Promise<void>;
  /** How many leads the database holds. */
  leadCount(): Promise<number>;
  /**
   * Replaces every lead and delivery with those of the backup `file` (a database this store's schema has migrated),
   * in one write transaction: a server running on this database sees the old rows or the restored ones, never a mix.
   */
  restoreFrom(file: string): Promise<{ leads: number; deliveries: number }>;
}

export function createOperationsStore(client: Client): OperationsStore {
  return {
    async outboxHealth(now) {
      const result = await client.execute(
        `SELECT kind, destination, status, COUNT(*) AS count, MIN(created_at) AS oldest FROM deliveries
         WHERE status IN ('pending', 'dead') GROUP BY kind, destination, status`,
      );
      const health: OutboxHealth = { pending: 0, dead: 0, oldestPendingSeconds: null, deadByDestination: {}, byKind: {} };
      let oldest: string | undefined;
      for (const row of result.rows) {
        const count = Number(row.count);
        const kind = (health.byKind[String(row.kind)] ??= { pending: 0, dead: 0 });
        kind[row.status === "dead" ? "dead" : "pending"] += count;
        if (row.status === "dead") {
          health.dead += count;
          health.deadByDestination[String(row.destination)] = count;
        } else {
          health.pending += count;
          // created_at is an ISO timestamp in UTC, so text order is time order.
          if (oldest === undefined || String(row.oldest) < oldest) oldest = String(row.oldest);
        }
      }
      if (oldest !== undefined) health.oldestPendingSeconds = Math.max(0, Math.floor((now - Date.parse(oldest)) / 1000));
      return health;
    },
    async releaseClaims(owner) {
      const result = await client.execute({
        sql: "UPDATE deliveries SET lease_owner = NULL, lease_until = NULL WHERE lease_owner = ? AND status = 'pending'",
        args: [owner],
      });
      return result.rowsAffected;
    },
    async backupTo(file) {
      await client.execute({ sql: "VACUUM INTO ?", args: [file] });
    },
    async restoreFrom(file) {
      await client.execute({ sql: "ATTACH DATABASE ? AS backup", args: [file] });
      try {
        const columns = async (schema: string, table: string) =>
          (await client.execute(`PRAGMA ${schema}.table_info(${table})`)).rows.map((row) => String(row.name));
        const statements = [];
        for (const table of ["leads", "deliveries"]) {
          const backup = new Set(await columns("backup", table));
          const shared = (await columns("main", table)).filter((name) => backup.has(name)).join(", ");
          statements.push(`INSERT INTO main.${table} (${shared}) SELECT ${shared} FROM backup.${table}`);
        }
        const results = await client.batch(["DELETE FROM main.deliveries", "DELETE FROM main.leads", ...statements], "write");
        return { leads: results[2]?.rowsAffected ?? 0, deliveries: results[3]?.rowsAffected ?? 0 };
      } finally {
        await client.execute("DETACH DATABASE backup");
      }
    },
    async leadCount() {
      const result = await client.execute("SELECT COUNT(*) AS count FROM leads");
      return Number(result.rows[0]?.count ?? 0);
    },
  };
}
