// Retention and deletion against a real SQLite file: what `npm run leads -- --delete/--purge` and the server's daily
// purge erase, and what they leave.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openLeadStore, type LeadStore, type NewLead } from "../enquiries/leads-store.ts";
import { writeFile } from "node:fs/promises";
import { RETENTION_FILE, readRetentionFacts } from "../../contracts/retention-facts.ts";
import { DAY_MS, consentRetentionDrift, purgeCutoffs, retentionSettings, schedulePurge } from "./retention.ts";

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
async function storeAt(daysAgo: number, email: string, overrides: Partial<NewLead> = {}) {
  clock = NOW - daysAgo * DAY_MS;
  return (await store.insert(lead(email, overrides))).id;
}

/** The periods the tests purge with: the policy's 24 months, 30 days of network details, four years of consent records. */
const SETTINGS = { leadDays: 730, networkDetailsDays: 30, consentDays: 1461 };

const FACTS = { enquiryRetentionMonths: 24, networkDetailsRetentionDays: 30 };

/** The leads CLI on this test's database, with this test's folder as the build (holding the retention periods). */
const cli = (...args: string[]) =>
  run("node", [path.resolve("server/enquiries/leads-cli.ts"), ...args], {
    env: { ...process.env, LEADS_DB_URL: dbUrl, LEADS_RETENTION_DAYS: "", CONSENT_RETENTION_DAYS: "", BUILD_DIR: dir },
  });

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
    expect(retentionSettings(undefined, facts, 1461).leadDays).toBe(730);
    expect(retentionSettings(90, facts, 1461).leadDays).toBe(90);
    // The IP address and browser never outlive their lead.
    expect(retentionSettings(7, facts, 1461).networkDetailsDays).toBe(7);
    // Consent records are kept as CONSENT_RETENTION_DAYS says, whatever the leads' period.
    expect(retentionSettings(90, facts, 2000).consentDays).toBe(2000);
  });

  it("say when the pages state another period for consent records than the server keeps them", async () => {
    await writeFile(path.join(dir, RETENTION_FILE), JSON.stringify({ ...FACTS, consentRetentionDays: 1461 }));
    const facts = await readRetentionFacts(path.join(dir, RETENTION_FILE));
    expect(facts.consentRetentionDays).toBe(1461);
    expect(consentRetentionDrift(facts, 1461)).toBeUndefined();
    expect(consentRetentionDrift(facts, 730)).toMatch(
      /pages say consent records are kept 1461 days, this server keeps them 730 \(CONSENT_RETENTION_DAYS\): rebuild/,
    );
    // A build from before the period was recorded says nothing of it.
    expect(consentRetentionDrift(FACTS, 730)).toBeUndefined();
    await writeFile(path.join(dir, "bad-consent.json"), JSON.stringify({ ...FACTS, consentRetentionDays: 0 }));
    await expect(readRetentionFacts(path.join(dir, "bad-consent.json"))).rejects.toThrow(/consentRetentionDays/);
  });

  it("refuse a missing or malformed record, naming what to do", async () => {
    await expect(readRetentionFacts(path.join(dir, "nowhere.json"))).rejects.toThrow(/npm run build/);
    await writeFile(path.join(dir, "bad.json"), JSON.stringify({ enquiryRetentionMonths: "two years" }));
    await expect(readRetentionFacts(path.join(dir, "bad.json"))).rejects.toThrow(/whole numbers/);
  });
});

describe("purge", { timeout: 60_000 }, () => {
  it("erases leads older than the retention period with their deliveries, and blanks old network details", async () => {
    const settings = SETTINGS;
    const old = await storeAt(731, "old@example.org");
    const middle = await storeAt(45, "middle@example.org");
    const fresh = await storeAt(2, "fresh@example.org");

    const result = await store.purge(purgeCutoffs(NOW, settings));
    expect(result).toEqual({ leads: 1, deliveries: 2, networkDetails: 1, consents: 0 });

    const left = await store.list();
    expect(left.map((stored) => stored.id).sort()).toEqual([middle, fresh].sort());
    expect((await store.outbox.list()).every((delivery) => delivery.subject !== String(old))).toBe(true);
    // A second run finds nothing more to do.
    expect(await store.purge(purgeCutoffs(NOW, settings))).toEqual({
      leads: 0,
      deliveries: 0,
      networkDetails: 0,
      consents: 0,
    });
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
      const purge = vi.fn(async () => ({ leads: 0, deliveries: 0, networkDetails: 0, consents: 0 }));
      const schedule = schedulePurge({ purge }, SETTINGS, { log: () => {}, now: () => NOW });
      expect(purge).toHaveBeenCalledTimes(1);
      expect(purge).toHaveBeenLastCalledWith({
        leadsBefore: NOW - 730 * DAY_MS,
        networkDetailsBefore: NOW - 30 * DAY_MS,
        consentsBefore: NOW - 1461 * DAY_MS,
      });
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

  it("keeps the consent record of a person who agreed to texts and says so; --include-consent erases it too", async () => {
    // The phone as the receiver stores it, in E.164.
    await storeAt(3, "texts.ok@example.org", { smsConsent: true, phone: "+15125550100" });
    await storeAt(2, "also.texts@example.org", { smsConsent: true, phone: "+15125550111" });
    const kept = await cli("--delete", "texts.ok@example.org");
    expect(kept.stdout).toContain(
      "Kept 1 text-message consent record (phone, time, words' version, page) for 4 years from the consent, for the defence of legal claims (TCPA); add --include-consent to erase it too.",
    );
    expect(await store.consents("+15125550100")).toHaveLength(1);
    const erased = await cli("--delete", "also.texts@example.org", "--include-consent");
    expect(erased.stdout).toContain("Erased 1 text-message consent record too (--include-consent).");
    expect(erased.stdout).not.toContain("Kept");
    expect(await store.consents("+15125550111")).toEqual([]);
    // The record erasure kept is what --consents shows, without the lead it came with.
    const { stdout } = await cli("--consents", "(512) 555-0100");
    expect(stdout).toContain(`${new Date(NOW - 3 * DAY_MS).toISOString()}  +1 512 555 0100`);
    expect(stdout).toContain("words not recorded");
  });
});
