/**
 * One build for the test files that need the same content and settings (a build takes 15 to 30 s; files run in two
 * workers at once). The first file to ask makes it, in a folder of the run (tests/content/global-setup.ts); the others
 * wait for its result file. Made once per run, removed at the end of the run, never by a test file.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { inject } from "vitest";
import { BUILD_TIMEOUT_MS, type BuildResult, CONTENT, REPO_ROOT, type Workspace, build } from "./helpers";

export interface SharedBuild {
  ws: Workspace;
  result: BuildResult;
  settings: Record<string, string>;
}

/**
 * The shared build `name`. `prepare` edits the workspace's copy of content/ and returns the build's settings; every
 * file sharing the build passes the same one (import it from one module).
 */
export async function sharedBuild(
  name: string,
  prepare: (ws: Workspace) => Record<string, string>,
): Promise<SharedBuild> {
  const root = path.join(inject("sharedBuilds"), name);
  const ws: Workspace = {
    root,
    content: path.join(root, "content"),
    build: path.join(root, "build"),
    remove: () => undefined,
  };
  const done = path.join(root, "result.json");
  let mine = true;
  try {
    mkdirSync(root);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    mine = false;
  }
  if (mine) {
    let shared: Omit<SharedBuild, "ws">;
    try {
      cpSync(CONTENT, ws.content, { recursive: true });
      symlinkSync(path.join(REPO_ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
      const settings = prepare(ws);
      shared = { result: build(ws, settings), settings };
    } catch (error) {
      shared = {
        result: { status: null, output: `preparing the build failed: ${String(error)}`, seconds: 0 },
        settings: {},
      };
    }
    writeFileSync(`${done}.tmp`, JSON.stringify(shared));
    renameSync(`${done}.tmp`, done);
    return { ws, ...shared };
  }
  // The other file's build: it is written whole (renamed into place), so its presence means it is complete.
  for (const started = Date.now(); !existsSync(done); await sleep(250))
    if (Date.now() - started > BUILD_TIMEOUT_MS) throw new Error(`the shared build ${name} did not finish in time`);
  return { ws, ...(JSON.parse(readFileSync(done, "utf8")) as Omit<SharedBuild, "ws">) };
}
