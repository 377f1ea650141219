import { cpus } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";

/** The share of the machine's CPU time that was busy over the next `ms` milliseconds (0 to 1). */
async function busyShare(ms: number): Promise<number> {
  const times = () =>
    cpus().reduce(
      (sum, { times: t }) => ({ idle: sum.idle + t.idle, all: sum.all + t.user + t.nice + t.sys + t.irq + t.idle }),
      { idle: 0, all: 0 },
    );
  const before = times();
  await sleep(ms);
  const after = times();
  return 1 - (after.idle - before.idle) / Math.max(1, after.all - before.all);
}

/**
 * Resolves once the machine is quiet, or after `longestMs` (two minutes unless told) whatever it shows: three seconds
 * in a row with at most a quarter of its CPU time busy. The browser tests before the audits leave browsers and servers winding down; on a
 * small machine that load alone cost the home page 10 points of simulated blocking time. The one-minute load average
 * was waited for too until 2026-11-28: it trails the real load by a minute or more, so it kept two idle cores waiting
 * about two minutes in every run. The samples see the winding down itself; a page under the bar is measured again
 * (lighthouse.spec.ts).
 */
export async function machineQuiet(longestMs = 120_000): Promise<void> {
  const started = Date.now();
  const waited = () => Date.now() - started >= longestMs;
  for (let quiet = 0; quiet < 3 && !waited();) quiet = (await busyShare(1000)) <= 0.25 ? quiet + 1 : 0;
}
