// The buyer's order page, /order/<id>, in a browser with JavaScript off and on, in each state a buyer can find it in:
// waiting for Stripe, e-mailed with its link, delivered by hand, refunded and erased; an unknown id is a 404. Every
// answer is noindex and no-store, and the page loads no script. The orders are made through the real paths against
// the stubs: the checkout (POST /api/checkout, Stripe's stub), Stripe's signed events at the webhook, the outbox
// making the link (GoHighLevel's stub) and sending the mail (the SMTP stub); the erasure through the store the
// server and `npm run orders -- --delete` use. Each step waits for the state the page reports, never for a time.
// The server is this file's own (the Stripe settings are the server's, not the build's), over the suite's build.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import type { InterestCatalog } from "../../contracts/lead-catalog.ts";
import type { StoreCatalog } from "../../contracts/store-catalog.ts";
import { startServer } from "../../server/index.ts";
import { openLeadStore } from "../../server/enquiries/leads-store.ts";
import { money } from "../../server/orders/money.ts";
import { openOrdersStore } from "../../server/orders/orders-store.ts";
import { startLeadConnectorStub, type LeadConnectorStub } from "../../server/testing/leadconnector-stub.ts";
import { startSmtpStub, type SmtpStub } from "../../server/testing/smtp-stub.ts";
import { startStripeStub, type SignedEvent, type StripeStub } from "../../server/testing/stripe-stub.ts";
import { REPO_ROOT } from "../content/helpers.ts";
import { expect, test } from "./helpers";

test.describe.configure({ mode: "serial" });

const SNAPSHOT_ID = "snapE2eOrderPage01";
/** Sold with a link GoHighLevel makes (given an id here), and one delivered by hand (no id). */
const BY_LINK = "mortgage";
const BY_HAND = "roofing";
const ERASED_BUYER = "erase.me@example.org";

type State = "waiting" | "emailed" | "manual" | "refunded" | "erased";
let dir: string;
let dbUrl: string;
let stripe: StripeStub;
let ghl: LeadConnectorStub;
let smtp: SmtpStub;
let server: Awaited<ReturnType<typeof startServer>>;
let catalog: InterestCatalog;
let storeCatalog: StoreCatalog;
const orders = {} as Record<State, { id: string; slug: string }>;

/** The state the order page reports (data-state), as the server renders it now. */
async function stateOf(id: string): Promise<string | undefined> {
  const html = await (await fetch(`${server.url}/order/${id}`)).text();
  return /data-state="(\w+)"/.exec(html)?.[1];
}
const reaches = (id: string, state: State) => expect.poll(() => stateOf(id), { timeout: 30_000 }).toBe(state);

async function buy(slug: string): Promise<{ id: string; session: string }> {
  const response = await fetch(`${server.url}/api/checkout`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ slug }),
  });
  expect(response.status).toBe(303);
  const session = stripe.sessions.find((item) => item.url === response.headers.get("location"))!;
  return { id: session.client_reference_id!, session: session.id };
}
async function deliver(event: SignedEvent): Promise<void> {
  const response = await fetch(`${server.url}/api/stripe/webhook`, {
    method: "POST",
    headers: { "Stripe-Signature": event.signature },
    body: event.body,
  });
  expect(response.status).toBe(200);
}
async function paid(slug: string, email: string): Promise<{ id: string; session: string }> {
  const order = await buy(slug);
  await deliver(stripe.complete(order.session, { email, name: "Casey Buyer" }));
  return order;
}

test.beforeAll(async () => {
  // Five orders through Stripe's stub, the outbox and the mail stub: more than one test's time on a loaded machine.
  test.setTimeout(180_000);
  dir = await mkdtemp(path.join(tmpdir(), "order-page-e2e-"));
  dbUrl = `file:${path.join(dir, "leads.db")}`;
  // The build's catalogs (names and prices from content), one snapshot given a GoHighLevel id, one left without.
  catalog = JSON.parse(await readFile(path.join(REPO_ROOT, "build", "lead-catalog.json"), "utf8")) as InterestCatalog;
  storeCatalog = JSON.parse(
    await readFile(path.join(REPO_ROOT, "build", "store-catalog.json"), "utf8"),
  ) as StoreCatalog;
  storeCatalog.snapshots[BY_LINK] = { ...storeCatalog.snapshots[BY_LINK]!, ghlSnapshotId: SNAPSHOT_ID };
  const { ghlSnapshotId: _none, ...byHand } = storeCatalog.snapshots[BY_HAND]!;
  storeCatalog.snapshots[BY_HAND] = byHand;
  await writeFile(path.join(dir, "lead-catalog.json"), JSON.stringify(catalog));
  await writeFile(path.join(dir, "store-catalog.json"), JSON.stringify(storeCatalog));
  [stripe, ghl, smtp] = await Promise.all([
    startStripeStub(),
    startLeadConnectorStub({ snapshotIds: [SNAPSHOT_ID] }),
    startSmtpStub(),
  ]);
  server = await startServer({
    port: 0,
    host: "127.0.0.1",
    log: () => undefined,
    catalogFile: path.join(dir, "lead-catalog.json"),
    env: {
      ...process.env,
      LEADS_DB_URL: dbUrl,
      SITE_URL: "http://127.0.0.1:4999",
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      GHL_AGENCY_TOKEN: ghl.agencyToken,
      GHL_COMPANY_ID: ghl.companyId,
      GHL_API_BASE: ghl.url,
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: "owner@agency.example",
      LEADS_RETRY_BASE_SECONDS: "0.05",
      LEADS_RETRY_MAX_SECONDS: "0.2",
      LEADS_OUTBOX_POLL_SECONDS: "0.1",
      CONTACT_RATE_LIMIT: "1000",
    },
  });
  await expect.poll(() => server.storeReady(), { timeout: 30_000 }).toBe(true);

  orders.waiting = { ...(await buy(BY_LINK)), slug: BY_LINK };
  orders.emailed = { ...(await paid(BY_LINK, "emailed@example.org")), slug: BY_LINK };
  orders.manual = { ...(await paid(BY_HAND, "by.hand@example.org")), slug: BY_HAND };
  const refunded = await paid(BY_LINK, "refunded@example.org");
  orders.refunded = { ...refunded, slug: BY_LINK };
  orders.erased = { ...(await paid(BY_LINK, ERASED_BUYER)), slug: BY_LINK };
  await reaches(orders.emailed.id, "emailed");
  await reaches(orders.manual.id, "manual");
  // A refund after delivery, and an erasure after it: what a buyer finds later.
  await reaches(refunded.id, "emailed");
  await deliver(stripe.refund(refunded.session));
  await reaches(orders.erased.id, "emailed");
  const leads = await openLeadStore(dbUrl);
  try {
    expect((await (await openOrdersStore(leads.client, leads.outbox)).eraseBuyer(ERASED_BUYER)).orders).toBe(1);
  } finally {
    leads.close();
  }
  for (const state of Object.keys(orders) as State[]) await reaches(orders[state].id, state);
});

test.afterAll(async () => {
  await server?.close();
  await Promise.all([stripe?.close(), ghl?.close(), smtp?.close()]);
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Opens a page in a context with JavaScript on or off, noting every script it asks for. */
async function open(browser: Browser, javaScriptEnabled: boolean, url: string) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  const response = await page.goto(url);
  return { context, page, response: response!, scripts };
}

const linkOnPage = (page: Page) => page.locator('a[href^="https://affiliates.gohighlevel.com/"]');

for (const javaScriptEnabled of [false, true]) {
  const js = javaScriptEnabled ? "JavaScript on" : "JavaScript off";
  for (const state of ["waiting", "emailed", "manual", "refunded", "erased"] as const) {
    test(`${js}: an order ${state} shows it, unindexed, uncached, without a script`, async ({ browser }) => {
      const order = orders[state];
      const { context, page, response, scripts } = await open(
        browser,
        javaScriptEnabled,
        `${server.url}/order/${order.id}`,
      );
      expect(response.status()).toBe(200);
      expect(response.headers()["x-robots-tag"]).toContain("noindex");
      expect(response.headers()["cache-control"]).toContain("no-store");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.locator("[data-state]")).toHaveAttribute("data-state", state);
      // The snapshot and the price the content gives it.
      const snapshot = catalog.snapshots[order.slug]!;
      await expect(page.getByRole("heading", { level: 1 })).toContainText(snapshot.name);
      await expect(page.locator("main")).toContainText(money(snapshot.price * 100, "usd"));
      const link = linkOnPage(page);
      if (state === "emailed") {
        // The link GoHighLevel made for this order, the import steps, and the resend button.
        const made = await link.getAttribute("href");
        expect(ghl.shareLinks.map((item) => item.shareLink)).toContain(made);
        await expect(page.locator("ol > li")).toHaveCount(storeCatalog.importSteps.length);
        await expect(page.getByRole("button", { name: /again/ })).toBeVisible();
      } else {
        await expect(link).toHaveCount(0);
        await expect(page.getByRole("button", { name: /again/ })).toHaveCount(0);
      }
      if (state === "manual")
        await expect(page.locator("[data-state]")).toContainText(`${storeCatalog.shareLinkHours} hours`);
      if (state === "waiting") await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(1);
      if (state === "erased") await expect(page.locator("main")).not.toContainText(ERASED_BUYER);
      expect(scripts).toEqual([]);
      await context.close();
    });
  }

  test(`${js}: an unknown order id is a 404, unindexed and uncached`, async ({ browser }) => {
    for (const id of ["AAAAAAAAAAAAAAAAAAAAAAAA", "not-an-order"]) {
      const { context, response } = await open(browser, javaScriptEnabled, `${server.url}/order/${id}`);
      expect(response.status()).toBe(404);
      expect(response.headers()["x-robots-tag"]).toContain("noindex");
      expect(response.headers()["cache-control"]).toContain("no-store");
      await context.close();
    }
  });
}

test("JavaScript off: Send the e-mail again is a plain form: the page says so and the buyer gets the mail again", async ({
  browser,
}) => {
  const order = orders.emailed;
  const mails = () => smtp.messages.filter((mail) => mail.to.includes("emailed@example.org"));
  expect(mails()).toHaveLength(1);
  const { context, page } = await open(browser, false, `${server.url}/order/${order.id}`);
  const link = (await linkOnPage(page).getAttribute("href"))!;
  await page.getByRole("button", { name: /again/ }).click();
  await page.waitForURL(/\?resend=sent$/);
  // The order's status and, beside it, the notice that the mail is on its way.
  await expect(page.getByRole("status")).toHaveCount(2);
  await expect(page.locator("[data-state]")).toHaveAttribute("data-state", "emailed");
  await expect.poll(() => mails().length, { timeout: 30_000 }).toBe(2);
  // The same link again, in a message of its own.
  expect(mails()[1]!.text).toContain(link);
  expect(mails()[1]!.header("Message-ID")).not.toBe(mails()[0]!.header("Message-ID"));
  await context.close();
});
