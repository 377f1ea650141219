// A running server's lease on the lead database: taken before the store serves its first enquiry, renewed while it
// runs, handed back when it stops (server/operations/operations-store.ts). `npm run leads -- --restore` refuses while any lease
// is live, in the same transaction as the restore, so a restore can never replace rows under a server that is
// acknowledging enquiries. A lease that ran out without being handed back is not proof that its server stopped:
// another process may hold the database's lock for longer than LEASE_MS, and the server cannot renew meanwhile. So a
// renewal that fails is retried every RETRY_MS (the lease is back within about a second of the lock ending), the
// failure is logged once per streak and the recovery once, and a restore takes over a lease that ran out only with
// --force, long after, and after seeing the database free for a while with no renewal (server/operations/backup.ts).
import type { OperationsStore } from "../operations/operations-store.ts";

export const LEASE_MS = 30_000;
/** How often a server renews its lease while the database answers. */
const RENEW_MS = LEASE_MS / 3;
/** How soon a server tries again after a renewal failed: it re-asserts its lease this soon after a lock ends. */
export const RETRY_MS = 1000;

type Log = (...args: unknown[]) => void;

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function takeLease(
  operations: Pick<OperationsStore, "holdLease" | "releaseLease">,
  owner: string,
  { now = Date.now, log = () => {} }: { now?: () => number; log?: Log } = {},
) {
  const renew = () => operations.holdLease(owner, now() + LEASE_MS);
  await renew();
  /** The failure streak in progress: when it began and how many renewals failed. */
  let failing: { since: number; attempts: number } | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  // One renewal at a time, the next one scheduled when it ends: renewals stuck behind a lock never pile up.
  const schedule = (ms: number) => {
    timer = setTimeout(() => void (running = attempt()), ms);
    timer.unref();
  };
  async function attempt(): Promise<void> {
    try {
      await renew();
      if (failing)
        log(
          `[server] the lease on the lead database is renewed again, after ${failing.attempts} failed ${failing.attempts === 1 ? "attempt" : "attempts"} in ${seconds(now() - failing.since)}`,
        );
      failing = undefined;
    } catch (error) {
      if (!failing) {
        failing = { since: now(), attempts: 0 };
        log(
          `[server] cannot renew this server's lease on the lead database (${reason(error)}): retrying every ${seconds(RETRY_MS)} until it answers (is another process holding the database's lock?)`,
        );
      }
      failing.attempts += 1;
    }
    if (!stopped) schedule(failing ? RETRY_MS : RENEW_MS);
  }
  schedule(RENEW_MS);

  return {
    async release(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      // A renewal still running would write the lease back after it was handed back.
      await running;
      await operations.releaseLease(owner).catch((error: unknown) => {
        log(
          `[server] could not hand back the lease on the lead database (${reason(error)}): a restore will take it for a running server's, and needs --force once it is old`,
        );
      });
    },
  };
}
