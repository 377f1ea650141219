// POST /api/booking: the browser reports a call booked in the calendar on the page right after an enquiry. The lead is
// marked once, the GoHighLevel contact gets one note through the outbox, and nothing but a small, well-formed report
// from the site itself, for a recent enquiry it names by its random key, changes anything.
import { randomUUID } from "node:crypto";
import { THANK_YOU_PATH } from "../../lib/enquiry-contract.ts";
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BOOKING_BODY_BYTES, PREFILL_WINDOW_MS, createBookingHandler, reportedKey } from "./booking.ts";
import { createRateLimiter } from "./contact.ts";
import type { LeadStore } from "./leads-store.ts";
import { startServer } from "../index.ts";
import { makeTestBuild } from "../testing/test-build.ts";
import { startLeadConnectorStub, type LeadConnectorStub } from "../testing/leadconnector-stub.ts";

let build: Awaited<ReturnType<typeof makeTestBuild>>;
let stub: LeadConnectorStub;
let server: Awaited<ReturnType<typeof startServer>>;
let withoutCalendar: Awaited<ReturnType<typeof startServer>>;
let dbUrl: string;

beforeAll(async () => {
  build = await makeTestBuild("booking-");
  stub = await startLeadConnectorStub();
  dbUrl = `file:${build.dir}/leads.db`;
  const env = {
    LEADS_DB_URL: dbUrl,
    CONTACT_RATE_LIMIT: "1000",
    GHL_PRIVATE_TOKEN: stub.token,
    GHL_LOCATION_ID: stub.locationId,
    GHL_API_BASE: stub.url,
    LEADS_RETRY_BASE_SECONDS: "0.05",
    LEADS_RETRY_MAX_SECONDS: "0.2",
    LEADS_OUTBOX_POLL_SECONDS: "0.1",
  };
  const common = {
    port: 0,
    host: "127.0.0.1",
    log: () => {},
    clientDir: build.clientDir,
    cspHashesFile: build.cspHashesFile,
  };
  server = await startServer({ ...common, env: { ...env, GHL_BOOKING_CALENDAR_ID: "Cal3ndarId0001" } });
  withoutCalendar = await startServer({ ...common, env: { LEADS_DB_URL: `file:${build.dir}/other.db` } });
});

afterAll(async () => {
  await server?.close();
  await withoutCalendar?.close();
  await stub?.close();
  await build?.remove();
});

async function sendEnquiry(key: string, email: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    name: "Dana Booker",
    email,
    phone: "+1 415 555 0142",
    message: "We need our pipeline rebuilt.",
    idempotency_key: key,
  }))
    form.set(name, value);
  const response = await fetch(`${server.url}/api/contact`, {
    method: "POST",
    body: form,
    headers: { Accept: "application/json" },
  });
  expect(response.status).toBe(200);
}

const report = (body: string, headers: Record<string, string> = {}, url = server.url) =>
  fetch(`${url}/api/booking`, { method: "POST", body, headers: { "Content-Type": "application/json", ...headers } });

async function bookedAt(key: string): Promise<unknown> {
  const client = createClient({ url: dbUrl });
  try {
    return (await client.execute({ sql: "SELECT call_booked_at FROM leads WHERE idempotency_key = ?", args: [key] }))
      .rows[0]?.call_booked_at;
  } finally {
    client.close();
  }
}

describe("a booked call", () => {
  it("is noted on the lead once, and on its GoHighLevel contact once", async () => {
    const key = randomUUID();
    await sendEnquiry(key, "dana.booker@example.com");
    expect(await bookedAt(key)).toBeNull();
    expect((await report(JSON.stringify({ key }))).status).toBe(204);
    expect(String(await bookedAt(key))).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Reported again (a second message, a reload): still one mark and one note.
    expect((await report(JSON.stringify({ key: key.toUpperCase() }))).status).toBe(204);
    const booked = () => stub.notes.filter((note) => note.body.startsWith("Call booked") && note.body.includes(key));
    await expect.poll(booked, { timeout: 10_000 }).toHaveLength(1);
    const contact = stub.contacts.find((item) => item.email === "dana.booker@example.com");
    expect(booked()[0]!.contactId).toBe(contact?.id);
    // The enquiry's own note is there too, and the booking did not add another contact.
    expect(stub.contacts.filter((item) => item.email === "dana.booker@example.com")).toHaveLength(1);
  });

  it("changes nothing for a key no enquiry was sent with", async () => {
    expect((await report(JSON.stringify({ key: randomUUID() }))).status).toBe(404);
  });

  it.each([
    ["not JSON", "key=1"],
    ["no key", "{}"],
    ["a key that is not one", JSON.stringify({ key: "1 OR 1=1" })],
    ["anything else besides", JSON.stringify({ key: randomUUID(), note: "hi" })],
    ["a list", JSON.stringify([randomUUID()])],
  ])("refuses %s", async (_, body) => {
    expect((await report(body)).status).toBe(400);
  });

  it("refuses a large body, another site, another type and another method", async () => {
    expect((await report(JSON.stringify({ key: randomUUID(), pad: "x".repeat(MAX_BOOKING_BODY_BYTES) }))).status).toBe(
      413,
    );
    expect((await report(JSON.stringify({ key: randomUUID() }), { Origin: "https://evil.example" })).status).toBe(403);
    expect((await report(JSON.stringify({ key: randomUUID() }), { "Content-Type": "text/plain" })).status).toBe(415);
    expect((await fetch(`${server.url}/api/booking`)).status).toBe(405);
  });

  it("does not exist without the calendar (a post there is a post to a static path)", async () => {
    expect((await report(JSON.stringify({ key: randomUUID() }), {}, withoutCalendar.url)).status).toBe(405);
  });
});

describe("the thank-you page a plain form post lands on", () => {
  const plainPost = (fields: Record<string, string>, url = server.url) =>
    fetch(`${url}/api/contact`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Accept: "text/html", "Content-Type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
  const lead = { name: "Robin Plain Post", phone: "+1 415 555 0199", message: "Sent before the scripts arrived." };
  const prefill = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/booking/prefill`, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json", ...headers },
    });

  it("names the stored enquiry after the #, and the receiver answers the key with its details, so a booking is noted too", async () => {
    const response = await plainPost({ ...lead, email: "robin.plain@example.com" });
    expect(response.status).toBe(303);
    const location = response.headers.get("location") ?? "";
    expect(location).toMatch(/^\/thank-you#booking=[0-9a-f-]{36}$/);
    const key = location.slice("/thank-you#booking=".length);
    const answer = await prefill(JSON.stringify({ key }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    // As the receiver stored them (the phone in international form).
    expect(await answer.json()).toEqual({ name: lead.name, email: "robin.plain@example.com", phone: "+14155550199" });
    expect((await report(JSON.stringify({ key }))).status).toBe(204);
    expect(String(await bookedAt(key))).toMatch(/^\d{4}-/);
  });

  it("answers a key sent with the form (THANK_YOU_REDIRECT's address) the same way", async () => {
    const key = randomUUID();
    await sendEnquiry(key, "dana.redirect@example.com");
    expect(await (await prefill(JSON.stringify({ key }))).json()).toMatchObject({ email: "dana.redirect@example.com" });
  });

  it("answers nothing for an unknown key, another site or a malformed request", async () => {
    expect((await prefill(JSON.stringify({ key: randomUUID() }))).status).toBe(404);
    expect((await prefill(JSON.stringify({ key: randomUUID() }), { Origin: "https://evil.example" })).status).toBe(403);
    expect((await prefill(JSON.stringify({ key: "1 OR 1=1" }))).status).toBe(400);
    expect((await fetch(`${server.url}/api/booking/prefill`)).status).toBe(405);
  });

  it("without the calendar the address is the plain thank-you page", async () => {
    const response = await plainPost({ ...lead, email: "robin.nocal@example.com" }, withoutCalendar.url);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(THANK_YOU_PATH);
  });

  it("asks the store only for enquiries of the last half hour", async () => {
    const asked: number[] = [];
    const store = {
      bookingPrefill: async (_key: string, since: number) => (asked.push(since), undefined),
    } as unknown as LeadStore;
    const handle = createBookingHandler({
      store: () => store,
      limiter: createRateLimiter(10),
      siteOrigin: undefined,
      destinations: [],
      now: () => 1e12,
    });
    const { createServer } = await import("node:http");
    const http = createServer((req, res) => void handle(req, res)).listen(0, "127.0.0.1");
    await new Promise((resolve) => http.once("listening", resolve));
    const { port } = http.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/api/booking/prefill`, {
      method: "POST",
      body: JSON.stringify({ key: randomUUID() }),
      headers: { "Content-Type": "application/json" },
    });
    http.close();
    expect(response.status).toBe(404);
    expect(asked).toEqual([1e12 - PREFILL_WINDOW_MS]);
  });
});

describe("reportedKey", () => {
  it("reads exactly one UUID", () => {
    const key = randomUUID();
    expect(reportedKey(JSON.stringify({ key }))).toBe(key);
    expect(reportedKey("null")).toBeUndefined();
    expect(reportedKey(JSON.stringify({ key: 42 }))).toBeUndefined();
  });
});
