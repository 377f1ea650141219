// Selling through the production server against the Stripe stub: "Pay" posted as a plain form (no JavaScript) makes a
// Checkout Session with the content's name and price and answers 303 to Stripe's page; a payment that cannot start
// keeps the question form; only a correctly signed, fresh, well-formed event changes anything, once per event id and
// once per session; an unpaid session waits for its async payment; a refund marks the order.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECEIVER_PATH } from "../../lib/enquiry-contract.ts";
import { loadProjectContent } from "../../app/content-model/.server/test-content.ts";
import { ENQUIRY_MESSAGES_FILE, enquiryMessagesFromContent } from "../../contracts/enquiry-messages.ts";
import { startServer } from "../index.ts";
import { consentLabelHtml } from "../enquiries/refusal-page.ts";
import { openLeadStore, type LeadStore } from "../enquiries/leads-store.ts";
import { startSmtpStub, type SmtpStub } from "../testing/smtp-stub.ts";
import { startStripeStub, type SignedEvent, type StripeStub } from "../testing/stripe-stub.ts";
import { ordersCsv } from "./orders-cli.ts";
import { openOrdersStore, type OrdersStore } from "./orders-store.ts";

const silent = () => {};
/** The form's words as the build records them: the question form offers the consent box in them. */
const projectContent = loadProjectContent();
const WORDS = enquiryMessagesFromContent(projectContent.enquiryForm, projectContent.interfaceWords.form);
const CATALOG = {
  plans: {},
  services: {},
  industries: {},
  snapshots: { mortgage: { name: "Mortgage Snapshot", price: 197 }, roofing: { name: "Roofing Snapshot", price: 177 } },
};
let dir: string;
let stripe: StripeStub;
let smtp: SmtpStub;
let server: Awaited<ReturnType<typeof startServer>>;
let leads: LeadStore;
let orders: OrdersStore;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "sale-"));
  const catalogFile = path.join(dir, "lead-catalog.json");
  await writeFile(catalogFile, JSON.stringify(CATALOG));
  const enquiryMessagesFile = path.join(dir, ENQUIRY_MESSAGES_FILE);
  await writeFile(enquiryMessagesFile, JSON.stringify(WORDS));
  [stripe, smtp] = await Promise.all([startStripeStub(), startSmtpStub()]);
  const dbUrl = `file:${path.join(dir, "leads.db")}`;
  server = await startServer({
    env: {
      LEADS_DB_URL: dbUrl,
      SITE_URL: "http://localhost:4999",
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: "team@agency.example",
    },
    port: 0,
    log: silent,
    catalogFile,
    enquiryMessagesFile,
  });
  leads = await openLeadStore(dbUrl);
  orders = await openOrdersStore(leads.client, leads.outbox);
});
afterAll(async () => {
  leads.close();
  await server.close();
  await Promise.all([stripe.close(), smtp.close()]);
  await rm(dir, { recursive: true, force: true });
});

/** "Pay" as a browser without JavaScript posts it. */
const pay = (slug: string) =>
  fetch(`${server.url}/api/checkout`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
    body: new URLSearchParams({ slug }),
  });
const send = (event: Pick<SignedEvent, "body" | "signature">, signature: string | null = event.signature) =>
  fetch(`${server.url}/api/stripe/webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(signature ? { "Stripe-Signature": signature } : {}) },
    body: event.body,
  });
/** A checkout that reached Stripe: its session. */
async function checkout(slug = "mortgage") {
  const response = await pay(slug);
  expect(response.status).toBe(303);
  const session = stripe.sessions.find((item) => response.headers.get("location") === item.url);
  expect(session).toBeDefined();
  return session!;
}
const orderOf = async (sessionId: string) =>
  (await leads.client.execute({ sql: "SELECT id FROM orders WHERE session_id = ?", args: [sessionId] })).rows[0]
    ?.id as string;
const eventCount = async () =>
  Number((await leads.client.execute("SELECT COUNT(*) AS n FROM stripe_events")).rows[0]?.n);

describe("Pay", () => {
  it("answers a plain form post with 303 to Stripe's page, for the content's name and price, back to the order page or the snapshot", async () => {
    const session = await checkout();
    expect(session.line).toEqual({ name: "Mortgage Snapshot", unitAmount: 19_700, quantity: 1 });
    expect(session.currency).toBe("usd");
    const order = await orders.get(session.client_reference_id!);
    expect(order).toMatchObject({
      status: "open",
      slug: "mortgage",
      amount: 19_700,
      sessionId: session.id,
      buyerEmail: null,
    });
    expect(session.success_url).toBe(`http://localhost:4999/order/${order!.id}`);
    expect(session.cancel_url).toBe("http://localhost:4999/buy-snapshot/mortgage");
    // The page it lands on shows the content's price.
    const landing = await fetch(session.url!).then((response) => response.text());
    expect(landing).toContain('data-amount="19700"');
  });

  it("takes nothing but the slug from the browser: a price or name sent along is ignored", async () => {
    const response = await fetch(`${server.url}/api/checkout`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ slug: "roofing", price: "1", amount: "100", name: "Free" }),
    });
    expect(response.status).toBe(303);
    expect(stripe.sessions.at(-1)!.line).toEqual({ name: "Roofing Snapshot", unitAmount: 17_700, quantity: 1 });
  });

  it("lets forms go on to Stripe in the site's policy only while selling", async () => {
    const policy = (await fetch(`${server.url}/`)).headers.get("content-security-policy") ?? "";
    expect(/form-action [^;]*/.exec(policy)?.[0]).toContain(stripe.url);
    const plain = await startServer({
      env: { LEADS_DB_URL: `file:${path.join(dir, "plain.db")}` },
      port: 0,
      log: silent,
    });
    try {
      const plainPolicy = (await fetch(`${plain.url}/`)).headers.get("content-security-policy") ?? "";
      expect(/form-action [^;]*/.exec(plainPolicy)?.[0]).toBe("form-action 'self'");
      expect((await fetch(`${plain.url}/api/checkout`, { method: "POST", body: "slug=mortgage" })).status).not.toBe(
        303,
      );
    } finally {
      await plain.close();
    }
  });

  it("answers an unknown snapshot, or Stripe failing, with a page that says so and keeps the question form", async () => {
    for (const [slug, status] of [
      ["no-such-snapshot", 404],
      ["../etc", 404],
    ] as const) {
      const response = await pay(slug);
      expect(response.status).toBe(status);
      const html = await response.text();
      expect(html).toContain(`action="${RECEIVER_PATH}"`);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    const before = stripe.sessions.length;
    stripe.failNext(5);
    const failed = await pay("mortgage");
    stripe.failNext(0);
    expect(failed.status).toBe(502);
    const html = await failed.text();
    expect(html).toContain(`action="${RECEIVER_PATH}"`);
    expect(html).toContain('name="interest" value="snapshot:mortgage"');
    // The question form offers the box agreeing to texts as every form does, never ticked for the buyer.
    expect(html).toContain(consentLabelHtml(WORDS.smsConsent!.text));
    expect(html).toMatch(
      /<input id="field-sms_consent" type="checkbox" name="sms_consent" value="yes" [^>]*accent-brand-600">/,
    );
    expect(stripe.sessions.length).toBe(before);
  });
});

describe("the order page", () => {
  it("exists from the moment the buyer leaves for Stripe, never indexed or stored, without any script; an unknown id is a 404", async () => {
    const session = await checkout();
    const response = await fetch(`${server.url}/order/${session.client_reference_id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('data-state="waiting"');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain("<script");
    // Paid, on a site without the agency token: the link comes by hand.
    await send(stripe.complete(session.id));
    expect(await fetch(`${server.url}/order/${session.client_reference_id}`).then((page) => page.text())).toContain(
      'data-state="manual"',
    );
    for (const unknown of ["AAAAAAAAAAAAAAAAAAAAAAAA", "x", "AAAAAAAAAAAAAAAAAAAAAAAA/other"]) {
      const missing = await fetch(`${server.url}/order/${unknown}`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get("cache-control")).toBe("no-store");
    }
  });
});

describe("Stripe's webhook", () => {
  it("refuses an unsigned, wrongly signed, stale or malformed event with 400 and stores nothing", async () => {
    const session = await checkout();
    const event = stripe.complete(session.id);
    const events = await eventCount();
    expect((await send(event, null)).status).toBe(400);
    expect((await send(event, stripe.sign(event.body, undefined, "whsec_not_the_right_secret"))).status).toBe(400);
    expect((await send(event, stripe.sign(event.body, Math.floor(Date.now() / 1000) - 301))).status).toBe(400);
    expect((await send({ body: `${event.body.slice(0, -3)}`, signature: event.signature })).status).toBe(400);
    const malformed = JSON.stringify({
      id: "evt_malformed",
      object: "event",
      type: "checkout.session.completed",
      data: { object: { id: "cs_x" } },
    });
    expect((await send({ body: malformed, signature: stripe.sign(malformed) })).status).toBe(400);
    expect(await eventCount()).toBe(events);
    expect((await orders.get(session.client_reference_id!))?.status).toBe("open");
  });

  it("makes one order of a session however often Stripe repeats or adds events", async () => {
    const session = await checkout();
    const completed = stripe.complete(session.id, { email: "ana@example.org", name: "Ana Soto" });
    expect((await send(completed)).status).toBe(200);
    expect((await send(completed)).status).toBe(200);
    const succeeded = stripe.asyncSucceeded(session.id);
    expect((await send(succeeded)).status).toBe(200);
    const order = await orders.get(await orderOf(session.id));
    expect(order).toMatchObject({
      status: "paid",
      buyerEmail: "ana@example.org",
      buyerName: "Ana Soto",
      amount: 19_700,
      slug: "mortgage",
    });
    const rows = await leads.client.execute({
      sql: "SELECT COUNT(*) AS n FROM orders WHERE session_id = ?",
      args: [session.id],
    });
    expect(Number(rows.rows[0]?.n)).toBe(1);
  });

  it("holds an unpaid session (a delayed payment method) as clearing, delivering nothing until its payment succeeds", async () => {
    const session = await checkout();
    expect((await send(stripe.complete(session.id, { paid: false }))).status).toBe(200);
    const id = await orderOf(session.id);
    expect((await orders.get(id))?.status).toBe("processing");
    expect((await orders.get(id))?.shareLink).toBeNull();
    expect((await send(stripe.asyncSucceeded(session.id))).status).toBe(200);
    expect((await orders.get(id))?.status).toBe("paid");
  });

  it("marks a refunded order, once", async () => {
    const session = await checkout();
    await send(stripe.complete(session.id));
    const refund = stripe.refund(session.id);
    expect((await send(refund)).status).toBe(200);
    expect((await send(refund)).status).toBe(200);
    const order = await orders.get(await orderOf(session.id));
    expect(order).toMatchObject({ status: "refunded" });
    expect(order?.refundedAt).toBeTruthy();
  });

  it("erases a buyer's personal data on request but keeps the accounting record; /healthz counts order deliveries without personal data", async () => {
    const session = await checkout("roofing");
    await send(stripe.complete(session.id, { email: "Erase.Me@Example.org", name: "Erin Ase" }));
    const id = await orderOf(session.id);
    const health = await fetch(`${server.url}/healthz`).then((response) => response.text());
    // Counts of the orders' pending and dead deliveries, when there are any (this one may be delivered already).
    expect(JSON.parse(health).outbox.orders ?? { pending: 0, dead: 0 }).toEqual({
      pending: expect.any(Number),
      dead: expect.any(Number),
    });
    expect(health).not.toContain("erase.me");
    expect(await orders.eraseBuyer("erase.me@example.org")).toMatchObject({ orders: 1 });
    const kept = await orders.get(id);
    expect(kept).toMatchObject({
      buyerName: null,
      buyerEmail: null,
      shareLink: null,
      amount: 17_700,
      currency: "usd",
      slug: "roofing",
      status: "paid",
    });
    expect(kept?.paidAt).toBeTruthy();
    expect(kept?.erasedAt).toBeTruthy();
    const csv = ordersCsv([kept!]);
    expect(csv.split("\r\n")[1]).toContain(",177.00,usd,");
    expect(csv).not.toContain("Erin");
    expect(await fetch(`${server.url}/order/${id}`).then((page) => page.text())).toContain('data-state="erased"');
  });
});
