// The account's store with a clock of the test's own: a sign-in link's 30 minutes, a session's idle and longest life,
// the daily count of new links, and that no secret is kept in a form that can be used.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_SESSION, NEW_LINKS, SIGN_IN_LINK_MINUTES } from "../../contracts/account-policy.ts";
import { openLeadStore, type LeadStore } from "../enquiries/leads-store.ts";
import { openAccountStore, type AccountStore } from "./account-store.ts";

const MINUTE = 60_000;
let dir: string;
let leads: LeadStore;
let store: AccountStore;
let time: number;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "account-store-"));
  leads = await openLeadStore(`file:${path.join(dir, "leads.db")}`);
  time = Date.parse("2026-12-06T10:00:00Z");
  store = await openAccountStore(leads.client, leads.outbox, { now: () => time });
});
afterEach(async () => {
  leads.close();
  await rm(dir, { recursive: true, force: true });
});
const dump = async () =>
  JSON.stringify((await leads.client.execute("SELECT * FROM account_sign_ins")).rows) +
  JSON.stringify((await leads.client.execute("SELECT * FROM account_sessions")).rows);

describe("sign-in links", () => {
  it(`work once, within ${SIGN_IN_LINK_MINUTES} minutes, from the browser that asked; only their hash is stored`, async () => {
    const token = await store.createSignIn("address-hash", "browser-a");
    expect(await dump()).not.toContain(token);
    expect(await dump()).not.toContain("browser-a");
    expect(await store.useSignIn(token, "browser-b")).toEqual({ ok: false, reason: "other-browser" });
    expect(await store.useSignIn(token, undefined)).toEqual({ ok: false, reason: "other-browser" });
    time += (SIGN_IN_LINK_MINUTES - 1) * MINUTE;
    expect(await store.useSignIn(token, "browser-a")).toEqual({ ok: true, addressHash: "address-hash" });
    expect(await store.useSignIn(token, "browser-a")).toEqual({ ok: false, reason: "used" });
  });

  it(`expire after ${SIGN_IN_LINK_MINUTES} minutes, and are swept away`, async () => {
    const token = await store.createSignIn("address-hash", "browser-a");
    time += SIGN_IN_LINK_MINUTES * MINUTE;
    expect(await store.checkSignIn(token, "browser-a")).toEqual({ ok: false, reason: "expired" });
    expect(await store.useSignIn(token, "browser-a")).toEqual({ ok: false, reason: "expired" });
    await store.sweep();
    expect(await store.checkSignIn(token, "browser-a")).toEqual({ ok: false, reason: "unknown" });
  });
});

describe("sessions", () => {
  it(`end after ${ACCOUNT_SESSION.idleMinutes} idle minutes`, async () => {
    const id = await store.createSession("address-hash");
    expect(await dump()).not.toContain(id);
    time += (ACCOUNT_SESSION.idleMinutes - 1) * MINUTE;
    expect(await store.session(id)).toBe("address-hash");
    time += (ACCOUNT_SESSION.idleMinutes - 1) * MINUTE;
    expect(await store.session(id)).toBe("address-hash");
    time += ACCOUNT_SESSION.idleMinutes * MINUTE;
    expect(await store.session(id)).toBeUndefined();
  });

  it(`end ${ACCOUNT_SESSION.maxHours} hours after sign-in however busy`, async () => {
    const id = await store.createSession("address-hash");
    const end = time + ACCOUNT_SESSION.maxHours * 60 * MINUTE;
    while (time + 20 * MINUTE < end) {
      time += 20 * MINUTE;
      expect(await store.session(id)).toBe("address-hash");
    }
    time = end;
    expect(await store.session(id)).toBeUndefined();
  });

  it("end when signed out", async () => {
    const id = await store.createSession("address-hash");
    await store.endSession(id);
    expect(await store.session(id)).toBeUndefined();
  });
});

describe("new links", () => {
  /** The outbox delivered the request (as the worker marks it). */
  const deliver = (key: string) =>
    leads.client.execute({ sql: "UPDATE deliveries SET status = 'delivered' WHERE subject = ?", args: [key] });

  it("one at a time, one per key, and each its own delivery", async () => {
    expect(await store.requestNewLink("order-1", "key-1")).toBe("queued");
    expect(await store.requestNewLink("order-1", "key-1")).toBe("pending");
    expect(await store.requestNewLink("order-1", "key-2")).toBe("pending");
    // Another order is not held up.
    expect(await store.requestNewLink("order-2", "key-3")).toBe("queued");
    await deliver("key-1");
    // A repeated post of a delivered request makes nothing either.
    expect(await store.requestNewLink("order-1", "key-1")).toBe("pending");
    expect(await store.requestNewLink("order-1", "key-4")).toBe("queued");
    expect((await leads.outbox.list({ kind: "new-link" })).map((row) => row.subject).sort()).toEqual([
      "key-1",
      "key-3",
      "key-4",
    ]);
  });

  it(`at most ${NEW_LINKS.perDay} in any 24 hours per order`, async () => {
    for (let index = 0; index < NEW_LINKS.perDay; index += 1) {
      expect(await store.requestNewLink("order-1", `key-${index}`)).toBe("queued");
      await deliver(`key-${index}`);
      time += MINUTE;
    }
    expect(await store.requestNewLink("order-1", "key-over")).toBe("limit");
    time += 24 * 60 * MINUTE - NEW_LINKS.perDay * MINUTE + 1;
    expect(await store.requestNewLink("order-1", "key-next-day")).toBe("queued");
  });
});
