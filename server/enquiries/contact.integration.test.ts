// The receiver against the real server and a real SQLite file.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIELD_BOUNDS } from "../../lib/enquiry-contract.ts";
import { startServer } from "../index.ts";
import { storedLeads } from "../testing/leads.ts";
import { createContactHandler, createRateLimiter } from "./contact.ts";
import { StoreFault, openLeadStore, type LeadStore } from "./leads-store.ts";
import { createClient } from "@libsql/client";

const run = promisify(execFile);
type RunningServer = Awaited<ReturnType<typeof startServer>>;
let dir: string;
let dbUrl: string;
let server: RunningServer;

const valid = {
  name: "Dana Ruiz",
  email: "dana@example.org",
  phone: "+1 (512) 555-0199",
  message: "Need a <b>pipeline</b> & workflows.",
};
const silent = () => {};

function multipart(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

async function post(
  body: BodyInit,
  init: RequestInit = {},
): Promise<{ status: number; json: { success: boolean; message: string; field?: string } }> {
  const response = await fetch(`${server.url}/api/contact`, { method: "POST", body, ...init });
  return { status: response.status, json: await response.json() };
}

/** No build's words (a file that is not there): the refusals are the plain ones, whether or not build/ exists. */
const noBuildWords = () => path.join(dir, "no-build.json");

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "leads-"));
  dbUrl = `file:${path.join(dir, "leads.db")}`;
  server = await startServer({
    env: { LEADS_DB_URL: dbUrl, CONTACT_RATE_LIMIT: "1000" },
    port: 0,
    log: silent,
    enquiryMessagesFile: noBuildWords(),
  });
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
    const [lead] = await storedLeads(dbUrl);
    expect(lead).toMatchObject({ ...valid, phone: "+15125550199" }); // the phone in E.164
  });

  it("accepts JSON bodies", async () => {
    const { status } = await post(JSON.stringify({ ...valid, name: "Json Client" }), {
      headers: { "Content-Type": "application/json" },
    });
    expect(status).toBe(200);
    expect((await storedLeads(dbUrl)).some((lead) => lead.name === "Json Client")).toBe(true);
  });

  it.each([
    [{ ...valid, name: "n".repeat(101) }, "name", "Name is too long (maximum 100 characters)."],
    [{ ...valid, email: `${"e".repeat(250)}@x.io` }, "email", "Email is too long (maximum 254 characters)."],
    [{ ...valid, phone: "1".repeat(31) }, "phone", "Phone is too long (maximum 30 characters)."],
    [
      { ...valid, message: "m".repeat(FIELD_BOUNDS.message.max + 1) },
      "message",
      `Message is too long (maximum ${FIELD_BOUNDS.message.max} characters).`,
    ],
  ])("refuses %# (over the form's maxlength) with 400 naming the field", async (fields, field, message) => {
    const { status, json } = await post(multipart(fields));
    expect(status).toBe(400);
    expect(json).toEqual({ success: false, message, field });
  });

  // The words are the form's (the build records them; lead-validation.test.ts checks them): here, the field.
  it.each([
    [{ ...valid, name: "" }, "name"],
    [{ ...valid, name: "D" }, "name"],
    [{ ...valid, email: "not-an-email" }, "email"],
    [{ ...valid, phone: "call me" }, "phone"],
    [{ ...valid, phone: "1" }, "phone"],
    [{ ...valid, message: "x" }, "message"],
  ])("refuses %# by the form's rules with 400 naming the field", async (fields, field) => {
    const { status, json } = await post(multipart(fields));
    expect(status).toBe(400);
    expect(json).toEqual({ success: false, message: expect.stringMatching(/\w/), field });
  });

  it("refuses a missing field", async () => {
    const { phone: _phone, ...rest } = valid;
    const { status, json } = await post(multipart(rest));
    expect(status).toBe(400);
    expect(json).toMatchObject({ success: false, field: "phone" });
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
    const before = (await storedLeads(dbUrl)).length;
    const { status, json } = await post(multipart({ ...valid, name: "Spam Bot", botcheck: "on" }));
    expect(status).toBe(200);
    expect(json.success).toBe(true);
    expect((await storedLeads(dbUrl)).length).toBe(before);
  });

  it("stores 50 concurrent valid submissions", async () => {
    const before = (await storedLeads(dbUrl)).length;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) => post(multipart({ ...valid, name: `Concurrent ${index}` }))),
    );
    expect(results.every((result) => result.status === 200)).toBe(true);
    const leads = await storedLeads(dbUrl);
    expect(leads.length).toBe(before + 50);
    expect(new Set(leads.filter((l) => l.name.startsWith("Concurrent ")).map((l) => l.name)).size).toBe(50);
  });

  it("keeps leads across a server restart and exports them as CSV", async () => {
    const count = (await storedLeads(dbUrl)).length;
    await server.close();
    server = await startServer({
      env: { LEADS_DB_URL: dbUrl, CONTACT_RATE_LIMIT: "1000" },
      port: 0,
      log: silent,
      enquiryMessagesFile: noBuildWords(),
    });
    expect((await storedLeads(dbUrl)).length).toBe(count);
    const { stdout } = await run(process.execPath, [path.resolve("server/enquiries/leads-cli.ts"), "--csv"], {
      env: { ...process.env, LEADS_DB_URL: dbUrl },
    });
    const lines = stdout.trim().split("\r\n");
    expect(lines[0]).toBe(
      "id,createdAt,name,email,phone,message,smsConsentAt,lang,form,context,interest,page,utm_source,utm_medium,utm_campaign,utm_term,utm_content,referrer,landing_page",
    );
    expect(lines).toHaveLength(count + 1);
    expect(stdout).toContain("Need a <b>pipeline</b> & workflows."); // stored and exported verbatim
    const { stdout: text } = await run(process.execPath, [path.resolve("server/enquiries/leads-cli.ts")], {
      env: { ...process.env, LEADS_DB_URL: dbUrl },
    });
    expect(text.split("\n")[0]).toMatch(/^#\d+ /);
  });
});

describe("hardening", () => {
  const cli = async (...args: string[]) =>
    (
      await run(process.execPath, [path.resolve("server/enquiries/leads-cli.ts"), ...args], {
        env: { ...process.env, LEADS_DB_URL: dbUrl },
      })
    ).stdout;

  it.each([
    ["name", "Eve\u0000Cut", "Name"],
    ["name", "Eve\n#999  2020-01-01T00:00:00.000Z\n  Forged <forged@example.org>", "Name"],
    ["name", "\u001b[2J\u001b[HEve", "Name"],
    ["phone", "555\u202e0199", "Phone"],
    ["message", "Hello\u0000there", "Message"],
  ])(
    "refuses control characters in %s with a message naming the field; nothing reaches the listing or the CSV",
    async (field, value, label) => {
      const before = await storedLeads(dbUrl);
      const { status, json } = await post(multipart({ ...valid, [field]: value }));
      expect(status).toBe(400);
      expect(json).toEqual({ success: false, message: `${label} contains characters we can't accept.`, field });
      expect(await storedLeads(dbUrl)).toHaveLength(before.length);
      // eslint-disable-next-line no-control-regex
      const unsafe = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/;
      expect((await cli("--csv")).replace(/\r\n/g, "")).not.toMatch(unsafe);
      const listing = await cli();
      expect(listing).not.toMatch(unsafe);
      expect(listing).not.toContain("Forged");
    },
  );

  it("keeps tabs and line breaks in the message and trims a trailing CRLF from every field", async () => {
    const { status } = await post(
      multipart({
        name: "Trim Me\r\n",
        email: "trim@example.org\r\n",
        phone: " 512 555 0100\r\n",
        message: "Line 1\r\n\tLine 2\r\n",
      }),
    );
    expect(status).toBe(200);
    const lead = (await storedLeads(dbUrl)).find((item) => item.email === "trim@example.org");
    expect(lead).toMatchObject({ name: "Trim Me", phone: "+15125550100", message: "Line 1\n\tLine 2" });
  });

  it.each([
    ["victim,attacker@evil.com"],
    ['"Boss"<attacker@evil.com>'],
    ["a b@example.org"],
    ["a@example.org\r\nBcc: x@evil.com"],
  ])("refuses the email %j", async (email) => {
    const { status, json } = await post(multipart({ ...valid, email }));
    expect(status).toBe(400);
    expect(json).toMatchObject({ success: false, field: "email" });
  });

  it("refuses arrays and objects from JSON and repeated multipart fields, naming the field", async () => {
    const json = (body: unknown) => post(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
    const refused = (field: string, message: string) => ({ status: 400, json: { success: false, message, field } });
    expect(await json({ ...valid, email: ["a@example.org", "b@example.org"] })).toEqual(
      refused("email", "Email must be a single text value."),
    );
    expect(await json({ ...valid, name: { first: "Dana" } })).toEqual(
      refused("name", "Name must be a single text value."),
    );
    const form = multipart(valid);
    form.append("email", "attacker@evil.com");
    expect(await post(form)).toEqual(refused("email", "Email must be a single text value."));
  });

  it("puts the security headers on every answer of the receiver", async () => {
    const answers = [
      await fetch(`${server.url}/api/contact`, { method: "POST", body: multipart(valid) }),
      await fetch(`${server.url}/api/contact`, { method: "POST", body: multipart({ ...valid, name: "" }) }),
      await fetch(`${server.url}/api/contact`),
      await fetch(`${server.url}/api/contact`, {
        method: "POST",
        body: multipart(valid),
        headers: { "Sec-Fetch-Site": "cross-site" },
      }),
    ];
    expect(answers.map((response) => response.status)).toEqual([200, 400, 405, 403]);
    for (const response of answers) {
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("referrer-policy")).toBeTruthy();
    }
  });

  it("refuses posts another site sent and accepts the site's own", async () => {
    const before = (await storedLeads(dbUrl)).length;
    const crossSite = [
      await post(multipart(valid), { headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" } }),
      await post(multipart(valid), { headers: { Origin: "https://evil.example" } }),
      await post(multipart(valid), {
        headers: { "Sec-Fetch-Site": "same-site", Origin: "https://shop.ghlbuilders.com" },
      }),
    ];
    for (const answer of crossSite)
      expect(answer).toEqual({ status: 403, json: { success: false, message: expect.any(String) } });
    expect((await storedLeads(dbUrl)).length).toBe(before);
    expect(
      (await post(multipart(valid), { headers: { "Sec-Fetch-Site": "same-origin", Origin: server.url } })).status,
    ).toBe(200);
    expect((await post(multipart(valid), { headers: { Origin: "https://ghlbuilders.com" } })).status).toBe(200);
    expect((await post(multipart(valid), { headers: { "Sec-Fetch-Site": "none" } })).status).toBe(200);
  });

  it("stores one lead for a resend with the same idempotency key and answers both with success", async () => {
    const key = randomUUID();
    const first = await post(multipart({ ...valid, name: "Idempotent", idempotency_key: key }));
    const again = await post(multipart({ ...valid, name: "Idempotent", idempotency_key: key }));
    const header = await post(JSON.stringify({ ...valid, name: "Idempotent" }), {
      headers: { "Content-Type": "application/json", "Idempotency-Key": key.toUpperCase() },
    });
    expect([first, again, header].map((answer) => answer.json.success)).toEqual([true, true, true]);
    expect((await storedLeads(dbUrl)).filter((lead) => lead.name === "Idempotent")).toHaveLength(1);

    const concurrentKey = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(multipart({ ...valid, name: "Idempotent burst", idempotency_key: concurrentKey })),
      ),
    );
    expect(results.every((answer) => answer.status === 200)).toBe(true);
    expect((await storedLeads(dbUrl)).filter((lead) => lead.name === "Idempotent burst")).toHaveLength(1);

    expect((await post(multipart({ ...valid, idempotency_key: "not-a-uuid" }))).status).toBe(400);
  });
});

describe("store unavailable", () => {
  it("answers 503 with Retry-After while the store is not open, then stores once it is", async () => {
    let current: LeadStore | undefined;
    const handle = createContactHandler({ store: () => current, limiter: createRateLimiter(100), log: silent });
    const receiver = http.createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/contact`;
    try {
      const down = await fetch(url, { method: "POST", body: multipart({ ...valid, name: "While down" }) });
      expect(down.status).toBe(503);
      expect(down.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(down.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await down.json()).toEqual({ success: false, message: expect.any(String) });
      current = await openLeadStore(dbUrl);
      const up = await fetch(url, { method: "POST", body: multipart({ ...valid, name: "After recovery" }) });
      expect(up.status).toBe(200);
      expect((await storedLeads(dbUrl)).some((lead) => lead.name === "After recovery")).toBe(true);
      expect((await storedLeads(dbUrl)).some((lead) => lead.name === "While down")).toBe(false);
    } finally {
      current?.close();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it("openLeadStore throws when the database cannot be opened", async () => {
    await expect(openLeadStore(`file:${path.join(dir, "missing-dir-file", "\u0000", "x.db")}`)).rejects.toThrow();
  });
});

describe("schema migration", () => {
  it("refuses a database file made by the development schema before the baseline, naming the file", async () => {
    const file = path.join(dir, "old.db");
    const old = createClient({ url: `file:${file}` });
    await old.batch(
      [
        "CREATE TABLE leads (id INTEGER PRIMARY KEY AUTOINCREMENT, created_at TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL, message TEXT NOT NULL, source_ip TEXT, user_agent TEXT)",
        "CREATE INDEX leads_created_at ON leads (created_at)",
        "INSERT INTO leads (created_at, name, email, phone, message) VALUES ('2025-01-01T00:00:00.000Z', 'Old Lead', 'old@example.org', '1', 'm')",
        "PRAGMA user_version = 2",
      ],
      "write",
    );
    old.close();
    const refused = openLeadStore(`file:${file}`);
    await expect(refused).rejects.toThrow(StoreFault);
    await expect(refused).rejects.toThrow(file);
    await expect(refused).rejects.toThrow(/delete it/);
  });
});

describe("rate limit", () => {
  let limited: RunningServer;
  beforeAll(async () => {
    limited = await startServer({
      env: { LEADS_DB_URL: dbUrl, CONTACT_RATE_LIMIT: "3", TRUST_PROXY: "1" },
      port: 0,
      log: silent,
    });
  });
  afterAll(() => limited.close());

  it("answers 429 when one address sends too much, per X-Forwarded-For behind a trusted proxy", async () => {
    const send = (ip: string) =>
      fetch(`${limited.url}/api/contact`, {
        method: "POST",
        body: multipart(valid),
        headers: { "X-Forwarded-For": ip },
      }).then((r) => r.status);
    expect([await send("203.0.113.9"), await send("203.0.113.9"), await send("203.0.113.9")]).toEqual([200, 200, 200]);
    expect(await send("203.0.113.9")).toBe(429);
    expect(await send("198.51.100.7")).toBe(200);
  });

  it("a spoofed X-Forwarded-For chain cannot escape the limit: the proxy's own entry (rightmost) counts", async () => {
    const send = (spoofed: string) =>
      fetch(`${limited.url}/api/contact`, {
        method: "POST",
        body: multipart(valid),
        headers: { "X-Forwarded-For": `${spoofed}, 192.0.2.44` },
      }).then((r) => r.status);
    const statuses = [];
    for (let index = 0; index < 6; index += 1) statuses.push(await send(`1.2.3.${index}`));
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });
});

describe("rate limit behind two proxies", () => {
  let twoHops: RunningServer;
  beforeAll(async () => {
    twoHops = await startServer({
      env: { LEADS_DB_URL: dbUrl, CONTACT_RATE_LIMIT: "1", TRUST_PROXY: "2" },
      port: 0,
      log: silent,
    });
  });
  afterAll(() => twoHops.close());

  it("TRUST_PROXY=2 keys the limit on the second address from the right, whatever the visitor prepends", async () => {
    const send = (chain: string) =>
      fetch(`${twoHops.url}/api/contact`, {
        method: "POST",
        body: multipart(valid),
        headers: { "X-Forwarded-For": chain },
      }).then((r) => r.status);
    expect(await send("1.1.1.1, 203.0.113.20, 10.0.0.2")).toBe(200);
    expect(await send("2.2.2.2, 203.0.113.20, 10.0.0.2")).toBe(429);
    expect(await send("1.1.1.1, 203.0.113.21, 10.0.0.2")).toBe(200);
  });
});

describe("notification", () => {
  it("a mail failure never loses the lead: the outbox keeps the mail and tries again", async () => {
    const logs: string[] = [];
    const mailing = await startServer({
      env: {
        LEADS_DB_URL: dbUrl,
        CONTACT_RATE_LIMIT: "1000",
        SMTP_URL: "smtp://127.0.0.1:9",
        LEADS_NOTIFY_TO: "owner@example.org",
        LEADS_DELIVERY_TIMEOUT_SECONDS: "0.5",
      },
      port: 0,
      log: (...args: unknown[]) => logs.push(args.map(String).join(" ")),
    });
    try {
      const response = await fetch(`${mailing.url}/api/contact`, {
        method: "POST",
        body: multipart({ ...valid, name: "Mail Failure" }),
      });
      expect(response.status).toBe(200);
      expect((await storedLeads(dbUrl)).some((lead) => lead.name === "Mail Failure")).toBe(true);
      await expect
        .poll(() => logs.some((line) => line.includes("to email: attempt 1 failed")), { timeout: 5000 })
        .toBe(true);
      const store = await openLeadStore(dbUrl);
      try {
        expect(await store.outbox.list({ status: "pending" })).toEqual([
          expect.objectContaining({ destination: "email", attempts: 1 }),
        ]);
      } finally {
        store.close();
      }
    } finally {
      await mailing.close();
    }
  });
});
