// Backups of the lead database for `npm run leads -- --backup FILE` and `--restore FILE`. A backup is SQLite's
// VACUUM INTO: one read transaction, so the copy is consistent even while the server writes (WAL lets both run).
// A restore checks the backup first, refuses to replace a database that holds leads unless forced, and replaces the
// rows in one transaction (server/operations-store.ts). It refuses while a server holds its lease on the database
// (a running server's acknowledged enquiries would be lost), refuses a file whose schema version is not one of this
// code's, erases again the people erased since the backup was made, and refuses every bad file in one line.
import { copyFile, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import type { LeadStore } from "./leads-store.ts";
import { SCHEMA_VERSION, openLeadStore } from "./leads-store.ts";
import { ServerRunning, createOperationsStore, serverRunningMessage, type RestoreResult } from "./operations-store.ts";

export class BackupError extends Error {}

const exists = (file: string) => stat(file).then(() => true, () => false);

/**
 * Writes a consistent copy of the database at `url` to `file`, which must not exist yet. Its own connection, without
 * the store's migrations: it takes no write lock, so a busy server never holds it up (nor it the server).
 */
export async function backupLeads(url: string, authToken: string | undefined, file: string): Promise<{ file: string; leads: number }> {
  const target = path.resolve(file);
  if (await exists(target)) throw new BackupError(`${target} exists already: choose a new file name (a backup never overwrites)`);
  if (!(await exists(path.dirname(target)))) throw new BackupError(`the folder ${path.dirname(target)} does not exist: create it first (a backup makes no folders)`);
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
  const unreadable = (error: unknown) => new BackupError(`${file} is not a SQLite database: ${error instanceof Error ? error.message : String(error)}`);
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
    const tables = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('leads', 'deliveries')");
    if (tables.rows.length !== 2) throw new BackupError(`${file} is not a backup of the lead database (no leads and deliveries tables)`);
    // Table names are not enough (another program's file may share them): the schema version says whose file it is.
    const version = Number((await client.execute("PRAGMA user_version")).rows[0]?.user_version ?? 0);
    if (version < 1) throw new BackupError(`${file} is not a backup of the lead database (it has no schema version: another program's database)`);
    if (version > SCHEMA_VERSION) throw new BackupError(`${file} comes from a newer version of the site (schema ${version}, this one knows up to ${SCHEMA_VERSION}): update the site, then restore`);
    const columns = new Set((await client.execute("PRAGMA table_info(leads)")).rows.map((row) => String(row.name)));
    const missing = ["id", "created_at", "name", "email", "phone", "message"].filter((column) => !columns.has(column));
    if (missing.length) throw new BackupError(`${file} is not a backup of the lead database (its leads table lacks ${missing.join(", ")})`);
    const count = await client.execute("SELECT COUNT(*) AS count FROM leads");
    return { leads: Number(count.rows[0]?.count ?? 0) };
  } catch (error) {
    // Whatever else a foreign file makes SQLite say, it is one line, not a stack.
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} cannot be read as a backup of the lead database: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    client.close();
  }
}

/**
 * Replaces the store's leads and deliveries with the backup's. Refuses when the database holds leads and `force` is
 * not set. The backup itself is never changed: a copy is brought to the current schema and read from.
 */
export async function restoreLeads(store: LeadStore, file: string, { force = false }: { force?: boolean } = {}): Promise<RestoreResult> {
  const source = path.resolve(file);
  await checkBackup(source);
  const leases = await store.operations.liveLeases(Date.now());
  if (leases.length) throw new BackupError(serverRunningMessage(leases));
  const current = await store.operations.leadCount();
  if (current > 0 && !force) {
    throw new BackupError(`the database holds ${current} ${current === 1 ? "lead" : "leads"}: restoring would replace them. Back it up first (--backup), then add --force`);
  }
  const dir = await mkdtemp(path.join(tmpdir(), "leads-restore-"));
  const copy = path.join(dir, "backup.db");
  try {
    await copyFile(source, copy);
    // An older backup gets the columns added since (the store's migrations), on the copy only.
    (await openLeadStore(`file:${copy}`)).close();
    return await store.operations.restoreFrom(copy, Date.now());
  } catch (error) {
    if (error instanceof BackupError) throw error;
    if (error instanceof ServerRunning) throw new BackupError(error.message);
    throw new BackupError(`${source} could not be restored (nothing was changed): ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
