// Backups of the lead database for `npm run leads -- --backup FILE` and `--restore FILE`. A backup is SQLite's
// VACUUM INTO: one read transaction, so the copy is consistent even while the server writes (WAL lets both run).
// A restore checks the backup first, refuses to replace a database that holds leads unless forced, and replaces the
// rows in one transaction (server/operations-store.ts), so a running server never sees half a restore.
import { copyFile, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import type { LeadStore } from "./leads-store.ts";
import { openLeadStore } from "./leads-store.ts";
import { createOperationsStore } from "./operations-store.ts";

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
  const client = createClient({ url: `file:${file}` });
  try {
    const integrity = await client.execute("PRAGMA integrity_check").catch((error: unknown) => {
      throw new BackupError(`${file} is not a SQLite database: ${error instanceof Error ? error.message : String(error)}`);
    });
    const verdict = String(integrity.rows[0]?.[0] ?? "");
    if (verdict !== "ok") throw new BackupError(`${file} is damaged (integrity check: ${verdict})`);
    const tables = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('leads', 'deliveries')");
    if (tables.rows.length !== 2) throw new BackupError(`${file} is not a backup of the lead database (no leads and deliveries tables)`);
    const count = await client.execute("SELECT COUNT(*) AS count FROM leads");
    return { leads: Number(count.rows[0]?.count ?? 0) };
  } finally {
    client.close();
  }
}

/**
 * Replaces the store's leads and deliveries with the backup's. Refuses when the database holds leads and `force` is
 * not set. The backup itself is never changed: a copy is brought to the current schema and read from.
 */
export async function restoreLeads(store: LeadStore, file: string, { force = false }: { force?: boolean } = {}) {
  const source = path.resolve(file);
  await checkBackup(source);
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
    return await store.operations.restoreFrom(copy);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
