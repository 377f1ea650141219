// The enquiry forms before and without JavaScript (issue 16): real form posts to the receiver, which answers with
// the thank-you page or a page naming the problem with the text kept. Nothing typed ever appears in a URL.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { problemText } from "../../lib/enquiry-rules.ts";
import { inlineLinks, inlineText } from "../../lib/inline-links.ts";
import { consentVersion } from "../../contracts/enquiry-messages.ts";
import { content } from "./content";
import { SMOKE } from "./helpers";
import { storedConsents, storedLead } from "./leads";

test.use({ javaScriptEnabled: false });

/** Records every URL the page requests or navigates to, to check that no field value travels in one. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  page.on("framenavigated", (frame) => urls.push(frame.url()));
  return urls;
}

function expectNoValueInUrls(urls: string[], values: string[]) {
  for (const url of urls) {
    const decoded = decodeURIComponent(url).replace(/\+/g, " ");
    for (const value of values) expect(decoded, url).not.toContain(value);
  }
}

const FORMS = [
  { path: "/contact", form: "contact-page", context: "Contact page" },
  { path: "/", form: "home", context: "Home page contact section" },
] as const;

for (const { path: pagePath, form: formName, context } of FORMS) {
  test(
    `the ${formName} form posts without JavaScript, stores the lead with its context and lands on the thank-you page`,
    SMOKE,
    async ({ page }) => {
      const urls = recordUrls(page);
      const name = `Nojs ${formName} ${randomUUID().slice(0, 8)}`;
      const values = {
        name,
        email: "nojs.visitor@example.org",
        phone: "+1 512 555 0142",
        message: `Please rebuild our pipeline ${randomUUID()}`,
      };
      await page.goto(pagePath);
      const form = page.locator("form[data-form-variant=contact]");
      await expect(form).toHaveAttribute("method", "post");
      await expect(form).toHaveAttribute("action", "/api/contact");
      // Without the script the browser's own required checks stay on.
      await expect(form).not.toHaveAttribute("novalidate");
      await expect(form.locator('input[name="form"]')).toHaveValue(formName);
      await expect(form.locator('input[name="page"]')).toHaveValue(pagePath);
      // Without the script no landing page was noted: the form sends its own page as the landing page.
      await expect(form.locator('input[name="landing_page"]')).toHaveValue(pagePath);
      await form.getByLabel("Full name").fill(values.name);
      await form.getByLabel("Email address").fill(values.email);
      await form.getByLabel("Phone number").fill(values.phone);
      await form.getByLabel("Project details").fill(values.message);
      await form.getByRole("button", { name: "Send Inquiry" }).click();
      await expect(page).toHaveURL(/\/thank-you$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Thank you");
      // The phone is stored in E.164.
      expect(await storedLead(name)).toMatchObject({
        ...values,
        phone: "+15125550142",
        attribution: { form: formName, context, page: pagePath },
      });
      expectNoValueInUrls(urls, Object.values(values));
    },
  );
}

test("a refused submission names the problem, keeps the text and the ticked consent box, and can be sent again", async ({
  page,
}) => {
  const urls = recordUrls(page);
  const name = `Nojs refused ${randomUUID().slice(0, 8)}`;
  // The browser accepts "name@localhost" as an email address; the receiver wants a domain with a dot.
  const values = {
    name,
    email: "dana@localhost",
    phone: "+1 512 555 0199",
    message: 'Line one <b>"bold"</b>\nLine two',
  };
  await page.goto("/contact");
  const form = page.locator("form[data-form-variant=contact]");
  await form.getByLabel("Full name").fill(values.name);
  await form.getByLabel("Email address").fill(values.email);
  await form.getByLabel("Phone number").fill(values.phone);
  await form.getByLabel("Project details").fill(values.message);
  await form.locator('input[name="sms_consent"]').check();
  const [response] = await Promise.all([
    page.waitForResponse("**/api/contact"),
    form.getByRole("button", { name: "Send Inquiry" }).click(),
  ]);
  expect(response.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.enquiryForm.receiver.checkTitle);
  // The words the browser form shows for the same problem.
  const problem = page.getByRole("link", {
    name: problemText(content.enquiryForm.problems, { field: "email", rule: "invalid" }),
  });
  await expect(problem).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue(values.name);
  await expect(page.getByLabel("Email address")).toHaveValue(values.email);
  await expect(page.getByLabel("Phone number")).toHaveValue(values.phone);
  await expect(page.getByLabel("Project details")).toHaveValue(values.message);
  // The consent box comes back ticked, with the words the forms show, their links real links.
  const label = content.enquiryForm.smsConsent.label;
  await expect(page.locator('input[name="sms_consent"]')).toBeChecked();
  await expect(page.locator('label[for="field-sms_consent"]')).toHaveText(inlineText(label));
  await expect(page.locator('label[for="field-sms_consent"] a')).toHaveCount(
    inlineLinks(label).filter((part) => part.href !== undefined).length,
  );
  // The site's look: the page links the built stylesheet.
  expect(await page.locator('link[rel="stylesheet"]').count()).toBeGreaterThan(0);
  expect(await storedLead(name)).toBeUndefined();

  await problem.click();
  await expect(page.getByLabel("Email address")).toBeFocused();
  await page.getByLabel("Email address").fill("dana@example.org");
  await page.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  const stored = await storedLead(name);
  expect(stored).toMatchObject({
    ...values,
    email: "dana@example.org",
    phone: "+15125550199",
    attribution: { form: "contact-page", page: "/contact" },
  });
  // The consent the visitor gave before the refusal is kept, with the words they saw.
  expect(stored?.smsConsentAt).toBeTruthy();
  const record = (await storedConsents("+15125550199")).find((consent) => consent.leadId === stored?.id);
  expect(record).toMatchObject({
    consentedAt: stored?.smsConsentAt,
    page: "/contact",
    lang: "en",
    version: consentVersion(label),
    words: label,
  });
  expectNoValueInUrls(urls, [values.name, values.email, values.phone, "Line one"]);
});

test("a phone number '1' and a message 'x' are refused without JavaScript, each field named in the form's words", async ({
  page,
}) => {
  await page.goto("/contact");
  const form = page.locator("form[data-form-variant=contact]");
  await form.getByLabel("Full name").fill("Nojs Short");
  await form.getByLabel("Email address").fill("short@example.org");
  await form.getByLabel("Phone number").fill("1");
  await form.getByLabel("Project details").fill("x");
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(page.getByRole("heading", { level: 2, name: content.enquiryForm.problems.title })).toBeVisible();
  for (const field of ["phone", "message"] as const) {
    const words = problemText(content.enquiryForm.problems, { field, rule: "invalid" });
    await expect(page.getByRole("link", { name: words })).toHaveAttribute("href", `#field-${field}`);
    await expect(page.locator(`#field-${field}`)).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#error-${field}`)).toHaveText(words);
  }
  await expect(page.locator("#field-name")).not.toHaveAttribute("aria-invalid");
  expect(await storedLead("Nojs Short")).toBeUndefined();
});

test("the thank-you page is noindex and not in the sitemap", async ({ page, request }) => {
  const response = await page.goto("/thank-you");
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("link", { name: "Back to the home page" })).toBeVisible();
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("thank-you");
});

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  test(
    "the popup sends its form, context, page and the landing page's path and UTM parameters, kept for the session",
    SMOKE,
    async ({ page }) => {
      let body = "";
      await page.route("**/api/contact", async (route) => {
        body = route.request().postData() ?? "";
        await route.fulfill({
          status: 200,
          contentType: "application/json",
          body: JSON.stringify({ success: true, message: "ok" }),
        });
      });
      await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=spring");
      // The landing note's code loads just after hydration; leaving the page before it has run would drop the note, as
      // it would for a visitor who leaves within those milliseconds.
      await page.waitForFunction(() => window.sessionStorage.getItem("visit-landing") !== null);
      // A later page of the same visit: the landing page's parameters are still sent.
      await page.goto("/pricing?utm_source=internal-link");
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await page.getByRole("link", { name: "Request Custom Pricing" }).click();
      const dialog = page.getByRole("dialog", { name: "Request Custom Pricing" });
      await dialog.getByLabel("Full name").fill("Attribution Check");
      await dialog.getByLabel("Email address").fill("attribution@example.org");
      await dialog.getByLabel("Phone number").fill("+1 512 555 0100");
      await dialog.getByLabel("Project details").fill("Context please.");
      await dialog.getByRole("button", { name: "Send Message" }).click();
      await expect(dialog.getByRole("status")).toContainText("successfully");
      const field = (name: string) => new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body)?.[1];
      expect([field("form"), field("context"), field("page")]).toEqual(["popup", "Request Custom Pricing", "/pricing"]);
      expect([field("utm_source"), field("utm_medium"), field("utm_campaign")]).toEqual([
        "newsletter",
        "email",
        "spring",
      ]);
      expect(field("landing_page")).toBe("/");
    },
  );

  test("a plan's and a snapshot's buttons send what they are about, stored with the lead for its tags and value", async ({
    page,
  }) => {
    const snapshot = content.snapshots[0]!;
    const cases = [
      {
        path: "/pricing",
        open: () => page.locator("[data-plan]").first().getByRole("link"),
        expected: async () => `plan:${await page.locator("[data-plan]").first().getAttribute("data-plan")}`,
      },
      {
        path: `/buy-snapshot/${snapshot.slug}`,
        open: () => page.getByRole("link", { name: "Buy Now" }).first(),
        expected: async () => `snapshot:${snapshot.slug}`,
      },
    ];
    for (const { path: pagePath, open, expected } of cases) {
      await page.goto(pagePath);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await open().click();
      const dialog = page.getByRole("dialog");
      const name = `Interest ${randomUUID().slice(0, 8)}`;
      await dialog.getByLabel("Full name").fill(name);
      await dialog.getByLabel("Email address").fill("interest@example.org");
      await dialog.getByLabel("Phone number").fill("+1 512 555 0100");
      await dialog.getByLabel("Project details").fill("Which one is this about?");
      await dialog.getByRole("button", { name: "Send Message" }).click();
      await expect(dialog.getByRole("status")).toContainText("successfully");
      expect((await storedLead(name))?.attribution).toMatchObject({
        form: "popup",
        interest: await expected(),
        page: pagePath,
      });
      await page.keyboard.press("Escape");
    }
  });
});
