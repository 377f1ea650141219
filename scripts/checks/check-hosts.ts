// `npm run check:hosts`: serves the finished build with each host's own runtime that runs offline here and asks every
// one the same questions (scripts/checks/host-probes.ts): the one Content-Security-Policy on pages, 404s and redirects, the
// CMS's own under /admin, canonical redirects, unknown posts and snapshots, immutable assets. Prints a table.
// - node: the production server (server/index.ts), always.
// - nginx: build/nginx.conf, when nginx is installed (Debian: apt-get install nginx-light).
// - cloudflare: `wrangler pages dev` (Cloudflare's workerd, shipped in npm) reading _headers and _redirects. Wrangler is
//   not a dependency of the project (about 230 MB): it is installed on first use into node_modules/.cache/check-hosts,
//   pinned, with --ignore-scripts (it needs no install script; its runtime comes as an npm package for the platform).
// Netlify's and Vercel's runtimes do not run offline (see docs/operating.md): their files are checked by the unit tests only.
import { spawn, spawnSync } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { walk } from "../../server/build-manifest.mjs";
import { readCommandLine } from "../../server/cli.mjs";
import { checkAnswer, hostProbes, resultTable } from "./host-probes.ts";
import type { Answer, Policies } from "./host-probes.ts";

const WRANGLER_VERSION = "4.164.0";
const root = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));
const client = path.join(root, "build", "client");

type Started = { url: string; stop: () => Promise<void> } | { skip: string };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      // A server listening on a TCP port has an AddressInfo.
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** One request exactly as given, without following redirects. */
function get(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, (res) => {
      res.resume();
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(
            Object.entries(res.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : value]),
          ),
        }),
      );
    });
    req.setTimeout(10_000, () => req.destroy(new Error("no answer in 10 s")));
    req.on("error", reject);
  });
}

/** Waits until the host answers (a runtime takes a few seconds to start), or the process ends. */
async function waitForHost(url: string, child?: ChildProcess, seconds = 60): Promise<void> {
  for (let tries = 0; tries < seconds * 4; tries += 1) {
    if (child && child.exitCode !== null) throw new Error(`exited with status ${child.exitCode}`);
    if (
      await get(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer within ${seconds} s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    // The runtime's own children (workerd) are in the same process group, started detached below.
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      child.kill("SIGTERM");
    }
  });
}

async function startNode(): Promise<Started> {
  const { startServer } = await import("../../server/index.ts");
  const dir = await mkdtemp(path.join(tmpdir(), "check-hosts-node-"));
  const server = await startServer({
    env: { ...process.env, LEADS_DB_URL: `file:${dir}/leads.db` },
    port: 0,
    host: "127.0.0.1",
    log: () => {},
  });
  return { url: server.url, stop: async () => (await server.close(), await rm(dir, { recursive: true, force: true })) };
}

async function startNginx(): Promise<Started> {
  const binary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));
  if (!binary) return { skip: "nginx not installed (apt-get install nginx-light)" };
  const dir = await mkdtemp(path.join(tmpdir(), "check-hosts-nginx-"));
  // nginx's workers may run as another user (www-data when started by root): the build must be readable to them.
  await chmod(dir, 0o755);
  const port = await freePort();
  const site = (await readFile(path.join(root, "build", "nginx.conf"), "utf8"))
    .replace("listen 80;", `listen 127.0.0.1:${port};`)
    .replace("root /srv/site/build/client;", `root ${client};`);
  await writeFile(path.join(dir, "site.conf"), site);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `${name}_temp_path ${dir}/${name};`)
    .join(" ");
  const types =
    "types { text/html html; text/css css; text/javascript js; image/svg+xml svg; image/png png; application/json json; }";
  await writeFile(
    path.join(dir, "nginx.conf"),
    `worker_processes 1; error_log ${dir}/error.log; pid ${dir}/nginx.pid; events { worker_connections 64; }\nhttp { ${types} access_log off; ${temp} include ${dir}/site.conf; }\n`,
  );
  const nginx = (...args: string[]) =>
    spawnSync(binary, ["-c", path.join(dir, "nginx.conf"), ...args], { encoding: "utf8" });
  const started = nginx();
  if (started.status !== 0) throw new Error(started.stderr.trim());
  const url = `http://127.0.0.1:${port}`;
  await waitForHost(url, undefined, 10);
  return { url, stop: async () => (nginx("-s", "stop"), await rm(dir, { recursive: true, force: true })) };
}

async function startCloudflare({ install }: { install: boolean }): Promise<Started> {
  const prefix = path.join(root, "node_modules", ".cache", "check-hosts");
  const bin = path.join(prefix, "node_modules", ".bin", "wrangler");
  if (!existsSync(bin)) {
    if (!install) return { skip: "wrangler not installed (run without --no-install)" };
    console.log(`check:hosts: installing wrangler ${WRANGLER_VERSION} into ${path.relative(root, prefix)} (once)...`);
    const npm = spawnSync(
      "npm",
      [
        "install",
        "--prefix",
        prefix,
        "--no-save",
        "--ignore-scripts",
        "--no-audit",
        "--no-fund",
        `wrangler@${WRANGLER_VERSION}`,
      ],
      { stdio: "inherit" },
    );
    if (npm.status !== 0 || !existsSync(bin)) return { skip: "wrangler could not be installed (no npm registry?)" };
  }
  const port = await freePort();
  const child = spawn(
    bin,
    [
      "pages",
      "dev",
      client,
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--compatibility-date",
      "2026-11-01",
      "--log-level",
      "error",
    ],
    {
      cwd: prefix,
      // Its own process group, so that stopping it also stops workerd.
      detached: true,
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
    },
  );
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHost(url, child);
  } catch (error) {
    await stopChild(child);
    throw new Error(`${error instanceof Error ? error.message : String(error)}: ${errors.trim().slice(-300)}`);
  }
  return { url, stop: () => stopChild(child) };
}

/** The site's and the CMS's policies, as the build wrote them into _headers. */
async function builtPolicies(): Promise<Policies> {
  const text = await readFile(path.join(client, "_headers"), "utf8");
  const policyOf = (pattern: string) => {
    const block = text.split(/\n(?=\/)/).find((part) => part.startsWith(`${pattern}\n`)) ?? "";
    return /^ {2}Content-Security-Policy: (.+)$/m.exec(block)?.[1] ?? "";
  };
  return { site: policyOf("/*"), admin: policyOf("/admin/*") };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = readCommandLine({
    command: "npm run check:hosts --",
    summary:
      "Serves build/ with each host's own runtime that runs offline here (Node, nginx, Cloudflare's wrangler) and checks their answers.",
    options: {
      "no-install": {
        type: "boolean",
        about: "Skip hosts whose runtime is not installed yet instead of installing it",
      },
    },
  });
  if (!existsSync(path.join(client, "_headers"))) {
    console.error("No build found. Run `npm run build` first.");
    process.exit(1);
  }
  const policies = await builtPolicies();
  const asset = (await walk(path.join(client, "assets"))).find((file) => file.endsWith(".css"));
  const probes = hostProbes(`assets/${asset}`);
  const hosts: [string, () => Promise<Started>][] = [
    ["node", startNode],
    ["nginx", startNginx],
    ["cloudflare (wrangler pages dev)", () => startCloudflare({ install: !values["no-install"] })],
  ];
  const rows: { host: string; result: string; detail: string }[] = [];
  let failed = false;
  for (const [host, start] of hosts) {
    let started: Started;
    try {
      started = await start();
    } catch (error) {
      failed = true;
      rows.push({
        host,
        result: "FAILED",
        detail: `did not start: ${error instanceof Error ? error.message : String(error)}`,
      });
      continue;
    }
    if ("skip" in started) {
      rows.push({ host, result: "skipped", detail: started.skip });
      continue;
    }
    const problems: string[] = [];
    try {
      for (const probe of probes) {
        const answer = await get(started.url + probe.path).catch((error: unknown) => ({
          status: 0,
          headers: {},
          error,
        }));
        problems.push(...checkAnswer(probe, answer, policies).map((problem) => `${probe.path}: ${problem}`));
      }
    } finally {
      await started.stop();
    }
    if (problems.length) failed = true;
    rows.push({
      host,
      result: problems.length ? "FAILED" : "ok",
      detail: problems.length ? problems.join("; ") : `${probes.length} checks`,
    });
  }
  rows.push({
    host: "netlify, vercel",
    result: "not run",
    detail: "no offline runtime: their files are checked by scripts/build/deploy-configs.test.ts",
  });
  console.log(resultTable(rows));
  process.exit(failed ? 1 : 0);
}
