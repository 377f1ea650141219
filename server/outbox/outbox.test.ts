// The outbox against a real SQLite file and the LeadConnector stub on loopback, driven one pass at a time with a
// clock the test moves (no waiting for backoff delays).
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OutboxSettings } from "../destinations/index.ts";
import { createGoHighLevelDestination, GHL_API_VERSION } from "../destinations/gohighlevel.ts";
import { createWebhookDestination } from "../destinations/webhook.ts";
import type { InterestCatalog } from "../../contracts/lead-catalog.ts";
import { openLeadStore, type LeadStore, type NewLead } from "../enquiries/leads-store.ts";
import { createOutboxWorker } from "./outbox.ts";
import { STUB_SCOPES, startLeadConnectorStub, type LeadConnectorStub } from "../testing/leadconnector-stub.ts";
import { readHealth } from "../operations/health.ts";

const CATALOG: InterestCatalog = {
  plans: { pro: { name: "Pro", price: 800, monthly: true }, hourly: { name: "Hourly", price: 20, monthly: false } },
  snapshots: { "mortgage-pro": { name: "Mortgage Pro", price: 150 } },
  services: {},
  industries: {},
};
const SETTINGS: OutboxSettings = {
  maxAttempts: 4,
  backoff: { baseMs: 1000, maxMs: 60_000 },
  // Time limit per call: only the stub's hanging answer should reach it, never a slow answer on a busy CI machine.
  timeoutMs: 3000,
  pollMs: 1000,
  leaseMs: 30_000,
  concurrency: 8,
};

const runFile = promisify(execFile);
let dir: string;
let dbUrl: string;
let store: LeadStore;
let stub: LeadConnectorStub;
let clock: number;
let logs: string[];

let phones = 0;
// Each lead its own e-mail and phone: GoHighLevel would take two leads sharing either for one person.
const lead = (overrides: Partial<NewLead> = {}): NewLead => ({
  name: "Ana María Soto",
  email: `ana.${randomUUID().slice(0, 6)}@example.org`,
  phone: `+1 512 555 ${String(100 + (phones++ % 900)).padStart(4, "0")}`,
  message: "We need our Pro plan pipeline rebuilt.\nTwo locations.",
  idempotencyKey: randomUUID(),
  attribution: {
    form: "popup",
    context: "Get Started with Pro",
    interest: "plan:pro",
    page: "/pricing",
    utm_source: "google",
    utm_campaign: "fall",
  },
  ...overrides,
});

function worker({
  pipeline = true,
  settings = SETTINGS,
  notify,
}: { pipeline?: boolean; settings?: OutboxSettings; notify?: (subject: string, text: string) => void } = {}) {
  const ghl = createGoHighLevelDestination(
    {
      token: stub.token,
      locationId: stub.locationId,
      apiBase: stub.url,
      ...(pipeline ? { pipelineId: "pipe-1", pipelineStageId: "stage-new" } : {}),
    },
    { catalog: async () => CATALOG, timeoutMs: settings.timeoutMs, now: () => clock },
  );
  return createOutboxWorker({
    store: store.outbox,
    destinations: [ghl],
    settings,
    owner: "test",
    now: () => clock,
    random: () => 0.5,
    log: (...args: unknown[]) => logs.push(args.map(String).join(" ")),
    ...(notify ? { notify } : {}),
  });
}

const deliveries = () => store.outbox.list();

beforeAll(async () => {
  // Node loads its HTTP client on the first fetch, which on a busy machine can take longer than the tests' 300 ms
  // time limit per call: load it before the first test (a refused connection is enough).
  await fetch("http://127.0.0.1:9/").catch(() => undefined);
});

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
  dbUrl = `file:${path.join(dir, "leads.db")}`;
  store = await openLeadStore(dbUrl, undefined, { destinations: ["gohighlevel"], now: () => clock });
  stub = await startLeadConnectorStub();
  clock = Date.parse("2026-11-23T12:00:00Z");
  logs = [];
});

afterEach(async () => {
  store.close();
  await stub.close();
  await rm(dir, { recursive: true, force: true });
});

describe("delivery to GoHighLevel", () => {
  it("a lead becomes one contact, one note and one opportunity with the right fields", async () => {
    const sent = lead();
    const { id } = await store.insert(sent);
    expect(await worker().runOnce()).toBe(1);
    expect(stub.contacts).toHaveLength(1);
    expect(stub.contacts[0]).toMatchObject({
      firstName: "Ana María",
      lastName: "Soto",
      email: sent.email,
      phone: `+${sent.phone.replace(/\D/g, "")}`, // E.164, as GoHighLevel stores it
      source: "Website",
      tags: ["website-lead", "form-popup", "plan-pro"],
    });
    expect(stub.notes).toHaveLength(1);
    const note = stub.notes[0]!;
    expect(note.contactId).toBe(stub.contacts[0]!.id);
    for (const part of [
      sent.message,
      "Interested in: Pro plan ($800)",
      "Page: /pricing",
      "UTM source: google",
      "UTM campaign: fall",
      sent.idempotencyKey!,
    ]) {
      expect(note.body).toContain(part);
    }
    expect(stub.opportunities).toEqual([
      expect.objectContaining({
        pipelineId: "pipe-1",
        pipelineStageId: "stage-new",
        contactId: stub.contacts[0]!.id,
        status: "open",
        monetaryValue: 800,
        locationId: stub.locationId,
      }),
    ]);
    expect(stub.opportunities[0]!.name).toContain("Pro plan");

    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({
      kind: "lead",
      subject: String(id),
      status: "delivered",
      attempts: 1,
      lastError: null,
    });
    expect(delivery!.steps).toMatchObject({
      contactId: stub.contacts[0]!.id,
      noteId: note.id,
      opportunityId: stub.opportunities[0]!.id,
      tags: "website-lead,form-popup,plan-pro",
    });
    // Every call carried the token, the API version, JSON and only the fields GoHighLevel defines (the stub refuses
    // anything else).
    expect(stub.requests.every((request) => request.status >= 200 && request.status < 300)).toBe(true);
    expect(GHL_API_VERSION).toBe("2021-07-28");
  });

  it("without a pipeline there is no opportunity; a snapshot's price and an hourly plan's lack of one follow the content", async () => {
    await store.insert(lead({ attribution: { form: "popup", interest: "snapshot:mortgage-pro" } }));
    await worker({ pipeline: false }).runOnce();
    expect(stub.opportunities).toEqual([]);
    expect(stub.contacts[0]!.tags).toContain("snapshot-mortgage-pro");
    expect(stub.notes[0]!.body).toContain("Interested in: Mortgage Pro snapshot ($150)");

    await store.insert(lead({ attribution: { interest: "plan:hourly" } }));
    await store.insert(lead({ attribution: { interest: "plan:not-a-plan" } }));
    await worker().runOnce();
    expect(stub.opportunities.map((item) => item.monetaryValue)).toEqual([undefined, undefined]);
    expect(stub.contacts.at(-1)!.tags).toEqual(["website-lead"]);
  });

  it("retries after a 429 at the time Retry-After names, after a 500 with backoff, and after a timeout", async () => {
    await store.insert(lead());
    const run = worker();

    stub.failNext({ status: 429, retryAfterSeconds: 42 });
    await run.runOnce();
    let [delivery] = await deliveries();
    expect(delivery).toMatchObject({ status: "pending", attempts: 1 });
    expect(delivery!.nextAttemptAt - clock).toBe(42_000);
    expect(delivery!.lastError).toContain("429");
    expect(await run.runOnce()).toBe(0); // not due yet

    clock += 42_000;
    stub.failNext({ status: 500 });
    await run.runOnce();
    [delivery] = await deliveries();
    // The first failure that counts (a 429 is the service asking for time, not a failure): the base delay, with
    // jitter between half and all of it (the test's random() is 0.5).
    expect(delivery).toMatchObject({ status: "pending", attempts: 2, countedAttempts: 1 });
    expect(delivery!.nextAttemptAt - clock).toBe(750);

    clock += 750;
    stub.failNext({ hang: true });
    await run.runOnce();
    [delivery] = await deliveries();
    expect(delivery).toMatchObject({ status: "pending", attempts: 3 });
    expect(delivery!.lastError).toContain(`no answer within ${SETTINGS.timeoutMs / 1000} s`);

    clock += 60_000;
    await run.runOnce();
    [delivery] = await deliveries();
    expect(delivery).toMatchObject({ status: "delivered", attempts: 4 });
    expect(stub.contacts).toHaveLength(1);
    expect(stub.notes).toHaveLength(1);
  });

  it("a 429 with only GoHighLevel's rate-limit headers is retried when the window has passed, not after the backoff", async () => {
    // GoHighLevel's burst limit, made small: the stub counts calls on the test's clock and answers 429 with
    // X-RateLimit-Remaining: 0 and the window's length, and no Retry-After.
    await stub.close();
    stub = await startLeadConnectorStub({ rateLimit: { max: 4, intervalMs: 10_000 }, now: () => clock });
    await store.insert(lead());
    const run = worker({ settings: { ...SETTINGS, backoff: { baseMs: 60_000, maxMs: 3_600_000 } } });

    await run.runOnce(); // the contact (looked up, created) and the note; the opportunity look-up is refused
    let [delivery] = await deliveries();
    expect(delivery).toMatchObject({ status: "pending", attempts: 1 });
    expect(delivery!.lastError).toContain("GET /opportunities/search answered 429");
    const refused = stub.requests.at(-1)!;
    expect(refused.status).toBe(429);
    expect(delivery!.nextAttemptAt - clock).toBe(10_000); // the window, where the backoff would say 30-60 s

    clock += 10_000;
    await run.runOnce(); // a new window: the look-up, the opportunity and the tags
    [delivery] = await deliveries();
    expect(delivery).toMatchObject({ status: "delivered", attempts: 2 });
    expect(stub.notes).toHaveLength(1);
    expect(stub.opportunities).toHaveLength(1);
  });

  it("goes dead after the configured attempts; npm run leads --failed lists it and --retry delivers it", async () => {
    await store.insert(lead());
    const run = worker();
    for (let attempt = 1; attempt <= SETTINGS.maxAttempts; attempt += 1) {
      stub.failNext({ status: 503 });
      await run.runOnce();
      clock += SETTINGS.backoff.maxMs;
    }
    let [delivery] = await deliveries();
    expect(delivery).toMatchObject({ status: "dead", attempts: SETTINGS.maxAttempts });
    expect(logs.some((line) => line.includes("DEAD") && line.includes(`--retry ${delivery!.id}`))).toBe(true);
    expect(await run.runOnce()).toBe(0);

    // The operator's commands: list the dead delivery, then queue it again by its id.
    const cli = (...args: string[]) =>
      runFile(process.execPath, [path.resolve("server/enquiries/leads-cli.ts"), ...args], {
        env: { ...process.env, LEADS_DB_URL: dbUrl },
      });
    const { stdout: failed } = await cli("--failed");
    expect(failed).toContain(
      `delivery ${delivery!.id}  lead #${delivery!.subject}  gohighlevel  dead  attempts ${SETTINGS.maxAttempts}`,
    );
    expect(failed).toContain("last error: GET /contacts/search/duplicate answered 503");
    expect((await cli("--retry", String(delivery!.id))).stdout).toContain("1 delivery queued again");
    expect((await cli("--failed")).stdout).toContain("No failed deliveries.");
    clock = Date.now() + 60_000;
    await run.runOnce();
    [delivery] = await deliveries();
    expect(delivery).toMatchObject({ status: "delivered", attempts: 1 });
    expect(stub.notes).toHaveLength(1);
  }, 20_000); // three runs of the command line

  it("a token without contacts.readonly pauses GoHighLevel: /healthz names the scope, the agency is told once, nothing dies, all delivered once fixed", async () => {
    for (let index = 0; index < 3; index += 1) await store.insert(lead());
    stub.setScopes(STUB_SCOPES.filter((scope) => scope !== "contacts.readonly"));
    const told: string[] = [];
    const run = worker({ notify: (subject: string, text: string) => void told.push(`${subject}\n${text}`) });
    await run.runOnce(); // the three at once, each refused
    await run.runOnce(); // paused: none tried
    expect((await deliveries()).map((delivery) => delivery.status)).toEqual(["pending", "pending", "pending"]);
    expect(stub.requests.map((request) => request.status)).toEqual([401, 401, 401]);
    const [problem] = run.problems();
    expect(problem).toMatchObject({ status: "degraded", code: "delivery-config" });
    expect(problem!.message).toContain("contacts.readonly");
    const health = await readHealth(store, { version: "test", now: clock, checks: [() => run.problems()] });
    expect(health).toMatchObject({ status: "degraded" });
    expect(JSON.stringify(health.problems)).toContain("contacts.readonly");
    expect(told).toHaveLength(1);
    expect(told[0]).toContain("contacts.readonly");

    // Still refused when it tries again (one delivery): still one notification.
    clock += 5 * 60_000;
    await run.runOnce();
    expect(stub.requests.map((request) => request.status)).toEqual([401, 401, 401, 401]);
    expect(told).toHaveLength(1);

    // The scope is added to the Private Integration (the same token): the next try delivers, and then all the others.
    stub.setScopes(STUB_SCOPES);
    clock += 5 * 60_000;
    await run.runOnce();
    await run.runOnce();
    expect((await deliveries()).map((delivery) => delivery.status)).toEqual(["delivered", "delivered", "delivered"]);
    expect(run.problems()).toEqual([]);
    expect(logs.filter((line) => line.includes("DEAD"))).toEqual([]);
    expect(stub.notes).toHaveLength(3);
  });

  it("a wrong location id (403) pauses, naming GHL_LOCATION_ID, and nothing dies", async () => {
    await store.insert(lead());
    const run = createOutboxWorker({
      store: store.outbox,
      destinations: [
        createGoHighLevelDestination(
          { token: stub.token, locationId: "someone-else", apiBase: stub.url },
          { catalog: async () => CATALOG, timeoutMs: SETTINGS.timeoutMs },
        ),
      ],
      settings: SETTINGS,
      now: () => clock,
      log: (...args: unknown[]) => logs.push(args.map(String).join(" ")),
    });
    await run.runOnce();
    expect((await deliveries())[0]).toMatchObject({ status: "pending" });
    expect(run.problems()[0]!.message).toContain("GHL_LOCATION_ID");
    expect(logs.filter((line) => line.includes("DEAD"))).toEqual([]);
  });

  it("the day's limit used up pauses GoHighLevel until midnight UTC, without counting an attempt", async () => {
    await stub.close();
    clock = Date.parse("2026-11-23T22:00:00Z");
    // Two leads take 14 calls: the day's 12 run out part way.
    stub = await startLeadConnectorStub({ dailyLimit: 12, now: () => clock });
    for (let index = 0; index < 2; index += 1) await store.insert(lead());
    const run = worker();
    await run.runOnce();
    let rows = await deliveries();
    expect(rows.map((delivery) => delivery.status)).toEqual(["pending", "pending"]);
    expect(Math.max(...rows.map((delivery) => delivery.nextAttemptAt))).toBe(Date.parse("2026-11-24T00:00:00Z"));
    expect(rows.every((delivery) => delivery.countedAttempts === 0)).toBe(true);
    expect(run.problems()).toEqual([expect.objectContaining({ code: "delivery-quota" })]);
    const calls = stub.requests.length;
    clock = Date.parse("2026-11-23T23:59:00Z");
    await run.runOnce();
    expect(stub.requests.length).toBe(calls); // nothing tried before the reset

    clock = Date.parse("2026-11-24T00:00:00Z");
    await run.runOnce();
    await run.runOnce();
    rows = await deliveries();
    expect(rows.map((delivery) => delivery.status)).toEqual(["delivered", "delivered"]);
  });

  it("a note or opportunity written but not acknowledged is found again by the lead's reference, never written twice", async () => {
    await store.insert(lead());
    const run = worker();
    stub.failWhen({ method: "POST", path: /\/notes$/ }, { dropAfterWrite: true });
    await run.runOnce();
    expect(stub.notes).toHaveLength(1); // written, though its answer was lost
    let [delivery] = await deliveries();
    expect(delivery).toMatchObject({ status: "pending", steps: { contactId: stub.contacts[0]!.id } });
    expect(delivery!.steps.noteId).toBeUndefined();

    stub.failWhen({ method: "POST", path: /^\/opportunities\/$/ }, { dropAfterWrite: true });
    clock += 60_000;
    await run.runOnce(); // finds the note; writes the opportunity and loses its answer
    clock += 60_000;
    await run.runOnce(); // finds the opportunity
    [delivery] = await deliveries();
    expect(delivery).toMatchObject({ status: "delivered", attempts: 3 });
    expect(stub.notes).toHaveLength(1);
    expect(stub.opportunities).toHaveLength(1);
    expect(delivery!.steps).toMatchObject({ noteId: stub.notes[0]!.id, opportunityId: stub.opportunities[0]!.id });
  });

  it("a claim held by another instance is left alone until it expires", async () => {
    await store.insert(lead());
    const claimed = await store.outbox.claim("other-instance", clock, clock + 10_000, 10, ["gohighlevel"]);
    expect(claimed).toHaveLength(1);
    const run = worker();
    expect(await run.runOnce()).toBe(0);
    clock += 10_000;
    expect(await run.runOnce()).toBe(1);
    expect((await deliveries())[0]).toMatchObject({ status: "delivered", attempts: 2 });
    // The other instance's late report changes nothing: its claim is gone.
    expect(await store.outbox.delivered(claimed[0]!.id, "other-instance", clock)).toBe(false);
    expect(stub.notes).toHaveLength(1);
  });
});

describe("webhook", () => {
  it("retries a 5xx and treats any 2xx answer as delivered", async () => {
    const received: string[] = [];
    let fail = true;
    const http = await import("node:http");
    const server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        if (fail) {
          fail = false;
          res.writeHead(502).end("bad gateway");
          return;
        }
        received.push(body);
        res.writeHead(200, { "Content-Type": "text/plain" }).end("OK");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as import("node:net").AddressInfo;
    store.close();
    store = await openLeadStore(`file:${path.join(dir, "webhook.db")}`, undefined, {
      destinations: ["webhook"],
      now: () => clock,
    });
    const run = createOutboxWorker({
      store: store.outbox,
      destinations: [
        createWebhookDestination(
          { url: `http://127.0.0.1:${port}/hook` },
          { catalog: async () => CATALOG, timeoutMs: SETTINGS.timeoutMs },
        ),
      ],
      settings: SETTINGS,
      now: () => clock,
      random: () => 0.5,
      log: () => {},
    });
    try {
      await store.insert(lead());
      await run.runOnce();
      expect((await deliveries())[0]).toMatchObject({ status: "pending", attempts: 1 });
      clock += 60_000;
      await run.runOnce();
      expect((await deliveries())[0]).toMatchObject({ status: "delivered", attempts: 2 });
      expect(JSON.parse(received[0]!)).toMatchObject({
        event: "lead.created",
        first_name: "Ana María",
        interest: "plan:pro",
        value: 800,
        tags: "website-lead,form-popup,plan-pro",
      });
    } finally {
      server.close();
    }
  });
});
