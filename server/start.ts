// `npm start`: build when there is no build (or it is older than the code or the content), then serve it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LANGS, LANGUAGES } from "../config/languages.mjs";
import { BUILD_GROUPS, SERVER_GROUPS, checkSettingsOrExit, loadDotEnv, readGroup } from "../config/settings.mjs";

loadDotEnv();
// A bad setting stops here, naming every bad variable, before minutes of building.
checkSettingsOrExit([...new Set([...SERVER_GROUPS, ...BUILD_GROUPS])]);
// So does a database folder that is not there (a volume not mounted): never a new, empty database in its place.
const { exitOnDatabaseFolderProblem } = await import("./enquiries/leads-store.ts");
exitOnDatabaseFolderProblem(readGroup("leads").LEADS_DB_URL);

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const stamp = path.join(root, "build", "client", "index.html");
// Each language's home: the quick English-only build `npm run check` leaves behind is rebuilt whole.
const homes = LANGS.map((lang) => path.join(root, "build", "client", LANGUAGES[lang].prefix.slice(1), "index.html"));

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

// The site is made from the code in app/, lib/ and contracts/ and the words in content/: an edit to any rebuilds.
const newest = Math.max(...["app", "lib", "contracts", "content"].map((dir) => newestSource(path.join(root, dir))));
const needsBuild = !homes.every((home) => existsSync(home)) || newest > statSync(stamp).mtimeMs;
if (needsBuild) {
  console.log("Building the site (first start or sources changed)...");
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const { startServer } = await import("./index.ts");
const { stopOnSignals } = await import("./operations/shutdown.ts");
const { url, close, log } = await startServer();
log(`Serving the site at ${url}`);
stopOnSignals(close, { log });
