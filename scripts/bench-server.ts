// `npm run bench:server`: a load run of the production server on loopback (not part of `npm test`).
// Builds when there is no build, starts `server/index.ts` in its own process on a free port with a throwaway lead
// database and a raised rate limit, then runs autocannon:
//   1. POST /api/contact, 50 connections, 10 s, every body a unique valid enquiry;
//   2. GET / and GET of a snapshot page, 100 connections, 10 s each.
// Prints requests/s, p99 latency, errors and non-2xx answers of each run. BENCH_SECONDS shortens the runs.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const client = path.join(root, "build", "client");
const seconds = Number(process.env.BENCH_SECONDS || 10);

if (!existsSync(path.join(client, "index.html"))) {
  console.log("No build: running npm run build first...");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const snapshot = readdirSync(path.join(client, "buy-snapshot"), { withFileTypes: true }).find(
  (entry) => entry.isDirectory() && entry.name !== "not-found" && existsSync(path.join(client, "buy-snapshot", entry.name, "index.html")),
)?.name;

const port = await new Promise<number>((resolve) => {
  const probe = net.createServer().listen(0, "127.0.0.1", () => {
    const { port: free } = probe.address() as net.AddressInfo;
    probe.close(() => resolve(free));
  });
});
const dir = await mkdtemp(path.join(tmpdir(), "bench-"));
const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "server", "index.ts")], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LEADS_DB_URL: `file:${path.join(dir, "leads.db")}`, CONTACT_RATE_LIMIT: "100000000", SMTP_URL: "", NOTIFY_EMAIL: "" },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((resolve, reject) => {
  server.stdout.on("data", (chunk: Buffer) => {
    if (chunk.toString().includes("Serving the site")) resolve();
  });
  server.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
});
const base = `http://127.0.0.1:${port}`;

interface Row {
  run: string;
  connections: number;
  "req/s": number;
  "p99 ms": number;
  requests: number;
  errors: number;
  timeouts: number;
  "non-2xx": number;
}
const rows: Row[] = [];

async function run(name: string, options: autocannon.Options) {
  const result = await autocannon({ duration: seconds, ...options });
  rows.push({
    run: name,
    connections: options.connections ?? 10,
    "req/s": Math.round(result.requests.average),
    "p99 ms": result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    "non-2xx": result.non2xx,
  });
  console.log(`${name}: done`);
}

let sequence = 0;
try {
  await run("POST /api/contact", {
    url: `${base}/api/contact`,
    connections: 50,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        setupRequest(request) {
          sequence += 1;
          const body = JSON.stringify({
            name: `Bench Visitor ${sequence}`,
            email: `bench${sequence}@example.org`,
            phone: "+1 (512) 555-0199",
            message: `Load run enquiry number ${sequence}: a pipeline and workflows.`,
          });
          return { ...request, body };
        },
      },
    ],
  });
  await run("GET /", { url: `${base}/`, connections: 100, headers: { "accept-encoding": "br, gzip" } });
  if (snapshot) await run(`GET /buy-snapshot/${snapshot}`, { url: `${base}/buy-snapshot/${snapshot}`, connections: 100, headers: { "accept-encoding": "br, gzip" } });
  console.log(`\nLoad run on ${base} (${seconds} s each, Node ${process.version}):`);
  console.table(rows);
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  await rm(dir, { recursive: true, force: true });
}
