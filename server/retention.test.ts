// Retention and deletion against a real SQLite file: what `npm run leads -- --delete/--purge` and the server's daily
// purge erase, and what they leave.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openLeadStore, type LeadStore, type NewLead } from "./leads-store.ts";
import { writeFile } from "node:fs/promises";
import { RETENTION_FILE, readRetentionFacts } from "../handover/retention-facts.ts";
import { DAY_MS, purgeCutoffs, retentionSettings, schedulePurge } from "./retention.ts";

const run = promisify(execFile);
const NOW = Date.parse("2026-11-25T12:00:00Z");
let dir: string;
let dbUrl: string;
let clock: number;
let store: LeadStore;

const lead = (email: string, overrides: Partial<NewLead> = {}): NewLead => ({
  name: "Dana Whitfield",
  email,
  phone: "+1 512 555 0100",
  message: "Please call me about the Pro plan.",
  ip: "203.0.113.7",
  userAgent: "Mozilla/5.0 (test)",
  idempotencyKey: randomUUID(),
  ...overrides,
});

/** Stores a lead as if it had arrived `daysAgo` days before NOW. */
async function storeAt(daysAgo: number, email: string) {
  clock = NOW - daysAgo * DAY_MS;
  return (await store.insert(lead(email))).id;
}

const FACTS = { enquiryRetentionMonths: 24, networkDetailsRetentionDays: 30 };

/** The leads CLI on this test's database, with this test's folder as the build (holding the retention periods). */
const cli = (...args: string[]) =>
  run("node", [path.resolve("server/leads-cli.ts"), ...args], { env: { ...process.env, LEADS_DB_URL: dbUrl, LEADS_RETENTION_DAYS: "", BUILD_DIR: dir } });

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "retention-"));
  dbUrl = `file:${path.join(dir, "leads.db")}`;
  await writeFile(path.join(dir, RETENTION_FILE), JSON.stringify(FACTS));
  clock = NOW;
  store = await openLeadStore(dbUrl, undefined, { destinations: ["webhook", "email"], now: () => clock });
});

afterEach(async () => {
  store.close();
  await rm(dir, { recursive: true, force: true });
});

describe("retention settings", () => {
  it("default to the policy's period as the build recorded it, and LEADS_RETENTION_DAYS overrides it", async () => {
    const facts = await readRetentionFacts(path.join(dir, RETENTION_FILE));
    expect(facts).toEqual(FACTS);
    expect(retentionSettings(undefined, facts).leadDays).toBe(730);
    expect(retentionSettings(90, facts).leadDays).toBe(90);
    // The IP address and browser never outlive their lead.
    expect(retentionSettings(7, facts).networkDetailsDays).toBe(7);
  });

  it("refuse a missing or malformed record, naming what to do", async () => {
    await expect(readRetentionFacts(path.join(dir, "nowhere.json"))).rejects.toThrow(/npm run build/);
    await writeFile(path.join(dir, "bad.json"), JSON.stringify({ enquiryRetentionMonths: "two years" }));
    await expect(readRetentionFacts(path.join(dir, "bad.json"))).rejects.toThrow(/whole numbers/);
  });
});

describe("purge", { timeout: 60_000 }, () => {
  it("erases leads older than the retention period with their deliveries, and blanks old network details", async () => {
    const settings = { leadDays: 730, networkDetailsDays: 30 };
    const old = await storeAt(731, "old@example.org");
    const middle = await storeAt(45, "middle@example.org");
    const fresh = await storeAt(2, "fresh@example.org");

    const result = await store.purge(purgeCutoffs(NOW, settings));
    expect(result).toEqual({ leads: 1, deliveries: 2, networkDetails: 1 });

    const left = await store.list();
    expect(left.map((stored) => stored.id).sort()).toEqual([middle, fresh].sort());
    expect((await store.outbox.list()).every((delivery) => delivery.subject !== String(old))).toBe(true);
    // A second run finds nothing more to do.
    expect(await store.purge(purgeCutoffs(NOW, settings))).toEqual({ leads: 0, deliveries: 0, networkDetails: 0 });
  });

  it("npm run leads -- --purge runs the same purge by hand", async () => {
    await storeAt(800, "ancient@example.org");
    await storeAt(1, "recent@example.org");
    const { stdout } = await cli("--purge");
    expect(stdout).toMatch(/erased 1 lead/);
    const { stdout: listing } = await cli();
    expect(listing).toContain("recent@example.org");
    expect(listing).not.toContain("ancient@example.org");
  });

  it("runs when the server starts and then once a day", async () => {
    vi.useFakeTimers();
    try {
      const purge = vi.fn(async () => ({ leads: 0, deliveries: 0, networkDetails: 0 }));
      const schedule = schedulePurge({ purge }, { leadDays: 730, networkDetailsDays: 30 }, { log: () => {}, now: () => NOW });
      expect(purge).toHaveBeenCalledTimes(1);
      expect(purge).toHaveBeenLastCalledWith({ leadsBefore: NOW - 730 * DAY_MS, networkDetailsBefore: NOW - 30 * DAY_MS });
      await vi.advanceTimersByTimeAsync(DAY_MS - 1);
      expect(purge).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(purge).toHaveBeenCalledTimes(2);
      await schedule.stop();
      await vi.advanceTimersByTimeAsync(3 * DAY_MS);
      expect(purge).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("deletion on request", { timeout: 60_000 }, () => {
  it("erases every lead of one address (any case) and its deliveries, and nobody else's", async () => {
    await storeAt(10, "Pat.Lee@Example.org");
    await storeAt(5, "pat.lee@example.org");
    const other = await storeAt(3, "someone@example.org");

    const erased = await store.eraseByEmail("PAT.LEE@example.org");
    expect(erased.leads).toHaveLength(2);
    expect(erased.deliveries).toBe(4);
    expect(erased.pendingDeliveries).toBe(4);
    expect((await store.list()).map((stored) => stored.id)).toEqual([other]);
    expect(new Set((await store.outbox.list()).map((delivery) => delivery.subject))).toEqual(new Set([String(other)]));
  });

  it("npm run leads -- --delete <email> prints what it erased and what is left to do by hand", async () => {
    const id = await storeAt(1, "erase.me@example.org");
    await storeAt(1, "keep.me@example.org");
    const { stdout } = await cli("--delete", "erase.me@example.org");
    expect(stdout).toContain(`Erased lead ${id} from erase.me@example.org`);
    expect(stdout).toMatch(/Erased 1 lead and 2 deliveries \(2 not yet sent/);
    // Nothing had gone out (both deliveries pending): it says so, rather than sending the operator after copies.
    expect(stdout).toContain("No copy had been delivered anywhere");
    const { stdout: listing } = await cli();
    expect(listing).not.toContain("erase.me@example.org");
    expect(listing).toContain("keep.me@example.org");
    expect((await cli("--delete", "nobody@example.org")).stdout).toMatch(/nothing erased/);
    await expect(cli("--delete")).rejects.toMatchObject({ code: 2 });
  });
});
