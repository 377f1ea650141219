// Backups of the lead database for `npm run leads -- --backup FILE` and `--restore FILE`. A backup is SQLite's
// VACUUM INTO: one read transaction, so the copy is consistent even while the server writes (WAL lets both run).
// A restore checks the backup first, refuses to replace a database that holds leads unless forced, and replaces the
// rows in one transaction (server/operations/operations-store.ts). It refuses while a server holds its lease on the database
// (a running server's acknowledged enquiries would be lost), refuses a file whose schema version is not one of this
// code's, erases again the people erased since the backup was made, and refuses every bad file in one line.
// A lease that ran out without being handed back may belong to a live server kept from renewing by another process's
// lock, however long it lasts: it is taken over only with --force, once it is old, and after the restore has seen the
// database take writers for a while with no renewal (a live server renews within a second or two of a lock ending).
import { copyFile, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import type { LeadStore } from "../enquiries/leads-store.ts";
import { SQUASHED_VERSIONS, squashedChainProblem } from "../enquiries/lead-migrations.ts";
import { SCHEMA_VERSION, openLeadStore } from "../enquiries/leads-store.ts";
import {
  ServerRunning,
  createOperationsStore,
  leasesInUse,
  serverRunningMessage,
  type Lease,
  type OperationsStore,
  type RestoreResult,
} from "./operations-store.ts";
import { LEASE_MS, RETRY_MS } from "../db/server-lease.ts";

export class BackupError extends Error {}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Writes a consistent copy of the database at `url` to `file`, which must not exist yet. Its own connection, without
 * the store's migrations: it takes no write lock, so a busy server never holds it up (nor it the server).
 */
export async function backupLeads(
  url: string,
  authToken: string | undefined,
  file: string,
): Promise<{ file: string; leads: number }> {
  const target = path.resolve(file);
  if (await exists(target))
    throw new BackupError(`${target} exists already: choose a new file name (a backup never overwrites)`);
  if (!(await exists(path.dirname(target))))
    throw new BackupError(
      `the folder ${path.dirname(target)} does not exist: create it first (a backup makes no folders)`,
    );
  const client = createClient({ url, ...(authToken ? { authToken } : {}) });
  try {
    await createOperationsStore(client).backupTo(target);
  } finally {
    client.close();
  }
  const check = await checkBackup(target);
  return { file: target, leads: check.leads };
}

/** Opens a backup read-only in spirit (nothing is written): its integrity and how many leads it holds. */
export async function checkBackup(file: string): Promise<{ leads: number }> {
  if (!(await exists(file))) throw new BackupError(`${file} does not exist`);
  const unreadable = (error: unknown) =>
    new BackupError(`${file} is not a SQLite database: ${error instanceof Error ? error.message : String(error)}`);
  let client: ReturnType<typeof createClient>;
  try {
    client = createClient({ url: `file:${file}` });
  } catch (error) {
    throw unreadable(error);
  }
  try {
    const integrity = await client.execute("PRAGMA integrity_check").catch((error: unknown) => {
      throw unreadable(error);
    });
    const verdict = String(integrity.rows[0]?.[0] ?? "");
    if (verdict !== "ok") throw new BackupError(`${file} is damaged (integrity check: ${verdict})`);
    const tables = await client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('leads', 'deliveries')",
    );
    if (tables.rows.length !== 2)
      throw new BackupError(`${file} is not a backup of the lead database (no leads and deliveries tables)`);
    // Table names are not enough (another program's file may share them): the schema version says whose file it is.
    const version = Number((await client.execute("PRAGMA user_version")).rows[0]?.user_version ?? 0);
    if (version < 1)
      throw new BackupError(
        `${file} is not a backup of the lead database (it has no schema version: another program's database)`,
      );
    if (version <= SQUASHED_VERSIONS) throw new BackupError(squashedChainProblem(file, version));
    if (version > SCHEMA_VERSION)
      throw new BackupError(
        `${file} comes from a newer version of the site (schema ${version}, this one knows up to ${SCHEMA_VERSION}): update the site, then restore`,
      );
    const columns = new Set((await client.execute("PRAGMA table_info(leads)")).rows.map((row) => String(row.name)));
    const missing = ["id", "created_at", "name", "email", "phone", "message"].filter((column) => !columns.has(column));
    if (missing.length)
      throw new BackupError(
        `${file} is not a backup of the lead database (its leads table lacks ${missing.join(", ")})`,
      );
    const count = await client.execute("SELECT COUNT(*) AS count FROM leads");
    return { leads: Number(count.rows[0]?.count ?? 0) };
  } catch (error) {
    // Whatever else a foreign file makes SQLite say, it is one line, not a stack.
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `${file} cannot be read as a backup of the lead database: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    client.close();
  }
}

/**
 * How long after a lease ran out `--force` may take it over: a server paused, or kept from the database, for less
 * is not taken for gone, whatever the database looks like meanwhile.
 */
export const ABANDONED_AFTER_MS = 10 * LEASE_MS;
/** How long the database must take writers with no renewal before a lease that ran out counts as abandoned. */
export const QUIET_MS = 10 * RETRY_MS;
/** How often the database is tried meanwhile. */
const PROBE_EVERY_MS = 250;
/** A try that waited longer than this for the write lock found it held: a server may have been kept out as well. */
const PROBE_SLACK_MS = 250;
/** How long a restore waits for the database to be free for QUIET_MS before it gives up. */
const QUIET_GIVE_UP_MS = 2 * 60_000;

interface LeaseCheckOptions {
  force?: boolean;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Told what the restore waits for, when it does. */
  notify?: (line: string) => void;
}

type LeaseOperations = Pick<OperationsStore, "leases" | "leasesUnderWriteLock">;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const when = (time: number) => new Date(time).toISOString();
const servers = (leases: Lease[]) =>
  `server${leases.length === 1 ? "" : "s"} ${leases.map((lease) => lease.owner).join(", ")}`;

/**
 * The leases left that a restore may take over: none when none is left; a refusal when one is live, when `force` is
 * not set, or when one ran out less than ABANDONED_AFTER_MS ago. What it returns must still pass `confirmAbandoned`.
 */
export async function abandonedLeases(
  operations: LeaseOperations,
  { force = false, now = Date.now }: LeaseCheckOptions = {},
): Promise<Lease[]> {
  const found = await operations.leases();
  const time = now();
  const live = found.filter((lease) => lease.until > time);
  if (live.length) throw new BackupError(serverRunningMessage(live));
  if (found.length === 0) return [];
  const last = Math.max(...found.map((lease) => lease.until));
  if (!force) {
    throw new BackupError(
      `${servers(found)} did not hand back ${found.length === 1 ? "its lease" : "their leases"} on this database (run out since ${when(last)}): a server may be running but kept from the database by a lock, or it stopped without handing it back (a crash). Stop any server on it; if none runs, add --force`,
    );
  }
  if (time - last < ABANDONED_AFTER_MS) {
    throw new BackupError(
      `the lease of ${servers(found)} ran out only ${Math.round((time - last) / 1000)} s ago: a server kept from the database by a lock renews it as soon as the lock ends. Stop any server on it; if none runs, --force takes the lease over from ${when(last + ABANDONED_AFTER_MS)}`,
    );
  }
  return found;
}

/**
 * Waits until the database has taken writers for QUIET_MS in a row (each try takes and lets go its write lock at
 * once) with none of `abandoned` renewed or a new lease taken: a live server, whose renewal is retried every
 * RETRY_MS, would have renewed. Returns the leases as last seen (those handed back meanwhile are gone); refuses when
 * one was renewed, or when the database was never free long enough.
 */
export async function confirmAbandoned(
  operations: LeaseOperations,
  abandoned: Lease[],
  { now = Date.now, sleep = wait, notify = () => {} }: LeaseCheckOptions = {},
): Promise<Lease[]> {
  notify(
    `The lease of ${servers(abandoned)} was never handed back: checking for ${QUIET_MS / 1000} s that no server renews it.`,
  );
  const started = now();
  let seen = abandoned;
  let quietSince: number | undefined;
  for (;;) {
    const before = now();
    const found = await operations.leasesUnderWriteLock().catch(() => undefined);
    const after = now();
    if (found) {
      const renewed = leasesInUse(found, after, seen);
      if (renewed.length) throw new BackupError(serverRunningMessage(renewed));
      seen = found;
      // Handed back meanwhile: a server that stopped cleanly, nothing left to take over.
      if (seen.length === 0) return seen;
    }
    // A try that failed or had to wait means a lock kept writers out: the quiet time starts again.
    quietSince = found && after - before <= PROBE_SLACK_MS ? (quietSince ?? before) : undefined;
    if (quietSince !== undefined && after - quietSince >= QUIET_MS) return seen;
    if (after - started >= QUIET_GIVE_UP_MS) {
      throw new BackupError(
        `the database was never free of other writers for ${QUIET_MS / 1000} s in ${QUIET_GIVE_UP_MS / 60_000} minutes (another process holds its lock): nothing was changed; try again later`,
      );
    }
    await sleep(PROBE_EVERY_MS);
  }
}

/**
 * Replaces the store's leads and deliveries with the backup's. Refuses when the database holds leads and `force` is
 * not set, and while a server may be using it (its lease, above). The backup itself is never changed: a copy is
 * brought to the current schema and read from.
 */
export async function restoreLeads(
  store: LeadStore,
  file: string,
  options: LeaseCheckOptions = {},
): Promise<RestoreResult> {
  const { force = false, now = Date.now } = options;
  const source = path.resolve(file);
  await checkBackup(source);
  const abandoned = await abandonedLeases(store.operations, options);
  const current = await store.operations.leadCount();
  if (current > 0 && !force) {
    throw new BackupError(
      `the database holds ${current} ${current === 1 ? "lead" : "leads"}: restoring would replace them. Back it up first (--backup), then add --force`,
    );
  }
  const dir = await mkdtemp(path.join(tmpdir(), "leads-restore-"));
  const copy = path.join(dir, "backup.db");
  try {
    await copyFile(source, copy);
    // An older backup gets the steps added since (server/enquiries/lead-migrations.ts), on the copy only.
    (await openLeadStore(`file:${copy}`)).close();
    // Last, right before the restore's transaction, which checks the leases again as they were seen here.
    const gone = abandoned.length ? await confirmAbandoned(store.operations, abandoned, options) : [];
    return await store.operations.restoreFrom(copy, now(), gone);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    if (error instanceof ServerRunning) throw new BackupError(error.message);
    throw new BackupError(
      `${source} could not be restored (nothing was changed): ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
