// A deploy that replaces the build's store catalog under a running server: the next look at the file queues the
// updates, once; and an erased buyer's update link goes with the rest of their details.
import path from "node:path";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { readServerSettings } from "../../../config/settings.mjs";
import { openLeadStore, type LeadStore } from "../../enquiries/leads-store.ts";
import { startStoreRig, type StoreRig } from "../../testing/store-rig.ts";
import { deployVersions, seedPastBuyers, versionsUpTo } from "../../testing/update-fixtures.ts";
import { openOrdersStore } from "../orders-store.ts";
import { CATALOG_CHECK_MS, createUpdates } from "./index.ts";
import { UPDATE_KIND } from "./updates-store.ts";

let rig: StoreRig;
let leads: LeadStore;
beforeEach(async () => {
  rig = await startStoreRig();
  // Only the catalog's check is on a fake clock: the database and the files run as they do.
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
});
afterEach(async () => {
  vi.useRealTimers();
  leads?.close();
  await rig.close();
});

it("queues the updates when a new catalog lands, once; an erased buyer's update link is forgotten", async () => {
  const emails = await seedPastBuyers(rig.dbUrl, 3);
  await deployVersions(rig.catalogFile, { mortgage: versionsUpTo(0) });
  let kicks = 0;
  const updates = createUpdates(readServerSettings(rig.env()), {
    catalogFile: path.join(rig.dir, "store-catalog.json"),
    siteUrl: "http://localhost:4999",
    timeoutMs: 1000,
    log: () => {},
    onQueued: () => (kicks += 1),
  });
  leads = await openLeadStore(rig.dbUrl);
  await updates.open(leads.client, leads.outbox);
  const queued = async () => (await leads.outbox.list({ kind: UPDATE_KIND })).length;
  expect(await queued()).toBe(0);

  await deployVersions(rig.catalogFile, { mortgage: versionsUpTo(1) });
  await vi.advanceTimersByTimeAsync(CATALOG_CHECK_MS);
  await expect.poll(queued, { timeout: 10_000, interval: 20 }).toBe(3);
  expect(kicks).toBe(1);
  await vi.advanceTimersByTimeAsync(CATALOG_CHECK_MS * 2);
  expect(await updates.run()).toEqual({ queued: 0, byHand: 0 });
  expect([await queued(), kicks]).toEqual([3, 1]);

  const orders = await openOrdersStore(leads.client, leads.outbox);
  const [first] = (await orders.list()).filter((order) => order.buyerEmail === emails[0]);
  const store = updates.store()!;
  expect(await store.saveLink(first!.id, "1.1.0", "https://affiliates.gohighlevel.com/?share=abc")).toBe(
    "https://affiliates.gohighlevel.com/?share=abc",
  );
  await orders.eraseBuyer(emails[0]!);
  await store.forgetErased();
  const rows = await leads.client.execute({
    sql: "SELECT share_link FROM snapshot_updates WHERE order_id = ?",
    args: [first!.id],
  });
  expect(rows.rows[0]?.share_link).toBeNull();
  updates.stop();
});
