import { type Browser, expect, test } from "@playwright/test";
import { machineQuiet } from "./quiet";

/**
 * Hydration in small pieces: from the moment a page's scripts start until it has hydrated (held sections included,
 * app/components/ui/HydrateLater.tsx), no task on a phone's CPU (Chromium's 4x slowdown) runs long, on the page types
 * with the most to hydrate. The browser reports long tasks (PerformanceObserver `longtask`, over 50 ms); each is held
 * against the page for its thread time in a trace recorded at the same time (time the main thread itself ran): on a
 * loaded machine other processes take the CPU in the middle of a task and stretch it without any more work from the
 * page. It runs with the audits, after the other browser tests, alone, once the machine is quiet; even so, a run can
 * land on a burst of load, so a page passes when one of five runs is within the bar (decision records 043 and 047).
 *
 * The goal is no task over 50 ms. The bar is 75 ms: the framework and the page's code were one task of 75-100 ms here
 * and now run one task per module (scripts/paint-first.ts), and the largest, React DOM's own module, is one task of
 * 50-70 ms on this machine's CPU at 4x, which no split of ours can cut. The bar fails a return to one task.
 */

const PAGES = ["/", "/buy-snapshot", "/services/crm-pipeline-configuration"];
const SLOWDOWN = 4;
const LONGEST_TASK_MS = 75;
const RUNS = 5;

interface Reported {
  tasks: { start: number; duration: number }[];
  scriptsStart: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { url?: string } };
}

/** The page's long tasks after its scripts started, as the browser reported them, each with its thread time. */
async function hydrationTasks(browser: Browser, path: string): Promise<{ start: number; duration: number; threadTime: number }[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
    // Everything is watched from inside the page and reported once: Playwright's own waiting (polling a selector or a
    // function) runs its script on the page's main thread, and would add long tasks of its own.
    let report: (result: Reported) => void = () => {};
    const reported = new Promise<Reported>((resolve) => (report = resolve));
    await page.exposeFunction("__hydrationTasks", (result: Reported) => report(result));
    await page.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: "longtask", buffered: true });
      // Hydrated: the shell (data-hydrated) and every section held for a later pass (HydrateLater's wrapper).
      const watcher = new MutationObserver(() => {
        if (document.documentElement.dataset.hydrated !== "true" || document.querySelector(".contents[data-pending]")) return;
        watcher.disconnect();
        // A frame and a task later, the observer has been given every task that ended before now.
        requestAnimationFrame(() =>
          setTimeout(() => {
            const start = performance.getEntriesByType("resource").find((entry) => /\/assets\/start-[^/]+\.js$/.test(entry.name));
            (window as unknown as { __hydrationTasks: (result: Reported) => void }).__hydrationTasks({ tasks, scriptsStart: start ? start.startTime : -1 });
          }, 0),
        );
      });
      watcher.observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated", "data-pending"] });
    });
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
    let trace: Buffer;
    let result: Reported;
    try {
      await page.goto(path, { waitUntil: "commit" });
      result = await reported;
    } finally {
      trace = await browser.stopTracing();
    }
    const { tasks: longTasks, scriptsStart } = result;
    if (scriptsStart < 0) throw new Error("the page's start script was not loaded");
    const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    // The page's main thread is the one that requested its start script; the request is also the trace's time for
    // the start of the scripts, matched to the page's clock.
    const request = events.find((event) => event.name === "ResourceSendRequest" && /\/assets\/start-[^/]+\.js$/.test(event.args?.data?.url ?? ""));
    if (!request) throw new Error("the trace has no request for the start script");
    const toTrace = (time: number) => request.ts + (time - scriptsStart) * 1000;
    const tasks = events.filter((event) => event.name === "RunTask" && event.ph === "X" && event.pid === request.pid && event.tid === request.tid);
    return longTasks
      .filter((task) => task.start >= scriptsStart)
      .map((task) => {
        // The trace's task that best overlaps the reported one (the two clocks agree to within a millisecond or so).
        const from = toTrace(task.start);
        const to = from + task.duration * 1000;
        const overlap = (event: TraceEvent) => Math.min(to, event.ts + (event.dur ?? 0)) - Math.max(from, event.ts);
        const match = tasks.reduce<TraceEvent | undefined>((best, event) => (overlap(event) > (best ? overlap(best) : 0) ? event : best), undefined);
        return { start: task.start - scriptsStart, duration: task.duration, threadTime: (match?.tdur ?? match?.dur ?? task.duration * 1000) / 1000 };
      });
  } finally {
    await context.close();
  }
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await machineQuiet();
});

for (const path of PAGES) {
  test(`${path} hydrates at ${SLOWDOWN}x CPU slowdown without a task over ${LONGEST_TASK_MS} ms`, async ({ browser }) => {
    test.slow();
    const runs: Awaited<ReturnType<typeof hydrationTasks>>[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const tasks = await hydrationTasks(browser, path);
      runs.push(tasks);
      if (tasks.every((task) => task.threadTime <= LONGEST_TASK_MS)) break;
    }
    const longest = runs.map((tasks) => Math.max(0, ...tasks.map((task) => task.threadTime)));
    console.log(`${path} longest task's thread time per run at ${SLOWDOWN}x: ${longest.map((ms) => `${Math.round(ms)} ms`).join(", ")}`);
    expect(Math.min(...longest), `long tasks per run (ms after the scripts started, duration, thread time): ${JSON.stringify(runs)}`).toBeLessThanOrEqual(LONGEST_TASK_MS);
  });
}
