// The store in the browser, on a build made with STRIPE_SECRET_KEY and served with STRIPE_API_BASE at the Stripe stub:
// "Pay" on the price card without JavaScript and in the Buy Now popup with it both land on the stub's checkout page for
// the price the page shows, and no page loads a payment script.
import { startStripeStub, type StripeStub } from "../../server/testing/stripe-stub.ts";
import { expect, test } from "./helpers";
import { LIVE_BUILD, serveSettingsBuild } from "./settings-build";

const { settings } = LIVE_BUILD;
let stripe: StripeStub | undefined;
// Before the build's own hook: the server it starts points at the stub.
test.beforeAll(async () => {
  stripe = await startStripeStub({ secretKey: settings.STRIPE_SECRET_KEY, webhookSecret: settings.STRIPE_WEBHOOK_SECRET });
});
const running = serveSettingsBuild(LIVE_BUILD.name, settings, () => ({ STRIPE_API_BASE: stripe!.url }));
test.afterAll(async () => {
  await stripe?.close();
});

/** The page's price in cents, as the price card shows it ("$197"). */
async function shownCents(page: import("@playwright/test").Page): Promise<string> {
  const text = (await page.getByTestId("detail-price").textContent()) ?? "";
  return String(Math.round(Number(text.replace(/[^\d.]/g, "")) * 100));
}

for (const javaScriptEnabled of [false, true]) {
  test(`Pay ${javaScriptEnabled ? "from the Buy Now popup" : "on the price card without JavaScript"} lands on Stripe's checkout for the page's price`, async ({ browser }) => {
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
