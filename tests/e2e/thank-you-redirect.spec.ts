// THANK_YOU_REDIRECT=1 is fixed at build time (the browser must know it before a send), so this file makes its own
// build with it on, runs the post-build step over it and serves it with the production server; an ad platform then
// counts a conversion by the /thank-you address. The suite's main build (the setting off) is checked in
// form-guide.spec.ts: the page stays and shows what happens next.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { startServer } from "../../server/index.ts";
import { BUILD_TIMEOUT_MS, REPO_ROOT, build, workspace, type Workspace } from "../content/helpers.ts";
import { fillForm, expect, test } from "./helpers";
import { storedLeads } from "./leads";

const SETTINGS = { THANK_YOU_REDIRECT: "1" };

let ws: Workspace;
let server: Awaited<ReturnType<typeof startServer>>;
let dbUrl: string;

// One build for the file: its tests share a worker.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(2 * BUILD_TIMEOUT_MS);
  ws = workspace("thank-you-redirect");
  const built = build(ws, SETTINGS);
  if (built.status !== 0) throw new Error(`the build failed (exit ${built.status}):\n${built.output.slice(-4000)}`);
  const post = spawnSync(process.execPath, ["scripts/postbuild.ts", "--root", ws.root], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...SETTINGS },
    encoding: "utf8",
    timeout: BUILD_TIMEOUT_MS,
  });
  if (post.status !== 0) throw new Error(`the post-build step failed (exit ${post.status}):\n${post.stdout}\n${post.stderr}`);
  dbUrl = `file:${path.join(ws.root, "leads.db")}`;
  server = await startServer({
    port: 0,
    host: "127.0.0.1",
    log: () => undefined,
    clientDir: path.join(ws.build, "client"),
    cspHashesFile: path.join(ws.build, "csp-hashes.json"),
    env: { ...process.env, ...SETTINGS, LEADS_DB_URL: dbUrl, CONTACT_RATE_LIMIT: "1000" },
  });
});

test.afterAll(async () => {
  await server?.close();
  ws?.remove();
});

test("an on-page form's visitor lands on /thank-you once the enquiry is stored", async ({ page }) => {
  const before = (await storedLeads(dbUrl)).length;
  await page.goto(`${server.url}/contact`);
  await fillForm(page, "contact");
  await page.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(page).toHaveURL(`${server.url}/thank-you`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await storedLeads(dbUrl)).toHaveLength(before + 1);
});

test("a popup's visitor reads the client's message for its 2 s, then lands on /thank-you", async ({ page }) => {
  // Page time only moves when the test says so (no wall-clock waits).
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto(`${server.url}/pricing`);
  await page.clock.pauseAt(start + 60_000);
  await page.getByRole("link", { name: "Request Custom Pricing" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Custom Pricing" });
  await fillForm(page, "popup");
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(dialog.getByRole("status")).toHaveText(/^Message sent successfully!/);
  // The message is read first: the address has not changed yet.
  await page.clock.runFor(1_000);
  await expect(page).toHaveURL(`${server.url}/pricing`);
  await page.clock.runFor(1_500);
  await expect(page).toHaveURL(`${server.url}/thank-you`);
});
