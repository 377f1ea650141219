import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { siteContentPlugin } from "./app/content-model/.server/vite-plugin";
import { readSettings } from "./config/settings.mjs";

const UNIT_AND_INTEGRATION = [
  "app/**/*.test.{ts,tsx}",
  "config/**/*.test.ts",
  "lib/**/*.test.ts",
  "contracts/**/*.test.ts",
  "server/**/*.test.{ts,mjs}",
  "scripts/**/*.test.{ts,mjs}",
];
const INTEGRATION = "**/*.{process,faults,integration,sweep}.test.ts";

export default defineConfig({
  plugins: [siteContentPlugin()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: {
    __SITE_SETTINGS__: JSON.stringify(readSettings({})),
    __ANALYTICS_ON__: "false",
    __BOOKING_ON__: "true",
    __CHAT_ON__: "true",
    __SITE_LANG__: '"en"',
  },
  test: {
    globals: true,
    // Most files test logic, servers and builds; a file that renders or reads the DOM says so on its first line
    // (`// @vitest-environment jsdom`): a jsdom window and Testing Library for every file took 51 of the run's test-seconds, 13 now.
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    // Three projects, all run by `vitest run` (npm test): "unit", the files `npm run check` runs before each commit;
    // "integration", the drills that start whole Node processes, kill them or hold locks for seconds (a file named
    // *.process.test.ts, *.faults.test.ts, *.integration.test.ts or *.sweep.test.ts); and "build", the files that run
    // production builds of the site (docs/decisions/066-a-fast-gate.md).
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: UNIT_AND_INTEGRATION,
          exclude: [...configDefaults.exclude, INTEGRATION],
        },
      },
      {
        extends: true,
        test: { name: "integration", include: [INTEGRATION] },
      },
      {
        extends: true,
        test: {
          name: "build",
          include: ["tests/content/**/*.test.ts"],
          // The folder of the builds content test files share (tests/content/shared-build.ts).
          globalSetup: ["./tests/content/global-setup.ts"],
        },
      },
    ],
    // Vitest's default is one worker less than the cores: one worker on a 2-core machine such as CI. The content tests
    // spend most of their time waiting for a build in a child process, so a second worker keeps both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // CI runs on 2 shared cores: a store round trip through the database thread can take seconds there, and servers
    // and jsdom renders that take 0.5 s on a quiet machine took 5 to 8 s on a loaded one. A test that hangs still
    // fails, but a slow machine alone does not (Vitest's default is 5 s per test and 10 s per hook).
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
