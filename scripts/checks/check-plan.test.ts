import { readFileSync } from "node:fs";
import { CHECK_STEPS, type StepState, formatSeconds, stepsToStart, summaryLine } from "./check-plan";

const packageJson = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  scripts: Record<string, string>;
};

const statesOf = (entries: Record<string, StepState>) =>
  new Map<string, StepState>(CHECK_STEPS.map((step) => [step.name, entries[step.name] ?? "waiting"]));

describe("the steps of npm run check", () => {
  test("run every tool of npm test's static checks", () => {
    const tools = ["prettier --check", "react-router typegen", "tsc --noEmit", "eslint", "depcruise", "knip"];
    for (const tool of tools) expect(packageJson.scripts["test:static"]).toContain(tool);
    const commands = CHECK_STEPS.map((step) => step.command.join(" "));
    for (const tool of tools)
      expect(
        commands.some((command) => command.includes(tool)),
        tool,
      ).toBe(true);
  });

  test("name only steps of the plan before them, so every step can start", () => {
    const names = CHECK_STEPS.map((step) => step.name);
    expect(new Set(names).size).toBe(names.length);
    CHECK_STEPS.forEach((step, index) => {
      for (const before of step.after) expect(names.slice(0, index)).toContain(before);
    });
  });

  test("npm run check runs this plan, and npm test still runs the whole unit suite and every browser test", () => {
    expect(packageJson.scripts.check).toBe("node scripts/checks/check.ts");
    expect(packageJson.scripts["test:unit"]).toBe("vitest run");
    expect(packageJson.scripts["test:e2e"]).toBe("playwright test");
    expect(packageJson.scripts.test).toContain("npm run test:unit");
    expect(packageJson.scripts.test).toContain("npm run test:e2e");
  });
});

describe("stepsToStart", () => {
  test("starts the first steps with nothing before them, up to the limit, in the plan's order", () => {
    const { start, skip } = stepsToStart(CHECK_STEPS, statesOf({}), 3);
    const free = CHECK_STEPS.filter((step) => step.after.length === 0).map((step) => step.name);
    expect(start).toEqual(free.slice(0, 3));
    expect(skip).toEqual([]);
  });

  test("starts nothing while the limit's worth of steps run", () => {
    const running = Object.fromEntries(CHECK_STEPS.slice(0, 2).map((step) => [step.name, "running" as const]));
    expect(stepsToStart(CHECK_STEPS, statesOf(running), 2).start).toEqual([]);
  });

  test("starts a step once every step before it has passed, never before", () => {
    const steps = [
      { name: "a", command: ["a"], after: [] },
      { name: "b", command: ["b"], after: ["a"] },
    ];
    const states = (a: StepState) =>
      new Map<string, StepState>([
        ["a", a],
        ["b", "waiting"],
      ]);
    expect(stepsToStart(steps, states("running"), 4).start).toEqual([]);
    expect(stepsToStart(steps, states("passed"), 4).start).toEqual(["b"]);
    expect(stepsToStart(steps, states("failed"), 4)).toEqual({ start: [], skip: ["b"] });
  });
});

describe("the summary line", () => {
  test("says passed, the total time and each step's", () => {
    const line = summaryLine(
      [
        { name: "tsc", state: "passed", seconds: 41.6 },
        { name: "unit", state: "passed", seconds: 125 },
      ],
      190,
    );
    expect(line).toBe("npm run check passed in 3 min 10 s: tsc 42 s, unit 2 min 05 s");
  });

  test("names the failed and the skipped steps", () => {
    const line = summaryLine(
      [
        { name: "build", state: "failed", seconds: 30 },
        { name: "smoke", state: "skipped", seconds: 0 },
      ],
      31,
    );
    expect(line).toMatch(/^npm run check FAILED \(build; skipped smoke\) in 31 s: build 30 s$/);
  });

  test("formats seconds under and over a minute", () => {
    expect(formatSeconds(0.4)).toBe("0 s");
    expect(formatSeconds(59.4)).toBe("59 s");
    expect(formatSeconds(60)).toBe("1 min 00 s");
  });
});
