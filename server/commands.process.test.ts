// The commands as an operator runs them (plain `node`, TypeScript stripped by Node): a bad setting stops the server
// before it starts, naming the variable; an unknown flag is refused with the usage; --help prints it.
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Each test starts a whole Node process (a CLI, the server, the build's CLI): with the rest of the suite running beside
// it on two cores, one can take well over Vitest's default 5 s to start and stop, so they get the subprocess's own 30 s.
vi.setConfig({ testTimeout: 30_000 });

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "commands-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs a project file with this Node and these settings (on top of a clean lead database). */
function run(file: string, args: string[] = [], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.resolve(file), ...args],
      { env: { ...process.env, LEADS_DB_URL: `file:${path.join(dir, "leads.db")}`, ...env }, timeout: 30_000 },
      (error, stdout, stderr) =>
        resolve({ status: typeof error?.code === "number" ? error.code : error ? -1 : 0, stdout, stderr }),
    );
  });
}

describe("a bad setting", () => {
  it.each(["server/index.ts", "server/start.ts"])("SITE_URL=example.com stops %s, naming it", async (file) => {
    const { status, stderr, stdout } = await run(file, [], { SITE_URL: "example.com" });
    expect(status).toBe(1);
    expect(stderr).toContain(
      'SITE_URL must be an absolute https:// URL, the site\'s origin without a path (http:// only for localhost), not "example.com"',
    );
    expect(stdout).not.toContain("Serving");
  });

  it("LEADS_MAX_ATTEMPTS=abc stops the server, and every bad variable is named at once", async () => {
    const { status, stderr } = await run("server/index.ts", [], {
      LEADS_MAX_ATTEMPTS: "abc",
      LEADS_DELIVERY_TIMEOUT_SECONDS: "10m",
    });
    expect(status).toBe(1);
    expect(stderr).toContain('LEADS_MAX_ATTEMPTS must be a whole number from 1 to 1000, not "abc"');
    expect(stderr).toContain(
      'LEADS_DELIVERY_TIMEOUT_SECONDS must be a number of seconds above 0, at most 600, not "10m"',
    );
  });

  it("stops the build before it starts (react-router build), naming it", async () => {
    const cli = path.join(
      path.dirname(createRequire(import.meta.url).resolve("@react-router/dev/package.json")),
      "bin.js",
    );
    const { status, stderr } = await run(cli, ["build"], {
      SITE_URL: "http//example.com",
      CMS_REPO: "not a repo",
      BUILD_DIR: path.join(dir, "build"),
    });
    expect(status).toBe(1);
    expect(stderr).toContain(
      'SITE_URL must be an absolute https:// URL, the site\'s origin without a path (http:// only for localhost), not "http//example.com"',
    );
    expect(stderr).toContain('CMS_REPO must be owner/name, not "not a repo"');
  });

  it("stops npm run leads too", async () => {
    const { status, stderr } = await run("server/enquiries/leads-cli.ts", [], { LEADS_DB_URL: "leads.db" });
    expect(status).toBe(1);
    expect(stderr).toContain("LEADS_DB_URL must be file:<path>");
  });
});

describe("npm run leads", () => {
  it("refuses an unknown flag with the usage, listing nothing", async () => {
    const { status, stdout, stderr } = await run("server/enquiries/leads-cli.ts", ["--fialed"]);
    expect(status).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain("Unknown option '--fialed'");
    expect(stderr).toContain("Usage: npm run leads -- [options]");
    expect(stderr).toContain("--failed");
  });

  it("prints the usage on --help", async () => {
    const { status, stdout } = await run("server/enquiries/leads-cli.ts", ["--help"]);
    expect(status).toBe(0);
    for (const flag of ["--csv", "--outbox", "--failed", "--retry <delivery id|all>", "--help"])
      expect(stdout).toContain(flag);
  });
});

describe("the scripts", () => {
  it.each([
    "scripts/tools/settings-table.mjs",
    "scripts/checks/launch-check.mjs",
    "scripts/build/postbuild.ts",
    "scripts/build/deploy-configs.ts",
    "scripts/checks/js-budget.mjs",
    "scripts/checks/js-budgets.mjs",
    "scripts/benchmarks/lighthouse.mjs",
    "scripts/benchmarks/bench-server.ts",
    "scripts/benchmarks/bench-web.ts",
    "scripts/tools/cms.mjs",
    "scripts/tools/screenshots.mjs",
  ])("%s refuses an unknown flag and prints its usage on --help", async (file) => {
    const refused = await run(file, ["--bogus"]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("Unknown option '--bogus'");
    expect(refused.stderr).toContain("Usage: ");
    const help = await run(file, ["--help"]);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: /);
  });
});
