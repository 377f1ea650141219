import { describe, expect, it } from "vitest";
import { CAROUSEL_INTERVAL_MS, closingCounters, COUNTER_STEP_MS, nextCount, wrapIndex } from "./motion";

describe("carousel index", () => {
  it("wraps forwards and backwards", () => {
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(2, 1, 5)).toBe(3);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
  it("advances every 5 seconds", () => expect(CAROUSEL_INTERVAL_MS).toBe(5000));
});

describe("closing counters", () => {
  const run = (step: number, target: number) => {
    const values = [0];
    while (values.at(-1)! < target) values.push(nextCount(values.at(-1)!, step, target));
    return values;
  };
  it("counts projects by 5 up to 150 and satisfaction by 3 up to 99, every 50 ms", () => {
    expect(COUNTER_STEP_MS).toBe(50);
    const figures = {
      fullBuilds: { target: 150, suffix: "+", label: "a" },
      fullBuildSatisfaction: { target: 99, suffix: "%", label: "b" },
    };
    expect(closingCounters(figures).map(({ target, step }) => [target, step])).toEqual([
      [150, 5],
      [99, 3],
    ]);
    expect(run(5, 150)).toHaveLength(31);
    expect(run(3, 99).slice(-2)).toEqual([96, 99]);
    expect(nextCount(98, 3, 99)).toBe(99);
  });
});
