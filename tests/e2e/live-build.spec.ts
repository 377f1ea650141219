// The live build: the settings a live agency turns on that change what the browser gets, fixed at build time (the
// browser must know them), in one build this file makes, runs the post-build step over and serves with the production
// server (tests/e2e/settings-build.ts). One file, so one worker builds it once while the other goes on.
// - Selling: STRIPE_SECRET_KEY, served with STRIPE_API_BASE at the Stripe stub. "Pay" on the price card without
//   JavaScript and in the Buy Now popup with it both land on the stub's checkout page for the price the page shows, and
//   no page loads a payment script. Selling needs a mail server and a sender; no payment completes here, so nothing is
//   ever sent to this one.
// - THANK_YOU_REDIRECT=1: an ad platform counts a conversion by the /thank-you address. The suite's main build (the
//   setting off) is checked in form-guide.spec.ts: the page stays and shows what happens next.
// - The calendar and the chat (GHL_BOOKING_CALENDAR_ID, GHL_CHAT_WIDGET_ID): /thank-you opens the calendar filled in
//   with the enquiry just sent, and the build, without analytics, is held to the suite's budgets.
import { walk } from "../../server/build-manifest.mjs";
import { budgetProblems } from "../../scripts/checks/js-budgets.mjs";
import { startStripeStub, type StripeStub } from "../../server/testing/stripe-stub.ts";
import { fillForm, filled, expect, test } from "./helpers";
import { CALENDAR_ID, CHAT_WIDGET_ID, STORED_PHONE, bookInCalendar, embedsStarted, standIns } from "./ghl-stand-ins";
import { storedLeads } from "./leads";
import { serveSettingsBuild } from "./settings-build";

const settings: Record<string, string> = {
  STRIPE_SECRET_KEY: "sk_test_e2estorekey0001",
  STRIPE_WEBHOOK_SECRET: "whsec_e2estoresecret0001",
  SMTP_URL: "smtp://127.0.0.1:2525",
  LEADS_NOTIFY_TO: "team@agency.example",
  THANK_YOU_REDIRECT: "1",
  GHL_BOOKING_CALENDAR_ID: CALENDAR_ID,
  GHL_CHAT_WIDGET_ID: CHAT_WIDGET_ID,
};
let stripe: StripeStub | undefined;
// Before the build's own hook: the server it starts points at the stub.
test.beforeAll(async () => {
  stripe = await startStripeStub({
    secretKey: settings.STRIPE_SECRET_KEY!,
    webhookSecret: settings.STRIPE_WEBHOOK_SECRET!,
  });
  settings.STRIPE_API_BASE = stripe.url;
});
const running = serveSettingsBuild("live", settings);
test.afterAll(async () => {
  await stripe?.close();
});

test("an on-page form's visitor lands on /thank-you once the enquiry is stored", async ({ page }) => {
  const before = (await storedLeads(running.dbUrl)).length;
  await page.goto(`${running.server.url}/contact`);
  await fillForm(page, "contact");
  await page.getByRole("button", { name: "Send Inquiry" }).click();
  await page.waitForURL(/\/thank-you(#|$)/);
  await embedsStarted(page);
  await expect(page).toHaveURL(`${running.server.url}/thank-you`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await storedLeads(running.dbUrl)).toHaveLength(before + 1);
});

test("a popup's visitor reads the client's message for its 2 s, then lands on /thank-you", async ({ page }) => {
  // Page time only moves when the test says so (no wall-clock waits).
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto(`${running.server.url}/pricing`);
  await page.clock.pauseAt(start + 60_000);
  await page.getByRole("link", { name: "Request Custom Pricing" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Custom Pricing" });
  await fillForm(page, "popup");
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(dialog.getByRole("status")).toHaveText(/^Message sent successfully!/);
  // The message is read first: the address has not changed yet.
  await page.clock.runFor(1_000);
  await expect(page).toHaveURL(`${running.server.url}/pricing`);
  await page.clock.runFor(1_500);
  // (The page clock stays paused there, so the page is not waited on to read the enquiry out of its address.)
  await page.waitForURL(/\/thank-you(#booking=[\w-]+)?$/);
});

test("the calendar on /thank-you opens filled in with the enquiry sent before the page changed, and books", async ({
  page,
  context,
}) => {
  await standIns(context);
  await page.goto(`${running.server.url}/contact`);
  const name = "Redirect Calendar Moss";
  await fillForm(page, "contact", { ...filled, name });
  await page.getByRole("button", { name: "Send Inquiry" }).click();
  // The address names the enquiry after the # until the page has read it; then it is the plain /thank-you.
  await page.waitForURL(/\/thank-you(#|$)/);
  await embedsStarted(page);
  await expect(page).toHaveURL(`${running.server.url}/thank-you`);
  await page.getByRole("link", { name: "Pick a time now" }).click();
  // Filled in from the lead as the receiver stored it (the phone in international form).
  await bookInCalendar(page, { ...filled, name, phone: STORED_PHONE });
});

// The calendar's and the chat's code loads on first use (call-and-chat.spec.ts checks none of it is in a first load),
// so a build with both on fits the same per-type budgets as the suite's build (build-audit.spec.ts).
test("with the calendar and the chat on, every page type loads at most its JavaScript budget", async () => {
  const html = (await walk(`${running.buildDir}/client`)).filter((file) => file.endsWith(".html"));
  const { over, untyped } = budgetProblems(running.buildDir, html);
  expect(untyped).toEqual([]);
  expect(over).toEqual([]);
});

/** The page's price in cents, as the price card shows it ("$197"). */
async function shownCents(page: import("@playwright/test").Page): Promise<string> {
  const text = (await page.getByTestId("detail-price").textContent()) ?? "";
  return String(Math.round(Number(text.replace(/[^\d.]/g, "")) * 100));
}

for (const javaScriptEnabled of [false, true]) {
  test(`Pay ${javaScriptEnabled ? "from the Buy Now popup" : "on the price card without JavaScript"} lands on Stripe's checkout for the page's price`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(`${running.server.url}/buy-snapshot/mortgage`);
    const cents = await shownCents(page);
    if (javaScriptEnabled) {
      // This context's page is not the fixture's (whose goto waits for hydration): before hydration Buy Now is a plain
      // link to the contact page, as it should be.
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await page.getByRole("link", { name: "Buy Now" }).first().click();
      await page.getByRole("dialog").locator("form[data-pay] button").click();
    } else {
      await page.locator("form[data-pay] button").first().click();
    }
    await page.waitForURL(/\/c\/pay\/cs_test_/);
    await expect(page.locator("p[data-amount]")).toHaveAttribute("data-amount", cents);
    expect(scripts.filter((url) => !url.startsWith(running.server.url))).toEqual([]);
    await context.close();
  });
}
