import { describe, expect, it } from "vitest";
import { DeliveryError } from "../destinations/http.ts";
import { retryPlan } from "./outbox-retry.ts";

const settings = { maxAttempts: 3, backoff: { baseMs: 1000, maxMs: 60_000 } };
const half = () => 0.5;

describe("retryPlan", () => {
  it("counts an attempt that got nowhere, and gives up at the limit", () => {
    const plan = retryPlan(new Error("down"), { countedAttempts: 3, progressed: false }, settings, half);
    expect(plan).toMatchObject({ counted: true, countedAttempts: 3, exhausted: true, permanent: false });
  });

  it("does not count an attempt that saved a step, nor a 429", () => {
    for (const [error, progressed] of [
      [new Error("down"), true],
      [new DeliveryError("slow down", { status: 429 }), false],
    ] as const) {
      const plan = retryPlan(error, { countedAttempts: 3, progressed }, settings, half);
      expect(plan).toMatchObject({ counted: false, countedAttempts: 2, exhausted: false });
    }
  });

  it("waits as long as the service asked, never past the longest delay; otherwise backs off", () => {
    const asked = (retryAfterMs: number) =>
      retryPlan(
        new DeliveryError("wait", { status: 503, retryAfterMs }),
        { countedAttempts: 1, progressed: false },
        settings,
        half,
      ).delay;
    expect(asked(5000)).toBe(5000);
    expect(asked(10 * 60_000)).toBe(settings.backoff.maxMs);
    const first = retryPlan(new Error("down"), { countedAttempts: 1, progressed: false }, settings, half).delay;
    const third = retryPlan(new Error("down"), { countedAttempts: 3, progressed: false }, settings, half).delay;
    expect(third).toBeGreaterThan(first);
  });

  it("is permanent when the service refused for good", () => {
    const plan = retryPlan(
      new DeliveryError("bad", { permanent: true, status: 422 }),
      { countedAttempts: 1, progressed: false },
      settings,
      half,
    );
    expect(plan.permanent).toBe(true);
  });
});
