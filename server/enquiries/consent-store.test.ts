// Proof of consent to marketing texts that outlives the lead (decision 053), against real SQLite files: the record
// written with the lead, the words of every version kept, the purge keeping a record past its lead and dropping it
// after CONSENT_RETENTION_DAYS (renewed by a later consent), erasure keeping it unless asked, and a restore.
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentVersion, type ConsentWords } from "../../contracts/enquiry-messages.ts";
import { backupLeads, restoreLeads } from "../operations/backup.ts";
import { openLeadStore, type LeadStore, type NewLead } from "./leads-store.ts";
import { DAY_MS, purgeCutoffs } from "../operations/retention.ts";

const NOW = Date.parse("2026-12-06T12:00:00Z");
const PHONE = "+15125550100";
const SETTINGS = { leadDays: 730, networkDetailsDays: 30, consentDays: 1461 };
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "consent-store-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const words = (text: string): ConsentWords => ({ text, version: consentVersion(text) });
const FIRST = words(
  "Optional: text me. [SMS terms](/sms-terms). Msg & data rates may apply. Reply STOP to opt out, HELP for help.",
);
const SECOND = words(
  "Optional: text me, up to 4 messages a month. [SMS terms](/sms-terms). Msg & data rates may apply. Reply STOP to opt out, HELP for help.",
);

const lead = (email: string, overrides: Partial<NewLead> = {}): NewLead => ({
  name: "Dana Whitfield",
  email,
  phone: PHONE,
  message: "Please text me about the Pro plan.",
  idempotencyKey: randomUUID(),
  ...overrides,
});

/** A store on a new file whose clock the test sets. */
async function storeWithClock(name: string) {
  const clock = { now: NOW };
  const store = await openLeadStore(`file:${path.join(dir, name)}`, undefined, { now: () => clock.now });
  return { store, clock };
}

async function withStore(name: string, test: (store: LeadStore, clock: { now: number }) => Promise<void>) {
  const { store, clock } = await storeWithClock(name);
  try {
    await test(store, clock);
  } finally {
    store.close();
  }
}

describe("the consent record", () => {
  it("is written with the lead: the phone as stored, the time, the words' version, the page and the language", async () => {
    await withStore("record.db", async (store) => {
      const { id } = await store.insert(
        lead("dana@example.org", {
          smsConsent: true,
          lang: "es",
          attribution: { page: "/es/precios" },
          smsConsentContext: { words: FIRST, refererPath: "/ignored" },
        }),
      );
      expect(await store.consents(PHONE)).toEqual([
        {
          leadId: id,
          phone: PHONE,
          consentedAt: new Date(NOW).toISOString(),
          page: "/es/precios",
          lang: "es",
          version: FIRST.version,
          words: FIRST.text,
        },
      ]);
      const [stored] = await store.list();
      // The record and the lead say the same time.
      expect(stored!.smsConsentAt).toBe(new Date(NOW).toISOString());
    });
  });

  it("takes the Referer's path when the form sent no page, and nothing is recorded without the box ticked", async () => {
    await withStore("referer.db", async (store) => {
      await store.insert(
        lead("api@example.org", { smsConsent: true, smsConsentContext: { words: FIRST, refererPath: "/pricing" } }),
      );
      await store.insert(
        lead("no-tick@example.org", { phone: "+15125550199", smsConsent: false, smsConsentContext: { words: FIRST } }),
      );
      expect((await store.consents(PHONE)).map((record) => [record.page, record.lang])).toEqual([["/pricing", "en"]]);
      expect(await store.consents("+15125550199")).toEqual([]);
    });
  });

  it("is written once for an enquiry sent twice with the same key", async () => {
    await withStore("resend.db", async (store) => {
      const first = lead("twice@example.org", { smsConsent: true, smsConsentContext: { words: FIRST } });
      expect((await store.insert(first)).duplicate).toBe(false);
      expect((await store.insert(first)).duplicate).toBe(true);
      expect(await store.consents(PHONE)).toHaveLength(1);
    });
  });

  it("resolves every version to the words shown then, after the words change", async () => {
    await withStore("versions.db", async (store, clock) => {
      await store.insert(lead("early@example.org", { smsConsent: true, smsConsentContext: { words: FIRST } }));
      clock.now = NOW + 10 * DAY_MS;
      // The content's words changed and the site was rebuilt: a new version, the old one still readable.
      await store.insert(lead("later@example.org", { smsConsent: true, smsConsentContext: { words: SECOND } }));
      await store.insert(lead("later.again@example.org", { smsConsent: true, smsConsentContext: { words: SECOND } }));
      const records = await store.consents(PHONE);
      expect(records.map((record) => [record.version, record.words])).toEqual([
        [FIRST.version, FIRST.text],
        [SECOND.version, SECOND.text],
        [SECOND.version, SECOND.text],
      ]);
      expect(FIRST.version).toMatch(/^[0-9a-f]{16}$/);
      expect(FIRST.version).not.toBe(SECOND.version);
      const texts = await store.client.execute("SELECT version, first_seen FROM consent_texts ORDER BY first_seen");
      expect(texts.rows.map((row) => [row.version, row.first_seen])).toEqual([
        [FIRST.version, new Date(NOW).toISOString()],
        [SECOND.version, new Date(NOW + 10 * DAY_MS).toISOString()],
      ]);
    });
  });
});

describe("the purge", () => {
  it("keeps the record past the lead's purge and drops it after CONSENT_RETENTION_DAYS", async () => {
    await withStore("purge.db", async (store) => {
      await store.insert(lead("kept@example.org", { smsConsent: true, smsConsentContext: { words: FIRST } }));
      // Two years and a day on: the lead goes, its consent record stays.
      const leadGone = await store.purge(purgeCutoffs(NOW + 731 * DAY_MS, SETTINGS));
      expect(leadGone).toMatchObject({ leads: 1, consents: 0 });
      expect(await store.list()).toEqual([]);
      expect(await store.consents(PHONE)).toHaveLength(1);
      // Four years on to the day it is still kept; a day later it is gone.
      expect((await store.purge(purgeCutoffs(NOW + 1461 * DAY_MS, SETTINGS))).consents).toBe(0);
      expect((await store.purge(purgeCutoffs(NOW + 1462 * DAY_MS, SETTINGS))).consents).toBe(1);
      expect(await store.consents(PHONE)).toEqual([]);
    });
  });

  it("counts from the latest consent of the phone: a later one renews the earlier", async () => {
    await withStore("renewal.db", async (store, clock) => {
      await store.insert(lead("first@example.org", { smsConsent: true, smsConsentContext: { words: FIRST } }));
      clock.now = NOW + 1000 * DAY_MS;
      await store.insert(lead("again@example.org", { smsConsent: true, smsConsentContext: { words: SECOND } }));
      await store.insert(lead("other@example.org", { phone: "+15125550111", smsConsent: true }));
      // The first consent is past four years, but the phone agreed again since: both records stay (the other phone's too).
      expect((await store.purge(purgeCutoffs(NOW + 1500 * DAY_MS, SETTINGS))).consents).toBe(0);
      expect(await store.consents(PHONE)).toHaveLength(2);
      expect((await store.purge(purgeCutoffs(NOW + 2462 * DAY_MS, SETTINGS))).consents).toBe(3);
    });
  });
});

describe("erasure", () => {
  it("keeps the record, and nothing of the lead's but it, unless the erasure includes it", async () => {
    await withStore("erasure.db", async (store) => {
      await store.insert(lead("keep.proof@example.org", { smsConsent: true, smsConsentContext: { words: FIRST } }));
      await store.insert(lead("no.texts@example.org", { phone: "+15125550122" }));
      const kept = await store.eraseByEmail("KEEP.PROOF@example.org");
      expect(kept.consents).toEqual({ kept: 1, erased: 0 });
      expect(await store.consents(PHONE)).toHaveLength(1);
      expect((await store.eraseByEmail("no.texts@example.org")).consents).toEqual({ kept: 0, erased: 0 });

      await store.insert(lead("erase.all@example.org", { phone: "+15125550133", smsConsent: true }));
      const erased = await store.eraseByEmail("erase.all@example.org", { includeConsent: true });
      expect(erased.consents).toEqual({ kept: 0, erased: 1 });
      expect(await store.consents("+15125550133")).toEqual([]);
      // The record holds no name, e-mail or message, only what it proves.
      const columns = await store.client.execute("PRAGMA table_info(sms_consents)");
      expect(columns.rows.map((row) => String(row.name))).toEqual([
        "id",
        "lead_id",
        "phone",
        "consented_at",
        "words_version",
        "page",
        "lang",
      ]);
    });
  });

  it("a restore brings a backup's records back, but not one an erasure took with --include-consent", async () => {
    await withStore("restore.db", async (store) => {
      await store.insert(
        lead("kept.on.restore@example.org", { smsConsent: true, smsConsentContext: { words: FIRST } }),
      );
      await store.insert(
        lead("gone.on.restore@example.org", {
          phone: "+15125550144",
          smsConsent: true,
          smsConsentContext: { words: SECOND },
        }),
      );
      const backup = path.join(dir, "restore-backup.db");
      await backupLeads(`file:${path.join(dir, "restore.db")}`, undefined, backup);
      await store.eraseByEmail("gone.on.restore@example.org", { includeConsent: true });
      const restored = await restoreLeads(store, backup, { force: true });
      expect(restored).toMatchObject({ leads: 1, erasedAgain: 1 });
      expect(await store.consents(PHONE)).toHaveLength(1);
      expect(await store.consents("+15125550144")).toEqual([]);
    });
    // Onto an empty database (the server's disk lost): the records and their words come back.
    await withStore("fresh.db", async (fresh) => {
      await restoreLeads(fresh, path.join(dir, "restore-backup.db"), { force: true });
      expect((await fresh.consents("+15125550144")).map((record) => record.words)).toEqual([SECOND.text]);
    });
  });
});
