// @ts-check
// `npm run ghl:check`: reads the GoHighLevel sub-account with the site's settings (GHL_*) and prints one row per check
// (the location, the pipeline and stage, each workflow and custom field key, each scope), with the fix for each
// failure; with GHL_AGENCY_TOKEN it also reads the agency's snapshots with that token, which needs what GoHighLevel's
// definitions ask of it (AGENCY_TOKEN_NEEDS, said in --help too); exits 1 when any fails. It never writes to the
// account (scripts/checks/ghl-check.ts).
import { checkSettingsOrExit, loadDotEnv } from "../../config/settings.mjs";
import { readCommandLine } from "../../server/cli.mjs";
import { AGENCY_TOKEN_NEEDS, checkTable, ghlCheck } from "./ghl-check.ts";

export const GHL_CHECK_CLI = {
  command: "npm run ghl:check --",
  summary: `Reads the GoHighLevel sub-account with the GHL_* settings, and with GHL_AGENCY_TOKEN the agency's snapshots: one row per check, the fix for each failure; exits 1 when any fails. Never writes. GHL_AGENCY_TOKEN must be ${AGENCY_TOKEN_NEEDS}; a refusal of it means it is not an agency token or lacks that scope.`,
  options: {},
};

readCommandLine(GHL_CHECK_CLI);
loadDotEnv();
checkSettingsOrExit(["site", "delivery", "store", "build"]);
const { ok, rows } = await ghlCheck();
process.stdout.write(checkTable(rows));
process.stdout.write(
  ok ? "GoHighLevel: every check passed.\n" : "GoHighLevel: fix the failed rows, then run npm run ghl:check again.\n",
);
process.exitCode = ok ? 0 : 1;
