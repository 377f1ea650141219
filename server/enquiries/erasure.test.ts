// Erasure that erases: an address matched with Unicode lowercasing (never full case folding: STRASSE is not straße); a delivery in flight waited for, so the answer
// says truthfully what went out; the erased text gone from the file (no copy in free pages or the write-ahead log);
// and a restore of an older backup erasing the same person again.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupLeads, restoreLeads } from "../operations/backup.ts";
import { contentKeys } from "./duplicate-window.ts";
import { addressHash, foldAddress } from "./erasure.ts";
import { openLeadStore } from "./leads-store.ts";
import { createOutboxWorker } from "../outbox/outbox.ts";

const settings = {
  maxAttempts: 3,
  backoff: { baseMs: 1000, maxMs: 5000 },
  timeoutMs: 1000,
  pollMs: 60_000,
  leaseMs: 60_000,
  concurrency: 4,
};
const lead = (email: string, message = "An ordinary enquiry about a snapshot.") => ({
  name: "Erasable Person",
  email,
  phone: "+1 512 555 0100",
  message,
});
let dir = "";

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "erasure-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The database file and its write-ahead log, as bytes on disk. */
async function onDisk(file: string): Promise<string> {
  const parts = await Promise.all([file, `${file}-wal`].map((part) => readFile(part).catch(() => Buffer.alloc(0))));
  return Buffer.concat(parts).toString("latin1");
}

describe("an address's form for matching", () => {
  it("lowercases letter by letter and joins composed and decomposed letters, but never folds ß into ss", () => {
    expect(foldAddress("ÉLODIE@EXAMPLE.ORG")).toBe(foldAddress("élodie@example.org"));
    expect(foldAddress(" e\u0301lodie@example.org ")).toBe(foldAddress("\u00e9lodie@example.org"));
    expect(foldAddress("STRASSE@example.org")).not.toBe(foldAddress("straße@example.org"));
    expect(foldAddress("STRAẞE@example.org")).toBe(foldAddress("straße@example.org"));
    expect(addressHash("STRASSE@example.org")).not.toBe(addressHash("straße@example.org"));
    expect(addressHash("ÉLODIE@example.org")).toBe(addressHash("élodie@example.org"));
  });

  it("is the one an enquiry sent twice is recognised by", () => {
    const enquiry = { name: "Élodie", phone: "+15125550100", message: "Hello" };
    const now = Date.parse("2026-11-26T12:00:00.000Z");
    const key = (email: string) => contentKeys({ ...enquiry, email }, now).key;
    expect(key("ÉLODIE@example.org")).toBe(key("élodie@example.org"));
    expect(key("e\u0301lodie@example.org")).toBe(key("\u00e9lodie@example.org"));
    expect(key("STRASSE@example.org")).not.toBe(key("straße@example.org"));
  });
});

describe("erasure", () => {
  it("erases STRASSE@ without touching straße@, and ÉLODIE@ with élodie@", async () => {
    const store = await openLeadStore(`file:${dir}/folding.db`);
    try {
      await store.insert(lead("straße@example.org"));
      await store.insert(lead("STRASSE@example.org"));
      await store.insert(lead("élodie@example.org"));
      const strasse = await store.eraseByEmail("strasse@example.org");
      expect(strasse.leads.map((row) => row.email)).toEqual(["STRASSE@example.org"]);
      const elodie = await store.eraseByEmail("ÉLODIE@example.org");
      expect(elodie.leads.map((row) => row.email)).toEqual(["élodie@example.org"]);
      expect((await store.list()).map((row) => row.email)).toEqual(["straße@example.org"]);
    } finally {
      store.close();
    }
  });

  it("matches the address with Unicode lowercasing", async () => {
    const store = await openLeadStore(`file:${dir}/unicode.db`);
    try {
      await store.insert(lead("JOSÉ@EXAMPLE.ORG"));
      await store.insert(lead("jose\u0301@example.org"));
      await store.insert(lead("jose@example.org"));
      const erased = await store.eraseByEmail("josé@example.org");
      expect(erased.leads.map((row) => row.email).sort()).toEqual(
        ["JOSÉ@EXAMPLE.ORG", "jose\u0301@example.org"].sort(),
      );
      expect((await store.list()).map((row) => row.email)).toEqual(["jose@example.org"]);
    } finally {
      store.close();
    }
  });

  it("leaves no copy of the erased text in the file or its write-ahead log", async () => {
    const file = path.join(dir, "pages.db");
    const store = await openLeadStore(`file:${file}`);
    const marker = "Marker-of-an-erased-message-7f3c1e";
    try {
      for (let index = 0; index < 13; index++) {
        await store.insert(lead("erase.me@example.org", `${marker} number ${index}, with enough words to fill a row.`));
        await store.insert(lead(`keep.${index}@example.org`));
      }
      expect(await onDisk(file)).toContain(marker);
      const erased = await store.eraseByEmail("Erase.Me@example.org");
      expect(erased.leads).toHaveLength(13);
      expect(erased.wiped).toBe(true);
      expect(await onDisk(file)).not.toContain(marker);
      expect(await onDisk(file)).not.toContain("erase.me@example.org");
      expect(await store.list()).toHaveLength(13);
    } finally {
      store.close();
    }
  });

  it("waits for a delivery in flight and says truthfully that it went out", async () => {
    const store = await openLeadStore(`file:${dir}/flight.db`, undefined, { destinations: ["webhook"] });
    let release: () => void = () => {};
    let started: () => void = () => {};
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    const sent: string[] = [];
    const worker = createOutboxWorker({
      store: store.outbox,
      settings,
      log: () => {},
      destinations: [
        {
          name: "webhook",
          kind: "lead",
          deliver: (subject: { email: string }) => {
            started();
            return new Promise<void>((resolve) => (release = resolve)).then(() => void sent.push(subject.email));
          },
        },
      ],
    });
    try {
      await store.insert(lead("in.flight@example.org"));
      const attempt = worker.runOnce();
      await inFlight;
      const erasing = store.eraseByEmail("in.flight@example.org", { inFlightWaitMs: 10_000 });
      // The webhook gets the whole lead while the erasure waits.
      setTimeout(() => release(), 300);
      const erased = await erasing;
      await attempt;
      expect(sent).toEqual(["in.flight@example.org"]);
      expect(erased).toMatchObject({ sentTo: ["webhook"], inFlight: [], pendingDeliveries: 0 });
    } finally {
      store.close();
    }
  });

  it("a restore of an older backup erases the person again", async () => {
    const store = await openLeadStore(`file:${dir}/restore.db`);
    try {
      await store.insert(lead("gone.later@example.org"));
      await store.insert(lead("stays@example.org"));
      const backup = path.join(dir, "before-erasure.db");
      await backupLeads(`file:${dir}/restore.db`, undefined, backup);
      await store.eraseByEmail("GONE.LATER@example.org");
      const restored = await restoreLeads(store, backup, { force: true });
      expect(restored).toMatchObject({ leads: 1, erasedAgain: 1 });
      expect((await store.list()).map((row) => row.email)).toEqual(["stays@example.org"]);
    } finally {
      store.close();
    }
  });
});
