// The retention the privacy policy promises, kept by the server: once at start and then daily, leads older than the
// retention period are erased with their deliveries, the IP address and browser of leads older than the shorter
// period for network details are blanked, and the consent records of phones whose latest consent to texts is older
// than CONSENT_RETENTION_DAYS are deleted. `npm run leads -- --purge` runs the same purge by hand.
import { daysFromMonths, yearsOrDaysText } from "../../lib/retention.ts";
import type { RetentionFacts } from "../../contracts/retention-facts.ts";
import type { LeadStore, PurgeResult } from "../enquiries/leads-store.ts";

type Log = (...args: unknown[]) => void;

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionSettings {
  /** Days a lead is kept (LEADS_RETENTION_DAYS, default the policy's period from content/data/facts.yml). */
  leadDays: number;
  /** Days the IP address and browser of a lead are kept (content/data/facts.yml). */
  networkDetailsDays: number;
  /** Days a phone's consent records are kept after its latest consent (CONSENT_RETENTION_DAYS). */
  consentDays: number;
}

/**
 * The periods the purge applies: LEADS_RETENTION_DAYS (already checked by the settings) or the policy's own, and
 * CONSENT_RETENTION_DAYS (its default when unset).
 */
export function retentionSettings(
  leadRetentionDays: number | undefined,
  facts: RetentionFacts,
  consentDays: number,
): RetentionSettings {
  const leadDays = leadRetentionDays ?? daysFromMonths(facts.enquiryRetentionMonths);
  // Network details never outlive the lead they belong to.
  return { leadDays, networkDetailsDays: Math.min(facts.networkDetailsRetentionDays, leadDays), consentDays };
}

/**
 * What the server should say when the pages state another period for consent records than it keeps them: the build
 * recorded the one the policies state (build/retention.json), the server keeps its own setting. Undefined when they
 * agree, or when the build is older than the record.
 */
export function consentRetentionDrift(facts: RetentionFacts, consentDays: number): string | undefined {
  const stated = facts.consentRetentionDays;
  if (stated === undefined || stated === consentDays) return undefined;
  return `the privacy pages say consent records are kept ${stated} days, this server keeps them ${consentDays} (CONSENT_RETENTION_DAYS): rebuild with its environment`;
}

export function purgeCutoffs(now: number, settings: RetentionSettings) {
  return {
    leadsBefore: now - settings.leadDays * DAY_MS,
    networkDetailsBefore: now - settings.networkDetailsDays * DAY_MS,
    consentsBefore: now - settings.consentDays * DAY_MS,
  };
}

const count = (amount: number, one: string, many: string) => `${amount} ${amount === 1 ? one : many}`;

export function purgeSummary(result: PurgeResult): string {
  if (result.leads === 0 && result.networkDetails === 0 && result.consents === 0) return "nothing to erase";
  return (
    `erased ${count(result.leads, "lead", "leads")} (and ${count(result.deliveries, "delivery", "deliveries")}), blanked the IP address and browser of ${result.networkDetails}, ` +
    `deleted ${count(result.consents, "consent record", "consent records")} past the consent retention`
  );
}

/**
 * What an erasure says of the consent records it kept or erased: a kept record is the phone, the time, the words'
 * version and the page, for `consentDays` after the consent (a later one from the same phone renews it).
 */
export function consentErasureText({ kept, erased }: { kept: number; erased: number }, consentDays: number): string {
  const lines: string[] = [];
  if (kept > 0) {
    lines.push(
      `Kept ${count(kept, "text-message consent record", "text-message consent records")} (phone, time, words' version, page) for ${yearsOrDaysText(consentDays)} from the consent, ` +
        `for the defence of legal claims (TCPA); add --include-consent to erase ${kept === 1 ? "it" : "them"} too.`,
    );
  }
  if (erased > 0)
    lines.push(
      `Erased ${count(erased, "text-message consent record", "text-message consent records")} too (--include-consent).`,
    );
  return lines.map((line) => `${line}\n`).join("");
}

/** Runs the purge now and then every `intervalMs` (a day) until stopped; a failed run is logged and tried next time. */
export function schedulePurge(
  store: Pick<LeadStore, "purge">,
  settings: RetentionSettings,
  {
    log = console.log,
    now = Date.now,
    intervalMs = DAY_MS,
  }: { log?: Log; now?: () => number; intervalMs?: number } = {},
) {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = store.purge(purgeCutoffs(now(), settings)).then(
      (result) => {
        if (result.leads > 0 || result.networkDetails > 0 || result.consents > 0)
          log(`[retention] ${purgeSummary(result)}`);
      },
      (error: unknown) =>
        log("[retention] purge failed (tried again tomorrow):", error instanceof Error ? error.message : error),
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
