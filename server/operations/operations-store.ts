// What an operator needs from the lead database besides the leads: the outbox's state for /healthz (counts only, no
// personal data), releasing this instance's claims when it stops (so another instance takes them at once), and a
// consistent copy while the server writes (VACUUM INTO). Kept apart from the lead and outbox queries.
import type { Client, Row } from "@libsql/client";
import { copyLeadConsents, restoreConsentsStatements } from "../enquiries/consent-store.ts";
import { addressHash } from "../enquiries/erasure.ts";

/** A restore refused because a server is using the database; nothing was touched. */
export class ServerRunning extends Error {}

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
   * The transaction first checks the leases: it refuses when any is live or is not one of `abandoned` exactly as it
   * was seen (a renewal since means its server runs), and drops the abandoned ones (their servers are gone).
   */
  restoreFrom(file: string, now: number, abandoned?: Lease[]): Promise<RestoreResult>;
  /**
   * This server's lease on the database, held until `until` (renewed while it runs): a restore refuses while any lease
   * is live, so it can never replace rows under a server that acknowledges enquiries.
   */
  holdLease(owner: string, until: number): Promise<void>;
  releaseLease(owner: string): Promise<void>;
  /** Every lease not handed back, live or run out (a server that crashed, or that a lock keeps from renewing). */
  leases(): Promise<Lease[]>;
  /**
   * The same, read under the write lock and let go at once: it fails, or waits, while another process holds the lock.
   * A quick answer proves the database took a writer then, so a live server could have renewed its lease too.
   */
  leasesUnderWriteLock(): Promise<Lease[]>;
}

/** A server's lease: its owner (the server's name on its outbox claims) and when it runs out (epoch milliseconds). */
export interface Lease {
  owner: string;
  until: number;
}

export interface RestoreResult {
  leads: number;
  deliveries: number;
  /** Leads of the backup whose address had been erased since: erased again, with their deliveries. */
  erasedAgain: number;
}

const ALL_LEASES = "SELECT owner, until FROM main.server_leases ORDER BY owner";
const leaseOf = (row: Row): Lease => ({ owner: String(row.owner), until: Number(row.until) });

export function serverRunningMessage(leases: Lease[]): string {
  return `a server is using this database (${leases.map((lease) => lease.owner).join(", ")}): stop it first, then restore (a restore under a running server would lose the enquiries it acknowledges meanwhile)`;
}

/** The leases of `found` that a restore must not go past: live ones, and any not among `abandoned` as they were seen. */
export function leasesInUse(found: Lease[], now: number, abandoned: Lease[] = []): Lease[] {
  return found.filter(
    (lease) => lease.until > now || !abandoned.some((seen) => seen.owner === lease.owner && seen.until === lease.until),
  );
}

export function createOperationsStore(client: Client): OperationsStore {
  return {
    async outboxHealth(now) {
      const result = await client.execute(
        `SELECT kind, destination, status, COUNT(*) AS count, MIN(created_at) AS oldest FROM deliveries
         WHERE status IN ('pending', 'dead') GROUP BY kind, destination, status`,
      );
      const health: OutboxHealth = {
        pending: 0,
        dead: 0,
        oldestPendingSeconds: null,
        deadByDestination: {},
        byKind: {},
      };
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
      if (oldest !== undefined)
        health.oldestPendingSeconds = Math.max(0, Math.floor((now - Date.parse(oldest)) / 1000));
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
    async restoreFrom(file, now, abandoned = []) {
      await client.execute({ sql: "ATTACH DATABASE ? AS backup", args: [file] });
      try {
        const columns = async (schema: string, table: string) =>
          (await client.execute(`PRAGMA ${schema}.table_info(${table})`)).rows.map((row) => String(row.name));
        const statements = [];
        // The backup's consent records come back too (a backup from before they existed has none: its leads' consents
        // are recorded from the leads).
        const backupTables = new Set(
          (await client.execute("SELECT name FROM backup.sqlite_master WHERE type = 'table'")).rows.map((row) =>
            String(row.name),
          ),
        );
        const withConsents = backupTables.has("sms_consents") && backupTables.has("consent_texts");
        for (const table of ["leads", "deliveries"]) {
          const backup = new Set(await columns("backup", table));
          const shared = (await columns("main", table)).filter((name) => backup.has(name)).join(", ");
          // Leads and their deliveries only: other kinds of work in the outbox (orders) are not the backup's to replace.
          statements.push(
            `INSERT INTO main.${table} (${shared}) SELECT ${shared} FROM backup.${table}${table === "deliveries" ? " WHERE kind = 'lead'" : ""}`,
          );
        }
        // One write transaction that first checks no server holds a lease (a server starting meanwhile waits for it) or
        // renewed one the restore took for abandoned; the abandoned ones go, their servers being gone.
        const transaction = await client.transaction("write");
        try {
          const found = (await transaction.execute(ALL_LEASES)).rows.map(leaseOf);
          const inUse = leasesInUse(found, now, abandoned);
          if (inUse.length) throw new ServerRunning(serverRunningMessage(inUse));
          for (const lease of found)
            await transaction.execute({ sql: "DELETE FROM main.server_leases WHERE owner = ?", args: [lease.owner] });
          await transaction.execute("DELETE FROM main.deliveries WHERE kind = 'lead'");
          await transaction.execute("DELETE FROM main.leads");
          const [leads, deliveries] = [
            await transaction.execute(statements[0]!),
            await transaction.execute(statements[1]!),
          ];
          // People erased since the backup was made stay erased.
          const erased = new Set(
            (await transaction.execute("SELECT address_hash FROM main.erased_addresses")).rows.map((row) =>
              String(row.address_hash),
            ),
          );
          const again = erased.size
            ? (await transaction.execute("SELECT id, email FROM main.leads")).rows
                .filter((row) => erased.has(addressHash(String(row.email))))
                .map((row) => Number(row.id))
            : [];
          if (again.length) {
            const ids = again.map(() => "?").join(", ");
            await transaction.execute({
              sql: `DELETE FROM main.deliveries WHERE kind = 'lead' AND subject IN (${ids})`,
              args: again.map(String),
            });
            await transaction.execute({ sql: `DELETE FROM main.leads WHERE id IN (${ids})`, args: again });
          }
          for (const statement of [...(withConsents ? restoreConsentsStatements(again) : []), copyLeadConsents("main")])
            await transaction.execute(statement);
          await transaction.commit();
          return {
            leads: leads.rowsAffected - again.length,
            deliveries: deliveries.rowsAffected,
            erasedAgain: again.length,
          };
        } finally {
          transaction.close();
        }
      } finally {
        await client.execute("DETACH DATABASE backup");
      }
    },
    async holdLease(owner, until) {
      await client.execute({
        sql: "INSERT INTO server_leases (owner, until) VALUES (?, ?) ON CONFLICT (owner) DO UPDATE SET until = excluded.until",
        args: [owner, until],
      });
    },
    async releaseLease(owner) {
      await client.execute({ sql: "DELETE FROM server_leases WHERE owner = ?", args: [owner] });
    },
    async leases() {
      return (await client.execute(ALL_LEASES)).rows.map(leaseOf);
    },
    async leasesUnderWriteLock() {
      const transaction = await client.transaction("write");
      try {
        const found = (await transaction.execute(ALL_LEASES)).rows.map(leaseOf);
        await transaction.rollback();
        return found;
      } finally {
        transaction.close();
      }
    },
    async leadCount() {
      const result = await client.execute("SELECT COUNT(*) AS count FROM leads");
      return Number(result.rows[0]?.count ?? 0);
    },
  };
}
