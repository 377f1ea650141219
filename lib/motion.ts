/** Carousel and counter arithmetic, kept pure so the client's timings (5 s carousel, 50 ms counter steps) are unit-tested. */

export const CAROUSEL_INTERVAL_MS = 5000;
export const COUNTER_STEP_MS = 50;

/** Index after moving `delta` slides, wrapping around both ends. */
export function wrapIndex(index: number, delta: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + delta) % length) + length) % length;
}

/** One tick of a count-up: add `step`, never past `target`. */
export function nextCount(current: number, step: number, target: number): number {
  return Math.min(current + step, target);
}

export interface CounterSpec {
  target: number;
  step: number;
  suffix: string;
  label: string;
}

type CounterFigure = Omit<CounterSpec, "step">;

/**
 * The closing section's counters: the client wants projects to count up in steps of 5 and satisfaction in steps
 * of 3. The figures and labels are content (facts.yml); the steps are the behavior.
 */
/** The closing section's counters; a figure a production build left out (unverified) is absent. */
export function closingCounters(figures: {
  fullBuilds?: CounterFigure | undefined;
  fullBuildSatisfaction?: CounterFigure | undefined;
}): CounterSpec[] {
  return [
    ...(figures.fullBuilds ? [{ ...figures.fullBuilds, step: 5 }] : []),
    ...(figures.fullBuildSatisfaction ? [{ ...figures.fullBuildSatisfaction, step: 3 }] : []),
  ];
}

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
