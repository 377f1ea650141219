// The production server as a child process, for the tests that kill it, stop it or run two at once
// (`server/testing/serve.ts`): settings come from the environment given, and the promise settles once it prints the
// address it listens on (or fails with everything it printed if it exits before).
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
}

const running = new Set<ChildProcess>();

/** `args` are serve.ts's: the stop grace in milliseconds, then the build's catalog file. */
export function startServerProcess(env: Record<string, string>, args: string[] = []): Promise<ServerProcess> {
  const child = spawn(process.execPath, [path.resolve("server/testing/serve.ts"), ...args], {
    env: { ...process.env, ...env, PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.on("exit", () => running.delete(child));
  let output = "";
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LISTENING (\S+)/.exec(output);
      if (match) resolve({ child, url: match[1]!, output: () => output });
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

/** Kills (SIGKILL) every server process this module started that is still running: for a test's clean-up. */
export function killServerProcesses(): void {
  for (const child of running) child.kill("SIGKILL");
}
