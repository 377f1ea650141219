import { cpus } from "node:os";
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
 * Resolves once the machine is quiet: two seconds in a row with at most half its CPU time busy, or after two minutes
 * whatever it shows. The browser tests before the audits leave browsers and servers winding down; on a small machine
 * that load alone cost the home page 10 points of simulated blocking time. Measured, not read from the one-minute
 * load average, which trails the real load by a minute or more after the browsers have gone.
 */
export async function machineQuiet(): Promise<void> {
  for (let started = Date.now(), quiet = 0; quiet < 2 && Date.now() - started < 120_000; ) quiet = (await busyShare(1000)) <= 0.5 ? quiet + 1 : 0;
}
