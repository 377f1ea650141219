// A paid order delivered through the outbox against the stubs (Stripe, GoHighLevel with the snapshots API, a mail
// server): one single-use link, one e-mail to the buyer with it, the sale in the CRM and the agency told, however
// often Stripe repeats itself; a snapshot without a GoHighLevel id goes to the manual path; a refund tags the contact.
// And the same across processes: GoHighLevel failing 30% of calls and losing answers, the server killed with SIGKILL
// three times mid-delivery and started again, every buyer ends with exactly one link e-mail and none is left by hand.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startServer } from "../index.ts";
import { killServerProcesses, startServerProcess, type ServerProcess } from "../testing/server-process.ts";
import { AGENCY, SNAPSHOT_ID, startStoreRig, type StoreRig } from "../testing/store-rig.ts";

let rig: StoreRig;
beforeEach(async () => {
  rig = await startStoreRig();
});
afterEach(async () => {
  killServerProcesses();
  await rig.close();
});
const buy = (url: string, slug: string) => rig.buy(url, slug);
const deliverEvent = (url: string, event: Parameters<StoreRig["send"]>[1]) => rig.deliverEvent(url, event);
const state = () => rig.state();
const settled = () => rig.settled();
const buyerMails = (email: string) => rig.mailsTo(email);

describe("a paid order's deliveries", () => {
  it("one link, one buyer e-mail with it, the sale in the CRM and the agency told, however often Stripe repeats", async () => {
    const server = await startServer({ env: rig.env(), port: 0, log: () => {}, catalogFile: rig.catalogFile });
    try {
      const session = await buy(server.url, "mortgage");
      const completed = rig.stripe.complete(session, { email: "ana@example.org", name: "Ana Soto" });
      await deliverEvent(server.url, completed);
      await deliverEvent(server.url, completed);
      await deliverEvent(server.url, rig.stripe.asyncSucceeded(session));
      await expect.poll(settled, { timeout: 30_000, interval: 100 }).toBe(true);
      const { orders, deliveries } = await state();
      expect(deliveries.every((delivery) => delivery.status === "delivered")).toBe(true);
      expect(rig.ghl.shareLinks).toEqual([expect.objectContaining({ snapshotId: SNAPSHOT_ID, shareType: "link" })]);
      const [order] = orders;
      expect(order).toMatchObject({ status: "paid", shareLink: rig.ghl.shareLinks[0]!.shareLink, delivery: "link" });
      expect(order!.emailedAt).toBeTruthy();
      const mails = buyerMails("ana@example.org");
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(rig.ghl.shareLinks[0]!.shareLink);
      expect(mails[0]!.text).toContain("Fill in the Custom Values.");
      expect(mails[0]!.text).toContain(`/order/${order!.id}`);
      const contact = rig.ghl.contacts.find((item) => item.email === "ana@example.org");
      expect(contact?.tags).toEqual(expect.arrayContaining(["snapshot-buyer", "bought-mortgage"]));
      expect(rig.ghl.opportunities).toEqual([
        expect.objectContaining({ contactId: contact!.id, status: "won", monetaryValue: 197, pipelineId: "pipe-1" }),
      ]);
      expect(rig.smtp.messages.filter((mail) => mail.to.includes(AGENCY))).toHaveLength(1);

      // The order page shows the link and the steps, and sends the e-mail again when asked (not twice in a row).
      const page = await fetch(`${server.url}/order/${order!.id}`).then((response) => response.text());
      expect(page).toContain('data-state="emailed"');
      expect(page).toContain(order!.shareLink!);
      expect(page).toContain("Fill in the Custom Values.");
      const resend = () => fetch(`${server.url}/order/${order!.id}/resend`, { method: "POST", redirect: "manual" });
      const first = await resend();
      expect(first.status).toBe(303);
      expect(first.headers.get("location")).toBe(`/order/${order!.id}?resend=sent`);
      await expect.poll(() => buyerMails("ana@example.org").length, { timeout: 20_000, interval: 50 }).toBe(2);
      expect(buyerMails("ana@example.org")[1]!.text).toContain(order!.shareLink!);
      expect((await resend()).headers.get("location")).toBe(`/order/${order!.id}?resend=wait`);
      expect(rig.ghl.shareLinks).toHaveLength(1);

      // A refund marks the order, tags the contact and tells the agency.
      await deliverEvent(server.url, rig.stripe.refund(session));
      await expect
        .poll(async () => (await state()).deliveries.filter((delivery) => delivery.status === "delivered").length, {
          timeout: 30_000,
          interval: 100,
        })
        .toBe(5);
      expect((await state()).orders[0]?.status).toBe("refunded");
      const refunded = await fetch(`${server.url}/order/${order!.id}`).then((response) => response.text());
      expect(refunded).toContain('data-state="refunded"');
      expect(refunded).not.toContain(order!.shareLink!);
      expect(rig.ghl.contacts.find((item) => item.email === "ana@example.org")?.tags).toContain("refunded-mortgage");
      expect(rig.smtp.messages.filter((mail) => mail.to.includes(AGENCY))).toHaveLength(2);
    } finally {
      await server.close();
    }
  }, 60_000);

  it("a snapshot without a GoHighLevel id goes to the manual path: no link spent, the agency told at once, the buyer told when", async () => {
    const server = await startServer({ env: rig.env(), port: 0, log: () => {}, catalogFile: rig.catalogFile });
    try {
      const session = await buy(server.url, "roofing");
      await deliverEvent(server.url, rig.stripe.complete(session, { email: "bo@example.org", name: "Bo Lee" }));
      await expect.poll(settled, { timeout: 30_000, interval: 100 }).toBe(true);
      const { orders } = await state();
      expect(orders[0]).toMatchObject({ delivery: "manual", shareLink: null });
      expect(rig.ghl.shareLinks).toHaveLength(0);
      const [mail] = buyerMails("bo@example.org");
      expect(mail?.text).toContain("24 hours");
      const alert = rig.smtp.messages.find(
        (item) => item.to.includes(AGENCY) && rig.subjectOf(item).startsWith("Needs a person"),
      );
      expect(alert?.text).toContain(`--delivered ${orders[0]!.id} --link`);
      expect(await fetch(`${server.url}/order/${orders[0]!.id}`).then((response) => response.text())).toContain(
        'data-state="manual"',
      );
    } finally {
      await server.close();
    }
  }, 60_000);
});

const startProcess = () => startServerProcess(rig.env(), ["8000", rig.catalogFile]);
const killed = async (server: ServerProcess) => {
  server.child.kill("SIGKILL");
  await new Promise((resolve) => server.child.once("exit", resolve));
};

describe("orders across crashes", () => {
  it("GoHighLevel failing 30% of calls and losing answers, the server killed (SIGKILL) three times: one link e-mail per buyer, none by hand", async () => {
    rig.ghl.failRandomly(0.3);
    rig.ghl.loseAnswersRandomly(0.15);
    rig.ghl.setLatency(40);
    let server = await startProcess();
    const count = 12;
    for (let index = 0; index < count; index += 1) {
      const session = await buy(server.url, "mortgage");
      await deliverEvent(
        server.url,
        rig.stripe.complete(session, { email: `buyer${index}@example.org`, name: `Buyer ${index}` }),
      );
      // Killed three times while orders are paid and links are made.
      if (index % 4 === 3) {
        await expect.poll(() => rig.ghl.shareLinks.length, { timeout: 15_000, interval: 10 }).toBeGreaterThanOrEqual(1);
        await killed(server);
        server = await startProcess();
      }
    }
    await expect
      .poll(settled, { timeout: 60_000, interval: 200 })
      .toBe(true)
      .catch(async (error: unknown) => {
        console.log(
          JSON.stringify(
            (await state()).deliveries.filter((delivery) => delivery.status !== "delivered"),
            null,
            1,
          ).slice(0, 3000),
        );
        throw error;
      });
    const { orders, deliveries } = await state();
    expect(deliveries.filter((delivery) => delivery.status !== "delivered")).toEqual([]);
    expect(orders).toHaveLength(count);
    for (const order of orders) {
      // Every order has its link, delivered by the site: none was handed to a person.
      expect(order).toMatchObject({ status: "paid", delivery: "link", attention: null });
      expect(rig.ghl.shareLinks.filter((link) => link.shareLink === order.shareLink)).toHaveLength(1);
      // Exactly one delivery e-mail (one Message-ID: a process killed between the mail server's acceptance and its
      // record sends that same message again, which mail clients show once), with the link.
      const mails = buyerMails(order.buyerEmail!);
      expect(new Set(mails.map((mail) => mail.header("Message-ID"))).size).toBe(1);
      expect(mails[0]!.text).toContain(order.shareLink);
      const page = await fetch(`${server.url}/order/${order.id}`).then((response) => response.text());
      expect(page).toContain(order.shareLink!);
    }
    // A link made but never delivered (its answer lost) is harmless, and recorded on its order.
    const lost = orders.reduce((sum, order) => sum + order.lostLinks, 0);
    expect(rig.ghl.shareLinks.length - orders.length).toBeLessThanOrEqual(lost);
    expect(rig.smtp.messages.filter((mail) => rig.subjectOf(mail).startsWith("Needs a person"))).toEqual([]);
    server.child.kill("SIGTERM");
  }, 120_000);
});
