// The outbox under real faults: GoHighLevel (the stub) failing 30% of all calls with its look-ups served or refused,
// look-ups refused in every way GoHighLevel refuses them, the attempts limit, `--retry all`, a crash mid-attempt,
// and a hanging GoHighLevel beside a healthy webhook. Driven on a clock the test moves (no waiting for backoff), with
// a seeded random source so every run makes the same calls.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OutboxSettings } from "../destinations/index.ts";
import { createGoHighLevelDestination } from "../destinations/gohighlevel.ts";
import { noteReference } from "../destinations/lead-summary.ts";
import { createWebhookDestination } from "../destinations/webhook.ts";
import type { OutboxLead } from "../destinations/types.ts";
import type { InterestCatalog } from "../../contracts/lead-catalog.ts";
import { openLeadStore, type LeadStore, type NewLead } from "../enquiries/leads-store.ts";
import { createOutboxWorker, type OutboxWorker } from "./outbox.ts";
import { startLeadConnectorStub, type LeadConnectorStub } from "../testing/leadconnector-stub.ts";

const CATALOG: InterestCatalog = {
  plans: { pro: { name: "Pro", price: 800, monthly: true } },
  snapshots: {},
  services: {},
  industries: {},
};
/** The production limit of attempts and backoff; a short time limit per call (none hangs here but one test's). */
const SETTINGS: OutboxSettings = {
  maxAttempts: 12,
  backoff: { baseMs: 30_000, maxMs: 3_600_000 },
  timeoutMs: 2000,
  pollMs: 5000,
  leaseMs: 60_000,
  concurrency: 25,
};

/** A small seeded generator (mulberry32): the same faults on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let dir: string;
let dbUrl: string;
let store: LeadStore;
let stub: LeadConnectorStub;
let clock: number;
let logs: string[];

const lead = (index: number): NewLead => ({
  name: `Visitor Number${index}`,
  email: `visitor${index}.${randomUUID().slice(0, 6)}@example.org`,
  phone: `+1 512 555 ${String(1000 + index).slice(-4)}`,
  message: `Enquiry ${index}: a pipeline rebuilt.`,
  idempotencyKey: randomUUID(),
  attribution: { form: "contact", interest: "plan:pro" },
});

function ghlWorker(settings: OutboxSettings = SETTINGS, random: () => number = () => 0.5): OutboxWorker {
  const ghl = createGoHighLevelDestination(
    {
      token: stub.token,
      locationId: stub.locationId,
      apiBase: stub.url,
      pipelineId: "pipe-1",
      pipelineStageId: "stage-new",
    },
    { catalog: async () => CATALOG, timeoutMs: settings.timeoutMs },
  );
  return createOutboxWorker({
    store: store.outbox,
    destinations: [ghl],
    settings,
    owner: "test",
    now: () => clock,
    random,
    log: (...args: unknown[]) => logs.push(args.map(String).join(" ")),
  });
}

/**
 * Runs the worker until nothing is pending. When nothing is due, the clock moves past the next due time by the longest
 * backoff, so every waiting retry is due at once (fewer, fuller passes; the order of retries does not matter here).
 */
async function drain(run: OutboxWorker): Promise<void> {
  for (;;) {
    if ((await run.runOnce()) > 0) continue;
    const due = await store.outbox.nextDue(["gohighlevel"]);
    if (due === undefined) return;
    clock = Math.max(clock, due) + SETTINGS.backoff.maxMs;
  }
}

const paths = () =>
  stub.requests.map(
    (request) => `${request.method} ${request.path.split("?")[0]!.replace(/\/c_[^/]+\//, "/{id}/")} ${request.status}`,
  );

beforeEach(async () => {
  // In memory where the system has it (/dev/shm): these runs make thousands of small commits, each an fsync on disk.
  dir = await mkdtemp(path.join(existsSync("/dev/shm") ? "/dev/shm" : tmpdir(), "outbox-faults-"));
  dbUrl = `file:${path.join(dir, "leads.db")}`;
  clock = Date.parse("2026-11-26T12:00:00Z");
  store = await openLeadStore(dbUrl, undefined, { destinations: ["gohighlevel"], now: () => clock });
  stub = await startLeadConnectorStub({ now: () => clock });
  logs = [];
});

afterEach(async () => {
  store.close();
  await stub.close();
  await rm(dir, { recursive: true, force: true });
});

describe("300 leads while GoHighLevel fails 30% of all calls", () => {
  for (const lookups of ["served", "refused"] as const) {
    it(`all delivered, none dead, no note or opportunity twice (look-ups ${lookups})`, async () => {
      stub.failRandomly(0.3, seeded(lookups === "served" ? 30 : 31));
      if (lookups === "refused") stub.refuseLookups(404);
      for (let index = 1; index <= 300; index += 1) await store.insert(lead(index));

      // A generous time limit: the stub never hangs here, and a call timed out on a busy machine would be a write
      // whose outcome is unknown (with the look-ups refused, written again).
      await drain(ghlWorker({ ...SETTINGS, concurrency: 100, timeoutMs: 60_000 }, seeded(7)));

      const deliveries = await store.outbox.list();
      expect(deliveries.filter((delivery) => delivery.status === "delivered")).toHaveLength(300);
      expect(logs.filter((line) => line.includes("DEAD"))).toEqual([]);
      // One contact, one note and one opportunity per lead, each note and opportunity on its own lead's contact.
      expect(stub.contacts).toHaveLength(300);
      expect(stub.notes).toHaveLength(300);
      expect(new Set(stub.notes.map((note) => note.contactId)).size).toBe(300);
      expect(stub.opportunities).toHaveLength(300);
      expect(new Set(stub.opportunities.map((item) => item.contactId)).size).toBe(300);
      // The faults really happened, on every kind of call, and the look-ups were made (and refused) when needed.
      const failed = stub.requests.filter((request) => request.status === 500 || request.status === 429);
      expect(failed.length).toBeGreaterThan(600);
      const lookedUp = stub.requests.filter((request) => request.method === "GET" && /\/notes$/.test(request.path));
      expect(lookedUp.length).toBeGreaterThan(0);
      if (lookups === "refused")
        expect(
          lookedUp.every((request) => request.status === 404 || request.status === 500 || request.status === 429),
        ).toBe(true);
      // Attempts that saved a step or were told to wait did not count: some deliveries took more than the limit.
      expect(Math.max(...deliveries.map((delivery) => delivery.attempts))).toBeGreaterThan(3);
      // About 3,000 calls and as many commits: some 6 s of CPU; the limit allows for a machine shared with other work.
    }, 300_000);
  }
});

describe("look-ups", () => {
  for (const status of [404, 405] as const) {
    it(`a look-up refused with ${status} is no reason to give up: the write goes ahead and the lead is delivered`, async () => {
      stub.refuseLookups(status);
      await store.insert(lead(1));
      const run = ghlWorker();
      stub.failWhen({ method: "POST", path: /\/notes$/ }, { status: 502 }); // unknown outcome: look before writing again
      // Written, answer lost: without the search the create is tried again, GoHighLevel names the one it has.
      stub.failWhen({ method: "POST", path: /^\/opportunities\/$/ }, { dropAfterWrite: true });
      await drain(run);
      const [delivery] = await store.outbox.list();
      expect(delivery).toMatchObject({ status: "delivered" });
      expect(paths()).toContain(`GET /contacts/{id}/notes ${status}`);
      expect(paths()).toContain(`GET /opportunities/search ${status}`);
      expect(stub.notes).toHaveLength(1);
      expect(stub.opportunities).toHaveLength(1);
    });
  }

  it("a look-up that fails like any call (5xx, 429, no answer) is retried like any call", async () => {
    await store.insert(lead(1));
    const run = ghlWorker(SETTINGS); // its time limit ends the hanging call; the others answer well within it
    stub.failWhen({ method: "POST", path: /\/notes$/ }, { status: 500 });
    stub.failWhen({ method: "GET", path: /\/notes$/ }, { status: 503 });
    stub.failWhen({ method: "GET", path: /\/notes$/ }, { status: 429 });
    stub.failWhen({ method: "GET", path: /\/notes$/ }, { hang: true });
    await drain(run);
    const [delivery] = await store.outbox.list();
    expect(delivery).toMatchObject({ status: "delivered", attempts: 5 });
    expect(paths().filter((call) => call.startsWith("GET /contacts/{id}/notes"))).toEqual([
      "GET /contacts/{id}/notes 503",
      "GET /contacts/{id}/notes 429",
      "GET /contacts/{id}/notes 0",
      "GET /contacts/{id}/notes 200",
    ]);
    expect(stub.notes).toHaveLength(1);
  });

  it("looks a step up only when an earlier attempt did not hear how its write went; after a refusal it trusts the saved steps", async () => {
    await store.insert(lead(1));
    const run = ghlWorker();
    // A 429 and a 422 are refusals (nothing written): the retry writes without looking.
    stub.failWhen({ method: "POST", path: /\/notes$/ }, { status: 429 });
    stub.failWhen({ method: "POST", path: /^\/opportunities\/$/ }, { status: 500 });
    await drain(run);
    const calls = paths();
    expect(calls.filter((call) => call.startsWith("GET /contacts/{id}/notes"))).toEqual([]);
    expect(calls.filter((call) => call.startsWith("POST /contacts/{id}/notes"))).toEqual([
      "POST /contacts/{id}/notes 429",
      "POST /contacts/{id}/notes 201",
    ]);
    // The contact was saved: no second duplicate search or upsert.
    expect(calls.filter((call) => call.startsWith("POST /contacts/ "))).toHaveLength(1);
    expect(stub.notes).toHaveLength(1);
    expect(stub.opportunities).toHaveLength(1);
  });

  it("after a crash mid-attempt (its claim never released) the next attempt looks for what it may have sent", async () => {
    await store.insert(lead(1));
    // Another instance got the contact, sent the note and died before recording it.
    const [claimed] = await store.outbox.claim("crashed-instance", clock, clock + 60_000, 1, ["gohighlevel"]);
    const claimedLead = (await store.outbox.subjectOf(claimed!)) as OutboxLead;
    await ghlWorker().runOnce(); // nothing: the claim holds
    const contact = stub.addContact({ email: claimedLead.email });
    await store.outbox.saveSteps(claimed!.id, "crashed-instance", { contactId: contact.id }, clock + 60_000);
    stub.notes.push({
      id: "n_crashed",
      contactId: contact.id,
      body: `Website inquiry\n\n${noteReference(claimedLead)}`,
      dateAdded: "",
    });

    clock += 60_000;
    await drain(ghlWorker());
    expect((await store.outbox.list())[0]).toMatchObject({ status: "delivered", steps: { noteId: "n_crashed" } });
    expect(stub.notes).toHaveLength(1);
  });
});

describe("the attempts limit and --retry", () => {
  it("attempts that save a step do not count toward the limit", async () => {
    await store.insert(lead(1));
    const run = ghlWorker({ ...SETTINGS, maxAttempts: 2 });
    // Every attempt gets one step further, then fails: five attempts with a limit of two.
    stub.failWhen({ method: "POST", path: /\/notes$/ }, { status: 500 });
    stub.failWhen({ method: "GET", path: /^\/opportunities\/search$/ }, { status: 500 });
    stub.failWhen({ method: "POST", path: /\/tags$/ }, { status: 503 });
    stub.failWhen({ method: "POST", path: /\/tags$/ }, { status: 429 });
    await drain(run);
    const [delivery] = await store.outbox.list();
    expect(delivery).toMatchObject({ status: "delivered", attempts: 5 });
    expect(logs.filter((line) => line.includes("DEAD"))).toEqual([]);
  });

  it("npm run leads -- --retry all delivers dead deliveries from their saved steps, look-ups refused", async () => {
    stub.refuseLookups(405);
    for (let index = 1; index <= 3; index += 1) await store.insert(lead(index));
    const run = ghlWorker({ ...SETTINGS, maxAttempts: 2 });
    // The notes fail (GoHighLevel down after the contacts were made) until every delivery is dead.
    for (let index = 0; index < 9; index += 1) stub.failWhen({ method: "POST", path: /\/notes$/ }, { status: 503 });
    await drain(run);
    expect((await store.outbox.list()).map((delivery) => delivery.status)).toEqual(["dead", "dead", "dead"]);
    expect(stub.notes).toHaveLength(0);

    const cli = promisify(execFile)(
      process.execPath,
      [path.resolve("server/enquiries/leads-cli.ts"), "--retry", "all"],
      {
        env: { ...process.env, LEADS_DB_URL: dbUrl },
      },
    );
    expect((await cli).stdout).toContain("3 deliveries queued again");
    clock = Math.max(clock, Date.now());
    await drain(run);
    expect((await store.outbox.list()).map((delivery) => delivery.status)).toEqual([
      "delivered",
      "delivered",
      "delivered",
    ]);
    expect(stub.contacts).toHaveLength(3); // the saved contacts, not new ones
    expect(paths().filter((call) => call.startsWith("POST /contacts/ "))).toHaveLength(3);
    expect(stub.notes).toHaveLength(3);
  }, 20_000);
});

describe("each destination has its own slots", () => {
  it("a hanging GoHighLevel never delays the webhook, and a hanging webhook call never holds the others back", async () => {
    const received: string[] = [];
    let first = true;
    const hook = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        // The first call hangs (until the test ends); the others answer at once.
        if (first) {
          first = false;
          return;
        }
        received.push(body);
        res.writeHead(200).end("OK");
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
    store.close();
    store = await openLeadStore(`file:${path.join(dir, "both.db")}`, undefined, {
      destinations: ["gohighlevel", "webhook"],
    });
    // GoHighLevel takes every call and never answers within the test (its time limit is a minute).
    for (let index = 0; index < 200; index += 1) stub.failNext({ hang: true });
    const settings: OutboxSettings = { ...SETTINGS, timeoutMs: 60_000, leaseMs: 360_000, concurrency: 4 };
    const worker = createOutboxWorker({
      store: store.outbox,
      destinations: [
        createGoHighLevelDestination(
          { token: stub.token, locationId: stub.locationId, apiBase: stub.url },
          { catalog: async () => CATALOG, timeoutMs: settings.timeoutMs },
        ),
        createWebhookDestination(
          { url: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook` },
          { catalog: async () => CATALOG, timeoutMs: settings.timeoutMs },
        ),
      ],
      settings,
      log: () => {},
    });
    try {
      worker.start();
      for (let index = 1; index <= 40; index += 1) {
        await store.insert(lead(index));
        worker.kick();
      }
      // 39 webhooks arrive while GoHighLevel holds its four slots and the webhook's first call hangs in one of its own.
      for (let waited = 0; received.length < 39 && waited < 100; waited += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(received).toHaveLength(39);
      const ghlCalls = stub.requests.filter((request) => request.status === 0);
      expect(ghlCalls).toHaveLength(4);
    } finally {
      await stub.close(); // ends the hanging calls, so the worker can stop
      hook.closeAllConnections();
      await worker.stop();
      hook.close();
    }
  });
});
