import { expect, test } from "@playwright/test";
import { lighthouse } from "../../scripts/lighthouse.mjs";
import { PAGE_TYPES } from "../../scripts/page-types.mjs";

// Lighthouse (mobile, simulated throttling) on one page of every type. Runs after the other browser tests, one
// page at a time, so the measurements are not disturbed by parallel work.
const PAGES = PAGE_TYPES;

test.describe.configure({ mode: "serial" });

for (const pathname of PAGES) {
  test(`Lighthouse ${pathname}`, async ({ baseURL }) => {
    test.setTimeout(240_000);
    // Simulated throttling varies between runs; Lighthouse's guidance is to judge the median of several. One run
    // is enough when it clears the bar; otherwise two more are taken and the median run is judged.
    let result = lighthouse(`${baseURL}${pathname}`);
    if (result.scores.performance! < 95) {
      const runs = [result, lighthouse(`${baseURL}${pathname}`), lighthouse(`${baseURL}${pathname}`)];
      runs.sort((a, b) => a.scores.performance! - b.scores.performance!);
      result = runs[1]!;
    }
    console.log(`${pathname} ${JSON.stringify(result.scores)} LCP ${Math.round(result.lcp)} ms CLS ${result.cls.toFixed(3)}`);
    expect(result.scores.performance, result.failing.join(", ")).toBeGreaterThanOrEqual(95);
    expect(result.scores.accessibility, result.failing.join(", ")).toBe(100);
    expect(result.scores["best-practices"], result.failing.join(", ")).toBe(100);
    expect(result.scores.seo, result.failing.join(", ")).toBe(100);
    expect(result.cls).toBeLessThan(0.02);
  });
}
