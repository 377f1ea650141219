// A build of the site with settings the suite's main build does not have (settings fixed at build time: the browser
// must know them), with the post-build step run over it, served by the production server for one test file. Its
// tests share a worker (the file is serial): one build per file.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { LEAD_CATALOG_FILE } from "../../contracts/lead-catalog.ts";
import { startServer } from "../../server/index.ts";
import { BUILD_TIMEOUT_MS, REPO_ROOT, build, workspace, type Workspace } from "../content/helpers.ts";
import { test } from "./helpers";

/** Builds with `settings` before the file's tests and serves the build; filled in once the server runs. */
export function serveSettingsBuild(name: string, settings: Record<string, string>) {
  const running = {} as { server: Awaited<ReturnType<typeof startServer>>; dbUrl: string; buildDir: string };
  let ws: Workspace | undefined;
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    test.setTimeout(2 * BUILD_TIMEOUT_MS);
    ws = workspace(name);
    const built = build(ws, settings);
    if (built.status !== 0) throw new Error(`the build failed (exit ${built.status}):\n${built.output.slice(-4000)}`);
    const post = spawnSync(process.execPath, ["scripts/build/postbuild.ts", "--root", ws.root], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...settings },
      encoding: "utf8",
      timeout: BUILD_TIMEOUT_MS,
    });
    if (post.status !== 0)
      throw new Error(`the post-build step failed (exit ${post.status}):\n${post.stdout}\n${post.stderr}`);
    running.buildDir = ws.build;
    running.dbUrl = `file:${path.join(ws.root, "leads.db")}`;
    running.server = await startServer({
      port: 0,
      host: "127.0.0.1",
      log: () => undefined,
      clientDir: path.join(ws.build, "client"),
      // This build's own catalogs (a production build's store catalog sells only what ships), not the suite's main build's.
      catalogFile: path.join(ws.build, LEAD_CATALOG_FILE),
      cspHashesFile: path.join(ws.build, "csp-hashes.json"),
      env: { ...process.env, ...settings, LEADS_DB_URL: running.dbUrl, CONTACT_RATE_LIMIT: "1000" },
    });
  });
  test.afterAll(async () => {
    await running.server?.close();
    ws?.remove();
  });
  return running;
}
