// A build of the site with settings the suite's main build does not have (settings fixed at build time: the browser
// must know them), with the post-build step run over it, served by the production server for one test file. Its
// tests share a worker (the file is serial). Files that pass the same name share one build in the run: the first to
// ask makes it in test-results/ (which Playwright empties when a run starts; making the folder is the lock), the
// others wait for its result file. Each file serves it with its own server and lead database.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { startServer } from "../../server/index.ts";
import { BUILD_TIMEOUT_MS, CONTENT, REPO_ROOT, build } from "../content/helpers.ts";
import { CALENDAR_ID, CHAT_WIDGET_ID } from "./ghl-stand-ins";
import { test } from "./helpers";

const SHARED = path.join(REPO_ROOT, "test-results", "settings-builds");

/** Makes the build `name` with `settings`, or waits for the file that does; its folder. */
async function sharedSettingsBuild(name: string, settings: Record<string, string>): Promise<string> {
  const root = path.join(SHARED, name);
  const done = path.join(root, "result.json");
  mkdirSync(SHARED, { recursive: true });
  try {
    mkdirSync(root);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    for (const started = Date.now(); !existsSync(done); await sleep(250))
      if (Date.now() - started > 2 * BUILD_TIMEOUT_MS) throw new Error(`the shared build ${name} did not finish in time`);
    const { error: failed } = JSON.parse(readFileSync(done, "utf8")) as { error?: string };
    if (failed) throw new Error(failed);
    return root;
  }
  // Inside the project (test-results/), so the build's server bundle finds node_modules without a link.
  const ws = { root, content: path.join(root, "content"), build: path.join(root, "build"), remove: () => undefined };
  let error: string | undefined;
  cpSync(CONTENT, ws.content, { recursive: true });
  const built = build(ws, settings);
  if (built.status !== 0) error = `the build failed (exit ${built.status}):\n${built.output.slice(-4000)}`;
  else {
    const post = spawnSync(process.execPath, ["scripts/postbuild.ts", "--root", ws.root], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...settings },
      encoding: "utf8",
      timeout: BUILD_TIMEOUT_MS,
    });
    if (post.status !== 0) error = `the post-build step failed (exit ${post.status}):\n${post.stdout}\n${post.stderr}`;
  }
  writeFileSync(`${done}.tmp`, JSON.stringify({ error }));
  renameSync(`${done}.tmp`, done);
  if (error) throw new Error(error);
  return root;
}

/**
 * Builds (or waits for) the build `name` with `settings` before the file's tests and serves it, with `serverSettings()`
 * added to the server's environment (read when it starts, after the file's own earlier hooks); filled in once the
 * server runs. Every file sharing a name passes the same `settings` (import them from one module).
 */
export function serveSettingsBuild(name: string, settings: Record<string, string>, serverSettings: () => Record<string, string> = () => ({})) {
  const running = {} as { server: Awaited<ReturnType<typeof startServer>>; dbUrl: string; buildDir: string };
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    test.setTimeout(3 * BUILD_TIMEOUT_MS);
    const root = await sharedSettingsBuild(name, settings);
    running.buildDir = path.join(root, "build");
    running.dbUrl = `file:${path.join(mkdtempSync(path.join(root, "server-")), "leads.db")}`;
    const env = { ...process.env, ...settings, ...serverSettings(), LEADS_DB_URL: running.dbUrl, CONTACT_RATE_LIMIT: "1000" };
    running.server = await startServer({
      port: 0,
      host: "127.0.0.1",
      log: () => undefined,
      clientDir: path.join(running.buildDir, "client"),
      cspHashesFile: path.join(running.buildDir, "csp-hashes.json"),
      env,
    });
  });
  test.afterAll(async () => {
    await running.server?.close();
  });
  return running;
}

/**
 * The settings a live agency turns on that change what the browser gets, in one build that store.spec.ts and
 * thank-you-redirect.spec.ts share: selling through Stripe (which needs a mail server and a sender; no payment
 * completes here, so nothing is ever sent to this one), GoHighLevel's calendar and chat, and /thank-you as the address
 * an ad platform counts a conversion by.
 */
export const LIVE_BUILD = {
  name: "live",
  settings: {
    STRIPE_SECRET_KEY: "sk_test_e2estorekey0001",
    STRIPE_WEBHOOK_SECRET: "whsec_e2estoresecret0001",
    SMTP_URL: "smtp://127.0.0.1:2525",
    LEADS_NOTIFY_TO: "team@agency.example",
    THANK_YOU_REDIRECT: "1",
    GHL_BOOKING_CALENDAR_ID: CALENDAR_ID,
    GHL_CHAT_WIDGET_ID: CHAT_WIDGET_ID,
  },
};
