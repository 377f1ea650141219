// The snapshot store's test rig: a Stripe stub, a GoHighLevel stub with the snapshots API, a mail server, the build's
// two catalog files in a temporary folder, the production server's settings pointing at all of them (retries in
// milliseconds), and what a test does with them: buy, send Stripe's event, read the database as the commands do.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { openLeadStore } from "../enquiries/leads-store.ts";
import { openOrdersStore, type Order } from "../orders/orders-store.ts";
import type { DeliveryRow } from "../outbox/outbox-store.ts";
import { startLeadConnectorStub, type LeadConnectorStub } from "./leadconnector-stub.ts";
import { startSmtpStub, type SmtpStub } from "./smtp-stub.ts";
import { AGENCY, SNAPSHOT_ID, storeEnv, writeStoreCatalogs } from "./store-fixtures.ts";
import { startStripeStub, type SignedEvent, type StripeStub } from "./stripe-stub.ts";

export { AGENCY, SNAPSHOT_ID };

export interface StoreRig {
  dir: string;
  dbUrl: string;
  dbFile: string;
  catalogFile: string;
  stripe: StripeStub;
  ghl: LeadConnectorStub;
  smtp: SmtpStub;
  /** The server's settings: every service of the rig, retries in milliseconds. */
  env(overrides?: Record<string, string>): Record<string, string>;
  /** "Pay" on a snapshot page: the Stripe session it made. */
  buy(url: string, slug: string): Promise<string>;
  /** Posts an event to the webhook: the status. */
  send(url: string, event: SignedEvent): Promise<number>;
  /** Sends until Stripe would stop retrying: a 200 (a store still opening answers 503). */
  deliverEvent(url: string, event: SignedEvent): Promise<void>;
  /** The orders and their deliveries, read as `npm run orders` reads them. */
  state(): Promise<{ orders: Order[]; deliveries: DeliveryRow[] }>;
  /** The order made for a Stripe session. */
  orderOf(sessionId: string): Promise<Order>;
  /** Every order delivery has ended (none pending). */
  settled(): Promise<boolean>;
  mailsTo(email: string): SmtpStub["messages"];
  /** The mail's subject, decoded (a subject with "…" or an accent is sent as RFC 2047 encoded words). */
  subjectOf(mail: SmtpStub["messages"][number]): string;
  close(): Promise<void>;
}

/** RFC 2047's Q encoding (as nodemailer writes a subject with "…" or an accent), decoded. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, text: string) => {
    const bytes: number[] = [];
    for (let index = 0; index < text.length; index += 1) {
      const char = text[index]!;
      if (char === "=") {
        bytes.push(parseInt(text.slice(index + 1, index + 3), 16));
        index += 2;
      } else bytes.push(char === "_" ? 32 : char.charCodeAt(0));
    }
    return Buffer.from(bytes).toString("utf8");
  });
}

export async function startStoreRig(): Promise<StoreRig> {
  const dir = await mkdtemp(path.join(tmpdir(), "store-rig-"));
  const dbFile = path.join(dir, "leads.db");
  const dbUrl = `file:${dbFile}`;
  const catalogFile = await writeStoreCatalogs(dir);
  const [stripe, ghl, smtp] = await Promise.all([
    startStripeStub(),
    startLeadConnectorStub({ snapshotIds: [SNAPSHOT_ID] }),
    startSmtpStub(),
  ]);

  const read = async <T>(
    query: (
      orders: Awaited<ReturnType<typeof openOrdersStore>>,
      leads: Awaited<ReturnType<typeof openLeadStore>>,
    ) => Promise<T>,
  ) => {
    const leads = await openLeadStore(dbUrl);
    try {
      return await query(await openOrdersStore(leads.client, leads.outbox), leads);
    } finally {
      leads.close();
    }
  };
  const rig: StoreRig = {
    dir,
    dbUrl,
    dbFile,
    catalogFile,
    stripe,
    ghl,
    smtp,
    env: (overrides = {}) => ({ ...storeEnv({ dbUrl, stripe, smtp, ghl }), ...overrides }),
    async buy(url, slug) {
      const response = await fetch(`${url}/api/checkout`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ slug }),
      });
      expect(response.status).toBe(303);
      return stripe.sessions.find((session) => session.url === response.headers.get("location"))!.id;
    },
    async send(url, event) {
      const response = await fetch(`${url}/api/stripe/webhook`, {
        method: "POST",
        headers: { "Stripe-Signature": event.signature },
        body: event.body,
      });
      return response.status;
    },
    async deliverEvent(url, event) {
      await expect.poll(() => rig.send(url, event), { timeout: 20_000, interval: 50 }).toBe(200);
    },
    state: () =>
      read(async (orders, leads) => ({
        orders: await orders.list(),
        deliveries: await leads.outbox.list({ kind: "order" }),
      })),
    orderOf: (sessionId) =>
      read(async (orders, leads) => {
        const row = (
          await leads.client.execute({ sql: "SELECT id FROM orders WHERE session_id = ?", args: [sessionId] })
        ).rows[0];
        const found = row ? await orders.get(String(row.id)) : undefined;
        if (found) return found;
        throw new Error(`no order for ${sessionId}`);
      }),
    async settled() {
      const { deliveries } = await rig.state();
      return deliveries.length > 0 && deliveries.every((delivery) => delivery.status !== "pending");
    },
    mailsTo: (email) => smtp.messages.filter((mail) => mail.to.includes(email)),
    subjectOf: (mail) => decodeWords(mail.header("Subject") ?? ""),
    async close() {
      await Promise.all([stripe.close(), ghl.close(), smtp.close()]);
      await rm(dir, { recursive: true, force: true });
    },
  };
  return rig;
}
