import { describe, expect, it } from "vitest";
import { ANALYTICS_EVENTS, MAX_QUEUED_EVENTS, createTracker } from "./analytics";

const plausible = {
  provider: "plausible" as const,
  scriptUrl: "https://plausible.io/js/script.js",
  siteId: "example.org",
  origin: "https://plausible.io",
};
const umami = {
  provider: "umami" as const,
  scriptUrl: "https://stats.example.org/script.js",
  siteId: "abc",
  origin: "https://stats.example.org",
};

describe("analytics events", () => {
  it("send nothing and keep nothing when analytics is off", () => {
    const calls: unknown[] = [];
    const tracker = createTracker(null, () => ({ plausible: (...args: unknown[]) => calls.push(args) }));
    tracker.track(ANALYTICS_EVENTS.planChosen, { plan: "pro" });
    expect(calls).toEqual([]);
    expect(tracker.queued()).toBe(0);
  });

  it("wait for Plausible's script, then go out in order with their properties", () => {
    const calls: unknown[] = [];
    const target: { plausible?: (event: string, options?: { props?: Record<string, string | number> }) => void } = {};
    const tracker = createTracker(plausible, () => target);
    tracker.track(ANALYTICS_EVENTS.consultationOpened, { title: "Hire Us" });
    tracker.track(ANALYTICS_EVENTS.planChosen, { plan: "pro" });
    expect(tracker.queued()).toBe(2);
    target.plausible = (...args) => calls.push(args);
    expect(tracker.flush()).toBe(true);
    tracker.track(ANALYTICS_EVENTS.enquirySent, { form: "popup", context: "x".repeat(500) });
    expect(calls).toEqual([
      ["Consultation opened", { props: { title: "Hire Us" } }],
      ["Plan chosen", { props: { plan: "pro" } }],
      ["Inquiry sent", { props: { form: "popup", context: "x".repeat(120) } }],
    ]);
  });

  it("use Umami's track function, and never queue more than the cap while its script is blocked", () => {
    const calls: unknown[] = [];
    const target: { umami?: { track: (event: string, data?: Record<string, string | number>) => void } } = {};
    const tracker = createTracker(umami, () => target);
    for (let index = 0; index < MAX_QUEUED_EVENTS + 10; index += 1)
      tracker.track(ANALYTICS_EVENTS.webVitals, { metric: "CLS", value: index });
    expect(tracker.queued()).toBe(MAX_QUEUED_EVENTS);
    target.umami = { track: (...args) => calls.push(args) };
    tracker.flush();
    expect(calls).toHaveLength(MAX_QUEUED_EVENTS);
    expect(calls[0]).toEqual(["Web Vitals", { metric: "CLS", value: 0 }]);
  });
});
