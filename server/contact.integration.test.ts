// @vitest-environment node
// The receiver against the real server and a real SQLite file.
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "./index.ts";
import { openLeadStore } from "./leads-store.ts";

const run = promisify(execFile);
type RunningServer = Awaited<ReturnType<typeof startServer>>;
let dir: string;
let dbUrl: string;
let server: RunningServer;

const valid = { name: "Dana Ruiz", email: "dana@example.org", phone: "+1 (512) 555-0199", message: "Need a <b>pipeline</b> & workflows." };
const silent = () => {};

function multipart(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

async function post(body: BodyInit, init: RequestInit = {}): Promise<{ status: number; json: { success: boolean; message: string } }> {
  const response = await fetch(`${server.url}/api/contact`, { method: "POST", body, ...init });
  return { status: response.status, json: await response.json() };
}

async function storedLeads() {
  const store = await openLeadStore(dbUrl);
  try {
    return await store.list();
  } finally {
    store.close();
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "leads-"));
  dbUrl = `file:${path.join(dir, "leads.db")}`;
  server = await startServer({ env: { LEADS_DB_URL: dbUrl, CONTACT_RATE_LIMIT: "1000" }, port: 0, log: silent });
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("POST /api/contact", () => {
  it("stores a multipart lead verbatim and answers only after it is committed", async () => {
    const { status, json } = await post(multipart({ access_key: "ignored", ...valid, botcheck: "" }));
    expect(status).toBe(200);
    expect(json).toEqual({ success: true, message: expect.any(String) });
    const [lead] = await storedLeads();
    expect(lead).toMatchObject(valid);
  });

  it("accepts JSON bodies", async () => {
    const { status } = await post(JSON.stringify({ ...valid, name: "Json Client" }), { headers: { "Content-Type": "application/json" } });
    expect(status).toBe(200);
    expect((await storedLeads()).some((lead) => lead.name === "Json Client")).toBe(true);
  });

  it.each([
    [{ ...valid, name: "" }, "Name is required."],
    [{ ...valid, email: "not-an-email" }, "Email must be a valid email address."],
    [{ ...valid, phone: "call me" }, "Phone must contain at least one digit."],
    [{ ...valid, name: "n".repeat(101) }, "Name is too long (maximum 100 characters)."],
    [{ ...valid, email: `${"e".repeat(250)}@x.io` }, "Email is too long (maximum 254 characters)."],
    [{ ...valid, phone: "1".repeat(31) }, "Phone is too long (maximum 30 characters)."],
    [{ ...valid, message: "m".repeat(5001) }, "Message is too long (maximum 5000 characters)."],
  ])("refuses %# with 400 naming the field", async (fields, message) => {
    const { status, json } = await post(multipart(fields));
    expect(status).toBe(400);
    expect(json).toEqual({ success: false, message });
  });

  it("refuses a missing field", async () => {
    const { phone: _phone, ...rest } = valid;
    const { status, json } = await post(multipart(rest));
    expect(status).toBe(400);
    expect(json.message).toBe("Phone is required.");
  });

  it("answers 413 for a body over 64 KB", async () => {
    const { status, json } = await post(multipart({ ...valid, message: "x".repeat(70 * 1024) }));
    expect(status).toBe(413);
    expect(json.success).toBe(false);
  });

  it("answers 400 for a malformed body", async () => {
    expect((await post("{oops", { headers: { "Content-Type": "application/json" } })).status).toBe(400);
    expect((await post("name=a", { headers: { "Content-Type": "text/plain" } })).status).toBe(400);
  });

  it("answers 405 for other methods", async () => {
    const response = await fetch(`${server.url}/api/contact`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect((await response.json()).success).toBe(false);
  });

  it("answers 200 to a filled honeypot and stores nothing", async () => {
    const before = (await storedLeads()).length;
    const { status, json } = await post(multipart({ ...valid, name: "Spam Bot", botcheck: "on" }));
    expect(status).toBe(200);
    expect(json.success).toBe(true);
    expect((await storedLeads()).length).toBe(before);
  });

  it("stores 50 concurrent valid submissions", async () => {
    const before = (await storedLeads()).length;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) => post(multipart({ ...valid, name: `Concurrent ${index}` }))),
    );
    expect(results.every((result) => result.status === 200)).toBe(true);
    const leads = await storedLeads();
    expect(leads.length).toBe(before + 50);
    expect(new Set(leads.filter((l) => l.name.startsWith("Concurrent ")).map((l) => l.name)).size).toBe(50);
  });

  it("keeps leads across a server restart and exports them as CSV", async () => {
    const count = (await storedLeads()).length;
    await server.close();
    server = await startServer({ env: { LEADS_DB_URL: dbUrl, CONTACT_RATE_LIMIT: "1000" }, port: 0, log: silent });
    expect((await storedLeads()).length).toBe(count);
    const { stdout } = await run("node", ["--import", "tsx", path.resolve("server/leads-cli.ts"), "--csv"], { env: { ...process.env, LEADS_DB_URL: dbUrl } });
    const lines = stdout.trim().split("\r\n");
    expect(lines[0]).toBe("id,createdAt,name,email,phone,message");
    expect(lines).toHaveLength(count + 1);
    expect(stdout).toContain("Need a <b>pipeline</b> & workflows."); // stored and exported verbatim
    const { stdout: text } = await run("node", ["--import", "tsx", path.resolve("server/leads-cli.ts")], { env: { ...process.env, LEADS_DB_URL: dbUrl } });
    expect(text.split("\n")[0]).toMatch(/^#\d+ /);
  });
});

describe("rate limit", () => {
  let limited: RunningServer;
  beforeAll(async () => {
    limited = await startServer({ env: { LEADS_DB_URL: dbUrl, CONTACT_RATE_LIMIT: "3", TRUST_PROXY: "1" }, port: 0, log: silent });
  });
  afterAll(() => limited.close());

  it("answers 429 when one address sends too much, per X-Forwarded-For behind a trusted proxy", async () => {
    const send = (ip: string) =>
      fetch(`${limited.url}/api/contact`, { method: "POST", body: multipart(valid), headers: { "X-Forwarded-For": ip } }).then((r) => r.status);
    expect([await send("203.0.113.9"), await send("203.0.113.9"), await send("203.0.113.9")]).toEqual([200, 200, 200]);
    expect(await send("203.0.113.9")).toBe(429);
    expect(await send("198.51.100.7")).toBe(200);
  });
});

describe("notification", () => {
  it("a mail failure never loses the lead", async () => {
    const logs: string[] = [];
    const mailing = await startServer({
      env: { LEADS_DB_URL: dbUrl, CONTACT_RATE_LIMIT: "1000", SMTP_URL: "smtp://127.0.0.1:9", LEADS_NOTIFY_TO: "owner@example.org" },
      port: 0,
      log: (...args: unknown[]) => logs.push(args.map(String).join(" ")),
    });
    try {
      const response = await fetch(`${mailing.url}/api/contact`, { method: "POST", body: multipart({ ...valid, name: "Mail Failure" }) });
      expect(response.status).toBe(200);
      expect((await storedLeads()).some((lead) => lead.name === "Mail Failure")).toBe(true);
    } finally {
      await mailing.close();
    }
    await expect.poll(() => logs.some((line) => line.includes("notification failed")), { timeout: 5000 }).toBe(true);
  });
});
