// A paid order delivered through the outbox against the stubs (Stripe, GoHighLevel with the snapshots API, a mail
// server): one single-use link, one e-mail to the buyer with it, the sale in the CRM and the agency told, however
// often Stripe repeats itself; a snapshot without a GoHighLevel id goes to the manual path; a refund tags the contact.
// And the same across processes: GoHighLevel failing 30% of calls, the server killed with SIGKILL mid-delivery and
// started again, every order ends with exactly one link and one e-mail.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startServer } from "../index.ts";
import { openLeadStore } from "../leads-store.ts";
import { startLeadConnectorStub, type LeadConnectorStub } from "../testing/leadconnector-stub.ts";
import { killServerProcesses, startServerProcess } from "../testing/server-process.ts";
import { startSmtpStub, type SmtpStub } from "../testing/smtp-stub.ts";
import { startStripeStub, type SignedEvent, type StripeStub } from "../testing/stripe-stub.ts";
import { openOrdersStore, type Order } from "./orders-store.ts";

const SNAPSHOT_ID = "snapMortgage01";
const CATALOG = { plans: {}, services: {}, industries: {}, snapshots: { mortgage: { name: "Mortgage Snapshot", price: 197 }, roofing: { name: "Roofing Snapshot", price: 177 } } };
const STORE_CATALOG = {
  importSteps: ["Sign in to your agency account.", "Open the share link."],
  shareLinkHours: 24,
  snapshots: { mortgage: { ghlSnapshotId: SNAPSHOT_ID, afterImport: ["Fill in the Custom Values."] }, roofing: { afterImport: [] } },
};

let dir: string;
let dbUrl: string;
let catalogFile: string;
let stripe: StripeStub;
let ghl: LeadConnectorStub;
let smtp: SmtpStub;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "order-delivery-"));
  dbUrl = `file:${path.join(dir, "leads.db")}`;
  catalogFile = path.join(dir, "lead-catalog.json");
  await writeFile(catalogFile, JSON.stringify(CATALOG));
  await writeFile(path.join(dir, "store-catalog.json"), JSON.stringify(STORE_CATALOG));
  [stripe, ghl, smtp] = await Promise.all([startStripeStub(), startLeadConnectorStub({ snapshotIds: [SNAPSHOT_ID] }), startSmtpStub()]);
});
afterEach(async () => {
  killServerProcesses();
  await Promise.all([stripe.close(), ghl.close(), smtp.close()]);
  await rm(dir, { recursive: true, force: true });
});

function env(): Record<string, string> {
  return {
    LEADS_DB_URL: dbUrl,
    SITE_URL: "http://localhost:4999",
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
    GHL_AGENCY_TOKEN: ghl.agencyToken,
    GHL_COMPANY_ID: ghl.companyId,
    GHL_PRIVATE_TOKEN: ghl.token,
    GHL_LOCATION_ID: ghl.locationId,
    GHL_API_BASE: ghl.url,
    GHL_PIPELINE_ID: "pipe-1",
    GHL_PIPELINE_STAGE_ID: "stage-new",
    SMTP_URL: smtp.url,
    LEADS_NOTIFY_TO: "owner@agency.example",
    LEADS_RETRY_BASE_SECONDS: "0.05",
    LEADS_RETRY_MAX_SECONDS: "0.2",
    LEADS_MAX_ATTEMPTS: "100",
    LEADS_DELIVERY_TIMEOUT_SECONDS: "0.5",
    LEADS_OUTBOX_POLL_SECONDS: "0.1",
    LEADS_OUTBOX_LEASE_SECONDS: "1",
    CONTACT_RATE_LIMIT: "10000",
  };
}

async function buy(url: string, slug: string): Promise<string> {
  const response = await fetch(`${url}/api/checkout`, { method: "POST", redirect: "manual", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ slug }) });
  expect(response.status).toBe(303);
  return stripe.sessions.find((session) => session.url === response.headers.get("location"))!.id;
}
async function send(url: string, event: SignedEvent): Promise<number> {
  const response = await fetch(`${url}/api/stripe/webhook`, { method: "POST", headers: { "Stripe-Signature": event.signature }, body: event.body });
  return response.status;
}
/** Sends until Stripe would stop retrying: a 200 (a store still opening answers 503). */
async function deliverEvent(url: string, event: SignedEvent) {
  await expect.poll(() => send(url, event), { timeout: 10_000, interval: 50 }).toBe(200);
}
async function state(): Promise<{ orders: Order[]; deliveries: { destination: string; status: string; lastError: string | null }[] }> {
  const leads = await openLeadStore(dbUrl);
  try {
    const orders = await openOrdersStore(leads.client, leads.outbox);
    return { orders: await orders.list(), deliveries: await leads.outbox.list({ kind: "order" }) };
  } finally {
    leads.close();
  }
}
const settled = async () => {
  const { deliveries } = await state();
  return deliveries.length > 0 && deliveries.every((delivery) => delivery.status !== "pending");
};
const buyerMails = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email));

describe("a paid order's deliveries", () => {
  it("one link, one buyer e-mail with it, the sale in the CRM and the agency told, however often Stripe repeats", async () => {
    const server = await startServer({ env: env(), port: 0, log: () => {}, catalogFile });
    try {
      const session = await buy(server.url, "mortgage");
      const completed = stripe.complete(session, { email: "ana@example.org", name: "Ana Soto" });
      await deliverEvent(server.url, completed);
      await deliverEvent(server.url, completed);
      await deliverEvent(server.url, stripe.asyncSucceeded(session));
      await expect.poll(settled, { timeout: 15_000, interval: 100 }).toBe(true);
      const { orders, deliveries } = await state();
      expect(deliveries.every((delivery) => delivery.status === "delivered")).toBe(true);
      expect(ghl.shareLinks).toEqual([expect.objectContaining({ snapshotId: SNAPSHOT_ID, shareType: "link" })]);
      const [order] = orders;
      expect(order).toMatchObject({ status: "paid", shareLink: ghl.shareLinks[0]!.shareLink, delivery: "link" });
      expect(order!.emailedAt).toBeTruthy();
      const mails = buyerMails("ana@example.org");
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(ghl.shareLinks[0]!.shareLink);
      expect(mails[0]!.text).toContain("Fill in the Custom Values.");
      expect(mails[0]!.text).toContain(`/order/${order!.id}`);
      const contact = ghl.contacts.find((item) => item.email === "ana@example.org");
      expect(contact?.tags).toEqual(expect.arrayContaining(["snapshot-buyer", "bought-mortgage"]));
      expect(ghl.opportunities).toEqual([expect.objectContaining({ contactId: contact!.id, status: "won", monetaryValue: 197, pipelineId: "pipe-1" })]);
      expect(smtp.messages.filter((mail) => mail.to.includes("owner@agency.example"))).toHaveLength(1);

      // The order page shows the link and the steps, and sends the e-mail again when asked (not twice in a row).
      const page = await fetch(`${server.url}/order/${order!.id}`).then((response) => response.text());
      expect(page).toContain('data-state="emailed"');
      expect(page).toContain(order!.shareLink!);
      expect(page).toContain("Fill in the Custom Values.");
      const resend = () => fetch(`${server.url}/order/${order!.id}/resend`, { method: "POST", redirect: "manual" });
      const first = await resend();
      expect(first.status).toBe(303);
      expect(first.headers.get("location")).toBe(`/order/${order!.id}?resend=sent`);
      await expect.poll(() => buyerMails("ana@example.org").length, { timeout: 10_000, interval: 50 }).toBe(2);
      expect(buyerMails("ana@example.org")[1]!.text).toContain(order!.shareLink!);
      expect((await resend()).headers.get("location")).toBe(`/order/${order!.id}?resend=wait`);
      expect(ghl.shareLinks).toHaveLength(1);

      // A refund marks the order, tags the contact and tells the agency.
      await deliverEvent(server.url, stripe.refund(session));
      await expect.poll(async () => (await state()).deliveries.filter((delivery) => delivery.status === "delivered").length, { timeout: 15_000, interval: 100 }).toBe(5);
      expect((await state()).orders[0]?.status).toBe("refunded");
      const refunded = await fetch(`${server.url}/order/${order!.id}`).then((response) => response.text());
      expect(refunded).toContain('data-state="refunded"');
      expect(refunded).not.toContain(order!.shareLink!);
      expect(ghl.contacts.find((item) => item.email === "ana@example.org")?.tags).toContain("refunded-mortgage");
      expect(smtp.messages.filter((mail) => mail.to.includes("owner@agency.example"))).toHaveLength(2);
    } finally {
      await server.close();
    }
  }, 40_000);

  it("a snapshot without a GoHighLevel id goes to the manual path: no link spent, the agency told at once, the buyer told when", async () => {
    const server = await startServer({ env: env(), port: 0, log: () => {}, catalogFile });
    try {
      const session = await buy(server.url, "roofing");
      await deliverEvent(server.url, stripe.complete(session, { email: "bo@example.org", name: "Bo Lee" }));
      await expect.poll(settled, { timeout: 15_000, interval: 100 }).toBe(true);
      const { orders } = await state();
      expect(orders[0]).toMatchObject({ delivery: "manual", shareLink: null });
      expect(ghl.shareLinks).toHaveLength(0);
      const [mail] = buyerMails("bo@example.org");
      expect(mail?.text).toContain("24 hours");
      const agency = smtp.messages.find((item) => item.to.includes("owner@agency.example"));
      expect(agency?.text).toContain("DELIVER BY HAND");
      expect(await fetch(`${server.url}/order/${orders[0]!.id}`).then((response) => response.text())).toContain('data-state="manual"');
    } finally {
      await server.close();
    }
  }, 40_000);
});

const startProcess = () => startServerProcess(env(), ["8000", catalogFile]);

describe("orders across a crash", () => {
  it("GoHighLevel failing 30% of calls, the server killed (SIGKILL) mid-delivery and restarted: no order gets two links, each buyer one e-mail", async () => {
    ghl.failRandomly(0.3);
    ghl.setLatency(60);
    const first = await startProcess();
    const count = 12;
    const buyers = Array.from({ length: count }, (_, index) => `buyer${index}@example.org`);
    for (const [index, email] of buyers.entries()) {
      const session = await buy(first.url, "mortgage");
      await deliverEvent(first.url, stripe.complete(session, { email, name: `Buyer ${index}` }));
    }
    // Killed while links are being made: some made, not all.
    await expect.poll(() => ghl.shareLinks.length, { timeout: 15_000, interval: 10 }).toBeGreaterThanOrEqual(2);
    first.child.kill("SIGKILL");
    await new Promise((resolve) => first.child.once("exit", resolve));
    // It died with work left to do.
    expect((await state()).deliveries.some((delivery) => delivery.status === "pending")).toBe(true);

    const second = await startProcess();
    await expect.poll(settled, { timeout: 40_000, interval: 200 }).toBe(true).catch(async (error: unknown) => {
      console.log(JSON.stringify((await state()).deliveries, null, 1).slice(0, 3000));
      throw error;
    });
    second.child.kill("SIGTERM");
    const { orders, deliveries } = await state();
    expect(deliveries.filter((delivery) => delivery.status !== "delivered")).toEqual([]);
    expect(orders).toHaveLength(count);
    // Never two links for one order: every link stored is one GoHighLevel made once, and the only others are those a
    // killed attempt asked for and never heard back about, whose orders the agency delivers by hand (at most the
    // requests that were in flight).
    const stored = orders.filter((order) => order.shareLink);
    const byHand = orders.filter((order) => !order.shareLink);
    for (const order of stored) expect(ghl.shareLinks.filter((link) => link.shareLink === order.shareLink)).toHaveLength(1);
    expect(ghl.shareLinks.length - stored.length).toBeLessThanOrEqual(byHand.length);
    expect(byHand.length).toBeLessThanOrEqual(4);
    for (const order of byHand) expect(order.delivery).toBe("manual");
    // One e-mail per buyer (one Message-ID: a process killed between the mail server's acceptance and its record
    // sends that same message again, which mail clients show once): with their link, or saying it comes by hand.
    for (const order of orders) {
      const mails = buyerMails(order.buyerEmail!);
      expect(new Set(mails.map((mail) => mail.header("Message-ID"))).size).toBe(1);
      if (order.shareLink) expect(mails[0]!.text).toContain(order.shareLink);
      else expect(mails[0]!.text).toContain("24 hours");
    }
  }, 90_000);
});
