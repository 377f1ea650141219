// The retention the privacy policy promises, kept by the server: once at start and then daily, leads older than the
// retention period are erased with their deliveries, and the IP address and browser of leads older than the shorter
// period for network details are blanked. `npm run leads -- --purge` runs the same purge by hand.
import { daysFromMonths } from "../app/lib/retention.ts";
import type { RetentionFacts } from "../handover/retention-facts.ts";
import type { LeadStore, PurgeResult } from "./leads-store.ts";

type Log = (...args: unknown[]) => void;

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionSettings {
  /** Days a lead is kept (LEADS_RETENTION_DAYS, default the policy's period from content/data/facts.yml). */
  leadDays: number;
  /** Days the IP address and browser of a lead are kept (content/data/facts.yml). */
  networkDetailsDays: number;
}

/** The periods the purge applies: LEADS_RETENTION_DAYS (already checked by the settings) or the policy's own. */
export function retentionSettings(leadRetentionDays: number | undefined, facts: RetentionFacts): RetentionSettings {
  const leadDays = leadRetentionDays ?? daysFromMonths(facts.enquiryRetentionMonths);
  // Network details never outlive the lead they belong to.
  return { leadDays, networkDetailsDays: Math.min(facts.networkDetailsRetentionDays, leadDays) };
}

export function purgeCutoffs(now: number, settings: RetentionSettings) {
  return { leadsBefore: now - settings.leadDays * DAY_MS, networkDetailsBefore: now - settings.networkDetailsDays * DAY_MS };
}

export function purgeSummary(result: PurgeResult): string {
  if (result.leads === 0 && result.networkDetails === 0) return "nothing to erase";
  return `erased ${result.leads} ${result.leads === 1 ? "lead" : "leads"} (and ${result.deliveries} ${result.deliveries === 1 ? "delivery" : "deliveries"}), blanked the IP address and browser of ${result.networkDetails}`;
}

/** Runs the purge now and then every `intervalMs` (a day) until stopped; a failed run is logged and tried next time. */
export function schedulePurge(
  store: Pick<LeadStore, "purge">,
  settings: RetentionSettings,
  { log = console.log, now = Date.now, intervalMs = DAY_MS }: { log?: Log; now?: () => number; intervalMs?: number } = {},
) {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = store.purge(purgeCutoffs(now(), settings)).then(
      (result) => {
        if (result.leads > 0 || result.networkDetails > 0) log(`[retention] ${purgeSummary(result)}`);
      },
      (error: unknown) => log("[retention] purge failed (tried again tomorrow):", error instanceof Error ? error.message : error),
    );
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    /** Stops the schedule; resolves once a run in progress has finished. */
    stop(): Promise<void> {
      clearInterval(timer);
      return running;
    },
  };
}
