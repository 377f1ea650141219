// The outbox across real server processes: killed mid-delivery and started again, two instances on one database,
// and a burst of leads while GoHighLevel (the stub) fails at random. Waits are on outcomes, never fixed delays.
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startServer } from "../index.ts";
import { openLeadStore } from "../enquiries/leads-store.ts";
import { startLeadConnectorStub, type LeadConnectorStub } from "../testing/leadconnector-stub.ts";
import { killServerProcesses, startServerProcess } from "../testing/server-process.ts";

let dir: string;
let dbUrl: string;
let stub: LeadConnectorStub;

/** Fast retries so the outcomes arrive within seconds; a lease a little longer than an attempt can take. */
function outboxEnv(): Record<string, string> {
  return {
    LEADS_DB_URL: dbUrl,
    CONTACT_RATE_LIMIT: "10000",
    GHL_PRIVATE_TOKEN: stub.token,
    GHL_LOCATION_ID: stub.locationId,
    GHL_API_BASE: stub.url,
    GHL_PIPELINE_ID: "pipe-1",
    GHL_PIPELINE_STAGE_ID: "stage-new",
    LEADS_RETRY_BASE_SECONDS: "0.05",
    LEADS_RETRY_MAX_SECONDS: "0.2",
    LEADS_MAX_ATTEMPTS: "50",
    LEADS_DELIVERY_TIMEOUT_SECONDS: "0.5",
    LEADS_OUTBOX_POLL_SECONDS: "0.1",
    LEADS_OUTBOX_LEASE_SECONDS: "1",
  };
}

function enquiry(index: number): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    name: `Lead Number${index}`,
    email: `lead${index}.${randomUUID().slice(0, 6)}@example.org`,
    phone: `+1 512 555 ${String(1000 + index)}`,
    message: `Enquiry number ${index}: we want our snapshot installed.`,
    form: "popup",
    interest: "plan:pro",
    idempotency_key: randomUUID(),
  })) {
    form.append(key, value);
  }
  return form;
}

async function submit(url: string, index: number): Promise<void> {
  const response = await fetch(`${url}/api/contact`, { method: "POST", body: enquiry(index) });
  expect(response.status).toBe(200);
}

async function outboxState() {
  const store = await openLeadStore(dbUrl);
  try {
    return { leads: await store.list(), deliveries: await store.outbox.list() };
  } finally {
    store.close();
  }
}

/** Each stored lead has exactly one contact, one note and one opportunity at the stub, and a delivered row. */
async function expectEachLeadDeliveredOnce(count: number) {
  const { leads, deliveries } = await outboxState();
  expect(leads).toHaveLength(count);
  expect(deliveries.filter((delivery) => delivery.status === "delivered")).toHaveLength(count);
  expect(stub.notes).toHaveLength(count);
  expect(stub.opportunities).toHaveLength(count);
  expect(stub.contacts).toHaveLength(count);
  for (const lead of leads) {
    const contact = stub.contacts.filter((item) => item.email === lead.email.toLowerCase());
    expect(contact).toHaveLength(1);
    expect(stub.notes.filter((note) => note.contactId === contact[0]!.id)).toHaveLength(1);
    expect(stub.opportunities.filter((item) => item.contactId === contact[0]!.id)).toHaveLength(1);
  }
}

const allDelivered = async (count: number) =>
  (await outboxState()).deliveries.filter((delivery) => delivery.status === "delivered").length === count;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "outbox-process-"));
  dbUrl = `file:${path.join(dir, "leads.db")}`;
  stub = await startLeadConnectorStub();
});

afterEach(async () => {
  killServerProcesses();
  await stub.close();
  await rm(dir, { recursive: true, force: true });
});

describe("outbox across processes", () => {
  it("a server killed (SIGKILL) while deliveries are in flight delivers everything after a restart, one note per lead", async () => {
    // Slow answers keep calls in flight when the process dies.
    stub.setLatency(150);
    const first = await startServerProcess(outboxEnv());
    await Promise.all(Array.from({ length: 12 }, (_, index) => submit(first.url, index)));
    // Killed once GoHighLevel has seen some calls but not all of them finished.
    await expect.poll(() => stub.requests.length, { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(3);
    first.child.kill("SIGKILL");
    await new Promise((resolve) => first.child.once("exit", resolve));
    expect(stub.notes.length).toBeLessThan(12);

    const second = await startServerProcess(outboxEnv());
    await expect.poll(() => allDelivered(12), { timeout: 30_000, interval: 100 }).toBe(true);
    second.child.kill("SIGTERM");
    await expectEachLeadDeliveredOnce(12);
  }, 60_000);

  it("two server processes on one database deliver each of 50 leads exactly once", async () => {
    stub.setLatency(5);
    const [a, b] = await Promise.all([startServerProcess(outboxEnv()), startServerProcess(outboxEnv())]);
    await Promise.all(Array.from({ length: 50 }, (_, index) => submit(index % 2 ? a.url : b.url, index)));
    await expect.poll(() => allDelivered(50), { timeout: 40_000, interval: 100 }).toBe(true);
    await expectEachLeadDeliveredOnce(50);
  }, 60_000);

  it("50 concurrent enquiries while GoHighLevel fails 30% of calls at random: all stored, all delivered, 50 notes", async () => {
    stub.failRandomly(0.3);
    const server = await startServer({ env: outboxEnv(), port: 0, log: () => {} });
    try {
      await Promise.all(Array.from({ length: 50 }, (_, index) => submit(server.url, index)));
      expect((await outboxState()).leads).toHaveLength(50);
      await expect.poll(() => allDelivered(50), { timeout: 40_000, interval: 100 }).toBe(true);
      expect(stub.requests.some((request) => request.status >= 500 || request.status === 429)).toBe(true);
      await expectEachLeadDeliveredOnce(50);
    } finally {
      await server.close();
    }
  }, 60_000);
});
