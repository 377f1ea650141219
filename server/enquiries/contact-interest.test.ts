// The contact page's note on what a call to action brought the visitor to ask about, filled in by the server for
// visitors without JavaScript: known interests only, escaped, and never an echo of the query.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_FORM_ID, INTEREST_MARKER } from "../../lib/interest-note.ts";
import { fillInterestNote, interestNotes, readContactInterest } from "../../contracts/contact-interest.ts";
import type { InterestCatalog } from "../../contracts/lead-catalog.ts";
import { createApp } from "../index.ts";

const catalog: InterestCatalog = {
  plans: {
    standard: { name: "Standard", price: 799, monthly: true },
    hourly: { name: "Hourly", price: 15, monthly: false },
  },
  snapshots: { "tom-jerry": { name: `Tom & Jerry's <b>"Best"</b> Snapshot`, price: 1200 } },
  services: { "crm-setup": { name: "CRM Setup" } },
  industries: {},
};
const contactInterest = { sentence: "You are asking about the {interest}.", notes: interestNotes(catalog) };
const PAGE = `<!DOCTYPE html><title>Contact</title><p>${INTEREST_MARKER}</p><form id="${CONTACT_FORM_ID}"></form>`;

describe("the interest notes", () => {
  it("name each plan, snapshot and service the catalog offers, with its price when the content knows one", () => {
    expect(contactInterest.notes).toEqual({
      "plan:standard": "Standard plan, $799 per month",
      "plan:hourly": "Hourly plan",
      "snapshot:tom-jerry": `Tom & Jerry's <b>"Best"</b> Snapshot, $1,200`,
      "service:crm-setup": "CRM Setup service",
    });
  });
});

describe("filling the contact page", () => {
  it("puts the sentence and a hidden interest field of the form where the marker is, escaped", () => {
    const html = fillInterestNote(PAGE, "?interest=snapshot:tom-jerry", contactInterest)!;
    expect(html).not.toContain(INTEREST_MARKER);
    expect(html).toContain(
      `<p>You are asking about the Tom &amp; Jerry&#39;s &lt;b&gt;&quot;Best&quot;&lt;/b&gt; Snapshot, $1,200.` +
        `<input type="hidden" name="interest" form="${CONTACT_FORM_ID}" value="snapshot:tom-jerry"></p>`,
    );
    expect(fillInterestNote(PAGE, "?utm_source=x&interest=plan:standard", contactInterest)).toContain(
      "the Standard plan, $799 per month.<input",
    );
  });

  it("leaves the page alone for an unknown, malformed or missing interest", () => {
    for (const search of [
      "",
      "?interest=",
      "?interest=plan:platinum",
      "?interest=plan",
      "?interest=<script>alert(1)</script>",
      "?interest=__proto__",
      "?interest=%E0%A4",
      "?other=plan:standard",
    ])
      expect(fillInterestNote(PAGE, search, contactInterest), search).toBeUndefined();
    expect(fillInterestNote("<p></p>", "?interest=plan:standard", contactInterest)).toBeUndefined();
  });
});

describe("the contact page from the server", () => {
  let dir: string;
  let server: http.Server;
  let app: Awaited<ReturnType<typeof createApp>>;
  let base: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "contact-interest-"));
    await mkdir(path.join(dir, "client", "contact"), { recursive: true });
    await writeFile(path.join(dir, "client", "contact", "index.html"), PAGE);
    await writeFile(path.join(dir, "contact-interest.json"), JSON.stringify(contactInterest));
    app = await createApp({
      env: { LEADS_DB_URL: `file:${path.join(dir, "leads.db")}` },
      clientDir: path.join(dir, "client"),
      contactInterestFile: path.join(dir, "contact-interest.json"),
      log: () => {},
    });
    server = http.createServer((req, res) => void app.handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("says what a known interest is, with the page's own headers", async () => {
    const response = await fetch(`${base}/contact?interest=plan:standard`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-security-policy")).toContain("script-src");
    expect(await response.text()).toContain('the Standard plan, $799 per month.<input type="hidden" name="interest"');
  });

  it("serves the plain page for an unknown interest, without a word of the query", async () => {
    const response = await fetch(`${base}/contact?interest=plan:%3Cscript%3Ezzz`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toBe(PAGE);
    expect(html).not.toContain("zzz");
  });

  it("reads no note from a missing or malformed file", async () => {
    await writeFile(path.join(dir, "bad.json"), "[]");
    expect(await readContactInterest(path.join(dir, "bad.json"), () => {})).toBeUndefined();
    expect(await readContactInterest(path.join(dir, "missing.json"), () => {})).toBeUndefined();
  });
});
