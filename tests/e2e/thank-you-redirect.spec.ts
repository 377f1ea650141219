// THANK_YOU_REDIRECT=1 is fixed at build time (the browser must know it before a send), so this file runs on a build
// made with it on (the live build of settings-build.ts), served by the production server; an ad platform then
// counts a conversion by the /thank-you address. The suite's main build (the setting off) is checked in
// form-guide.spec.ts: the page stays and shows what happens next.
import { walk } from "../../server/build-manifest.mjs";
import { budgetProblems } from "../../scripts/js-budgets.mjs";
import { fillForm, filled, expect, test } from "./helpers";
import { STORED_PHONE, bookInCalendar, embedsStarted, standIns } from "./ghl-stand-ins";
import { storedLeads } from "./leads";
import { LIVE_BUILD, serveSettingsBuild } from "./settings-build";

// With the store, the calendar and the chat on too (the live build, shared with store.spec.ts): /thank-you then opens
// the calendar filled in with the enquiry just sent, and the build, without analytics, is held to the suite's budgets.
const running = serveSettingsBuild(LIVE_BUILD.name, LIVE_BUILD.settings);

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

test("the calendar on /thank-you opens filled in with the enquiry sent before the page changed, and books", async ({ page, context }) => {
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
