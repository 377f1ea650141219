// The steps of `npm run check` (scripts/checks/check.ts), the order they may run in and the line it ends with. Pure: the
// runner starts the processes. Why these steps and not the others of `npm test`: docs/decisions/066-a-fast-gate.md.

export interface CheckStep {
  /** How the summary and the failure report name it. */
  name: string;
  /** The command, run from the project's folder without a shell. */
  command: string[];
  /** Steps that must have passed before this one starts. */
  after: string[];
}

/** ESLint's cache: a second run lints only the files that changed (never in npm test, where CI starts clean). */
export const ESLINT_CACHE = "node_modules/.cache/eslint";

/** What each step has come to. */
export type StepState = "waiting" | "running" | "passed" | "failed" | "skipped";

/**
 * The gate, in the order a free core takes them: the unit tests are the longest step and start first, beside the build
 * and the smoke tests after it; the static checks fill the cores as steps end.
 */
export const CHECK_STEPS: readonly CheckStep[] = [
  // The longest step first. The runner empties build/ before it starts, so the unit test that reads a whole build
  // (scripts/build/deploy-configs.test.ts) finds none, rather than the quick build half-written.
  // Files share their modules (--no-isolate): the content is loaded once per worker, not once per file (2 min 08 s
  // alone instead of about 4 on 2 cores); npm test keeps each file isolated.
  { name: "unit", command: ["npx", "vitest", "run", "--project", "unit", "--no-isolate"], after: [] },
  // The quick build the smoke tests run against, into build/: the English pages only (a second language's pass
  // would cost as much again), then the post-build step as npm run build runs it.
  { name: "build", command: ["node", "scripts/build/build.ts", "--english-only"], after: [] },
  { name: "postbuild", command: ["node", "scripts/build/postbuild.ts"], after: ["build"] },
  { name: "typegen", command: ["npx", "react-router", "typegen"], after: [] },
  { name: "prettier", command: ["npx", "prettier", "--check", "--log-level", "warn", "."], after: [] },
  { name: "tsc", command: ["npx", "tsc", "--noEmit"], after: ["typegen"] },
  {
    name: "eslint",
    command: ["npx", "eslint", "--cache", "--cache-location", `${ESLINT_CACHE}/`, "."],
    after: ["typegen"],
  },
  {
    name: "depcruise",
    command: ["npx", "depcruise", "--config", ".dependency-cruiser.mjs", "."],
    after: ["typegen"],
  },
  { name: "knip", command: ["npx", "knip", "--no-progress"], after: ["typegen"] },
  {
    name: "smoke",
    command: ["npx", "playwright", "test", "--project", "e2e", "--grep", "@smoke"],
    after: ["postbuild"],
  },
];

/**
 * The steps to start now: waiting ones whose steps before have all passed, in the plan's order, while fewer than
 * `limit` run. A step after one that failed or was skipped is skipped (the runner marks it with `skipped`).
 */
export function stepsToStart(
  steps: readonly CheckStep[],
  states: ReadonlyMap<string, StepState>,
  limit: number,
): { start: string[]; skip: string[] } {
  const skip = steps
    .filter((step) => states.get(step.name) === "waiting")
    .filter((step) => step.after.some((name) => ["failed", "skipped"].includes(states.get(name) ?? "waiting")))
    .map((step) => step.name);
  let running = steps.filter((step) => states.get(step.name) === "running").length;
  const start: string[] = [];
  for (const step of steps) {
    if (running >= limit) break;
    if (states.get(step.name) !== "waiting" || skip.includes(step.name)) continue;
    if (!step.after.every((name) => states.get(name) === "passed")) continue;
    start.push(step.name);
    running++;
  }
  return { start, skip };
}

/** "42 s", "3 min 05 s". */
export function formatSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, "0")} s`;
}

/** The line the gate ends with: passed or not, the time it took, and each step's. */
export function summaryLine(
  results: readonly { name: string; state: StepState; seconds: number }[],
  totalSeconds: number,
): string {
  const failed = results.filter((result) => result.state === "failed").map((result) => result.name);
  const skipped = results.filter((result) => result.state === "skipped").map((result) => result.name);
  const times = results
    .filter((result) => result.state === "passed" || result.state === "failed")
    .map((result) => `${result.name} ${formatSeconds(result.seconds)}`)
    .join(", ");
  const verdict = failed.length
    ? `npm run check FAILED (${failed.join(", ")}${skipped.length ? `; skipped ${skipped.join(", ")}` : ""})`
    : "npm run check passed";
  return `${verdict} in ${formatSeconds(totalSeconds)}: ${times}`;
}
