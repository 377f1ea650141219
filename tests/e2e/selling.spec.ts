import { expect, test } from "./helpers";

// The default build has no checkout pages in the content and no BOOKING_URL: the client's behaviour is unchanged
// (tests/content/selling.test.ts builds with both set).
test("without a checkout page, Buy Now links to the contact page and opens the popup", async ({ page }) => {
  await page.goto("/buy-snapshot/mortgage");
  await expect(page.locator("a[data-checkout]")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Buy Now" }).first()).toHaveAttribute(
    "href",
    "/contact?interest=snapshot:mortgage",
  );
  await page.getByRole("link", { name: "Buy Now" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

for (const path of ["/contact", "/thank-you"]) {
  test(`without BOOKING_URL, ${path} offers no booking link`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Pick a time now" })).toHaveCount(0);
  });
}
