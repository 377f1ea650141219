// A server's lease on the lead database holds however long another process locks the database: a failed renewal is
// logged once (naming the problem) and retried every second, so the lease is back within a second of the lock ending;
// a restore, even with --force, refuses a lease that ran out unless it is minutes old and the database has then taken
// writers for a while with no renewal. The first cases run on a database in memory whose lock the test holds, on fake
// timers; the last ones restore a real backup over a real database, on a clock the test moves.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  ABANDONED_AFTER_MS,
  BackupError,
  QUIET_MS,
  abandonedLeases,
  backupLeads,
  confirmAbandoned,
  restoreLeads,
} from "../operations/backup.ts";
import { openLeadStore } from "../enquiries/leads-store.ts";
import type { Lease } from "../operations/operations-store.ts";
import { LEASE_MS, takeLease } from "./server-lease.ts";

const START = Date.parse("2026-11-26T12:00:00.000Z");

/** The lease table of a database another process can lock: then every write (and a restore's probe) fails. */
function lockableDatabase() {
  const rows = new Map<string, number>();
  let locked = false;
  const busy = () => new Error("SQLITE_BUSY: database is locked");
  const list = (): Lease[] => [...rows].map(([owner, until]) => ({ owner, until }));
  return {
    rows,
    lock: (on: boolean) => void (locked = on),
    operations: {
      async holdLease(owner: string, until: number) {
        if (locked) throw busy();
        rows.set(owner, until);
      },
      async releaseLease(owner: string) {
        if (locked) throw busy();
        rows.delete(owner);
      },
      // Readers are never locked out (WAL).
      leases: async () => list(),
      async leasesUnderWriteLock() {
        if (locked) throw busy();
        return list();
      },
    },
  };
}

/** What `npm run leads -- --restore` checks before its transaction: the refusal's message, or the leases it takes over. */
async function restoreGuard(
  operations: ReturnType<typeof lockableDatabase>["operations"],
  force: boolean,
): Promise<string | Lease[]> {
  try {
    const abandoned = await abandonedLeases(operations, { force });
    return abandoned.length ? await confirmAbandoned(operations, abandoned) : abandoned;
  } catch (error) {
    if (error instanceof BackupError) return error.message;
    throw error;
  }
}

describe("a server's lease while another process locks the database", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is renewed within a second of a lock longer than LEASE_MS ending; the failure is logged once, naming it, and the recovery once", async () => {
    vi.useFakeTimers({ now: START });
    const database = lockableDatabase();
    const lines: string[] = [];
    const lease = await takeLease(database.operations, "server-a", { log: (...args) => lines.push(args.join(" ")) });
    database.lock(true);
    await vi.advanceTimersByTimeAsync(LEASE_MS + 15_000);
    expect(lines).toEqual([
      expect.stringMatching(
        /^\[server\] cannot renew this server's lease on the lead database \(SQLITE_BUSY: database is locked\)/,
      ),
    ]);
    // Run out, but the restore is refused, with --force too.
    expect(database.rows.get("server-a")).toBeLessThan(Date.now());
    expect(await restoreGuard(database.operations, false)).toMatch(/server server-a did not hand back its lease/);
    expect(await restoreGuard(database.operations, true)).toMatch(/ran out only 15 s ago/);

    database.lock(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(database.rows.get("server-a")).toBeGreaterThan(Date.now());
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^\[server\] the lease on the lead database is renewed again, after 36 failed attempts in 36 s$/,
    );
    await lease.release();
    expect(database.rows.size).toBe(0);
  });

  it("keeps a restore with --force out however long the lock lasts: the server re-asserts its lease before the restore sees the database free for long", async () => {
    vi.useFakeTimers({ now: START });
    const database = lockableDatabase();
    const lines: string[] = [];
    const lease = await takeLease(database.operations, "server-a", { log: (...args) => lines.push(args.join(" ")) });
    // An hour's lock: the lease ran out long ago, past the age --force may take over.
    database.lock(true);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(Date.now() - database.rows.get("server-a")!).toBeGreaterThan(ABANDONED_AFTER_MS);
    expect(lines).toHaveLength(1);
    // The restore starts while the lock lasts, and the lock ends while it watches.
    const verdict = restoreGuard(database.operations, true);
    await vi.advanceTimersByTimeAsync(5000);
    database.lock(false);
    await vi.advanceTimersByTimeAsync(QUIET_MS * 2);
    expect(await verdict).toMatch(/a server is using this database \(server-a\)/);
    expect(database.rows.get("server-a")).toBeGreaterThan(Date.now());
    await lease.release();
  });

  it("is taken over with --force when its server is gone: run out long ago, and not renewed while the database took writers", async () => {
    vi.useFakeTimers({ now: START });
    const database = lockableDatabase();
    // A server that crashed an hour ago.
    database.rows.set("crashed", START - 3_600_000);
    const verdict = restoreGuard(database.operations, true);
    await vi.advanceTimersByTimeAsync(QUIET_MS + 1000);
    expect(await verdict).toEqual([{ owner: "crashed", until: START - 3_600_000 }]);
  });

  it("says so when it cannot hand its lease back", async () => {
    vi.useFakeTimers({ now: START });
    const database = lockableDatabase();
    const lines: string[] = [];
    const lease = await takeLease(database.operations, "server-a", { log: (...args) => lines.push(args.join(" ")) });
    database.lock(true);
    await lease.release();
    expect(lines).toEqual([
      expect.stringMatching(
        /^\[server\] could not hand back the lease on the lead database \(SQLITE_BUSY: database is locked\)/,
      ),
    ]);
  });
});

describe("a restore over a real database", { timeout: 30_000 }, () => {
  let dir = "";
  const lead = (email: string) => ({
    name: "Leased Person",
    email,
    phone: "+1 512 555 0100",
    message: "An enquiry the server acknowledged.",
  });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "server-lease-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** A database with one lead, and a backup of it made before a second lead came. */
  async function databaseWithBackup(name: string) {
    const url = `file:${dir}/${name}.db`;
    const store = await openLeadStore(url);
    await store.insert(lead("in.backup@example.org"));
    const backup = path.join(dir, `${name}-backup.db`);
    await backupLeads(url, undefined, backup);
    await store.insert(lead("after.backup@example.org"));
    return { store, backup };
  }
  const emails = async (store: Awaited<ReturnType<typeof openLeadStore>>) =>
    (await store.list()).map((row) => row.email).sort();

  it("is refused with --force while a server holds its lease, and changes nothing", async () => {
    const { store, backup } = await databaseWithBackup("live");
    const lease = await takeLease(store.operations, "server-a");
    try {
      await expect(restoreLeads(store, backup, { force: true })).rejects.toThrow(
        /a server is using this database \(server-a\)/,
      );
      expect(await emails(store)).toEqual(["after.backup@example.org", "in.backup@example.org"]);
    } finally {
      await lease.release();
      store.close();
    }
  });

  it("takes over a crashed server's lease with --force once it is old, and drops it", async () => {
    const { store, backup } = await databaseWithBackup("crashed");
    let clock = Date.now();
    const moved = { now: () => clock, sleep: async (ms: number) => void (clock += ms) };
    try {
      await store.operations.holdLease("crashed", clock - LEASE_MS);
      await expect(restoreLeads(store, backup, { ...moved, force: false })).rejects.toThrow(
        /did not hand back its lease/,
      );
      await expect(restoreLeads(store, backup, { ...moved, force: true })).rejects.toThrow(/ran out only 30 s ago/);
      clock += ABANDONED_AFTER_MS;
      const notes: string[] = [];
      const restored = await restoreLeads(store, backup, { ...moved, force: true, notify: (line) => notes.push(line) });
      expect(restored.leads).toBe(1);
      expect(notes).toEqual([expect.stringContaining("checking for 10 s that no server renews it")]);
      expect(await emails(store)).toEqual(["in.backup@example.org"]);
      expect(await store.operations.leases()).toEqual([]);
    } finally {
      store.close();
    }
  });

  it("is refused when the server renews the lease it took for abandoned, and changes nothing", async () => {
    const { store, backup } = await databaseWithBackup("renewed");
    let clock = Date.now();
    await store.operations.holdLease("server-a", clock - LEASE_MS - ABANDONED_AFTER_MS);
    // The server comes back from its lock while the restore watches: it renews with a lease that runs out at once, as a
    // server whose clock is behind would (so only the change tells it is alive).
    let naps = 0;
    const sleep = async (ms: number) => {
      clock += ms;
      if (++naps === 8) await store.operations.holdLease("server-a", clock - 1);
    };
    try {
      await expect(restoreLeads(store, backup, { now: () => clock, sleep, force: true })).rejects.toThrow(
        /a server is using this database \(server-a\)/,
      );
      expect(await emails(store)).toEqual(["after.backup@example.org", "in.backup@example.org"]);
    } finally {
      store.close();
    }
  });
});
