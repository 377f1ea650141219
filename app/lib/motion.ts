/** Carousel and counter arithmetic, kept pure so the timings of SPEC §4 and §9 are unit-tested. */

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

/** The closing section's counters (SPEC §4): projects by 5 to 150, satisfaction by 3 to 99. */
export const CLOSING_COUNTERS: CounterSpec[] = [
  { target: 150, step: 5, suffix: "+", label: "Projects delivered" },
  { target: 99, step: 3, suffix: "%", label: "Client satisfaction" },
];

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
