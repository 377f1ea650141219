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
}

export interface OperationsStore {
  outboxHealth(now: number): Promise<OutboxHealth>;
  /** Gives up the claims `owner` still holds: their deliveries are due again at once, for any instance. */
  releaseClaims(owner: string): Promise<number>;
  /** Writes a consistent copy of the whole database to `file` (a new file; SQLite's VACUUM INTO). */
  backupTo(file: string): Promise<void>;
  /** How many leads the database holds. */
  leadCount(): Promise<number>;
}

export function createOperationsStore(client: Client): OperationsStore {
  return {
    async outboxHealth(now) {
      const result = await client.execute(
        `SELECT destination, status, COUNT(*) AS count, MIN(created_at) AS oldest FROM deliveries
         WHERE status IN ('pending', 'dead') GROUP BY destination, status`,
      );
      const health: OutboxHealth = { pending: 0, dead: 0, oldestPendingSeconds: null, deadByDestination: {} };
      let oldest: string | undefined;
      for (const row of result.rows) {
        const count = Number(row.count);
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
    async leadCount() {
      const result = await client.execute("SELECT COUNT(*) AS count FROM leads");
      return Number(result.rows[0]?.count ?? 0);
    },
  };
}
