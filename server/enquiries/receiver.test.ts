// The receiver under an attack and fault run, against the real server and a real SQLite file: the rate limit per
// IPv6 /64 and apart for refused posts, TRUST_PROXY=true and X-Forwarded-For entries with ports, the settings logged
// at start, invisible and ill-formed values, a plain form post sent twice, and dot segments in redirects. (Slow clients
// and Node's own error answers: slow-client.test.ts.)
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normaliseAddress, parseTrustProxy, rateLimitKey, refusedPostLimit } from "./contact.ts";
import { DUPLICATE_WINDOW_MS, contentKeys } from "./duplicate-window.ts";
import { startServer } from "../index.ts";
import { storedLeads } from "../testing/leads.ts";

type RunningServer = Awaited<ReturnType<typeof startServer>>;
const LIMIT = 2;
let dir: string;
let dbUrl: string;
let server: RunningServer;
const logs: string[] = [];
let sequence = 0;

/** A valid enquiry, each its own (the duplicate window would take identical ones for one). */
const enquiry = (overrides: Record<string, string> = {}) => ({
  name: "Dana Ruiz",
  email: `dana${(sequence += 1)}@example.org`,
  phone: "+1 512 555 0199",
  message: `Enquiry ${sequence}: a pipeline.`,
  ...overrides,
});

function post(fields: Record<string, string>, forwardedFor: string, { json = false } = {}) {
  return fetch(`${server.url}/api/contact`, {
    method: "POST",
    body: json ? JSON.stringify(fields) : new URLSearchParams(fields),
    headers: { "X-Forwarded-For": forwardedFor, ...(json ? { "Content-Type": "application/json" } : {}) },
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "receiver-"));
  dbUrl = `file:${path.join(dir, "leads.db")}`;
  // A stand-in build: one page, so the redirect rules have something to resolve against.
  const clientDir = path.join(dir, "client");
  await mkdir(path.join(clientDir, "services"), { recursive: true });
  await writeFile(path.join(clientDir, "index.html"), "<html></html>");
  await writeFile(path.join(clientDir, "services", "index.html"), "<html></html>");
  server = await startServer({
    env: { LEADS_DB_URL: dbUrl, CONTACT_RATE_LIMIT: String(LIMIT), TRUST_PROXY: "true" },
    port: 0,
    clientDir,
    // A stand-in build without recorded words: the refusals are the plain ones, whether or not build/ exists.
    enquiryMessagesFile: path.join(dir, "no-build.json"),
    log: (...args: unknown[]) => logs.push(args.map(String).join(" ")),
  });
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("the rate limit", () => {
  it("counts an IPv6 client per /64: every address of one network shares one limit", async () => {
    expect((await post(enquiry(), "2001:db8:aa:1::1")).status).toBe(200);
    expect((await post(enquiry(), "2001:db8:aa:1:ffff:ffff:ffff:fffe")).status).toBe(200);
    expect((await post(enquiry(), "[2001:db8:aa:1:1234::9]:443")).status).toBe(429);
    expect((await post(enquiry(), "2001:db8:aa:2::1")).status).toBe(200); // the next /64 is someone else
    expect([
      rateLimitKey("2001:db8:aa:1::1"),
      rateLimitKey("2001:0db8:00aa:0001:ffff::"),
      rateLimitKey("2001:db8:aa:1:0:0:1.2.3.4"),
    ]).toEqual(["2001:db8:aa:1::/64", "2001:db8:aa:1::/64", "2001:db8:aa:1::/64"]);
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("203.0.113.9")).toBe("203.0.113.9");
  });

  it("refused posts do not use up a visitor's enquiries, and have their own, looser limit", async () => {
    const client = "198.51.100.20";
    for (let index = 0; index < 5; index += 1)
      expect((await post(enquiry({ email: "not an address" }), client)).status).toBe(400);
    expect((await post(enquiry(), client)).status).toBe(200);
    expect((await post(enquiry(), client)).status).toBe(200);
    expect((await post(enquiry(), client)).status).toBe(429);

    const junk = "198.51.100.21";
    for (let index = 0; index < refusedPostLimit(LIMIT); index += 1)
      expect((await post({ name: "\u200b" }, junk)).status).toBe(400);
    expect((await post(enquiry(), junk)).status).toBe(429);
  });
});

describe("TRUST_PROXY and X-Forwarded-For", () => {
  it("TRUST_PROXY=true trusts one proxy, and entries with a port count as their address", async () => {
    expect(parseTrustProxy("true")).toBe(1);
    expect(parseTrustProxy("TRUE")).toBe(1);
    expect(parseTrustProxy("false")).toBe(0);
    expect([
      normaliseAddress("203.0.113.5:5678"),
      normaliseAddress("[2001:db8::1]:5678"),
      normaliseAddress("[::1]"),
      normaliseAddress("1.2.3.4:http"),
    ]).toEqual(["203.0.113.5", "2001:db8::1", "::1", undefined]);
    // The rightmost entry is the one the proxy added; a port on it does not hide the client.
    expect((await post(enquiry(), "6.6.6.6, 203.0.113.5:5678")).status).toBe(200);
    expect((await post(enquiry(), "7.7.7.7, 203.0.113.5:6789")).status).toBe(200);
    expect((await post(enquiry(), "203.0.113.5")).status).toBe(429);
  });

  it("the server logs the receiver's settings in effect at start", () => {
    const line = logs.find((entry) => entry.includes("client address"));
    expect(line).toContain("TRUST_PROXY=1");
    expect(line).toContain(`enquiries: ${LIMIT} per 10 minutes`);
    expect(line).toContain("/64");
  });
});

describe("values", () => {
  it.each([
    ["a Hangul filler", "\u3164"],
    ["zero-width spaces", "\u200b\u200c\u200b"],
    ["a blank Braille pattern", "\u2800"],
    ["combining marks alone", "\u0301\u0302"],
    ["a lone surrogate", "Dana \ud800"],
  ])("a name of %s is refused with the field named", async (_, name) => {
    const response = await post(enquiry({ name }), `192.0.2.${(sequence % 200) + 1}`, { json: true });
    expect(response.status).toBe(400);
    expect((await response.json()) as { message: string }).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Name /),
    });
  });
});

describe("a plain form post sent twice", () => {
  it("stores one lead; the same words a window later are a new enquiry", async () => {
    const fields = enquiry({ message: "Sent without JavaScript, twice." });
    const browser = (client: string) =>
      fetch(`${server.url}/api/contact`, {
        method: "POST",
        body: new URLSearchParams(fields),
        redirect: "manual",
        headers: { Accept: "text/html", "X-Forwarded-For": client, Origin: server.url },
      });
    const [first, second] = await Promise.all([browser("192.0.2.230"), browser("192.0.2.231")]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect((await browser("192.0.2.232")).status).toBe(303); // a third time, after the first two were stored
    expect((await storedLeads(dbUrl)).filter((lead) => lead.message === fields.message)).toHaveLength(1);

    // The key: the name, e-mail (any case), phone and message, in a window; the window before is checked too.
    const at = Date.parse("2026-11-26T12:00:00Z");
    const now = contentKeys(fields, at);
    expect(contentKeys({ ...fields, email: fields.email.toUpperCase() }, at)).toEqual(now);
    expect(contentKeys(fields, at + DUPLICATE_WINDOW_MS).previous).toBe(now.key);
    for (const field of ["name", "email", "phone", "message"] as const)
      expect(contentKeys({ ...fields, [field]: `${fields[field]}x` }, at).key).not.toBe(now.key);
    expect(now.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe("redirects", () => {
  it("drop dot segments: /.//evil.com/ goes to /evil.com on this site", async () => {
    for (const [raw, location] of [
      ["/.//evil.com/", "/evil.com"],
      ["/./services/", "/services"],
      ["/%2e//services/", "/services"],
    ]) {
      // Sent as written (fetch would resolve the dot segments itself before sending).
      const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const { port } = new URL(server.url);
        http.get({ host: "127.0.0.1", port, path: raw }, resolve).on("error", reject);
      });
      response.resume();
      expect(response.statusCode, raw).toBe(301);
      expect(response.headers.location, raw).toBe(location);
    }
  });
});
