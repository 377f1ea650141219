import { expect, test } from "@playwright/test";
import { closeLighthouse, lighthouse } from "../../scripts/benchmarks/lighthouse.mjs";
import { PAGE_TYPES } from "../../scripts/benchmarks/page-types.mjs";
import { machineQuiet } from "./quiet";

// Lighthouse (mobile, simulated throttling) on one page of every type. Runs after the other browser tests, one
// page at a time, so the measurements are not disturbed by parallel work.
const PAGES = PAGE_TYPES;
// The mobile performance score is reported, not held to a bar: it is computed from the wall-clock length of the
// page's tasks, and on CI's two cores the same build of / scored 97 at one hour and 82 to 88 the next (its tasks ran
// 1.3 to 3.6 times their thread time, sharing the cores with the browser's own processes). Speed is held by budgets
// instead: the bytes of each page type (scripts/checks/js-budgets.mjs), hydration in 50 ms tasks measured in thread time
// (hydration-tasks.spec.ts), and `npm run bench:web` (medians of runs against the page's no-JavaScript copy), which
// issue 52 takes to 98 under load.

test.describe.configure({ mode: "serial" });

// Started once the browser tests before have wound down (tests/audits/quiet.ts).
test.beforeAll(async () => {
  test.setTimeout(180_000);
  await machineQuiet();
});
test.afterAll(closeLighthouse);

for (const pathname of PAGES) {
  test(`Lighthouse ${pathname}`, async ({ baseURL }) => {
    test.setTimeout(240_000);
    // Once per page type, with the configuration `npm run bench:web` uses (scripts/benchmarks/lighthouse.mjs): accessibility,
    // best practices, SEO and layout shift are held here; the performance score is printed and annotated.
    const result = await lighthouse(`${baseURL}${pathname}`);
    console.log(
      `${pathname} ${JSON.stringify(result.scores)} LCP ${Math.round(result.lcp)} ms TBT ${Math.round(result.tbt)} ms CLS ${result.cls.toFixed(3)}`,
    );
    test.info().annotations.push({
      type: "performance",
      description: `${result.scores.performance} (TBT ${Math.round(result.tbt)} ms)`,
    });
    expect(result.scores.accessibility, result.failing.join(", ")).toBe(100);
    expect(result.scores["best-practices"], result.failing.join(", ")).toBe(100);
    expect(result.scores.seo, result.failing.join(", ")).toBe(100);
    expect(result.cls).toBeLessThan(0.02);
  });
}
