// The agency's GoHighLevel calendar and chat (GHL_BOOKING_CALENDAR_ID, GHL_CHAT_WIDGET_ID) are fixed at build time, so
// this file makes its own build with both on (and Plausible, to see the goal), serves it with the production server,
// and stands in for GoHighLevel's hosts (routes intercepted): a calendar page that posts the booking message the way
// the real one does, and a chat loader that inserts a <chat-widget>. Nothing may reach those hosts before a press.
import { createClient } from "@libsql/client";
import type { Page, Route } from "@playwright/test";
import { walk } from "../../server/build-manifest.mjs";
import { firstUseCode, measurePages } from "../../scripts/checks/js-budgets.mjs";
import { expect, fillForm, filled, test } from "./helpers";
import {
  CALENDAR_ID,
  CHAT_WIDGET_ID,
  STORED_PHONE,
  bookInCalendar,
  confirmBooking,
  embedsStarted,
  standIns,
} from "./ghl-stand-ins";
import { serveSettingsBuild } from "./settings-build";

const SETTINGS = {
  GHL_BOOKING_CALENDAR_ID: CALENDAR_ID,
  GHL_CHAT_WIDGET_ID: CHAT_WIDGET_ID,
  ANALYTICS_PROVIDER: "plausible",
};

const running = serveSettingsBuild("call-and-chat", SETTINGS);

const events = (page: Page) => page.evaluate(() => (window as unknown as { __events?: string[] }).__events ?? []);

async function bookedAt(name: string): Promise<unknown> {
  const client = createClient({ url: running.dbUrl });
  try {
    return (
      await client.execute({
        sql: "SELECT call_booked_at FROM leads WHERE name = ? ORDER BY id DESC LIMIT 1",
        args: [name],
      })
    ).rows[0]?.call_booked_at;
  } finally {
    client.close();
  }
}

test("after a send, the calendar opens on the page filled in with the enquiry, and a booking is confirmed, counted and noted", async ({
  page,
  context,
}) => {
  const ghl = await standIns(context);
  const name = "Dana Calendar Ruiz";
  await page.goto(`${running.server.url}/contact`);
  await fillForm(page, "contact", { ...filled, name });
  await page.getByRole("button", { name: "Send Inquiry" }).click();
  const confirmation = page.locator("[data-send-confirmation]");
  await expect(confirmation).toBeVisible();
  // Nothing of GoHighLevel's has been asked for yet: not by the pages, not by the send, not by the confirmation.
  expect(ghl.map((request) => request.url())).toEqual([]);

  await confirmation.getByRole("link", { name: "Pick a time now" }).click();
  const dialog = page.getByRole("dialog", { name: "Book your free call" });
  await expect(dialog).toBeVisible();
  const calendar = page.frameLocator("iframe[title='Our booking calendar']");
  await expect(calendar.locator("[name=first_name]")).toHaveValue("Dana");
  await expect(calendar.locator("[name=last_name]")).toHaveValue("Calendar Ruiz");
  await expect(calendar.locator("[name=email]")).toHaveValue(filled.email);
  await expect(calendar.locator("[name=phone]")).toHaveValue(filled.phone);
  expect(new URL(ghl[0]!.url()).pathname).toBe(`/widget/booking/${CALENDAR_ID}`);

  expect(await bookedAt(name)).toBeNull();
  await confirmBooking(calendar);
  await expect(dialog.getByRole("heading", { name: "Your call is booked" })).toBeFocused();
  await expect.poll(() => events(page)).toContain("Call booked");
  await expect.poll(() => bookedAt(name)).toMatch(/^\d{4}-/);
  // Closed, the focus goes back to the link that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(confirmation.getByRole("link", { name: "Pick a time now" })).toBeFocused();
});

test("a booking message from any other origin is ignored", async ({ page, context }) => {
  await standIns(context);
  await page.goto(`${running.server.url}/contact`);
  // The calendar and chat start once the page runs (the chat button shows it); a click before is a plain link.
  await expect(page.getByRole("button", { name: "Chat with us" })).toBeVisible();
  await page.getByRole("link", { name: "Book a call" }).click();
  const dialog = page.getByRole("dialog", { name: "Book your free call" });
  await expect(dialog).toBeVisible();
  // The page itself, and a frame of another GoHighLevel host, post the very same message; the test listens too.
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { __heard: string[] }).__heard = heard;
    window.addEventListener("message", (event) => heard.push(event.origin));
    window.postMessage("msgsndr-booking-complete", "*");
    const frame = document.createElement("iframe");
    frame.src = "https://widgets.leadconnectorhq.com/other-frame";
    document.body.append(frame);
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __heard: string[] }).__heard))
    .toEqual([running.server.url, "https://widgets.leadconnectorhq.com"]);
  await expect(dialog.getByRole("heading", { name: "Your call is booked" })).toHaveCount(0);
  expect(await events(page)).not.toContain("Call booked");
  // The calendar's own message still counts afterwards, so the two above were heard and dropped.
  await confirmBooking(page.frameLocator("iframe[title='Our booking calendar']"));
  await expect(dialog.getByRole("heading", { name: "Your call is booked" })).toBeVisible();
  expect((await events(page)).filter((event) => event === "Call booked")).toHaveLength(1);
});

test("/contact offers the calendar beside the form, loaded only when chosen; without a press no GoHighLevel request", async ({
  page,
  context,
}) => {
  const ghl = await standIns(context);
  await page.goto(`${running.server.url}/contact`);
  const card = page.getByRole("region", { name: "Prefer to talk?" });
  await expect(card).toBeVisible();
  const link = card.getByRole("link", { name: "Book a call" });
  // Without JavaScript it is the calendar's own page.
  await expect(link).toHaveAttribute("href", `https://api.leadconnectorhq.com/widget/booking/${CALENDAR_ID}`);
  for (const path of ["/", "/pricing", "/blog", "/thank-you"]) await page.goto(`${running.server.url}${path}`);
  await page.mouse.wheel(0, 20_000);
  expect(ghl.map((request) => request.url())).toEqual([]);
});

for (const how of ["mouse", "keyboard"] as const) {
  test(`the chat button loads GoHighLevel's widget only when pressed (${how}), which opens and takes the focus`, async ({
    page,
    context,
  }) => {
    const ghl = await standIns(context);
    await page.goto(`${running.server.url}/pricing`);
    const button = page.getByRole("button", { name: "Chat with us" });
    await expect(button).toBeVisible();
    expect(ghl).toEqual([]);
    if (how === "mouse") await button.click();
    else {
      await button.focus();
      await page.keyboard.press("Enter");
    }
    await expect(button).toBeHidden();
    const loader = ghl.find((request) => request.url() === "https://widgets.leadconnectorhq.com/loader.js");
    expect(loader).toBeDefined();
    const widget = page.locator("chat-widget");
    await expect(widget).toHaveAttribute("data-widget-id", SETTINGS.GHL_CHAT_WIDGET_ID);
    await expect(widget.getByRole("dialog", { name: "Chat" })).toBeVisible();
    await expect(widget.getByRole("textbox", { name: "Message" })).toBeFocused();
    await expect.poll(() => events(page)).toContain("Chat opened");
  });
}

test("the popup's confirmation offers the calendar, which opens filled in with what the popup sent", async ({
  page,
  context,
}) => {
  await standIns(context);
  // Page time only moves when the test says so: the popup closes itself 2 s (page time) after a send.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto(`${running.server.url}/pricing`);
  await page.clock.pauseAt(start + 60_000);
  await page.getByRole("link", { name: "Request Custom Pricing" }).click();
  const popup = page.getByRole("dialog", { name: "Request Custom Pricing" });
  const name = "Popup Calendar Lee";
  await fillForm(page, "popup", { ...filled, name });
  await popup.getByRole("button", { name: "Send Message" }).click();
  await expect(popup.getByRole("status")).toHaveText(/^Message sent successfully!/);
  // Moves page time until the popup has closed itself (its timer is armed a task after the message shows).
  await expect
    .poll(async () => {
      await page.clock.runFor(500);
      return popup.isVisible();
    })
    .toBe(false);
  const confirmation = page.locator("[data-send-confirmation]");
  await confirmation.getByRole("link", { name: "Pick a time now" }).click();
  await bookInCalendar(page, { ...filled, name });
  await expect.poll(() => bookedAt(name)).toMatch(/^\d{4}-/);
});

test("after a form sent without JavaScript, /thank-you opens the calendar filled in, and the booking is noted on the lead", async ({
  page,
  context,
}) => {
  await standIns(context);
  await page.goto(`${running.server.url}/contact`);
  const name = "Plain Post Okafor";
  await fillForm(page, "contact", { ...filled, name });
  const posted = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/contact");
  // The browser's own submission (no script sees it), as before the scripts arrive or without them.
  await page.locator("form:has(#contact-name)").evaluate((form: HTMLFormElement) => form.submit());
  // The receiver's 303 names the enquiry after the #; the page takes it out of its address once it has read it.
  const answer = await posted;
  expect(answer.status()).toBe(303);
  expect(answer.headers().location).toMatch(/^\/thank-you#booking=[\w-]+$/);
  await page.waitForURL(/\/thank-you(#|$)/);
  await embedsStarted(page);
  await expect(page).toHaveURL(`${running.server.url}/thank-you`);
  await page.getByRole("link", { name: "Pick a time now" }).click();
  // Filled in from the lead as the receiver stored it (the phone in international form).
  await bookInCalendar(page, { ...filled, name, phone: STORED_PHONE });
  await expect.poll(() => bookedAt(name)).toMatch(/^\d{4}-/);
});

test("a booking link tapped before the calendar's code has arrived opens the calendar's window once it has", async ({
  page,
  context,
}) => {
  await standIns(context);
  // The embeds' code is held back until the test lets it through (after the tap).
  let held: (route: Route) => void;
  const embedsAsked = new Promise<Route>((resolve) => (held = resolve));
  await page.route(/\/assets\/embeds-[\w-]+\.js$/, (route) => held(route));
  await page.goto(`${running.server.url}/contact`);
  const route = await embedsAsked;
  await expect(page.locator("html")).not.toHaveAttribute("data-embeds");
  await page.getByRole("link", { name: "Book a call" }).click();
  // Held: the page stays, nothing of GoHighLevel's opens yet.
  await expect(page).toHaveURL(`${running.server.url}/contact`);
  await expect(page.getByRole("dialog", { name: "Book your free call" })).toHaveCount(0);
  await route.continue();
  await expect(page.getByRole("dialog", { name: "Book your free call" })).toBeVisible();
  await expect(page).toHaveURL(`${running.server.url}/contact`);
});

test("with both on, the calendar's and the chat's code is in no page's first load", async () => {
  const html = (await walk(`${running.buildDir}/client`)).filter((file) => file.endsWith(".html"));
  const { built, inFirstLoad } = firstUseCode(running.buildDir, measurePages(running.buildDir, html));
  expect(built).toEqual(
    expect.arrayContaining([
      "app/components/booking/CalendarDialog.tsx",
      "app/components/layout/ChatButton.tsx",
      "app/components/layout/embeds.ts",
    ]),
  );
  expect(inFirstLoad).toEqual([]);
});
