import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import {
  botFilled,
  checkEnquiry,
  clientAddress,
  createRateLimiter,
  isCrossSitePost,
  normaliseAddress,
  parseTrustProxy,
  receivedMessage,
} from "./contact.ts";

function request(headers: Record<string, string>, remoteAddress = "10.0.0.2"): IncomingMessage {
  return { headers, socket: { remoteAddress } } as unknown as IncomingMessage;
}

describe("clientAddress", () => {
  it("uses the socket address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress(request({ "x-forwarded-for": "1.2.3.4" }), 0)).toBe("10.0.0.2");
  });

  it("takes the rightmost entry behind one proxy (the address the proxy saw), not the client's claims on the left", () => {
    expect(clientAddress(request({ "x-forwarded-for": "1.2.3.4, 203.0.113.9" }), 1)).toBe("203.0.113.9");
    expect(clientAddress(request({ "x-forwarded-for": "1.2.3.4, 203.0.113.9, 10.0.0.1" }), 2)).toBe("203.0.113.9");
    expect(clientAddress(request({ "x-forwarded-for": "203.0.113.9" }), 3)).toBe("203.0.113.9");
  });

  it("falls back to the socket address when the entry is not an IP address and normalises IPv4-mapped IPv6", () => {
    expect(clientAddress(request({ "x-forwarded-for": "1.2.3.4, <script>" }), 1)).toBe("10.0.0.2");
    expect(clientAddress(request({ "x-forwarded-for": "1.2.3.4, unknown" }), 1)).toBe("10.0.0.2");
    expect(clientAddress(request({}, "::ffff:127.0.0.1"), 0)).toBe("127.0.0.1");
    expect(clientAddress(request({ "x-forwarded-for": "::FFFF:198.51.100.7" }), 1)).toBe("198.51.100.7");
    expect(normaliseAddress("2001:DB8::1")).toBe("2001:db8::1");
  });

  it("reads TRUST_PROXY as a hop count", () => {
    expect([
      parseTrustProxy("0"),
      parseTrustProxy("1"),
      parseTrustProxy("2"),
      parseTrustProxy("yes"),
      parseTrustProxy(undefined),
      parseTrustProxy(true),
    ]).toEqual([0, 1, 2, 0, 0, 1]);
  });
});

describe("createRateLimiter", () => {
  it("limits per address within a window and starts again after it", () => {
    let time = 0;
    const limiter = createRateLimiter(2, { windowMs: 1000, now: () => time });
    expect([limiter.allow("a"), limiter.allow("a"), limiter.allow("a"), limiter.allow("b")]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    time = 1000;
    expect(limiter.allow("a")).toBe(true);
  });

  it("stays bounded and does constant work per request with 50,000 distinct addresses", () => {
    let time = 0;
    const limiter = createRateLimiter(5, { windowMs: 10_000, now: () => time, maxEntries: 20_000 });
    let maxSteps = 0;
    for (let index = 0; index < 50_000; index += 1) {
      const before = limiter.stats().steps;
      limiter.allow(`198.51.${index >> 8}.${index & 255}`);
      maxSteps = Math.max(maxSteps, limiter.stats().steps - before);
      time += 1; // 1 ms apart: 10,000 addresses per window
    }
    expect(limiter.stats().size).toBeLessThanOrEqual(10_001);
    expect(maxSteps).toBeLessThanOrEqual(4);

    // All at the same instant: the hard cap bounds the map, still with constant work per request.
    const burst = createRateLimiter(5, { windowMs: 10_000, now: () => 0, maxEntries: 20_000 });
    maxSteps = 0;
    for (let index = 0; index < 50_000; index += 1) {
      const before = burst.stats().steps;
      burst.allow(`ip-${index}`);
      maxSteps = Math.max(maxSteps, burst.stats().steps - before);
    }
    expect(burst.stats().size).toBe(20_000);
    expect(maxSteps).toBeLessThanOrEqual(4);
  });
});

describe("isCrossSitePost", () => {
  const site = "https://ghlbuilders.com";
  it.each([
    [{ "sec-fetch-site": "cross-site" }],
    [{ "sec-fetch-site": "same-site", origin: "https://blog.ghlbuilders.com", host: "ghlbuilders.com" }],
    [{ "sec-fetch-site": "same-site" }],
    [{ origin: "https://evil.example", host: "ghlbuilders.com" }],
    [{ origin: "null", host: "ghlbuilders.com" }],
  ])("refuses %j", (headers) => {
    expect(isCrossSitePost(request(headers), site)).toBe(true);
  });

  it.each([
    [{}],
    [{ "sec-fetch-site": "same-origin", origin: "https://ghlbuilders.com" }],
    [{ "sec-fetch-site": "none" }],
    [{ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }],
    [{ origin: "https://ghlbuilders.com", host: "internal:3000" }],
  ])("allows %j", (headers) => {
    expect(isCrossSitePost(request(headers), site)).toBe(false);
  });
});

describe("receivedMessage", () => {
  it("names the reply time the build recorded, and none without one", () => {
    expect(receivedMessage(36)).toContain("36 hours");
    expect(receivedMessage(undefined)).not.toMatch(/\d/);
  });
});

describe("botFilled", () => {
  it("is a honeypot with anything in it, not one left empty", () => {
    expect(["x", "true", 1, true].every(botFilled)).toBe(true);
    expect([undefined, null, "", "  ", "false"].some(botFilled)).toBe(false);
  });
});

describe("checkEnquiry", () => {
  const visitor = {
    name: "Ana Ruiz",
    email: "ana@example.com",
    phone: "+1 415 555 0134",
    message: "Hello, I need help with my CRM.",
  };
  const rules = () => ({});

  it("passes a complete enquiry with the form's key, else the header's", () => {
    const key = "0b0a4a4e-3d1e-4c8e-9d8a-2b1f1c6a7e10";
    const checked = checkEnquiry(visitor, key.toUpperCase(), rules);
    expect(checked).toMatchObject({ ok: true, lang: "en", smsConsent: false, idempotencyKey: key });
  });

  it("names the field of the first problem, the visitor's fields all of theirs", () => {
    const checked = checkEnquiry({ ...visitor, email: "", name: "" }, undefined, rules);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.field).toBeDefined();
      expect(checked.problems?.length).toBeGreaterThan(1);
    }
    expect(checkEnquiry({ ...visitor, idempotency_key: "not a key" }, undefined, rules).ok).toBe(false);
  });
});
