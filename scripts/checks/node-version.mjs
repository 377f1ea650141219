// Run by npm before `npm start` and `npm test` (prestart, pretest): on a Node older than package.json's "engines"
// (Debian 12 ships 18, this machine's own is 20), stop at once with one line naming the version found, the version
// needed and how to get it, instead of an engine warning and then ERR_UNKNOWN_FILE_EXTENSION ".ts" from deep inside.
// Plain JavaScript any Node since 14 runs. Why stop rather than fetch Node 24: docs/decisions/026-node-version-at-start.md.
import { readFileSync } from "node:fs";

const range = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")).engines.node;
const need = /(\d+)\.(\d+)/.exec(range);
const have = /^v(\d+)\.(\d+)/.exec(process.version);
const older =
  need &&
  have &&
  (Number(have[1]) < Number(need[1]) || (Number(have[1]) === Number(need[1]) && Number(have[2]) < Number(need[2])));
if (older) {
  process.stderr.write(
    `This project needs Node ${range} (24 recommended); this is Node ${process.version}. Install Node 24 (https://nodejs.org or \`nvm install 24\`), or run this once with Node 24 from npm: PATH="$(dirname "$(npx -y node@24 -p process.execPath)"):$PATH" npm ${process.env.npm_lifecycle_event === "pretest" ? "test" : "start"}\n`,
  );
  process.exit(1);
}
