// The secret sweep: every kind of secret the server holds (the GoHighLevel token, the webhook's secret path and signing
// secret, the SMTP password, a libSQL password) sent through every failure path (services that echo the request's
// headers, URL and body back in a refusal padded with whitespace, a mail server that is not there, a database that
// cannot be reached, settings refused), then every log line, every stored column and the leads CLI's outbox listing
// are searched for each of them.
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SettingsError, checkSettings } from "../config/settings.mjs";
import { startServer } from "./index.ts";
import { createLogger, secretValues } from "./log.ts";

const TOKEN = "pit-sweep-0f3a9c2e-token-77";
const HOOK_PATH = "/hooks/catch/5512/sweep-hook-key-93d1";
const HOOK_SECRET = "whsec-sweep-signing-secret-41";
const SMTP_PASSWORD = "smtp-sweep-password-8812";
const DB_PASSWORD = "libsql-sweep-password-2291";
const SECRETS = [TOKEN, HOOK_PATH, "sweep-hook-key-93d1", HOOK_SECRET, SMTP_PASSWORD, DB_PASSWORD];

let echo: http.Server;
let base = "";
let dir = "";

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "secrets-sweep-"));
  // A service that refuses everything, quoting the whole request back after a long run of spaces.
  echo = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const status = req.url?.startsWith("/hooks") ? 500 : 403;
      res
        .writeHead(status, { "Content-Type": "text/plain" })
        .end(`refused${" ".repeat(3000)}${JSON.stringify({ url: req.url, headers: req.headers, body })}`);
    });
  });
  await new Promise<void>((resolve) => echo.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`;
});

afterAll(async () => {
  echo.closeAllConnections();
  await new Promise((resolve) => echo.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

const search = (text: string) => SECRETS.filter((secret) => text.includes(secret));

describe("no secret is written to a log or to the outbox", () => {
  it("refused settings never print a secret", () => {
    const env = {
      LEADS_WEBHOOK_URL: `https://user:${SMTP_PASSWORD}@hooks.example.com${HOOK_PATH}`,
      LEADS_DB_URL: `bogus://u:${DB_PASSWORD}@db.example.com`,
      SMTP_URL: `smtp:/x:${SMTP_PASSWORD}`,
    };
    let message = "";
    try {
      checkSettings(["leads", "delivery"], env);
    } catch (error) {
      if (error instanceof SettingsError) message = error.message;
    }
    expect(message).toContain("LEADS_WEBHOOK_URL");
    expect(search(message)).toEqual([]);
  });

  it("every log line, every column and the CLI's outbox, after every destination failed", async () => {
    const dbUrl = `file:${path.join(dir, "leads.db")}`;
    const env = {
      LEADS_DB_URL: dbUrl,
      GHL_PRIVATE_TOKEN: TOKEN,
      GHL_LOCATION_ID: "sweepLocation",
      GHL_API_BASE: base,
      LEADS_WEBHOOK_URL: `${base}${HOOK_PATH}`,
      LEADS_WEBHOOK_SECRET: HOOK_SECRET,
      SMTP_URL: `smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:9`,
      LEADS_NOTIFY_TO: "ops@example.org",
      LEADS_MAX_ATTEMPTS: "1",
      LEADS_DELIVERY_TIMEOUT_SECONDS: "2",
    };
    const lines: string[] = [];
    const log = createLogger({ format: "json", secrets: secretValues(env), write: (line) => lines.push(line) });
    const server = await startServer({ env, port: 0, host: "127.0.0.1", log, logRequests: true });
    // A database that cannot be reached, with a password in its URL: its retries are logged.
    const unreachable = { LEADS_DB_URL: `libsql://dbuser:${DB_PASSWORD}@127.0.0.1:9`, LEADS_DB_AUTH_TOKEN: "" };
    const other = await startServer({
      env: unreachable,
      port: 0,
      host: "127.0.0.1",
      log: createLogger({ format: "text", secrets: secretValues(unreachable), write: (line) => lines.push(line) }),
    });
    const client = createClient({ url: dbUrl });
    try {
      const answer = await fetch(`${server.url}/api/contact?token=${TOKEN}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          name: "Sweep Person",
          email: "sweep@example.org",
          phone: "+1 512 555 0100",
          message: "Sweeping for secrets.",
        }),
      });
      expect(answer.status).toBe(200);
      // Each destination fails once (one attempt allowed): wait until all three are dead.
      for (let tries = 0; tries < 200; tries++) {
        const dead = await client.execute("SELECT COUNT(*) AS n FROM deliveries WHERE status = 'dead'");
        if (Number(dead.rows[0]?.n) === 3) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const errors = await client.execute("SELECT destination, last_error FROM deliveries");
      expect(errors.rows.map((row) => row.destination).sort()).toEqual(["email", "gohighlevel", "webhook"]);
      for (const row of errors.rows) expect(String(row.last_error)).not.toBe("null");

      let stored = "";
      const tables = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table'");
      for (const table of tables.rows)
        stored += JSON.stringify((await client.execute(`SELECT * FROM "${String(table.name)}"`)).rows);
      expect(search(stored)).toEqual([]);

      const listed = await promisify(execFile)(
        process.execPath,
        [path.resolve("server/enquiries/leads-cli.ts"), "--outbox"],
        {
          env: { ...process.env, LEADS_DB_URL: dbUrl },
        },
      );
      expect(search(listed.stdout + listed.stderr)).toEqual([]);
    } finally {
      client.close();
      await server.close({ graceMs: 0 });
      await other.close({ graceMs: 0 });
    }
    expect(lines.some((line) => line.includes("DEAD"))).toBe(true);
    expect(lines.some((line) => line.includes("cannot open the lead store"))).toBe(true);
    expect(search(lines.join("\n"))).toEqual([]);
  }, 30_000);
});
