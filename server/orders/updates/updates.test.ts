// Updates that reach past buyers, end to end against the stubs (Stripe, GoHighLevel with the snapshots API, a mail
// server): a new version deployed reaches each earlier buyer once with a new link, and no one refunded, unsubscribed
// or already on it; a restart sends nothing more; the next version one more each, through GoHighLevel's 429s; an
// unsubscribe in one click is honoured; and killed mid-run, the server sends the rest and nothing twice.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addressHash } from "../../enquiries/erasure.ts";
import { startServer } from "../../index.ts";
import { openLeadStore } from "../../enquiries/leads-store.ts";
import { killServerProcesses, startServerProcess } from "../../testing/server-process.ts";
import { AGENCY, startStoreRig, type StoreRig } from "../../testing/store-rig.ts";
import { deployVersions, seedPastBuyers, versionsUpTo } from "../../testing/update-fixtures.ts";
import { UPDATE_KIND, openUpdatesStore } from "./updates-store.ts";

let rig: StoreRig;
beforeEach(async () => {
  rig = await startStoreRig();
});
afterEach(async () => {
  killServerProcesses();
  await rig.close();
});

/** A build with versions 1.0.0 up to 1.<minor>.0 of both snapshots is deployed, and the server started on it. */
async function deploy(minor: number) {
  await deployVersions(rig.catalogFile, { mortgage: versionsUpTo(minor), roofing: versionsUpTo(minor) });
  return startServer({ env: rig.env(), port: 0, log: () => {}, catalogFile: rig.catalogFile });
}

async function sql(query: string, args: string[] = []) {
  const leads = await openLeadStore(rig.dbUrl);
  try {
    return (await leads.client.execute({ sql: query, args })).rows;
  } finally {
    leads.close();
  }
}

const updateDeliveries = async () => {
  const leads = await openLeadStore(rig.dbUrl);
  try {
    return await leads.outbox.list({ kind: UPDATE_KIND });
  } finally {
    leads.close();
  }
};
const updatesSettled = async () => (await updateDeliveries()).every((delivery) => delivery.status === "delivered");
const updateMails = (email: string) => rig.mailsTo(email).filter((mail) => mail.header("List-Unsubscribe"));
const unsubscribeUrl = (mail: { header(name: string): string | undefined }) =>
  /<([^>]+)>/.exec(mail.header("List-Unsubscribe") ?? "")?.[1] ?? "";
const shareLinkIn = (text: string) => /https:\/\/affiliates\.gohighlevel\.com\/\?share=\w+/.exec(text)?.[0];

describe("updates that reach past buyers", () => {
  it("one e-mail with a new link per earlier buyer and version; none for the refunded, the unsubscribed or a buyer of the new version; nothing more after a restart", async () => {
    let server = await deploy(0);
    const buyers = {
      ana: "ana@example.org",
      ben: "ben@example.org",
      cy: "cy@example.org",
      dee: "dee@example.org",
      bo: "bo@example.org",
    };
    const sessions: Record<string, string> = {};
    for (const [name, email] of Object.entries(buyers)) {
      sessions[name] = await rig.buy(server.url, name === "bo" ? "roofing" : "mortgage");
      await rig.deliverEvent(server.url, rig.stripe.complete(sessions[name], { email, name }));
    }
    await expect.poll(() => rig.settled(), { timeout: 30_000, interval: 100 }).toBe(true);
    await rig.deliverEvent(server.url, rig.stripe.refund(sessions.cy!));
    await expect
      .poll(async () => (await rig.orderOf(sessions.cy!)).status, { timeout: 20_000, interval: 100 })
      .toBe("refunded");
    const ana = await rig.orderOf(sessions.ana!);
    expect(ana.version).toBe("1.0.0");
    await server.close();
    // Dee once asked for no more updates (the link of an earlier one), written as the page writes it.
    await sql("INSERT INTO update_unsubscribes (address_hash, unsubscribed_at) VALUES (?, ?)", [
      addressHash(" DEE@example.org"),
      new Date().toISOString(),
    ]);

    // 1.1.0 is deployed; Eve buys it.
    const linksBefore = rig.ghl.shareLinks.length;
    server = await deploy(1);
    const eve = await rig.buy(server.url, "mortgage");
    await rig.deliverEvent(server.url, rig.stripe.complete(eve, { email: "eve@example.org", name: "Eve" }));
    await expect
      .poll(async () => updateMails(buyers.ana).length + updateMails(buyers.ben).length, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe(2);
    await expect.poll(updatesSettled, { timeout: 30_000, interval: 100 }).toBe(true);
    for (const email of [buyers.ana, buyers.ben]) {
      const [mail] = updateMails(email);
      const link = shareLinkIn(mail!.text);
      expect(link).toBeTruthy();
      // A new single-use link, made for this update.
      expect(rig.ghl.shareLinks.slice(linksBefore).map((made) => made.shareLink)).toContain(link);
      expect(mail!.text).toContain("Change number 1.");
      expect(mail!.text).not.toContain("First release.");
      expect(mail!.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      expect(unsubscribeUrl(mail!)).toMatch(/^http:\/\/localhost:4999\/updates\/unsubscribe\/[\w-]{24}$/);
    }
    expect(updateMails(buyers.ana)[0]!.text).toContain(`/order/${ana.id}`);
    expect(shareLinkIn(updateMails(buyers.ana)[0]!.text)).not.toBe(ana.shareLink);
    for (const email of [buyers.cy, buyers.dee, "eve@example.org"]) expect(updateMails(email)).toEqual([]);
    expect((await rig.orderOf(eve)).version).toBe("1.1.0");
    // Roofing is delivered by hand: the agency is told once, with Bo to send it to.
    const handAlerts = () =>
      rig.smtp.messages.filter((mail) => mail.to.includes(AGENCY) && rig.subjectOf(mail).includes("roofing 1.1.0"));
    await expect.poll(() => handAlerts().length, { timeout: 20_000, interval: 100 }).toBe(1);
    expect(handAlerts()[0]!.text).toContain(buyers.bo);
    expect(updateMails(buyers.bo)).toEqual([]);

    // npm run orders counts them.
    const leads = await openLeadStore(rig.dbUrl);
    const runs = await (await openUpdatesStore(leads.client, leads.outbox)).runs();
    leads.close();
    expect(runs.find((run) => run.slug === "mortgage")).toMatchObject({
      version: "1.1.0",
      counts: { queued: 2, sent: 2, waiting: 0, failed: 0 },
    });
    expect(runs.find((run) => run.slug === "roofing")).toMatchObject({ version: "1.1.0", counts: { "by-hand": 1 } });

    // A restart with the same build: nothing more is queued or sent.
    await server.close();
    const [mails, links, queued] = [
      rig.smtp.messages.length,
      rig.ghl.shareLinks.length,
      (await updateDeliveries()).length,
    ];
    server = await deploy(1);
    expect(
      await fetch(`${server.url}${new URL(unsubscribeUrl(updateMails(buyers.ana)[0]!)).pathname}`).then(
        (response) => response.status,
      ),
    ).toBe(200);
    expect((await updateDeliveries()).length).toBe(queued);
    expect(await updatesSettled()).toBe(true);
    expect([rig.smtp.messages.length, rig.ghl.shareLinks.length]).toEqual([mails, links]);

    // 1.2.0, with GoHighLevel answering 429 twice: one more each (Eve too), retried, never given up.
    await server.close();
    rig.ghl.failWhen({ path: /\/snapshots\/share\/link/ }, { status: 429 });
    rig.ghl.failWhen({ path: /\/snapshots\/share\/link/ }, { status: 429 });
    server = await deploy(2);
    await expect
      .poll(
        async () => [
          updateMails(buyers.ana).length,
          updateMails(buyers.ben).length,
          updateMails("eve@example.org").length,
        ],
        { timeout: 30_000, interval: 100 },
      )
      .toEqual([2, 2, 1]);
    await expect.poll(updatesSettled, { timeout: 30_000, interval: 100 }).toBe(true);
    expect(
      rig.ghl.requests.filter((request) => request.status === 429 && request.path.includes("/snapshots/share/link")),
    ).toHaveLength(2);
    expect(updateMails(buyers.ana)[1]!.text).toContain("Change number 2.");
    expect(updateMails(buyers.ana)[1]!.text).not.toContain("Change number 1.");
    expect(updateMails("eve@example.org")[0]!.text).toContain("Change number 2.");

    // Ben unsubscribes: the page asks first; his mail client's one-click POST records it. 1.3.0 skips him.
    const benUrl = new URL(unsubscribeUrl(updateMails(buyers.ben)[1]!)).pathname;
    const confirm = await fetch(`${server.url}${benUrl}`);
    expect(confirm.headers.get("x-robots-tag")).toContain("noindex");
    expect(await confirm.text()).toContain('<form method="post"');
    const oneClick = await fetch(`${server.url}${benUrl}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('data-state="unsubscribed"');
    expect((await fetch(`${server.url}/updates/unsubscribe/${"x".repeat(24)}`)).status).toBe(404);
    await server.close();
    server = await deploy(3);
    await expect
      .poll(async () => [updateMails(buyers.ana).length, updateMails("eve@example.org").length], {
        timeout: 30_000,
        interval: 100,
      })
      .toEqual([3, 2]);
    await expect.poll(updatesSettled, { timeout: 30_000, interval: 100 }).toBe(true);
    expect(updateMails(buyers.ben)).toHaveLength(2);
    await server.close();
  }, 120_000);

  it("killed (SIGKILL) mid-run, the server sends the rest after the restart and nothing twice", async () => {
    const emails = await seedPastBuyers(rig.dbUrl, 24);
    // 1.2.0 is deployed to buyers of 1.0.0, 1.1.0 never having gone out: one e-mail names both.
    await deployVersions(rig.catalogFile, { mortgage: versionsUpTo(2) });
    rig.ghl.setLatency(60);
    const start = () => startServerProcess(rig.env(), ["8000", rig.catalogFile]);
    let server = await start();
    await expect.poll(() => rig.smtp.messages.length, { timeout: 30_000, interval: 10 }).toBeGreaterThanOrEqual(3);
    server.child.kill("SIGKILL");
    await new Promise((resolve) => server.child.once("exit", resolve));
    expect(rig.smtp.messages.length).toBeLessThan(emails.length);
    server = await start();
    await expect
      .poll(async () => (await updateDeliveries()).length === emails.length && (await updatesSettled()), {
        timeout: 60_000,
        interval: 100,
      })
      .toBe(true);
    for (const email of emails) {
      // One message per buyer: a process killed between the mail server's acceptance and its record sends that same
      // message (one Message-ID) again, which mail clients show once.
      expect(new Set(updateMails(email).map((mail) => mail.header("Message-ID"))).size, email).toBe(1);
    }
    expect(updateMails(emails[0]!)[0]!.text).toMatch(/Change number 2\.[\s\S]*Change number 1\./);
    const sent = await sql("SELECT COUNT(*) AS count FROM snapshot_updates WHERE status = 'sent'");
    expect(Number(sent[0]!.count)).toBe(emails.length);
    server.child.kill("SIGTERM");
  }, 120_000);
});
