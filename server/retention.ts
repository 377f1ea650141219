// The retention the privacy policy promises, kept by the server: once at start and then daily, leads older than the
// retention period are erased with their deliveries, and the IP address and browser of leads older than the shorter
// period for network details are blanked. `npm run leads -- --purge` runs the same purge by hand.
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { daysFromMonths, parseRetentionDays } from "../app/lib/retention.ts";
import type { LeadStore, PurgeResult } from "./leads-store.ts";

type Env = Record<string, string | undefined>;
type Log = (...args: unknown[]) => void;

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionSettings {
  /** Days a lead is kept (LEADS_RETENTION_DAYS, default the policy's period from content/data/facts.yml). */
  leadDays: number;
  /** Days the IP address and browser of a lead are kept (content/data/facts.yml). */
  networkDetailsDays: number;
}

export interface RetentionFacts {
  enquiryRetentionMonths: number;
  networkDetailsRetentionDays: number;
}

/** The two periods as the content states them (the same file the policies are built from). */
export function readRetentionFacts(file: URL = new URL("../content/data/facts.yml", import.meta.url)): RetentionFacts {
  const facts = parse(readFileSync(file, "utf8")) as Partial<RetentionFacts> | null;
  const months = facts?.enquiryRetentionMonths;
  const details = facts?.networkDetailsRetentionDays;
  if (!Number.isInteger(months) || !Number.isInteger(details))
    throw new Error(`${file.pathname}: enquiryRetentionMonths and networkDetailsRetentionDays must be whole numbers`);
  return { enquiryRetentionMonths: months!, networkDetailsRetentionDays: details! };
}

export function retentionSettings(env: Env, facts: RetentionFacts = readRetentionFacts()): RetentionSettings {
  const leadDays = parseRetentionDays(env.LEADS_RETENTION_DAYS) ?? daysFromMonths(facts.enquiryRetentionMonths);
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
