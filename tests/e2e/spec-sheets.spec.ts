// The spec sheet and the version on a snapshot page, and selling only what can be delivered.
// - The suite's main build (the demo): the mortgage page shows its spec sheet (what is inside with counts, the plan,
//   the checklist with its time) and its version with a changelog, all readable without JavaScript; no page promises
//   a setup video.
// - A production build that sells (SITE_ENV=production with STRIPE_SECRET_KEY, made and served here): mortgage, with
//   a GoHighLevel id and a spec sheet, offers "Pay"; roofing, with neither, shows its price and "Ask about this
//   snapshot", says nothing is in stock in its structured data, and the checkout refuses a post for it.
import { test as withoutHydration, type Locator } from "@playwright/test";
import { startStripeStub, type StripeStub } from "../../server/testing/stripe-stub.ts";
import { expect, test } from "./helpers";
import { serveSettingsBuild } from "./settings-build";

// Without JavaScript there is no hydration to wait for: Playwright's own test, not the suite's.
withoutHydration.describe("the demo build, without JavaScript", () => {
  withoutHydration.use({ javaScriptEnabled: false });

  withoutHydration("the mortgage page shows its spec sheet and its version, without JavaScript", async ({ page }) => {
    await page.goto("/buy-snapshot/mortgage#spec-sheet");
    const sheet = page.locator("section#spec-sheet");
    await expect(sheet.getByRole("heading", { level: 2, name: "Spec sheet" })).toBeVisible();
    const table = sheet.getByRole("table", { name: /carries/ });
    await expect(table).toBeVisible();
    // Each count is its list's length: the row's number and the items under it agree.
    for (const kind of ["workflows", "pipelines", "customValues"]) {
      const row = table.locator(`tr[data-kind="${kind}"]`);
      const count = Number(await row.getByTestId(`count-${kind}`).evaluate((cell) => cell.firstChild?.textContent));
      expect(count, kind).toBeGreaterThan(0);
      await expect(row.locator("details li")).toHaveCount(count);
    }
    await row(table, "workflows").locator("summary").click();
    await expect(row(table, "workflows").locator("details li").first()).toBeVisible();
    await expect(sheet.getByTestId("spec-plan")).toContainText("plan");
    await expect(sheet.getByRole("heading", { name: /Checklist after import, about .+ in all/ })).toBeVisible();
    expect(await sheet.locator("ol > li").count()).toBeGreaterThan(1);

    const versions = page.locator("section#versions");
    await expect(versions.getByRole("heading", { level: 2, name: /^Version \d+\.\d+\.\d+$/ })).toBeVisible();
    await expect(versions.locator("time").first()).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByTestId("current-version")).toContainText(/Version \d+\.\d+\.\d+/);
    await expect(page.getByTestId("purchase-promises").getByRole("link", { name: "Spec sheet" })).toHaveAttribute(
      "href",
      "#spec-sheet",
    );
  });
});

test.describe("the demo build", () => {
  test("no snapshot page promises a setup video, and one without a spec sheet promises no checklist", async ({
    page,
  }) => {
    for (const slug of ["mortgage", "roofing", "hair-salon", "physical-therapy"]) {
      await page.goto(`/buy-snapshot/${slug}`);
      await expect(page.getByTestId("purchase-promises")).toBeVisible();
      await expect(page.getByTestId("purchase-promises")).not.toContainText(/video/i);
      if (slug !== "mortgage") {
        await expect(page.getByTestId("purchase-promises")).not.toContainText(/checklist/i);
        await expect(page.locator("#spec-sheet")).toHaveCount(0);
      }
    }
  });
});

const row = (table: Locator, kind: string) => table.locator(`tr[data-kind="${kind}"]`);

test.describe("a production build that sells", () => {
  const settings: Record<string, string> = {
    SITE_ENV: "production",
    LEGAL_ENTITY_NAME: "Sample Agency LLC",
    LEGAL_POSTAL_ADDRESS: "100 Congress Ave, Austin, TX 78701",
    LEGAL_GOVERNING_STATE: "Texas",
    STRIPE_SECRET_KEY: "sk_test_e2especsheets0001",
    STRIPE_WEBHOOK_SECRET: "whsec_e2especsheets0001",
    SMTP_URL: "smtp://127.0.0.1:2525",
    LEADS_NOTIFY_TO: "team@agency.example",
  };
  let stripe: StripeStub | undefined;
  test.beforeAll(async () => {
    stripe = await startStripeStub({
      secretKey: settings.STRIPE_SECRET_KEY!,
      webhookSecret: settings.STRIPE_WEBHOOK_SECRET!,
    });
    settings.STRIPE_API_BASE = stripe.url;
  });
  const running = serveSettingsBuild("spec-sheets", settings);
  test.afterAll(async () => {
    await stripe?.close();
  });

  test("offers Pay for a snapshot it can deliver", async ({ page }) => {
    await page.goto(`${running.server.url}/buy-snapshot/mortgage`);
    await expect(page.locator("aside form[data-pay]")).toHaveCount(1);
    await expect(page.locator("#spec-sheet")).toBeVisible();
  });

  test("offers roofing only as a question: its price, Ask about this snapshot, no Pay, not InStock, and the checkout refuses it", async ({
    page,
    request,
  }) => {
    await page.goto(`${running.server.url}/buy-snapshot/roofing`);
    await expect(page.getByTestId("detail-price")).toBeVisible();
    await expect(page.locator("form[data-pay]")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Buy Now" })).toHaveCount(0);
    const ask = page.getByRole("link", { name: "Ask about this snapshot" }).first();
    await expect(ask).toHaveAttribute("href", "/contact?interest=snapshot:roofing");
    await ask.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("dialog").getByRole("button", { name: /^Pay/ })).toHaveCount(0);
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
    expect(jsonLd).toContain('"Product"');
    expect(jsonLd).not.toContain("InStock");
    const refused = await request.post(`${running.server.url}/api/checkout`, {
      form: { slug: "roofing" },
      headers: { Origin: running.server.url },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(409);
  });
});
