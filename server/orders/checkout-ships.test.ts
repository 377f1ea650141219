// A production build sells only what it can deliver: its store catalog says so (sellsOnlyWhatShips), and the checkout
// refuses a snapshot without a GoHighLevel id or a spec sheet even when a "Pay" post arrives for it, with the question
// form in its place. A demo build's catalog sells every snapshot, as before.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECEIVER_PATH } from "../../lib/enquiry-contract.ts";
import { STORE_CATALOG_FILE } from "../../contracts/store-catalog.ts";
import { startServer } from "../index.ts";
import { startSmtpStub, type SmtpStub } from "../testing/smtp-stub.ts";
import { startStripeStub, type StripeStub } from "../testing/stripe-stub.ts";

const LEAD_CATALOG = {
  plans: {},
  services: {},
  industries: {},
  snapshots: {
    mortgage: { name: "Mortgage Snapshot", price: 197 },
    roofing: { name: "Roofing Snapshot", price: 177 },
    hvac: { name: "HVAC Snapshot", price: 177 },
  },
};
const snapshots = {
  mortgage: {
    name: "Mortgage Snapshot",
    ghlSnapshotId: "snapMortgage01",
    afterImport: [],
    versions: [],
    specSheet: true,
  },
  // An id but no spec sheet, and a spec sheet but no id: neither ships from a production build.
  roofing: {
    name: "Roofing Snapshot",
    ghlSnapshotId: "snapRoofing01",
    afterImport: [],
    versions: [],
    specSheet: false,
  },
  hvac: { name: "HVAC Snapshot", afterImport: [], versions: [], specSheet: true },
};

let dir: string;
let stripe: StripeStub;
let smtp: SmtpStub;
const servers: Awaited<ReturnType<typeof startServer>>[] = [];

/** A selling server over a build whose store catalog is a production build's, or a demo's. */
async function serve(production: boolean) {
  const folder = await mkdtemp(path.join(dir, production ? "production-" : "demo-"));
  const catalogFile = path.join(folder, "lead-catalog.json");
  await writeFile(catalogFile, JSON.stringify(LEAD_CATALOG));
  await writeFile(
    path.join(folder, STORE_CATALOG_FILE),
    JSON.stringify({ importSteps: ["Open the link."], shareLinkHours: 24, sellsOnlyWhatShips: production, snapshots }),
  );
  const server = await startServer({
    env: {
      LEADS_DB_URL: `file:${path.join(folder, "leads.db")}`,
      SITE_URL: "http://localhost:4999",
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: "team@agency.example",
    },
    port: 0,
    log: () => {},
    catalogFile,
  });
  servers.push(server);
  return server;
}

const pay = (url: string, slug: string) =>
  fetch(`${url}/api/checkout`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
    body: new URLSearchParams({ slug }),
  });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "checkout-ships-"));
  [stripe, smtp] = await Promise.all([startStripeStub(), startSmtpStub()]);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await Promise.all([stripe.close(), smtp.close()]);
  await rm(dir, { recursive: true, force: true });
});

describe("the checkout of a production build", () => {
  it("refuses a snapshot without a GoHighLevel id or without a spec sheet, keeping the question form, and asks Stripe nothing", async () => {
    const server = await serve(true);
    const before = stripe.sessions.length;
    for (const slug of ["roofing", "hvac"]) {
      const response = await pay(server.url, slug);
      expect(response.status, slug).toBe(409);
      const html = await response.text();
      expect(html).toContain(`action="${RECEIVER_PATH}"`);
      expect(html).toContain(`name="interest" value="snapshot:${slug}"`);
    }
    expect(stripe.sessions.length).toBe(before);
  });

  it("sells a snapshot with both", async () => {
    const server = await serve(true);
    const response = await pay(server.url, "mortgage");
    expect(response.status).toBe(303);
    expect(stripe.sessions.some((session) => session.url === response.headers.get("location"))).toBe(true);
  });
});

describe("the checkout of a demo build", () => {
  it("sells every snapshot, as before", async () => {
    const server = await serve(false);
    for (const slug of ["mortgage", "roofing", "hvac"]) expect((await pay(server.url, slug)).status, slug).toBe(303);
  });
});
