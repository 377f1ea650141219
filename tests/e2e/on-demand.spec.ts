// Code a visit may never need loads on demand (decision record 11): the popup's on first use, the home page's sections
// as they near the screen. These tests watch the requests and use each part the moment its code is asked for.
import { expect, test } from "./helpers";

const scriptsRequested = (page: import("@playwright/test").Page) => {
  const names: string[] = [];
  page.on("request", (request) => {
    const match = /\/assets\/([A-Za-z]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
    if (match) names.push(match[1]!);
  });
  return names;
};

test("the popup's code loads when a button that opens it is used, and the popup opens from that one press", async ({
  page,
}) => {
  const requested = scriptsRequested(page);
  await page.goto("/pricing");
  expect(requested).not.toContain("ConsultationDialog");
  await expect(page.locator("dialog")).toHaveCount(0);
  await page.getByRole("link", { name: "Request Custom Pricing" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(requested).toContain("ConsultationDialog");
});

test("a home section's code loads as it nears the screen; a question tapped while it loads opens from that tap", async ({
  page,
}) => {
  const requested = scriptsRequested(page);
  // Hold the FAQ section's code, so the tap lands while the section is still the prerendered HTML.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/FaqSection-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  expect(requested).not.toContain("FaqSection");
  // Every section is in the HTML, in full, before its code is.
  const question = page.locator("#faq").getByRole("button").first();
  await expect(question).toHaveAttribute("aria-expanded", "false");
  await question.click();
  await expect.poll(() => requested).toContain("FaqSection");
  await expect(question).toHaveAttribute("aria-expanded", "false");
  release();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("#faq [data-pending]")).toHaveCount(0);
});

test("a client-side visit to the home page shows every section at once, and /#contact lands on the form", async ({
  page,
}) => {
  await page.goto("/services");
  await page.locator('main a[href="/#contact"]').first().click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.locator("#contact-name")).toBeInViewport();
  for (const id of ["services-title", "faq-title", "testimonials-title", "closing-title"])
    await expect(page.locator(`#${id}`)).toHaveCount(1);
});
