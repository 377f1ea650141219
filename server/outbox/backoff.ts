// When to try a failed delivery again: exponential backoff with jitter, and a server's Retry-After when it sent one.

export interface BackoffPolicy {
  /** The delay after the first failed attempt, before jitter. */
  baseMs: number;
  /** No delay is longer than this (nor a Retry-After honoured beyond it). */
  maxMs: number;
}

/**
 * The delay before attempt `attempt + 1` after `attempt` failures: base x 2^(attempt-1), capped, with "equal jitter"
 * (between half and all of it), so instances that failed together do not retry together.
 */
export function retryDelay(
  attempt: number,
  { baseMs, maxMs }: BackoffPolicy,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

/**
 * A Retry-After header in milliseconds from `now`: delay-seconds or an HTTP date; undefined when absent or
 * unreadable. A date in the past means now.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Only the IMF-fixdate form HTTP uses ("Mon, 23 Nov 2026 12:00:30 GMT"): Date.parse reads "-5" as a year.
  if (!/^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * How long a refused request asked us to wait, in milliseconds: its Retry-After; or, for a 429 without one that says
 * the rate-limit window is used up (`X-RateLimit-Remaining: 0`), the window's length
 * (`X-RateLimit-Interval-Milliseconds`), which is how GoHighLevel answers when its burst limit is reached. Waiting a
 * whole window is enough for it to have moved on. Undefined when neither applies: the backoff decides.
 */
export function requestedWait(
  status: number,
  headers: { get(name: string): string | null },
  now: number,
): number | undefined {
  const retryAfter = parseRetryAfter(headers.get("retry-after"), now);
  if (retryAfter !== undefined || status !== 429) return retryAfter;
  const remaining = headers.get("x-ratelimit-remaining")?.trim();
  const interval = headers.get("x-ratelimit-interval-milliseconds")?.trim();
  if (remaining !== "0" || !interval || !/^\d+$/.test(interval)) return undefined;
  return Number(interval);
}

/**
 * GoHighLevel's day quota used up (`X-RateLimit-Daily-Remaining: 0` on a 429): the milliseconds until the next
 * midnight UTC, when we take the day to turn (GoHighLevel documents a limit per day, not the hour it resets);
 * undefined otherwise.
 */
export function dailyLimitReset(headers: { get(name: string): string | null }, now: number): number | undefined {
  if (headers.get("x-ratelimit-daily-remaining")?.trim() !== "0") return undefined;
  return Math.floor(now / 86_400_000 + 1) * 86_400_000 - now;
}
