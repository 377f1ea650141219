import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPacer } from "./pacer.ts";

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Takes `count` slots at once; the time each was granted. */
function takeAll(pacer: ReturnType<typeof createPacer>, count: number): number[] {
  const granted: number[] = [];
  for (let index = 0; index < count; index += 1) void pacer.take().then(() => granted.push(Date.now()));
  return granted;
}

describe("the pace of update links", () => {
  it("at most `max` requests in any window, in order", async () => {
    const pacer = createPacer({ max: 3, intervalMs: 1000 });
    const granted = takeAll(pacer, 7);
    await vi.advanceTimersByTimeAsync(5000);
    expect(granted).toEqual([0, 0, 0, 1000, 1000, 1000, 2000]);
  });

  it("a 429 holds every request for the wait asked, at most the longest hold", async () => {
    const pacer = createPacer({ max: 10, intervalMs: 10_000, maxHoldMs: 500 });
    await pacer.take();
    pacer.hold(10_000);
    const granted = takeAll(pacer, 2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(granted).toEqual([500, 500]);
  });
});
