// The buyer's account, /account, in a browser with JavaScript off from end to end: a stranger and a buyer get the
// same answer and only the buyer a mail; the link's page signs in with a button, once; the order is listed with its
// version; "Send me a new link" sends one, and the same request posted again at once makes nothing; the receipt; sign
// out. The server is this file's own, against the store's stubs (Stripe, GoHighLevel, a mail server); each step waits
// for a state (a page, a mail, a delivery), never for a time.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import { startServer } from "../../server/index.ts";
import { startLeadConnectorStub, type LeadConnectorStub } from "../../server/testing/leadconnector-stub.ts";
import { startSmtpStub, type SmtpStub } from "../../server/testing/smtp-stub.ts";
import { SNAPSHOT_ID, storeEnv, writeStoreCatalogs } from "../../server/testing/store-fixtures.ts";
import { startStripeStub, type StripeStub } from "../../server/testing/stripe-stub.ts";
import { expect, test } from "./helpers";

test.describe.configure({ mode: "serial" });

const BUYER = "casey@example.org";
let dir: string;
let stripe: StripeStub;
let ghl: LeadConnectorStub;
let smtp: SmtpStub;
let server: Awaited<ReturnType<typeof startServer>>;
let orderId: string;

const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email));
const signInMails = (email: string) => mailsTo(email).filter((mail) => /\/account\/verify\?token=/.test(mail.text));
/** The sign-in link of the buyer's latest mail, on this server (the mail names SITE_URL). */
const latestLink = () => {
  const url = new URL(
    /https?:\/\/\S+\/account\/verify\?token=[A-Za-z0-9_-]+/.exec(signInMails(BUYER).at(-1)!.text)![0],
  );
  return `${url.pathname}${url.search}`;
};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = await mkdtemp(path.join(tmpdir(), "account-e2e-"));
  const catalogFile = await writeStoreCatalogs(dir);
  const storeFile = path.join(dir, "store-catalog.json");
  const catalog = JSON.parse(await readFile(storeFile, "utf8")) as {
    snapshots: Record<string, Record<string, unknown>>;
  };
  catalog.snapshots.mortgage!.versions = [{ version: "1.0.0", date: "2026-01-01", changes: ["First release."] }];
  await writeFile(storeFile, JSON.stringify(catalog));
  [stripe, ghl, smtp] = await Promise.all([
    startStripeStub(),
    startLeadConnectorStub({ snapshotIds: [SNAPSHOT_ID] }),
    startSmtpStub(),
  ]);
  server = await startServer({
    port: 0,
    host: "127.0.0.1",
    log: () => undefined,
    catalogFile,
    env: { ...process.env, ...storeEnv({ dbUrl: `file:${path.join(dir, "leads.db")}`, stripe, smtp, ghl }) },
  });
  await expect.poll(() => server.storeReady(), { timeout: 30_000 }).toBe(true);
  const response = await fetch(`${server.url}/api/checkout`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ slug: "mortgage" }),
  });
  const session = stripe.sessions.find((item) => item.url === response.headers.get("location"))!;
  orderId = session.client_reference_id!;
  const event = stripe.complete(session.id, { email: BUYER, name: "Casey Buyer" });
  expect(
    (
      await fetch(`${server.url}/api/stripe/webhook`, {
        method: "POST",
        headers: { "Stripe-Signature": event.signature },
        body: event.body,
      })
    ).status,
  ).toBe(200);
  await expect.poll(() => mailsTo(BUYER).length, { timeout: 30_000 }).toBe(1);
});

test.afterAll(async () => {
  await server?.close();
  await Promise.all([stripe?.close(), ghl?.close(), smtp?.close()]);
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The page's accessibility problems, as axe finds them (WCAG 2.2 AA and best practice). */
async function problems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`,
  );
}

/** Asks for a sign-in link in a browser without JavaScript: the answer's text. */
async function ask(context: BrowserContext, email: string): Promise<string> {
  const page = await context.newPage();
  await page.goto(`${server.url}/account`);
  await page.getByLabel("Your e-mail address").fill(email);
  await page.getByRole("button", { name: "Send me a sign-in link" }).click();
  const answer = (await page.locator("[data-answer]").textContent()) ?? "";
  await page.close();
  return answer;
}

test("JavaScript off: sign in by e-mail, see the order with its version, get one new link, print a receipt, sign out", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const stranger = await browser.newContext({ javaScriptEnabled: false });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const scripts: string[] = [];
  context.on("request", (request) => void (request.resourceType() === "script" && scripts.push(request.url())));

  // The same answer for a stranger and a buyer; only the buyer gets a mail.
  const strangerAnswer = await ask(stranger, "stranger@example.org");
  const buyerAnswer = await ask(context, BUYER);
  expect(strangerAnswer).toBe(buyerAnswer);
  expect(buyerAnswer).toContain("If this address has bought from us");
  await expect.poll(() => signInMails(BUYER).length, { timeout: 15_000 }).toBe(1);
  expect(mailsTo("stranger@example.org")).toEqual([]);

  // The link's page signs in with its button; the link then works no more.
  const page = await context.newPage();
  const link = latestLink();
  await page.goto(`${server.url}${link}`);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${server.url}/account`);
  const order = page.locator(`[data-order="${orderId}"]`);
  await expect(order.locator("[data-version]")).toHaveText("1.0.0");
  await expect(order.locator("[data-status]")).toHaveText("Paid and delivered");
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === "__Host-account")).toMatchObject({
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
  });

  // One new link on request; the same request sent again at once makes nothing.
  const key = await order.locator('input[name="key"]').getAttribute("value");
  const csrf = await order.locator('input[name="csrf"]').getAttribute("value");
  await order.getByRole("button", { name: /Send me a new link/ }).click();
  await expect(page.getByRole("status")).toContainText("A new link is on its way");
  const again = await context.request.post(`${server.url}/account/orders/${orderId}/new-link`, {
    form: { key: key!, csrf: csrf! },
    maxRedirects: 0,
    headers: { Origin: server.url },
  });
  expect(again.headers().location).toBe("/account?new-link=pending");
  await expect
    .poll(() => mailsTo(BUYER).filter((mail) => mail.text.includes("new share link")).length, { timeout: 15_000 })
    .toBe(1);
  expect(ghl.shareLinks).toHaveLength(2);

  // The receipt, then signing out.
  await page.goto(`${server.url}/account`);
  await order.getByRole("link", { name: "Receipt" }).click();
  await expect(page.locator("[data-receipt]")).toContainText(orderId);
  await page.getByRole("link", { name: "Back to your orders" }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByLabel("Your e-mail address")).toBeVisible();

  // The used link explains itself and offers a new one.
  await page.goto(`${server.url}${link}`);
  await expect(page.locator("[data-problem]")).toHaveAttribute("data-problem", "used");
  expect(scripts).toEqual([]);
  await Promise.all([context.close(), stranger.close()]);
});

test("the sign-in page, the answer, the orders and the receipt have no accessibility problems", async ({ browser }) => {
  // axe runs as a script in the page: this browser has JavaScript on (the pages themselves have none). Five pages
  // analysed take over 20 s on a loaded machine.
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/account`);
  expect(await problems(page)).toEqual([]);
  const before = signInMails(BUYER).length;
  await page.getByLabel("Your e-mail address").fill(BUYER);
  await page.getByRole("button", { name: "Send me a sign-in link" }).click();
  await expect(page.locator("[data-answer]")).toBeVisible();
  expect(await problems(page)).toEqual([]);
  await expect.poll(() => signInMails(BUYER).length, { timeout: 15_000 }).toBe(before + 1);
  await page.goto(`${server.url}${latestLink()}`);
  expect(await problems(page)).toEqual([]);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator(`[data-order="${orderId}"]`)).toBeVisible();
  expect(await problems(page)).toEqual([]);
  await page.goto(`${server.url}/account/orders/${orderId}/receipt`);
  expect(await problems(page)).toEqual([]);
  await context.close();
});
