import { availableParallelism, cpus, loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";

/** The share of the machine's CPU time that was busy over the next `ms` milliseconds (0 to 1). */
async function busyShare(ms: number): Promise<number> {
  const times = () => cpus().reduce((sum, { times: t }) => ({ idle: sum.idle + t.idle, all: sum.all + t.user + t.nice + t.sys + t.irq + t.idle }), { idle: 0, all: 0 });
  const before = times();
  await sleep(ms);
  const after = times();
  return 1 - (after.idle - before.idle) / Math.max(1, after.all - before.all);
}

/**
 * Resolves once the machine is quiet, or after two minutes whatever it shows: the one-minute load average at most
 * three quarters of its cores, and then two seconds in a row with at most half its CPU time busy. The browser tests
 * before the audits leave browsers and servers winding down; on a small machine that load alone cost the home page 10
 * points of simulated blocking time. The load average trails the real load by a minute or more, so it is the slower
 * of the two signs; starting on the CPU samples alone once gave /buy-snapshot 93.
 */
export async function machineQuiet(): Promise<void> {
  const started = Date.now();
  const waited = () => Date.now() - started >= 120_000;
  while (loadavg()[0]! > availableParallelism() * 0.75 && !waited()) await sleep(2000);
  for (let quiet = 0; quiet < 2 && !waited(); ) quiet = (await busyShare(1000)) <= 0.5 ? quiet + 1 : 0;
}
