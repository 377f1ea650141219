// `npm run bench:server`: a load run of the production server on loopback (not part of `npm test`).
// Builds when there is no build, starts `server/index.ts` in its own process on a free port with a throwaway lead
// database and a raised rate limit, then runs autocannon:
//   1. POST /api/contact, 50 connections, 10 s, every body a unique valid enquiry;
//   2. GET / and GET of a snapshot page, 100 connections, 10 s each;
//   3. POST /api/contact again, 50 connections, on a second server whose outbox delivers every lead to the
//      LeadConnector stub (contact, note, opportunity): then waits until the outbox has drained and checks that
//      GoHighLevel (the stub) got exactly one note per stored lead.
// Prints requests/s, p99 latency, errors and non-2xx answers of each run, and the outbox's drain time.
// BENCH_SECONDS shortens the runs.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { readGroup } from "../config/settings.mjs";
import { openLeadStore } from "../server/leads-store.ts";
import { startLeadConnectorStub } from "../server/testing/leadconnector-stub.ts";
import { readCommandLine } from "../server/cli.mjs";

readCommandLine({
  command: "npm run bench:server --",
  summary: "A load run of the production server on loopback (BENCH_SECONDS sets the length of each run).",
  options: {},
});

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const client = path.join(root, "build", "client");
const seconds = readGroup("tools").BENCH_SECONDS;

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

/** Starts server/index.ts in its own process with a throwaway database; resolves once it serves. */
async function startServerProcess(port: number, database: string, extraEnv: Record<string, string> = {}) {
  const child = spawn(process.execPath, [path.join(root, "server", "index.ts")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LEADS_DB_URL: `file:${path.join(dir, database)}`,
      CONTACT_RATE_LIMIT: "100000000",
      SMTP_URL: "",
      LEADS_WEBHOOK_URL: "",
      GHL_PRIVATE_TOKEN: "",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Serving the site")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });

const server = await startServerProcess(port, "leads.db");
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
const enquiries = (target: string): autocannon.Options => ({
  url: `${target}/api/contact`,
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
const stub = await startLeadConnectorStub();
let outboxServer: ReturnType<typeof spawn> | undefined;
try {
  await run("POST /api/contact", enquiries(base));
  await run("GET /", { url: `${base}/`, connections: 100, headers: { "accept-encoding": "br, gzip" } });
  if (snapshot) await run(`GET /buy-snapshot/${snapshot}`, { url: `${base}/buy-snapshot/${snapshot}`, connections: 100, headers: { "accept-encoding": "br, gzip" } });

  // The same enquiries with the outbox delivering each to GoHighLevel (the stub on loopback).
  const outboxPort = await freePort();
  outboxServer = await startServerProcess(outboxPort, "outbox.db", {
    GHL_PRIVATE_TOKEN: stub.token,
    GHL_LOCATION_ID: stub.locationId,
    GHL_API_BASE: stub.url,
    GHL_PIPELINE_ID: "pipe-1",
    GHL_PIPELINE_STAGE_ID: "stage-new",
    LEADS_OUTBOX_POLL_SECONDS: "0.2",
  });
  await run("POST /api/contact (outbox to GoHighLevel stub)", enquiries(`http://127.0.0.1:${outboxPort}`));
  const ended = Date.now();
  const store = await openLeadStore(`file:${path.join(dir, "outbox.db")}`);
  let stored = 0;
  let delivered = 0;
  try {
    for (;;) {
      stored = (await store.list()).length;
      delivered = (await store.outbox.list({ status: "delivered" })).length;
      if (delivered >= stored || Date.now() - ended > 300_000) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    store.close();
  }
  const drained = (Date.now() - ended) / 1000;

  console.log(`\nLoad run on ${base} (${seconds} s each, Node ${process.version}):`);
  console.table(rows);
  console.log(
    `Outbox: ${stored} leads stored, ${delivered} delivered to the GoHighLevel stub ${drained.toFixed(1)} s after the run ended; ` +
      `stub saw ${stub.contacts.length} contacts, ${stub.notes.length} notes, ${stub.opportunities.length} opportunities ` +
      `(${stub.requests.length} calls, ${(stub.requests.length / Math.max(0.001, seconds + drained)).toFixed(0)}/s)`,
  );
  if (stub.notes.length !== stored || delivered !== stored) process.exitCode = 1;
} finally {
  for (const child of [server, outboxServer]) {
    if (!child) continue;
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
  await stub.close();
  await rm(dir, { recursive: true, force: true });
}
