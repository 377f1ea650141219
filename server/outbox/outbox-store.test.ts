// The outbox as a store of any kind of work: a database whose deliveries were tied to leads keeps them all through
// the migration, and a second kind registered beside the leads is claimed, loaded and delivered by the same worker.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OutboxSettings } from "../destinations/index.ts";
import type { Destination } from "../destinations/types.ts";
import { openLeadStore } from "../enquiries/leads-store.ts";
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
