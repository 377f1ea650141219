// The privacy pages are built from the settings they describe (where the forms post, analytics, the destinations an
// enquiry is passed on to, the retention period). Those are read again by the server at run time: if the two
// environments differ, the pages say something the server does not do. The build records what it saw; the server
// compares at start and says what to rebuild.
import { readFile } from "node:fs/promises";
import {
  readGroup,
  readLeadDestinations,
  readSettings,
  type LeadDestinations,
  type ServerSettings,
} from "../config/settings.mjs";

type Env = Record<string, string | undefined>;

/** The file name of the record the build writes beside build/client. */
export const POLICY_SETTINGS_FILE = "policy-settings.json";

export interface PolicySettings {
  formMode: "own" | "provider" | "endpoint";
  analytics: string;
  destinations: LeadDestinations;
  retentionDays: number | null;
  /** STRIPE_SECRET_KEY at build: the policies name Stripe as a processor. */
  selling?: boolean;
  /** SITE_ENV=production at build: unverified claims are left out. Otherwise the pages are the demo, and the server says so at start. */
  production?: boolean;
}

export function policySettings(env: Env): PolicySettings {
  return policySettingsOf({
    siteSettings: readSettings(env),
    leadDestinations: readLeadDestinations(env),
    leads: readGroup("leads", env),
    build: readGroup("build", env),
    store: readGroup("store", env),
  });
}

/** The same from settings already parsed (the server's, read once at start). */
export function policySettingsOf(
  settings: Pick<ServerSettings, "siteSettings" | "leadDestinations" | "leads" | "build" | "store">,
): PolicySettings {
  return {
    formMode: settings.siteSettings.formMode,
    analytics: settings.siteSettings.analytics?.provider ?? "",
    destinations: settings.leadDestinations,
    retentionDays: settings.leads.LEADS_RETENTION_DAYS ?? null,
    production: settings.build.SITE_ENV === "production",
    selling: Boolean(settings.store.STRIPE_SECRET_KEY),
  };
}

/** What differs between the build's settings and the server's, in words; empty when the pages are true. */
export function policyDrift(built: PolicySettings, running: PolicySettings): string[] {
  const drift: string[] = [];
  const differ = (name: string, was: unknown, is: unknown) => {
    if (JSON.stringify(was) !== JSON.stringify(is))
      drift.push(`${name}: built with ${JSON.stringify(was)}, running with ${JSON.stringify(is)}`);
  };
  differ("where the forms post (FORM_ENDPOINT, FORM_ACCESS_KEY)", built.formMode, running.formMode);
  differ("analytics (ANALYTICS_PROVIDER)", built.analytics, running.analytics);
  differ(
    "GoHighLevel (GHL_PRIVATE_TOKEN, GHL_LOCATION_ID)",
    built.destinations.gohighlevel,
    running.destinations.gohighlevel,
  );
  differ(
    "opportunities (GHL_PIPELINE_ID, GHL_PIPELINE_STAGE_ID)",
    built.destinations.opportunity,
    running.destinations.opportunity,
  );
  differ("the webhook's host (LEADS_WEBHOOK_URL)", built.destinations.webhookHost, running.destinations.webhookHost);
  differ("e-mail (SMTP_URL, LEADS_NOTIFY_TO)", built.destinations.email, running.destinations.email);
  differ("retention (LEADS_RETENTION_DAYS)", built.retentionDays, running.retentionDays);
  differ("selling with Stripe (STRIPE_SECRET_KEY)", built.selling ?? false, running.selling ?? false);
  return drift;
}

/** The settings a build recorded, or undefined when it recorded none (an older build, or no build). */
export async function readBuiltPolicySettings(file: string): Promise<PolicySettings | undefined> {
  try {
    // Written by this build from policySettings() (app/content-model/.server/vite-plugin.ts).
    return JSON.parse(await readFile(file, "utf8")) as PolicySettings;
  } catch {
    return undefined;
  }
}
