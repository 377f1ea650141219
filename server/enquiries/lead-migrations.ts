// The lead database's schema, versioned with PRAGMA user_version: a list of steps applied in order, each in its own
// write transaction. Before launch the chain of steps that grew with the site was squashed into one baseline
// (decision 065); a change to the schema appends a step after it, and never edits one already released.
import type { Client } from "@libsql/client";

/** A step: its statements, or a function reading the file that answers them. */
type Migration = readonly string[] | ((client: Pick<Client, "execute">) => Promise<string[]>);

/**
 * The versions the squashed chain wrote (1 up to this one). A file at one of them was made in development before
 * launch and is refused; the baseline is the version after, so a file's version alone says which schema it has.
 */
export const SQUASHED_VERSIONS = 16;

/**
 * Today's schema, written out as it stands: the leads, the outbox's deliveries, the health probe's row, the running
 * servers' leases, the erased addresses (hashed) and the consents to texts with their words. Frozen: it must not
 * follow the code's lists (a column added later is a step of its own).
 */
const BASELINE: readonly string[] = [
  `CREATE TABLE leads (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     created_at TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL,
     message TEXT NOT NULL,
     source_ip TEXT,
     user_agent TEXT,
     idempotency_key TEXT,
     form_name TEXT,
     context TEXT,
     interest TEXT,
     page TEXT,
     utm_source TEXT,
     utm_medium TEXT,
     utm_campaign TEXT,
     utm_term TEXT,
     utm_content TEXT,
     referrer TEXT,
     landing_page TEXT,
     call_booked_at TEXT,
     sms_consent_at TEXT,
     lang TEXT NOT NULL DEFAULT 'en'
   )`,
  "CREATE INDEX leads_created_at ON leads (created_at)",
  "CREATE UNIQUE INDEX leads_idempotency_key ON leads (idempotency_key)",
  `CREATE TABLE deliveries (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     kind TEXT NOT NULL,
     subject TEXT NOT NULL,
     payload TEXT NOT NULL DEFAULT '{}',
     destination TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'dead')),
     attempts INTEGER NOT NULL DEFAULT 0,
     counted_attempts INTEGER NOT NULL DEFAULT 0,
     last_error TEXT,
     next_attempt_at INTEGER NOT NULL,
     lease_owner TEXT,
     lease_until INTEGER,
     steps TEXT NOT NULL DEFAULT '{}',
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     delivered_at TEXT,
     UNIQUE (kind, subject, destination)
   )`,
  "CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at)",
  // One row /healthz rewrites to prove a lead could be written now (server/operations/health.ts).
  "CREATE TABLE health_probe (id INTEGER PRIMARY KEY CHECK (id = 1), probed_at TEXT NOT NULL)",
  // The running servers' leases (a restore refuses while one is live) and the erased addresses, hashed (a restore
  // erases them again): server/operations/operations-store.ts, server/enquiries/erasure.ts.
  "CREATE TABLE server_leases (owner TEXT PRIMARY KEY, until INTEGER NOT NULL)",
  "CREATE TABLE erased_addresses (address_hash TEXT PRIMARY KEY, erased_at TEXT NOT NULL)",
  // The words of each version of the texts' consent box, as the build recorded them: never erased, they are the
  // site's own words, not anyone's data.
  "CREATE TABLE consent_texts (version TEXT PRIMARY KEY, lang TEXT NOT NULL, text TEXT NOT NULL, first_seen TEXT NOT NULL)",
  // One row per consent, outliving its lead (decision 053); lead_id is unique so a resent enquiry never records its
  // consent twice.
  `CREATE TABLE sms_consents (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     lead_id INTEGER NOT NULL UNIQUE,
     phone TEXT NOT NULL,
     consented_at TEXT NOT NULL,
     words_version TEXT,
     page TEXT,
     lang TEXT NOT NULL
   )`,
  "CREATE INDEX sms_consents_phone ON sms_consents (phone, consented_at)",
];

/** The steps after the squashed chain, in order: the file's version after step `i` is SQUASHED_VERSIONS + i + 1. */
export const MIGRATIONS: readonly Migration[] = [BASELINE];

/** The schema version this code writes (PRAGMA user_version): a backup from a newer one is refused. */
export const SCHEMA_VERSION = SQUASHED_VERSIONS + MIGRATIONS.length;

/** What opening a file at `version` does next: apply a step (by its index), nothing more, or refuse the file. */
export type NextStep = { step: number } | "current" | "squashed";

export function nextStep(version: number, steps: number = MIGRATIONS.length): NextStep {
  if (version === 0) return steps > 0 ? { step: 0 } : "current";
  if (version <= SQUASHED_VERSIONS) return "squashed";
  const step = version - SQUASHED_VERSIONS;
  // A file of a newer version opens as it is, as it always did (its extra columns go unread).
  return step < steps ? { step } : "current";
}

/** Why a file at `version` of the squashed chain is refused, naming it (`where`) and what to do. */
export function squashedChainProblem(where: string, version: number): string {
  return (
    `${where} was made by the development schema before launch (schema version ${version}; this site's is ` +
    `${SCHEMA_VERSION}, decision 065) and holds no production data: delete it (with its -wal and -shm files) and ` +
    `start again`
  );
}

/**
 * Applies the missing steps, each in its own write transaction that reads the version first: instances starting
 * together on one database take turns, and none applies a step another has just applied. Answers why the file is
 * refused (a file of the squashed chain), or undefined once it is current.
 */
export async function migrate(client: Client, where: string): Promise<string | undefined> {
  for (;;) {
    const transaction = await client.transaction("write");
    try {
      const version = Number((await transaction.execute("PRAGMA user_version")).rows[0]?.user_version ?? 0);
      const next = nextStep(version);
      if (next === "squashed") return squashedChainProblem(where, version);
      if (next === "current") {
        await transaction.commit();
        return undefined;
      }
      const migration = MIGRATIONS[next.step] ?? [];
      for (const statement of typeof migration === "function" ? await migration(transaction) : migration)
        await transaction.execute(statement);
      await transaction.execute(`PRAGMA user_version = ${SQUASHED_VERSIONS + next.step + 1}`);
      await transaction.commit();
    } finally {
      transaction.close();
    }
  }
}
