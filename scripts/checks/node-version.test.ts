// `npm start` and `npm test` on a Node older than package.json's engines stop at once with one line naming the version
// found, the version needed and how to get it, before any TypeScript is loaded. Checked with the machine's own older
// Node when it has one (/usr/bin/node: 20 here, 18 on Debian 12), and with the current Node, which passes silently.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";

const oldNode = ["/usr/bin/node", "/bin/node", "/usr/local/bin/node"].find((file) => {
  if (!existsSync(file)) return false;
  const version = spawnSync(file, ["--version"], { encoding: "utf8" }).stdout.trim();
  return /^v(\d+)/.test(version) && Number(/^v(\d+)/.exec(version)![1]) < 22;
});

describe("the Node version check before npm start and npm test", () => {
  it.runIf(oldNode)("npm start on an older Node stops in one line naming both versions and the way to Node 24", () => {
    const npm = spawnSync(oldNode!, ["/usr/lib/node_modules/npm/bin/npm-cli.js", "start"], {
      encoding: "utf8",
      env: { ...process.env, PATH: `/usr/bin:/bin` },
    });
    expect(npm.status).not.toBe(0);
    expect(npm.stderr + npm.stdout).not.toContain("ERR_UNKNOWN_FILE_EXTENSION");
    const direct = spawnSync(oldNode!, ["scripts/checks/node-version.mjs"], {
      encoding: "utf8",
      env: { ...process.env, npm_lifecycle_event: "pretest" },
    });
    expect(direct.status).toBe(1);
    const lines = direct.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(spawnSync(oldNode!, ["--version"], { encoding: "utf8" }).stdout.trim());
    expect(lines[0]).toMatch(/needs Node >=\d+/);
    expect(lines[0]).toContain("npx -y node@24");
    expect(lines[0]).toMatch(/npm test$/);
  });

  it("passes silently on this Node", () => {
    const current = spawnSync(process.execPath, ["scripts/checks/node-version.mjs"], { encoding: "utf8" });
    expect(current.status).toBe(0);
    expect(current.stderr).toBe("");
  });
});
