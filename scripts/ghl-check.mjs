// @ts-check
// `npm run ghl:check`: reads the GoHighLevel sub-account with the site's settings (GHL_*) and prints one row per check
// (the location, the pipeline and stage, each workflow and custom field key, each scope), with the fix for each
// failure; exits 1 when any fails. It never writes to the account (scripts/ghl-check.ts).
import { checkSettingsOrExit, loadDotEnv } from "../config/settings.mjs";
import { readCommandLine } from "../server/cli.mjs";
import { checkTable, ghlCheck } from "./ghl-check.ts";

export const GHL_CHECK_CLI = {
  command: "npm run ghl:check --",
  summary: "Reads the GoHighLevel sub-account with the GHL_* settings: one row per check, the fix for each failure; exits 1 when any fails. Never writes.",
  options: {},
};

readCommandLine(GHL_CHECK_CLI);
loadDotEnv();
checkSettingsOrExit(["site", "delivery", "store", "build"]);
const { ok, rows } = await ghlCheck();
process.stdout.write(checkTable(rows));
process.stdout.write(ok ? "GoHighLevel: every check passed.\n" : "GoHighLevel: fix the failed rows, then run npm run ghl:check again.\n");
process.exitCode = ok ? 0 : 1;
