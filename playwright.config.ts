import { defineConfig, devices } from "@playwright/test";
import { readGroup } from "./config/settings.mjs";
import { cmsCopyRoot, makeCmsCopy } from "./tests/e2e/cms-copy";

const tools = readGroup("tools");
const PORT = tools.E2E_PORT;

// The CMS's local proxy (as in `npm run cms`): /admin on localhost reads and writes through it, here in a temporary
// copy of content/ (tests/e2e/cms-copy.ts), never the project's own.
const cmsRoot = cmsCopyRoot(PORT);
const cmsProxy = {
  command: `${makeCmsCopy(cmsRoot)} && node node_modules/decap-server/dist/index.js`,
  port: 8081,
  reuseExistingServer: !tools.CI,
  env: { PORT: "8081", BIND_HOST: "127.0.0.1", MODE: "fs", LOG_LEVEL: "warn", GIT_REPO_DIRECTORY: cmsRoot },
};

export default defineConfig({
  fullyParallel: true,
  workers: tools.CI ? 2 : 3,
  retries: 0,
  timeout: 30_000,
  // CI runs the browsers beside the test builds on two cores: a step a visitor sees at once can take seconds there
  // (a calendar booking once took over 5 s, Playwright's default, to show its confirmation). Waits end on states, so
  // a longer ceiling costs nothing when a test passes.
  expect: { timeout: 15_000 },
  reporter: tools.CI ? [["list"]] : [["line"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: tools.CHROME_PATH,
      args: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "e2e", testDir: "tests/e2e", testIgnore: ["cms.spec.ts", "phone.spec.ts"] },
    // Touch and a 390 px screen: taps, the mobile menu and what a phone's gestures do to the page behind a popup.
    {
      name: "phone",
      testDir: "tests/e2e",
      testMatch: "phone.spec.ts",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
    },
    // The CMS test edits files of the copy through /admin and decap-server: one at a time, whatever the workers.
    ...(tools.E2E_CMS ? [{ name: "cms", testDir: "tests/e2e", testMatch: "cms.spec.ts", workers: 1 }] : []),
    // Lighthouse and the hydration long-task test run last, one at a time, so they measure the page on a quiet machine.
    { name: "audits", testDir: "tests/audits", dependencies: ["e2e"], fullyParallel: false, workers: 1 },
  ],
  webServer: [
    {
      // The production server over the production build, with a throwaway leads database. Playwright empties
      // test-results/ before it starts the servers, and the server refuses a LEADS_DB_URL whose folder is missing.
      command: "mkdir -p test-results && node server/index.ts",
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        LEADS_DB_URL: "file:test-results/e2e-leads.db",
        CONTACT_RATE_LIMIT: "1000",
      },
    },
    ...(tools.E2E_CMS ? [cmsProxy] : []),
  ],
});
