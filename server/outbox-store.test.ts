// The outbox as a store of any kind of work: a database whose deliveries were tied to leads keeps them all through
// the migration, and a second kind registered beside the leads is claimed, loaded and delivered by the same worker.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OutboxSettings } from "./destinations/index.ts";
import type { Destination, OutboxLead } from "./destinations/types.ts";
import { openLeadStore } from "./leads-store.ts";
import { createOutboxWorker } from "./outbox.ts";
import { enqueueStatement } from "./outbox-store.ts";

const SETTINGS: OutboxSettings = {
  maxAttempts: 3,
  backoff: { baseMs: 1000, maxMs: 60_000 },
  timeoutMs: 300,
  pollMs: 1000,
  leaseMs: 30_000,
  concurrency: 4,
};
const silent = () => {};
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "outbox-store-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("the outbox's rows", () => {
  it("keeps every delivery of a database whose rows were tied to leads, as the leads' deliveries, state and steps included", async () => {
    const url = `file:${path.join(dir, "old.db")}`;
    // The schema before the outbox named its kinds (user_version 8), with a pending and a dead delivery.
    const seed = await openLeadStore(url);
    seed.close();
    const old = createClient({ url });
    await old.batch(
      [
        "DROP TABLE deliveries",
        `CREATE TABLE deliveries (id INTEGER PRIMARY KEY AUTOINCREMENT, lead_id INTEGER NOT NULL REFERENCES leads (id), destination TEXT NOT NULL,
           status TEXT NOT NULL DEFAULT 'pending', attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT, next_attempt_at INTEGER NOT NULL,
           lease_owner TEXT, lease_until INTEGER, steps TEXT NOT NULL DEFAULT '{}', created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
           delivered_at TEXT, counted_attempts INTEGER NOT NULL DEFAULT 0, UNIQUE (lead_id, destination))`,
        "INSERT INTO leads (created_at, name, email, phone, message, idempotency_key) VALUES ('2026-11-01T00:00:00.000Z', 'Old Lead', 'old@example.org', '1', 'm', 'key-old')",
        `INSERT INTO deliveries (id, lead_id, destination, status, attempts, next_attempt_at, steps, created_at, updated_at, counted_attempts)
           VALUES (7, 1, 'gohighlevel', 'pending', 2, 0, '{"contactId":"c1"}', '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z', 1),
                  (8, 1, 'webhook', 'dead', 5, 0, '{}', '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z', 5)`,
        "PRAGMA user_version = 8",
      ],
      "write",
    );
    old.close();
    const store = await openLeadStore(url);
    try {
      expect(await store.outbox.list()).toEqual([
        expect.objectContaining({
          id: 7,
          kind: "lead",
          subject: "1",
          payload: {},
          destination: "gohighlevel",
          status: "pending",
          attempts: 2,
          countedAttempts: 1,
          steps: { contactId: "c1" },
        }),
        expect.objectContaining({
          id: 8,
          kind: "lead",
          subject: "1",
          destination: "webhook",
          status: "dead",
          attempts: 5,
        }),
      ]);
      // The migrated row is still a lead's: the worker hands its destination the lead, steps and all.
      const delivered: { lead: OutboxLead; steps: object }[] = [];
      const destination: Destination = {
        name: "gohighlevel",
        kind: "lead",
        deliver: async (lead, { steps }) => void delivered.push({ lead, steps }),
      };
      await createOutboxWorker({
        store: store.outbox,
        destinations: [destination],
        settings: SETTINGS,
        log: silent,
      }).runOnce();
      expect(delivered).toEqual([
        {
          lead: expect.objectContaining({ id: 1, name: "Old Lead", reference: "key-old" }),
          steps: { contactId: "c1" },
        },
      ]);
    } finally {
      store.close();
    }
  });

  it("delivers another kind of work through the same worker: its subject from its own loader, its payload, its own destinations", async () => {
    const store = await openLeadStore(`file:${path.join(dir, "kinds.db")}`, undefined, { destinations: ["email"] });
    try {
      const things = new Map([["t-1", { name: "Thing one" }]]);
      store.outbox.registerKind("thing", async (subject) => things.get(subject));
      const now = Date.now();
      await store.client.batch(
        [
          enqueueStatement(
            { kind: "thing", subject: "t-1", destination: "thing-mail", payload: { event: "made" } },
            now,
          ),
          // Queued twice (a repeat of the same work): one row.
          enqueueStatement(
            { kind: "thing", subject: "t-1", destination: "thing-mail", payload: { event: "made" } },
            now,
          ),
          enqueueStatement({ kind: "thing", subject: "t-gone", destination: "thing-mail" }, now),
        ],
        "write",
      );
      await store.insert({ name: "Ana", email: "ana@example.org", phone: "", message: "Hello there" });
      const seen: unknown[] = [];
      const thingMail: Destination<{ name: string }> = {
        name: "thing-mail",
        kind: "thing",
        deliver: async (thing, { payload }) => void seen.push({ thing, payload }),
      };
      const leadMail: Destination = { name: "email", kind: "lead", deliver: async (lead) => void seen.push(lead.name) };
      await createOutboxWorker({
        store: store.outbox,
        destinations: [thingMail, leadMail],
        settings: SETTINGS,
        log: silent,
      }).runOnce();
      expect(seen).toEqual(
        expect.arrayContaining([{ thing: { name: "Thing one" }, payload: { event: "made" } }, "Ana"]),
      );
      expect(seen).toHaveLength(2);
      const rows = await store.outbox.list({ kind: "thing" });
      expect(rows.map((row) => [row.subject, row.status])).toEqual([
        ["t-gone", "dead"],
        ["t-1", "delivered"],
      ]);
    } finally {
      store.close();
    }
  });
});
