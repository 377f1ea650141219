// @ts-check
// `npm run launch-check`: before the site goes live, lists every claim in content/ not yet marked verified (file and
// field: testimonials, ratings, review and sales counts, case studies, figures, team, badges, former prices, words)
// and every claim typed in app/, and exits 1 while any is left (scripts/checks/launch-check.ts). The content loader is build code that Vite resolves (imports without extensions), so
// it runs through Vite's module runner, as in the build, not through plain node. With GoHighLevel configured it also
// runs `npm run ghl:check` (scripts/checks/ghl-check.ts), which only reads the account, and fails when that fails.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { checkSettingsOrExit, loadDotEnv, readLeadDestinations } from "../../config/settings.mjs";
import { readCommandLine } from "../../server/cli.mjs";
import { checkTable, ghlCheck } from "./ghl-check.ts";

export const LAUNCH_CHECK_CLI = {
  command: "npm run launch-check --",
  summary:
    "Lists every unverified claim in content/ (testimonials, ratings, case studies, figures, team, badges, former prices, words) by file and field, and claims typed in app/, and runs npm run ghl:check when GoHighLevel is configured; exits 1 while any is left or a GoHighLevel check fails.",
  options: {},
};

readCommandLine(LAUNCH_CHECK_CLI);
loadDotEnv();
checkSettingsOrExit(["site", "build", "leads", "delivery"]);
const { module } = /** @type {{ module: typeof import("./launch-check.ts") }} */ (
  await runnerImport(fileURLToPath(new URL("./launch-check.ts", import.meta.url)), {
    configFile: false,
    logLevel: "error",
    resolve: { alias: { "~": fileURLToPath(new URL("../../app", import.meta.url)) } },
  })
);
const { ok, report } = module.launchCheck();
process.stdout.write(report);
let ghlOk = true;
if (readLeadDestinations().gohighlevel) {
  const checked = await ghlCheck();
  ghlOk = checked.ok;
  process.stdout.write(`\nGoHighLevel (npm run ghl:check):\n${checkTable(checked.rows)}`);
}
process.exitCode = ok && ghlOk ? 0 : 1;
