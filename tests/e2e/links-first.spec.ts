// Calls to action and the search control without JavaScript: real links to /contact (carrying what the visitor asks
// about, which the server fills into the page and the form sends) and to /search (every page, by type).
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { content } from "./content";
import { storedLead } from "./leads";

test.use({ javaScriptEnabled: false });

const plan = content.pricing.plans.find((entry) => entry.period === "mo")!;
const snapshot = content.snapshots.find(
  (entry) => !content.snapshotDetails.find((detail) => detail.slug === entry.slug)?.checkoutUrl,
)!;
const service = content.services[0]!;

/** The note above the contact form, and the hidden field it adds to the form. */
const note = (page: Page) => page.locator(`p:has(> input[name=interest])`);

const CALLS_TO_ACTION = [
  {
    kind: "header",
    path: "/pricing",
    link: (page: Page) => page.getByRole("banner").getByRole("link", { name: "Hire Us" }),
    interest: undefined,
    words: [],
  },
  {
    kind: "hero",
    path: "/",
    link: (page: Page) => page.getByRole("link", { name: "Request Free Consultation" }).first(),
    interest: undefined,
    words: [],
  },
  {
    kind: "plan",
    path: "/pricing",
    link: (page: Page) => page.locator(`[data-plan=${plan.id}]`).getByRole("link"),
    interest: `plan:${plan.id}`,
    words: [plan.name, `$${plan.price.toLocaleString("en-US")}`],
  },
  {
    kind: "snapshot",
    path: `/buy-snapshot/${snapshot.slug}`,
    link: (page: Page) => page.getByRole("link", { name: "Buy Now" }).first(),
    interest: `snapshot:${snapshot.slug}`,
    words: [snapshot.name],
  },
  {
    kind: "service",
    path: `/services/${service.slug}`,
    link: (page: Page) => page.getByRole("link", { name: "Book your free consultation" }),
    interest: `service:${service.slug}`,
    words: [service.title],
  },
] as const;

for (const { kind, path: pagePath, link, interest, words } of CALLS_TO_ACTION) {
  test(`the ${kind} call to action leads to /contact${interest ? ", which says and sends what it is about" : ""}`, async ({
    page,
  }) => {
    await page.goto(pagePath);
    await link(page).click();
    await expect(page).toHaveURL(interest ? `/contact?interest=${interest}` : "/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (!interest) {
      await expect(note(page)).toHaveCount(0);
      return;
    }
    await expect(note(page)).toBeVisible();
    for (const word of words) await expect(note(page)).toContainText(word);
    await expect(note(page).locator("input[name=interest]")).toHaveValue(interest);
  });
}

test("a lead sent from the contact page without JavaScript carries the interest it was about", async ({ page }) => {
  const name = `Links first ${randomUUID().slice(0, 8)}`;
  await page.goto(`/contact?interest=plan:${plan.id}`);
  const form = page.locator("form[data-form-variant=contact]");
  await form.getByLabel("Full name").fill(name);
  await form.getByLabel("Email address").fill("links.first@example.org");
  await form.getByLabel("Phone number").fill("+1 512 555 0142");
  await form.getByLabel("Project details").fill("We would like the plan we picked, please call us.");
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  expect((await storedLead(name))?.attribution).toMatchObject({ form: "contact-page", interest: `plan:${plan.id}` });
});

test("an unknown or malformed interest is not echoed: the plain contact page", async ({ page }) => {
  for (const interest of ["plan:no-such-plan", "<script>alert(1)</script>", "plan:PLATINUM", "%E0%A4"]) {
    const response = await page.goto(`/contact?interest=${encodeURIComponent(interest)}`);
    expect(response?.status()).toBe(200);
    await expect(note(page)).toHaveCount(0);
    const html = await response!.text();
    expect(html).not.toContain("no-such-plan");
    expect(html).not.toContain("alert(1)");
    expect(html).not.toContain("PLATINUM");
    expect(html).not.toContain('name="interest"');
  }
});

test("the search control leads to /search, which lists every page by type and is not indexed", async ({ page }) => {
  await page.goto("/pricing");
  await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 })).toHaveCount(5);
  for (const target of [
    `/services/${service.slug}`,
    `/buy-snapshot/${snapshot.slug}`,
    `/blog/${content.posts[0]!.slug}`,
    "/legal/privacy-policy",
    "/pricing",
  ])
    await expect(main.locator(`a[href="${target}"]`)).toHaveCount(1);
  expect(await main.getByRole("link").count()).toBe(
    content.services.length +
      content.snapshots.length +
      content.posts.length +
      content.legal.length +
      content.navigation.header.length,
  );
});

test("the theme control, which needs the script, is not shown without it", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("group", { name: "Theme" })).toBeHidden();
});

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  for (const server of ["filled by the server", "on a static host (the plain page)"]) {
    test(`/contact says what the visitor asks about once the page runs, ${server}`, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      if (server.startsWith("on a static host"))
        await page.route("**/contact?interest=*", async (route) =>
          route.fulfill({ response: await route.fetch({ url: route.request().url().replace(/\?.*/, "") }) }),
        );
      await page.goto(`/contact?interest=plan:${plan.id}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await expect(note(page)).toBeVisible();
      await expect(note(page)).toContainText(`${plan.name} plan`);
      await expect(page.locator("input[name=interest]")).toHaveCount(1);
      await expect(page.locator("input[name=interest]")).toHaveValue(`plan:${plan.id}`);
      expect(errors).toEqual([]);
    });
  }

  test("a call to action opens the popup about its plan instead of leaving the page", async ({ page }) => {
    await page.goto("/pricing");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.locator(`[data-plan=${plan.id}]`).getByRole("link").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("dialog").locator("input[name=interest]")).toHaveValue(`plan:${plan.id}`);
  });

  test("the theme control shows once the page runs, and /search opens the site search", async ({ page }) => {
    await page.goto("/");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByRole("banner").getByRole("group", { name: "Theme" })).toBeVisible();
    await page.goto("/search");
    await expect(page.getByRole("dialog", { name: "Search the site" })).toBeVisible();
    await expect(page.getByRole("dialog").getByRole("searchbox")).toBeFocused();
  });
});
