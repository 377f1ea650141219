// @ts-check
// `npm run cms`: edit the content on this machine. Starts decap-server (Decap CMS's local proxy, port 8081, which reads
// and writes the files of this working copy) and the site in development (react-router dev, http://localhost:5173)
// together; open http://localhost:5173/admin/, edit, then review and commit the changes with git. Ctrl-C stops both.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadDotEnv, readGroup } from "../../config/settings.mjs";
import { readCommandLine } from "../../server/cli.mjs";

readCommandLine({
  command: "npm run cms --",
  summary:
    "Edit the content on this machine: the site in development with /admin, and Decap's local proxy (port 8081).",
  options: {},
});
loadDotEnv();

const root = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));
const require = createRequire(import.meta.url);
const PROXY_PORT = "8081";

const commands = [
  {
    name: "decap-server",
    args: [require.resolve("decap-server/dist/index.js")],
    // Explicit port and loopback address: decap-server also reads .env, whose PORT is the site server's.
    env: {
      PORT: PROXY_PORT,
      BIND_HOST: "127.0.0.1",
      GIT_REPO_DIRECTORY: root,
      MODE: "fs",
      LOG_LEVEL: readGroup("tools").LOG_LEVEL,
    },
  },
  {
    name: "react-router dev",
    args: [path.join(path.dirname(require.resolve("@react-router/dev/package.json")), "bin.js"), "dev"],
    env: {},
  },
];

const children = commands.map(({ name, args, env }) => {
  const child = spawn(process.execPath, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`[cms] ${name} stopped (${signal ?? `exit code ${code}`}); stopping the other one.`);
    stop(code || 1);
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  let running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (running.length === 0) process.exit(code);
  for (const child of running) {
    child.once("exit", () => {
      running = running.filter((other) => other !== child);
      if (running.length === 0) process.exit(code);
    });
    child.kill("SIGTERM");
  }
}

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0));

console.log(`[cms] Content editing on this machine: open http://localhost:5173/admin/ once the dev server is up.
[cms] The CMS saves straight into content/ and public/images/uploads/; review with \`git diff\` and commit.`);
