// A running server's lease on the lead database: taken before the store serves its first enquiry, renewed while it
// runs, handed back when it stops (server/operations-store.ts). `npm run leads -- --restore` refuses while any lease
// is live, in the same transaction as the restore, so a restore can never replace rows under a server that is
// acknowledging enquiries. A server that crashed holds the database for at most LEASE_MS.
import type { OperationsStore } from "./operations-store.ts";

export const LEASE_MS = 30_000;

export async function takeLease(operations: OperationsStore, owner: string, now: () => number = Date.now) {
  const renew = () => operations.holdLease(owner, now() + LEASE_MS);
  await renew();
  const timer = setInterval(() => void renew().catch(() => undefined), LEASE_MS / 3);
  timer.unref();
  return {
    async release(): Promise<void> {
      clearInterval(timer);
      await operations.releaseLease(owner).catch(() => undefined);
    },
  };
}
