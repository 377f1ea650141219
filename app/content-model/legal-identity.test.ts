/**
 * The legal pages name the company behind the site from settings, never typed: a production build stops while one
 * is unset, and each page's "last updated" is when its source last changed (its last commit, or the files' dates in a
 * checkout without history).
 */
import { cpSync, mkdtempSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readContentSettings, readSettings } from "../../config/settings.mjs";
import { ContentError, loadContent } from "./.server/load";

const CONTENT = path.resolve("content");
const LEGAL = {
  LEGAL_ENTITY_NAME: "Sample Agency LLC",
  LEGAL_POSTAL_ADDRESS: "100 Congress Ave, Austin, TX 78701",
  LEGAL_GOVERNING_STATE: "Texas",
};
const copy = mkdtempSync(path.join(tmpdir(), "legal-identity-"));
cpSync(CONTENT, copy, { recursive: true });
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const load = (env: Record<string, string>, production: boolean, root = CONTENT) =>
  loadContent(root, readSettings(env), { ...readContentSettings(env), production });
const text = (content: ReturnType<typeof load>, slug: string) =>
  JSON.stringify(content.legal.find((document) => document.slug === slug));

describe("the legal identity", { timeout: 60_000 }, () => {
  it("stops a production build while a setting is unset, naming each", () => {
    expect(() => load({}, true)).toThrow(ContentError);
    expect(() => load({}, true)).toThrow(/LEGAL_ENTITY_NAME[\s\S]*LEGAL_POSTAL_ADDRESS[\s\S]*LEGAL_GOVERNING_STATE/);
  });

  it("is what the Terms and the Privacy Policy name, and the governing law is the state set", () => {
    const content = load(LEGAL, false);
    const terms = text(content, "terms-of-service");
    for (const value of Object.values(LEGAL)) expect(terms).toContain(value);
    expect(terms).not.toMatch(/Delaware/);
    expect(text(content, "privacy-policy")).toContain(LEGAL.LEGAL_POSTAL_ADDRESS);
  });

  it("gives the phone on the SMS terms when CONTACT_PHONE is set, and no trace of it when it is not", () => {
    const phone = "+1 512 555 0100";
    const withPhone = text(load({ ...LEGAL, CONTACT_PHONE: phone }, false), "sms-terms");
    const withoutPhone = text(load(LEGAL, false), "sms-terms");
    expect(withPhone).toContain(phone);
    expect(withoutPhone).not.toMatch(/\{phone\}|\+1 512/);
    // Without the phone the sentence is gone, and nothing else changes.
    expect(withPhone.length).toBeGreaterThan(withoutPhone.length);
    expect(withoutPhone).toContain(readSettings(LEGAL).contactEmail);
  });
});

describe("last updated", { timeout: 60_000 }, () => {
  it("is a real date for every legal page, never typed in content", () => {
    for (const document of load(LEGAL, false).legal) expect(document.lastUpdated).toMatch(/^20\d\d-\d\d-\d\d$/);
  });

  it("without history, follows the newest of the page's file and the data it shows", () => {
    const old = new Date("2026-01-05T12:00:00Z");
    const walk = [
      "legal/refund-policy.en.md",
      "legal/terms-of-service.en.md",
      "data/facts.en.yml",
      "data/pricing.en.yml",
      "data/snapshot-store.yml",
      "data/privacy.en.yml",
      "data/store-policy.en.yml",
      "data/form-delivery.en.yml",
      "data/analytics-disclosure.en.yml",
    ];
    for (const file of walk) utimesSync(path.join(copy, file), old, old);
    utimesSync(
      path.join(copy, "legal/refund-policy.en.md"),
      new Date("2026-03-09T12:00:00Z"),
      new Date("2026-03-09T12:00:00Z"),
    );
    const legal = load(LEGAL, false, copy).legal;
    expect(legal.find((document) => document.slug === "refund-policy")?.lastUpdated).toBe("2026-03-09");
    expect(legal.find((document) => document.slug === "terms-of-service")?.lastUpdated).toBe("2026-01-05");
  });
});
