import { formatPeriod } from "../../lib/time-format";
import { content, price } from "./content";
import { expect, test } from "./helpers";

test("four plans with prices, hours and popups titled with the plan name", async ({ page }) => {
  await page.goto("/pricing");
  for (const { id, name, price: dollars, period, hours } of content.pricing.plans) {
    const card = page.locator(`[data-plan=${id}]`);
    await expect(card).toContainText(price(dollars));
    // The period in the site's one period format (lib/time-format.ts), apart from the price for a screen reader.
    await expect(card).toContainText(`${price(dollars)} ${formatPeriod(period)}`);
    await expect(card).toContainText(hours);
    await card.getByRole("link").click();
    await expect(page.getByRole("dialog").getByRole("heading", { level: 2 })).toContainText(name);
    await page.keyboard.press("Escape");
  }
  await expect(page.locator("[data-plan]").filter({ hasText: "Most Popular" })).toHaveCount(1);
});

test("the monthly support price other pages quote is a plan on /pricing, with its own popup", async ({ page }) => {
  await page.goto("/pricing");
  const card = page.locator("[data-support-plan]");
  await expect(card).toContainText(price(content.facts.monthlySupportFrom));
  await expect(card).toContainText(content.pricing.support.name);
  await card.getByRole("link").click();
  await expect(page.getByRole("dialog").getByRole("heading", { level: 2 })).toHaveText(
    content.pricing.support.popup.title,
  );
});

test("custom pricing opens its own popup", async ({ page }) => {
  await page.goto("/pricing");
  await page.getByRole("link", { name: "Request Custom Pricing" }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { level: 2 })).toHaveText("Request Custom Pricing");
});

test("each feature's explanation opens on focus and closes on Escape", async ({ page }) => {
  await page.goto("/pricing");
  const row = content.pricing.comparison.find((entry) => entry.tooltip)!;
  await page.getByRole("button", { name: `About ${row.name}` }).focus();
  const tooltip = page.getByRole("tooltip").filter({ hasText: row.tooltip! });
  await expect(tooltip).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(tooltip).not.toBeVisible();
});

test("comparison table and FAQ facts", async ({ page }) => {
  await page.goto("/pricing");
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveCount(4);
  await expect(table.getByRole("row", { name: /Full Website Builds/ })).toBeVisible();
  const faq = page.locator("section[aria-labelledby=pricing-faq-title]");
  const text = await faq.textContent();
  for (const fact of [
    "14-day satisfaction guarantee",
    "5-7 business days",
    "What does an hour cover?",
    "unused hours",
    "cancel",
    price(content.facts.monthlySupportFrom),
  ]) {
    expect(text?.toLowerCase()).toContain(fact.toLowerCase());
  }
  const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t)["@type"],
  );
  expect(types).toContain("FAQPage");
  await page.getByRole("link", { name: "Get Free Consultation" }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { level: 2 })).toHaveText("Get Free Consultation");
});

test("amounts of $1,000 and more carry a thousands separator wherever the site prints them", async ({ page }) => {
  await page.goto("/pricing");
  const large = content.pricing.plans.filter((entry) => entry.price >= 1000);
  for (const entry of large)
    await expect(page.locator(`[data-plan=${entry.id}]`)).toContainText(/\$\d{1,3}(,\d{3})+\b/);
  // The Pro plan's $1,200 when the content has it; never a bare "$1200" anywhere on the page.
  if (content.pricing.plans.some((entry) => entry.price === 1200))
    await expect(page.locator("main")).toContainText("$1,200");
  expect(await page.locator("body").innerText()).not.toMatch(/\$\d{4,}/);
});
