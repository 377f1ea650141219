// What a failed delivery attempt means for the next one: whether it counts toward the limit, whether the delivery
// gives up, and how long it waits (the Retry-After the service asked for, else exponential backoff with jitter).
import { retryDelay } from "./backoff.ts";
import type { OutboxSettings } from "../destinations/index.ts";
import { DeliveryError } from "../destinations/http.ts";

export interface RetryPlan {
  /** Retrying cannot help: the service refused it for good. */
  permanent: boolean;
  /** This attempt counts toward the limit. */
  counted: boolean;
  /** The attempts counted so far, this one included when it counts. */
  countedAttempts: number;
  /** The counted attempts reached the limit. */
  exhausted: boolean;
  /** How long until the next attempt, in milliseconds. */
  delay: number;
}

/**
 * The plan after a failed attempt. `countedAttempts` is the delivery's count with this attempt in it (the claim counts
 * it); `progressed` is whether the attempt saved a step.
 */
export function retryPlan(
  error: unknown,
  { countedAttempts: claimed, progressed }: { countedAttempts: number; progressed: boolean },
  settings: Pick<OutboxSettings, "maxAttempts" | "backoff">,
  random: () => number,
): RetryPlan {
  const refusal = error instanceof DeliveryError ? error : undefined;
  const permanent = refusal?.permanent ?? false;
  // Only attempts that got nowhere count toward the limit: one that saved a step made progress, and a 429 is the
  // service asking for time (a busy account would otherwise kill deliveries).
  const counted = !progressed && refusal?.status !== 429;
  const countedAttempts = Math.max(0, claimed - (counted ? 0 : 1));
  const retryAfter = refusal?.retryAfterMs;
  const delay =
    retryAfter !== undefined
      ? Math.min(retryAfter, settings.backoff.maxMs)
      : retryDelay(Math.max(1, countedAttempts), settings.backoff, random);
  return { permanent, counted, countedAttempts, exhausted: countedAttempts >= settings.maxAttempts, delay };
}
