// `npm run check`: the gate to run before each commit (types, lint, format, the unit tests and the browser smoke
// tests against a quick build), its steps side by side on the machine's cores, each step's output shown only when it
// fails, ending with one line: passed or not, and how long it took. `npm test` still runs everything (CI runs that).
// The plan is scripts/checks/check-plan.ts; why this and not more: docs/decisions/066-a-fast-gate.md.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readCommandLine } from "../../server/cli.mjs";
import { CHECK_STEPS, type StepState, formatSeconds, stepsToStart, summaryLine } from "./check-plan.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

readCommandLine({
  command: "npm run check",
  summary:
    "Types, lint, format, unit tests and the browser smoke tests against a quick English build, in parallel: the gate before each commit.",
  options: {},
});

// One step more than the cores: tsc, ESLint and a build are mostly one thread each, and the smoke tests wait on a
// browser, so a third process keeps both cores busy.
const LIMIT = availableParallelism() + 1;

// The quick build replaces whatever build/ held (npm start and npm run build make the whole site again).
rmSync(path.join(root, "build"), { recursive: true, force: true });

const states = new Map<string, StepState>(CHECK_STEPS.map((step) => [step.name, "waiting"]));
const seconds = new Map<string, number>();
const started = Date.now();

function run(name: string): Promise<void> {
  const step = CHECK_STEPS.find((each) => each.name === name)!;
  const [command, ...args] = step.command;
  states.set(name, "running");
  const begun = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command!, args, { cwd: root, env: { ...process.env, FORCE_COLOR: "0" } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", (error) => (output += String(error)));
    child.on("close", (code) => {
      seconds.set(name, (Date.now() - begun) / 1000);
      states.set(name, code === 0 ? "passed" : "failed");
      const took = formatSeconds(seconds.get(name)!);
      if (code === 0) console.log(`ok    ${name} (${took})`);
      else console.log(`FAIL  ${name} (${took}, exit ${code}): ${step.command.join(" ")}\n${output.trimEnd()}\n`);
      resolve();
    });
  });
}

/** Starts what may start, and again each time a step ends, until nothing runs. */
async function runAll(): Promise<void> {
  const running = new Set<Promise<void>>();
  for (;;) {
    const { start, skip } = stepsToStart(CHECK_STEPS, states, LIMIT);
    for (const name of skip) states.set(name, "skipped");
    for (const name of start) {
      const promise: Promise<void> = run(name).then(() => void running.delete(promise));
      running.add(promise);
    }
    if (running.size === 0) return;
    await Promise.race(running);
  }
}

await runAll();
const results = CHECK_STEPS.map((step) => ({
  name: step.name,
  state: states.get(step.name)!,
  seconds: seconds.get(step.name) ?? 0,
}));
console.log(summaryLine(results, (Date.now() - started) / 1000));
process.exitCode = results.every((result) => result.state === "passed") ? 0 : 1;
