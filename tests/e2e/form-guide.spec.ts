// Forms that guide (with JavaScript): the rules run in the browser before anything is sent, the problems are listed at
// the top (focused) and marked on each field; after a send the page says what happens next and keeps saying it.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { loadContent } from "../../app/content-model/.server/load";
import { readContentSettings, readSettings } from "../../config/settings.mjs";
import { FORM_ENDPOINT, answer, fillForm, filled, expect, test } from "./helpers";

const SUCCESS = "Message sent successfully! We'll get back to you within 24 hours.";

/** Counts the posts to the receiver: a form the rules refuse must send nothing. */
async function countPosts(page: Page) {
  const posts: string[] = [];
  await page.route(FORM_ENDPOINT, async (route) => {
    posts.push(route.request().postData() ?? "");
    await answer({ success: true, message: "ok" })(route);
  });
  return posts;
}

test.describe("a form that guides", () => {
  test("an empty send lists every field at the top, focused, and marks each field; nothing is sent", async ({
    page,
  }) => {
    const posts = await countPosts(page);
    await page.goto("/contact");
    const form = page.locator("form[data-form-variant=contact]");
    // The prerendered form keeps the browser's checks; the script takes over with its own.
    await expect(form).toHaveJSProperty("noValidate", true);
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    const summary = form.locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("heading")).toBeVisible();
    const links = summary.getByRole("link");
    await expect(links).toHaveCount(4);
    for (const field of ["name", "email", "phone", "message"]) {
      const input = page.locator(`#contact-${field}`);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      const describedBy = await input.getAttribute("aria-describedby");
      const message = page.locator(`#${describedBy}`);
      await expect(message).toBeVisible();
      // The summary's link and the field's message say the same thing, and the link points at the field.
      const link = summary.locator(`a[href="#contact-${field}"]`);
      await expect(link).toHaveText((await message.textContent()) ?? "");
    }
    // A link puts the cursor in its field.
    await summary.locator('a[href="#contact-phone"]').click();
    await expect(page.locator("#contact-phone")).toBeFocused();
    expect(posts).toHaveLength(0);
    // The status box stays empty: the client's texts are for a send's answer only.
    await expect(form.getByRole("status")).toHaveText("");
  });

  test("a phone number '1' and a message 'x' are refused; fixed, the form sends and the marks go", async ({ page }) => {
    const posts = await countPosts(page);
    await page.goto("/contact");
    await fillForm(page, "contact", { ...filled, phone: "1", message: "x" });
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    const summary = page.locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveCount(2);
    await expect(page.locator("#contact-phone")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#contact-message")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#contact-name")).not.toHaveAttribute("aria-invalid");
    expect(posts).toHaveLength(0);

    await page.locator("#contact-phone").fill(filled.phone);
    await page.locator("#contact-message").fill(filled.message);
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page.locator("form[data-form-variant=contact]").getByRole("status")).toHaveText(
      "Form submitted successfully!",
    );
    expect(posts).toHaveLength(1);
    await expect(summary).toHaveCount(0);
    await expect(page.locator("#contact-phone")).not.toHaveAttribute("aria-invalid");
  });

  test("the popup guides the same way", async ({ page }) => {
    const posts = await countPosts(page);
    await page.goto("/pricing");
    await page.getByRole("link", { name: "Request Custom Pricing" }).click();
    const dialog = page.getByRole("dialog", { name: "Request Custom Pricing" });
    await fillForm(page, "popup", { ...filled, phone: "1" });
    await dialog.getByRole("button", { name: "Send Message" }).click();
    const summary = dialog.locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    await expect(summary.locator('a[href="#popup-phone"]')).toBeVisible();
    await expect(page.locator("#popup-phone")).toHaveAttribute("aria-invalid", "true");
    expect(posts).toHaveLength(0);
  });

  test("a field the receiver refuses is marked with its words, in the client's red status box", async ({ page }) => {
    await page.route(
      FORM_ENDPOINT,
      answer({ success: false, message: "Enter a phone number we can call", field: "phone" }, { status: 400 }),
    );
    await page.goto("/contact");
    await fillForm(page, "contact");
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page.locator("form[data-form-variant=contact]").getByRole("status")).toHaveText(
      "Error: Enter a phone number we can call",
    );
    await expect(page.locator("#contact-phone")).toHaveAttribute("aria-invalid", "true");
  });
});

test.describe("the next step after a send", () => {
  test("after the popup's 2 s, the page shows what happens next and it stays until closed", async ({ page }) => {
    // Page time only moves when the test says so (no wall-clock waits).
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.route(FORM_ENDPOINT, answer({ success: true, message: "ok" }));
    await page.goto("/pricing");
    await page.clock.pauseAt(start + 60_000);
    const opener = page.getByRole("link", { name: "Request Custom Pricing" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Request Custom Pricing" });
    await fillForm(page, "popup");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByRole("status")).toHaveText(SUCCESS);
    const confirmation = page.locator("[data-send-confirmation]");
    await expect(confirmation).toHaveCount(0);
    await expect
      .poll(async () => {
        await page.clock.runFor(500);
        return dialog.isVisible();
      })
      .toBe(false);
    await expect(confirmation).toBeVisible();
    await expect(confirmation.getByRole("heading")).toBeFocused();
    // It stays: page time passes and it is still there.
    await page.clock.runFor(60_000);
    await expect(confirmation).toBeVisible();
    await confirmation.getByRole("button").last().click();
    await expect(confirmation).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test("an on-page form shows it in place after the client's message, and it stays", async ({ page }) => {
    await page.route(FORM_ENDPOINT, answer({ success: true }));
    await page.goto("/contact");
    await fillForm(page, "contact");
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    const form = page.locator("form[data-form-variant=contact]");
    await expect(form.getByRole("status")).toHaveText("Form submitted successfully!");
    const confirmation = form.locator("[data-send-confirmation]");
    await expect(confirmation).toBeVisible();
    await expect(confirmation.getByRole("heading")).toBeFocused();
    // The page stays where it is: without THANK_YOU_REDIRECT there is no redirect.
    await expect(page).toHaveURL(/\/contact$/);
  });
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the listed problems and the confirmation pass axe (${colorScheme} theme)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.route(FORM_ENDPOINT, answer({ success: true }));
    await page.goto("/contact");
    const form = page.locator("form[data-form-variant=contact]");
    const axe = async () => {
      const results = await new AxeBuilder({ page })
        .include("form[data-form-variant=contact]")
        .withTags(["wcag2a", "wcag2aa", "wcag21aa", "best-practice"])
        .analyze();
      return results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
    };
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(form.locator("[data-error-summary]")).toBeFocused();
    expect(await axe()).toEqual([]);
    await fillForm(page, "contact");
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(form.locator("[data-send-confirmation]")).toBeVisible();
    expect(await axe()).toEqual([]);
  });
}

test.describe("a Spanish page's form", () => {
  const spanish = loadContent(undefined, readSettings(), readContentSettings(), "es");
  const { form: words, sent } = spanish.interfaceWords;
  const { problems } = spanish.enquiryForm;

  test("says its labels, its problems and its answer in Spanish, in the right colors, and sends lang=es", async ({
    page,
  }) => {
    const posts = await countPosts(page);
    await page.goto("/es/contact");
    const form = page.locator("form[data-form-variant=contact]");
    await expect(form).toHaveJSProperty("noValidate", true);
    await form.getByRole("button", { name: words.sendInline }).click();
    const summary = form.locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("heading")).toHaveText(problems.title);
    await expect(summary.getByRole("link")).toHaveText([
      problems.name.missing,
      problems.email.missing,
      problems.phone.missing,
      problems.message.missing,
    ]);
    expect(posts).toHaveLength(0);

    await form.getByLabel(words.name.label).fill(filled.name);
    await form.getByLabel(words.email.label).fill(filled.email);
    await form.getByLabel(words.phone.label).fill(filled.phone);
    await form.getByLabel(words.message.label).fill(filled.message);
    await form.getByRole("button", { name: words.sendInline }).click();
    const status = form.getByRole("status").locator("[data-tone]");
    await expect(status).toHaveText(sent.inlineSuccess);
    await expect(status).toHaveAttribute("data-tone", "success");
    // Under it, what happens next, once: its heading takes the focus, and it does not say the status again.
    const card = form.locator("[data-send-confirmation]");
    await expect(card.getByRole("heading")).toBeFocused();
    await expect(card.getByRole("heading")).toHaveText(spanish.enquiryForm.confirmation.title);
    await expect(card).not.toContainText(sent.inlineSuccess);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/name="lang"\r\n\r\nes\r\n/);
  });
});
