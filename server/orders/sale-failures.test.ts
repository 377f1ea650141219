// Every way a sale can go wrong ends with the buyer told and the agency alerted, never in silence, and is put right by
// itself where it can be: a share link GoHighLevel refuses for good (then the fix), a refused agency token (then a new
// one), a refund before its payment, a bank debit that clears slowly or fails, an expired checkout, a dispute, no
// webhook at all or a wrong signing secret, a rolled key, a snapshot delivered by hand, an erased buyer whose e-mail
// arrives in another case, and a database file deleted under the server. No log line carries an order's id.
import { readFile } from "node:fs/promises";
import { rm } from "node:fs/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startServer } from "../index.ts";
import { openLeadStore } from "../enquiries/leads-store.ts";
import { AGENCY, SNAPSHOT_ID, startStoreRig, type StoreRig } from "../testing/store-rig.ts";
import { openOrdersStore } from "./orders-store.ts";

let rig: StoreRig;
let lines: string[];
beforeEach(async () => {
  rig = await startStoreRig();
  lines = [];
});
afterEach(async (context) => {
  if (process.env.DEBUG_STORE && context.task.result?.state === "fail")
    console.log(
      lines.join("\n"),
      rig.smtp.messages.map((mail) => `${mail.to} ${rig.subjectOf(mail)}`),
    );
  await rig.close();
});

const start = (env = rig.env()) =>
  startServer({
    env,
    port: 0,
    log: (...args: unknown[]) =>
      lines.push(args.map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg))).join(" ")),
    logRequests: true,
    catalogFile: rig.catalogFile,
  });
type Server = Awaited<ReturnType<typeof start>>;
const page = (server: Server, id: string) => fetch(`${server.url}/order/${id}`).then((response) => response.text());
const health = (server: Server) =>
  fetch(`${server.url}/healthz`).then(
    (response) => response.json() as Promise<{ status: string; problems: { code: string; message: string }[] }>,
  );
const alerts = () => rig.mailsTo(AGENCY).filter((mail) => rig.subjectOf(mail).startsWith("Needs a person"));
const problem = async (server: Server, code: string) =>
  (await health(server)).problems.find((item) => item.code === code);
/** Every order id the test saw stays out of the logs (a request's path, a delivery's label, a refusal). */
const noIdIn = (ids: string[]) => {
  for (const id of ids) expect(lines.filter((line) => line.includes(id))).toEqual([]);
};

describe("a share link GoHighLevel refuses", () => {
  it("for good: the buyer told what happens and by when, one alert with the command, /healthz degraded; after the fix it finishes by itself", async () => {
    rig.ghl.setSnapshots([]);
    const server = await start();
    try {
      const session = await rig.buy(server.url, "mortgage");
      await rig.deliverEvent(server.url, rig.stripe.complete(session, { email: "ana@example.org", name: "Ana Soto" }));
      const { id } = await rig.orderOf(session);
      await expect.poll(() => alerts().length, { timeout: 20_000 }).toBe(1);
      expect(alerts()[0]!.text).toContain(`--delivered ${id} --link`);
      expect(alerts()[0]!.text).toContain("ghlSnapshotId");
      await expect.poll(() => rig.mailsTo("ana@example.org").length, { timeout: 20_000 }).toBe(1);
      const notice = rig.mailsTo("ana@example.org")[0]!;
      expect(notice.text).toMatch(/by \w{3} \d+, \d{4}/);
      expect(notice.text).not.toContain("affiliates.gohighlevel.com");
      const html = await page(server, id);
      expect(html).toContain('data-state="delayed"');
      expect(html).not.toContain('http-equiv="refresh"');
      const degraded = await problem(server, "order-attention");
      expect(degraded?.message).toContain(id.slice(0, 6));
      expect(degraded?.message).not.toContain(id);
      // It keeps trying, and tells no one twice.
      const asked = () => rig.ghl.requests.filter((request) => request.path.startsWith("/snapshots/share/link")).length;
      await expect.poll(asked, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
      expect(alerts()).toHaveLength(1);
      expect(rig.mailsTo("ana@example.org")).toHaveLength(1);

      // The snapshot is back in GoHighLevel: the order finishes with no one running anything.
      rig.ghl.setSnapshots([SNAPSHOT_ID]);
      await expect.poll(async () => (await rig.orderOf(session)).emailedAt, { timeout: 20_000 }).toBeTruthy();
      const order = await rig.orderOf(session);
      expect(order.attention).toBeNull();
      expect(rig.mailsTo("ana@example.org").at(-1)!.text).toContain(order.shareLink!);
      expect(await page(server, id)).toContain('data-state="emailed"');
      expect(await problem(server, "order-attention")).toBeUndefined();
      noIdIn([id]);
    } finally {
      await server.close();
    }
  }, 60_000);

  it("a refused agency token pauses the links, flags each waiting order, and a restart with a new token finishes them", async () => {
    const first = await start(rig.env({ GHL_AGENCY_TOKEN: "revoked-token" }));
    const sessions: string[] = [];
    try {
      for (const email of ["bo@example.org", "cy@example.org"]) {
        const session = await rig.buy(first.url, "mortgage");
        sessions.push(session);
        await rig.deliverEvent(first.url, rig.stripe.complete(session, { email }));
      }
      await expect.poll(() => alerts().length, { timeout: 20_000 }).toBe(2);
      expect(alerts()[0]!.text).toContain("GHL_AGENCY_TOKEN");
      expect((await problem(first, "delivery-config"))?.message).toContain("GHL_AGENCY_TOKEN");
      expect(await page(first, (await rig.orderOf(sessions[0]!)).id)).toContain('data-state="delayed"');
    } finally {
      await first.close();
    }
    const second = await start();
    try {
      for (const session of sessions)
        await expect.poll(async () => (await rig.orderOf(session)).emailedAt, { timeout: 20_000 }).toBeTruthy();
      expect(rig.ghl.shareLinks).toHaveLength(2);
      expect(await problem(second, "order-attention")).toBeUndefined();
    } finally {
      await second.close();
    }
  }, 60_000);
});

describe("Stripe's word, however it comes", () => {
  it("a refund that arrives before its payment: the order ends refunded, no link is made or sent, the agency told", async () => {
    const server = await start();
    try {
      const session = await rig.buy(server.url, "mortgage");
      const completed = rig.stripe.complete(session, { email: "dee@example.org" });
      await rig.deliverEvent(server.url, rig.stripe.refund(session));
      await rig.deliverEvent(server.url, completed);
      await expect.poll(() => rig.settled(), { timeout: 20_000 }).toBe(true);
      const order = await rig.orderOf(session);
      expect(order.status).toBe("refunded");
      expect(rig.ghl.shareLinks).toHaveLength(0);
      expect(rig.mailsTo("dee@example.org")).toHaveLength(0);
      expect(rig.mailsTo(AGENCY).some((mail) => rig.subjectOf(mail).startsWith("Refunded"))).toBe(true);
      expect(await page(server, order.id)).toContain('data-state="refunded"');
    } finally {
      await server.close();
    }
  }, 60_000);

  it("a bank debit: the buyer is told it is clearing; when it fails, the page says so and the buyer and the agency are told", async () => {
    const server = await start();
    try {
      const session = await rig.buy(server.url, "mortgage");
      await rig.deliverEvent(server.url, rig.stripe.complete(session, { email: "eve@example.org", paid: false }));
      await expect.poll(() => rig.mailsTo("eve@example.org").length, { timeout: 20_000 }).toBe(1);
      expect(rig.mailsTo("eve@example.org")[0]!.text).toContain("clear");
      const { id } = await rig.orderOf(session);
      const clearing = await page(server, id);
      expect(clearing).toContain('data-state="processing"');
      expect(clearing).not.toContain('http-equiv="refresh"');
      await rig.deliverEvent(server.url, rig.stripe.asyncFailed(session));
      await expect.poll(() => rig.mailsTo("eve@example.org").length, { timeout: 20_000 }).toBe(2);
      await expect
        .poll(() => rig.mailsTo(AGENCY).filter((mail) => rig.subjectOf(mail).startsWith("Payment failed")).length, {
          timeout: 20_000,
        })
        .toBe(1);
      expect(await page(server, id)).toContain('data-state="failed"');
      expect(rig.ghl.shareLinks).toHaveLength(0);
    } finally {
      await server.close();
    }
  }, 60_000);

  it("an expired checkout: the page says no payment was taken, and it is only counted", async () => {
    const server = await start();
    try {
      const session = await rig.buy(server.url, "mortgage");
      await rig.deliverEvent(server.url, rig.stripe.expire(session));
      const order = await rig.orderOf(session);
      expect(order.status).toBe("expired");
      expect(await page(server, order.id)).toContain("no payment was taken");
      expect(rig.smtp.messages).toHaveLength(0);
    } finally {
      await server.close();
    }
  }, 60_000);

  it("a dispute: the agency is alerted", async () => {
    const server = await start();
    try {
      const session = await rig.buy(server.url, "mortgage");
      await rig.deliverEvent(server.url, rig.stripe.complete(session, { email: "fay@example.org" }));
      await rig.deliverEvent(server.url, rig.stripe.dispute(session));
      await expect
        .poll(() => rig.mailsTo(AGENCY).filter((mail) => rig.subjectOf(mail).startsWith("Dispute opened")).length, {
          timeout: 20_000,
        })
        .toBe(1);
      expect((await rig.orderOf(session)).disputedAt).toBeTruthy();
    } finally {
      await server.close();
    }
  }, 60_000);

  it("no webhook at all: the buyer returns, the page asks Stripe, the link comes; /healthz says the webhook is silent", async () => {
    const server = await start();
    try {
      const session = await rig.buy(server.url, "mortgage");
      rig.stripe.complete(session, { email: "gus@example.org" });
      const { id } = await rig.orderOf(session);
      expect(await page(server, id)).toMatch(/data-state="(making|ready|emailed)"/);
      await expect.poll(() => rig.mailsTo("gus@example.org").length, { timeout: 20_000 }).toBe(1);
      expect(rig.mailsTo("gus@example.org")[0]!.text).toContain(rig.ghl.shareLinks[0]!.shareLink);
      expect((await problem(server, "stripe-webhook-silent"))?.message).toContain("/api/stripe/webhook");
      noIdIn([id]);
    } finally {
      await server.close();
    }
  }, 60_000);

  it("a wrong signing secret: events are refused, /healthz names STRIPE_WEBHOOK_SECRET, and the order page still delivers", async () => {
    const server = await start(rig.env({ STRIPE_WEBHOOK_SECRET: "whsec_notthesecretofthisendpoint" }));
    try {
      const session = await rig.buy(server.url, "mortgage");
      const completed = rig.stripe.complete(session, { email: "hal@example.org" });
      for (let attempt = 0; attempt < 3; attempt += 1) expect(await rig.send(server.url, completed)).toBe(400);
      expect((await problem(server, "stripe-webhook-secret"))?.message).toContain("STRIPE_WEBHOOK_SECRET");
      await page(server, (await rig.orderOf(session)).id);
      await expect.poll(() => rig.mailsTo("hal@example.org").length, { timeout: 20_000 }).toBe(1);
    } finally {
      await server.close();
    }
  }, 60_000);

  it("a rolled key degrades /healthz at once, naming STRIPE_SECRET_KEY", async () => {
    rig.stripe.rollKey();
    const server = await start();
    try {
      await expect
        .poll(async () => (await problem(server, "stripe-key"))?.message, { timeout: 20_000 })
        .toContain("STRIPE_SECRET_KEY");
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe("orders closed by a person, and erased", () => {
  it("a snapshot delivered by hand: one alert with the command; the link recorded by it shows on the page and is e-mailed", async () => {
    const server = await start();
    try {
      const session = await rig.buy(server.url, "roofing");
      await rig.deliverEvent(server.url, rig.stripe.complete(session, { email: "ivy@example.org" }));
      await expect.poll(() => alerts().length, { timeout: 20_000 }).toBe(1);
      const { id } = await rig.orderOf(session);
      expect(alerts()[0]!.text).toContain(`npm run orders -- --delivered ${id} --link`);
      await expect.poll(() => rig.mailsTo("ivy@example.org").length, { timeout: 20_000 }).toBe(1);
      expect(rig.mailsTo("ivy@example.org")[0]!.text).not.toContain("always here");
      expect(await page(server, id)).toContain('data-state="manual"');

      const leads = await openLeadStore(rig.dbUrl);
      try {
        const orders = await openOrdersStore(leads.client, leads.outbox);
        expect(await orders.deliveredByHand(id, "https://affiliates.gohighlevel.com/?share=byhand1")).toBe(true);
        expect(await orders.deliveredByHand(id, "https://affiliates.gohighlevel.com/?share=byhand2")).toBe(false);
      } finally {
        leads.close();
      }
      await expect.poll(() => rig.mailsTo("ivy@example.org").length, { timeout: 20_000 }).toBe(2);
      expect(rig.mailsTo("ivy@example.org")[1]!.text).toContain("share=byhand1");
      const html = await page(server, id);
      expect(html).toContain("share=byhand1");
      expect(await problem(server, "order-attention")).toBeUndefined();
    } finally {
      await server.close();
    }
  }, 60_000);

  it("erasure by an e-mail in another case leaves no copy in the database file or the page; a late delivery writes nothing back", async () => {
    const server = await start();
    const email = "élodie.ñúñez@example.org";
    try {
      const session = await rig.buy(server.url, "mortgage");
      await rig.deliverEvent(server.url, rig.stripe.complete(session, { email, name: "Élodie Núñez" }));
      await expect.poll(() => rig.settled(), { timeout: 20_000 }).toBe(true);
      const order = await rig.orderOf(session);
      const leads = await openLeadStore(rig.dbUrl);
      try {
        const orders = await openOrdersStore(leads.client, leads.outbox);
        expect((await orders.eraseBuyer("ÉLODIE.ÑÚÑEZ@EXAMPLE.ORG")).orders).toBe(1);
        // A delivery still in flight finishes: it writes no link back onto the erased order.
        expect(await orders.saveLink(order.id, "https://affiliates.gohighlevel.com/?share=late")).toBeUndefined();
        await leads.eraseByEmail("ÉLODIE.ÑÚÑEZ@EXAMPLE.ORG");
      } finally {
        leads.close();
      }
      const html = await page(server, order.id);
      expect(html).toContain('data-state="erased"');
      expect(html).not.toContain("Élodie");
      for (const file of [rig.dbFile, `${rig.dbFile}-wal`]) {
        const bytes = await readFile(file).catch(() => Buffer.alloc(0));
        for (const needle of [email, "lodie", order.shareLink!])
          expect(bytes.includes(Buffer.from(needle))).toBe(false);
      }
    } finally {
      await server.close();
    }
  }, 60_000);

  it("a database file deleted under the server: Stripe is answered 5xx, so it sends the event again", async () => {
    const server = await start();
    try {
      const session = await rig.buy(server.url, "mortgage");
      await rm(rig.dbFile);
      expect(
        await rig.send(server.url, rig.stripe.complete(session, { email: "jo@example.org" })),
      ).toBeGreaterThanOrEqual(500);
    } finally {
      await server.close();
    }
  }, 60_000);
});
