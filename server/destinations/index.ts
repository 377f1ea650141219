// Which destinations a lead goes to, from the environment (any combination; none means stored only), and how the
// outbox retries them. The variables are declared, checked and defaulted in config/settings.mjs ("delivery").
import type { InterestCatalog } from "../../contracts/lead-catalog.ts";
import { createEmailDestination } from "./notify.ts";
import { createGoHighLevelDestination, goHighLevelSettings } from "./gohighlevel.ts";
import type { DeliverySettings, Destination } from "./types.ts";
import { createWebhookDestination } from "./webhook.ts";

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

export function outboxSettings(values: DeliverySettings): OutboxSettings {
  const ms = (seconds: number) => Math.round(seconds * 1000);
  const timeoutMs = ms(values.LEADS_DELIVERY_TIMEOUT_SECONDS);
  return {
    maxAttempts: values.LEADS_MAX_ATTEMPTS,
    backoff: { baseMs: ms(values.LEADS_RETRY_BASE_SECONDS), maxMs: ms(values.LEADS_RETRY_MAX_SECONDS) },
    timeoutMs,
    pollMs: ms(values.LEADS_OUTBOX_POLL_SECONDS),
    leaseMs: Math.max(ms(values.LEADS_OUTBOX_LEASE_SECONDS), 6 * timeoutMs),
    concurrency: 4,
  };
}

export function createDestinations(
  settings: DeliverySettings,
  { catalog, timeoutMs }: { catalog: () => Promise<InterestCatalog>; timeoutMs: number },
): Destination[] {
  const destinations: Destination[] = [];
  const ghl = goHighLevelSettings(settings);
  if (ghl) destinations.push(createGoHighLevelDestination(ghl, { catalog, timeoutMs }));
  const webhookUrl = settings.LEADS_WEBHOOK_URL;
  if (webhookUrl) {
    const secret = settings.LEADS_WEBHOOK_SECRET;
    destinations.push(
      createWebhookDestination({ url: webhookUrl, ...(secret ? { secret } : {}) }, { catalog, timeoutMs }),
    );
  }
  const email = createEmailDestination(settings, { timeoutMs });
  if (email) destinations.push(email);
  return destinations;
}
