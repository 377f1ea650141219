// Which destinations a lead goes to, from the environment (any combination; none means stored only), and how the
// outbox retries them.
import type { InterestCatalog } from "../lead-interest.ts";
import { createEmailDestination } from "../notify.ts";
import { createGoHighLevelDestination, goHighLevelSettings } from "./gohighlevel.ts";
import type { Destination } from "./types.ts";
import { createWebhookDestination } from "./webhook.ts";

type Env = Record<string, string | undefined>;

export interface OutboxSettings {
  /** Attempts before a delivery is dead (LEADS_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** The first retry's delay and the longest one (LEADS_RETRY_BASE_SECONDS, LEADS_RETRY_MAX_SECONDS). */
  backoff: { baseMs: number; maxMs: number };
  /** Each request's time limit (LEADS_DELIVERY_TIMEOUT_SECONDS). */
  timeoutMs: number;
  /** How often the worker looks for due retries and leads other instances stored (LEADS_OUTBOX_POLL_SECONDS). */
  pollMs: number;
  /**
   * How long a claim holds a delivery (LEADS_OUTBOX_LEASE_SECONDS). An instance that crashed mid-delivery releases
   * it when this runs out; it must be longer than an attempt can take, so it is at least six request time limits.
   */
  leaseMs: number;
  /** Deliveries in flight at once per instance. */
  concurrency: number;
}

function seconds(env: Env, name: string, fallback: number): number {
  const value = Number(env[name]);
  return Number.isFinite(value) && value > 0 ? Math.round(value * 1000) : fallback * 1000;
}

export function outboxSettings(env: Env): OutboxSettings {
  const timeoutMs = seconds(env, "LEADS_DELIVERY_TIMEOUT_SECONDS", 10);
  const attempts = Number.parseInt(env.LEADS_MAX_ATTEMPTS ?? "", 10);
  return {
    maxAttempts: Number.isFinite(attempts) && attempts > 0 ? attempts : 12,
    backoff: { baseMs: seconds(env, "LEADS_RETRY_BASE_SECONDS", 30), maxMs: seconds(env, "LEADS_RETRY_MAX_SECONDS", 3600) },
    timeoutMs,
    pollMs: seconds(env, "LEADS_OUTBOX_POLL_SECONDS", 5),
    leaseMs: Math.max(seconds(env, "LEADS_OUTBOX_LEASE_SECONDS", 60), 6 * timeoutMs),
    concurrency: 4,
  };
}

export function createDestinations(env: Env, { catalog, timeoutMs }: { catalog: () => Promise<InterestCatalog>; timeoutMs: number }): Destination[] {
  const destinations: Destination[] = [];
  const ghl = goHighLevelSettings(env);
  if (ghl) destinations.push(createGoHighLevelDestination(ghl, { catalog, timeoutMs }));
  const webhookUrl = env.LEADS_WEBHOOK_URL?.trim();
  if (webhookUrl) {
    const secret = env.LEADS_WEBHOOK_SECRET?.trim();
    destinations.push(createWebhookDestination({ url: webhookUrl, ...(secret ? { secret } : {}) }, { catalog, timeoutMs }));
  }
  const email = createEmailDestination(env, { timeoutMs });
  if (email) destinations.push(email);
  return destinations;
}
