import { describe, expect, it } from "vitest";
import { parseRetryAfter, requestedWait, retryDelay } from "./backoff.ts";

const policy = { baseMs: 30_000, maxMs: 3_600_000 };

describe("retry delay", () => {
  it("doubles from the base, capped, with jitter between half and all of it", () => {
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      const full = Math.min(policy.maxMs, policy.baseMs * 2 ** (attempt - 1));
      expect(retryDelay(attempt, policy, () => 0)).toBe(full / 2);
      expect(retryDelay(attempt, policy, () => 0.999999)).toBeLessThanOrEqual(full);
      expect(retryDelay(attempt, policy, () => 0.999999)).toBeGreaterThan(full * 0.99);
    }
    expect(retryDelay(30, policy, () => 1)).toBe(policy.maxMs);
  });
});

describe("Retry-After", () => {
  const now = Date.parse("2026-11-23T12:00:00Z");
  it("reads seconds and HTTP dates; a past date means now; anything else is ignored", () => {
    expect(parseRetryAfter("120", now)).toBe(120_000);
    expect(parseRetryAfter("0", now)).toBe(0);
    expect(parseRetryAfter("Mon, 23 Nov 2026 12:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("Mon, 23 Nov 2026 11:00:00 GMT", now)).toBe(0);
    for (const value of [undefined, null, "", "soon", "-5", "1.5"]) expect(parseRetryAfter(value, now)).toBeUndefined();
  });
});

describe("the wait a refusal asks for", () => {
  const now = Date.parse("2026-11-23T12:00:00Z");
  const headers = (values: Record<string, string>) => new Headers(values);
  const limited = {
    "X-RateLimit-Max": "100",
    "X-RateLimit-Remaining": "0",
    "X-RateLimit-Interval-Milliseconds": "10000",
  };

  it("a 429 with only rate-limit headers waits the window when none of it is left", () => {
    expect(requestedWait(429, headers(limited), now)).toBe(10_000);
  });

  it("Retry-After comes first, on a 429 or a 503", () => {
    expect(requestedWait(429, headers({ ...limited, "Retry-After": "3" }), now)).toBe(3000);
    expect(requestedWait(503, headers({ "Retry-After": "7" }), now)).toBe(7000);
  });

  it("otherwise the backoff decides: requests still left, an unreadable interval, or not a 429", () => {
    expect(requestedWait(429, headers({ ...limited, "X-RateLimit-Remaining": "12" }), now)).toBeUndefined();
    expect(
      requestedWait(429, headers({ ...limited, "X-RateLimit-Interval-Milliseconds": "soon" }), now),
    ).toBeUndefined();
    expect(requestedWait(429, headers({}), now)).toBeUndefined();
    expect(requestedWait(503, headers(limited), now)).toBeUndefined();
  });
});
