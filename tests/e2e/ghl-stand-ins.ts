// Local stand-ins for GoHighLevel's hosts (routes intercepted), reduced to what the site relies on: the calendar's
// page, which fills itself in from its address and posts the booking message the way the real one does, and the chat
// widget's loader. Shared by the browser tests of builds with the calendar or the chat on.
import { expect, type BrowserContext, type FrameLocator, type Page, type Request } from "@playwright/test";

export const CALENDAR_ID = "StandInCal0001";
/** The chat widget id the builds with the chat on use. */
export const CHAT_WIDGET_ID = "65f1b2c3d4e5f6a7b8c9d0e1";
export const GHL_HOST = /(^|\.)(leadconnectorhq\.com|msgsndr\.com)$/;

/**
 * The calendar's page as GoHighLevel serves it, reduced to what the site relies on: its prefill parameters and the
 * message it posts to the page that frames it when a booking is made (decision record 031 cites the evidence).
 */
export const CALENDAR_PAGE = `<!doctype html><meta charset="utf-8"><title>Calendar</title>
<form><label>First name <input name="first_name"></label><label>Last name <input name="last_name"></label>
<label>Email <input name="email"></label><label>Phone <input name="phone"></label>
<button type="button" id="book">Confirm booking</button></form>
<script>
  const query = new URLSearchParams(location.search);
  for (const name of ["first_name", "last_name", "email", "phone"]) document.querySelector("[name=" + name + "]").value = query.get(name) || "";
  // A finished booking, as the real page posts it: the name, then what it says about the booking.
  document.getElementById("book").onclick = () =>
    parent.postMessage(["msgsndr-booking-complete", { calendarId: location.pathname.split("/").pop(), fingerprint: "stand-in" }], "*");
</script>`;

/** The chat widget's loader, reduced to its contract: a <chat-widget>, the loaded event and openWidget(). */
export const CHAT_LOADER = `(() => {
  const script = document.currentScript;
  customElements.define("chat-widget", class extends HTMLElement {
    connectedCallback() {
      const root = this.attachShadow({ mode: "open" });
      root.innerHTML = '<div id="panel" hidden role="dialog" aria-label="Chat"><textarea aria-label="Message"></textarea></div>';
    }
  });
  const widget = document.createElement("chat-widget");
  widget.dataset.widgetId = script.dataset.widgetId;
  document.body.append(widget);
  window.leadConnector = { chatWidget: { openWidget: () => { widget.shadowRoot.getElementById("panel").hidden = false; } } };
  window.dispatchEvent(new Event("LC_chatWidgetLoaded"));
})();`;

/** Every request to GoHighLevel's hosts, answered by the stand-ins; and Plausible's script, recording the events. */
export async function standIns(context: BrowserContext): Promise<Request[]> {
  const ghl: Request[] = [];
  context.on("request", (request) => {
    if (GHL_HOST.test(new URL(request.url()).hostname)) ghl.push(request);
  });
  await context.route("https://api.leadconnectorhq.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: CALENDAR_PAGE }),
  );
  await context.route("https://widgets.leadconnectorhq.com/loader.js", (route) =>
    route.fulfill({ contentType: "text/javascript", body: CHAT_LOADER }),
  );
  await context.route("https://widgets.leadconnectorhq.com/other-frame", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<script>parent.postMessage("msgsndr-booking-complete", "*")</script>`,
    }),
  );
  await context.route("https://plausible.io/**", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: "window.plausible = (name) => (window.__events = window.__events || []).push(name);",
    }),
  );
  return ghl;
}

/**
 * Waits until the page's calendar and chat code has started (app/root.tsx marks html[data-embeds] once it has run):
 * from then on the address no longer names an enquiry, and booking links open the calendar's window.
 */
export async function embedsStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-embeds"));
}

/** The test enquiry's phone (helpers.ts `filled`) as the receiver stores it, in international form. */
export const STORED_PHONE = "+15125550199";

/**
 * Books in the stand-in calendar: its button is pressed inside the calendar's own page. A mouse click at the button's
 * place is routed by the browser to the cross-site frame, and twice on CI (two cores under load) such a booking was
 * never confirmed while the window stayed open, which a click dispatched in the frame cannot miss. What the site does
 * with the booking message is what these tests are about; the press itself is GoHighLevel's page.
 */
export async function confirmBooking(calendar: FrameLocator): Promise<void> {
  await calendar.getByRole("button", { name: "Confirm booking" }).dispatchEvent("click");
}

/**
 * The calendar's window is open, its frame filled in with `enquiry` (the name split into first and last); a booking
 * made there is confirmed on the page, which takes the focus.
 */
export async function bookInCalendar(
  page: Page,
  enquiry: { name: string; email: string; phone: string },
): Promise<void> {
  await expect(page.getByRole("dialog", { name: "Book your free call" })).toBeVisible();
  const calendar = page.frameLocator("iframe[title='Our booking calendar']");
  const [first, ...rest] = enquiry.name.split(" ");
  await expect(calendar.locator("[name=first_name]")).toHaveValue(first!);
  await expect(calendar.locator("[name=last_name]")).toHaveValue(rest.join(" "));
  await expect(calendar.locator("[name=email]")).toHaveValue(enquiry.email);
  await expect(calendar.locator("[name=phone]")).toHaveValue(enquiry.phone);
  await confirmBooking(calendar);
  await expect(page.getByRole("heading", { name: "Your call is booked" })).toBeFocused();
}
