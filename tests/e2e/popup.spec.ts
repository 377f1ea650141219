import { FORM_ENDPOINT, answer, fillForm, filled, expect, freezeClock, test } from "./helpers";

const SUCCESS = "Message sent successfully! We'll get back to you within 24 hours.";

test.describe("consultation popup", () => {
  test("opens with the default title, moves focus in, Escape closes and focus returns", async ({ page }) => {
    await page.goto("/");
    const opener = page.getByRole("button", { name: "Get Free Consultation" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Get Free Consultation" });
    await expect(dialog).toBeVisible();
    await expect(page.locator("#popup-name")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the X button closes it and closing clears the status message", async ({ page }) => {
    await page.route(FORM_ENDPOINT, answer({ success: false, message: "Invalid phone" }));
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Request Custom Pricing" }).click();
    const dialog = page.getByRole("dialog", { name: "Request Custom Pricing" });
    await fillForm(page, "popup");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Error: Invalid phone");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Request Custom Pricing" }).click();
    await expect(dialog.getByRole("status")).toHaveText("");
    await expect(page.locator("#popup-name")).toHaveValue(filled.name);
  });

  test("sending: everything disabled, 'Sending...' twice; success clears fields and closes after 2 s", async ({ page }) => {
    let body = "";
    await page.route(FORM_ENDPOINT, async (route) => {
      body = route.request().postData() ?? "";
      await answer({ success: true, message: "ok" }, { delayMs: 600 })(route);
    });
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Hire Us" }).click();
    const dialog = page.getByRole("dialog");
    await fillForm(page, "popup");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByRole("button", { name: "Sending..." })).toBeDisabled();
    for (const field of ["name", "email", "phone", "message"]) await expect(page.locator(`#popup-${field}`)).toBeDisabled();
    await expect(dialog.getByRole("status")).toHaveText("Sending...");
    await expect(dialog.locator("[data-tone]")).toHaveClass(/bg-blue-50/);
    await expect(dialog.getByRole("status")).toHaveText(SUCCESS);
    await expect(dialog.locator("[data-tone]")).toHaveClass(/bg-green-50/);
    for (const field of ["name", "email", "phone", "message"]) await expect(page.locator(`#popup-${field}`)).toHaveValue("");
    for (const name of ["access_key", "name", "email", "phone", "message", "botcheck"]) expect(body).toContain(`name="${name}"`);
    expect(body).toContain(filled.message);
    await page.waitForTimeout(1200);
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 2000 });
  });

  test("a refusal shows the provider's message (top level or under body) and keeps the fields", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Request Free Consultation" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Request Free Consultation" });
    await fillForm(page, "popup");
    await page.route(FORM_ENDPOINT, answer({ success: false, message: "Email is invalid." }, { status: 400 }));
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Error: Email is invalid.");
    await expect(dialog.locator("[data-tone]")).toHaveClass(/bg-red-50/);
    await expect(page.locator("#popup-message")).toHaveValue(filled.message);
    await page.unroute(FORM_ENDPOINT);
    await page.route(FORM_ENDPOINT, answer({ success: false, body: { message: "Spam detected" } }));
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Error: Spam detected");
    await page.unroute(FORM_ENDPOINT);
    await page.route(FORM_ENDPOINT, answer({ success: false }));
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Error: Something went wrong");
  });

  test("a network failure shows the popup error and keeps the fields", async ({ page }) => {
    await page.route(FORM_ENDPOINT, (route) => route.abort("internetdisconnected"));
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Hire Us" }).click();
    await fillForm(page, "popup");
    await page.getByRole("dialog").getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("dialog").getByRole("status")).toHaveText("Error: Failed to send message. Please try again.");
    await expect(page.locator("#popup-email")).toHaveValue(filled.email);
  });

  test("a send that hangs for 15 s fails as a network error", async ({ page }) => {
    await page.clock.install();
    await page.route(FORM_ENDPOINT, () => {
      /* never answered */
    });
    await page.goto("/");
    await freezeClock(page);
    await page.getByRole("banner").getByRole("button", { name: "Hire Us" }).click();
    await fillForm(page, "popup");
    await page.getByRole("dialog").getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("dialog").getByRole("status")).toHaveText("Sending...");
    await page.clock.runFor(14_000);
    await expect(page.getByRole("dialog").getByRole("status")).toHaveText("Sending...");
    await page.clock.runFor(1_100);
    await expect(page.getByRole("dialog").getByRole("status")).toHaveText("Error: Failed to send message. Please try again.");
  });

  test("a double submit sends once", async ({ page }) => {
    let requests = 0;
    await page.route(FORM_ENDPOINT, async (route) => {
      requests += 1;
      await answer({ success: true }, { delayMs: 500 })(route);
    });
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Hire Us" }).click();
    await fillForm(page, "popup");
    await page.locator('dialog form').evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect(page.getByRole("dialog").getByRole("status")).toHaveText(SUCCESS);
    expect(requests).toBe(1);
  });

  test("the honeypot is never seen or reached by keyboard", async ({ page }) => {
    await page.goto("/contact");
    const honeypot = page.locator('form input[name="botcheck"]').first();
    await expect(honeypot).toBeHidden();
    await page.locator("#contact-name").focus();
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).not.toBe("botcheck");
    }
  });
});

test.describe("inline contact form", () => {
  test("has the four required fields with their types, placeholders and a 4-row message", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.locator("#contact-name")).toHaveAttribute("placeholder", "Full Name");
    await expect(page.locator("#contact-email")).toHaveAttribute("type", "email");
    await expect(page.locator("#contact-phone")).toHaveAttribute("type", "tel");
    await expect(page.locator("#contact-message")).toHaveAttribute("rows", "4");
    await expect(page.locator("#contact-message")).toHaveAttribute("placeholder", "Tell us about your project and requirements");
    for (const field of ["name", "email", "phone", "message"]) {
      await expect(page.locator(`#contact-${field}`)).toHaveAttribute("required", "");
      await expect(page.locator(`#contact-${field}`)).toHaveAttribute("maxlength", /\d+/);
    }
    await expect(page.locator("form[data-form-variant=contact]").getByLabel("Email address")).toBeVisible();
  });

  test("success reads 'Form submitted successfully!' and clears the fields", async ({ page }) => {
    await page.route(FORM_ENDPOINT, answer({ success: true }));
    await page.goto("/contact");
    await fillForm(page, "contact");
    await page.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page.locator("form[data-form-variant=contact]").getByRole("status")).toHaveText("Form submitted successfully!");
    await expect(page.locator("#contact-name")).toHaveValue("");
  });

  test("a network failure shows a clear inline error and keeps the text", async ({ page }) => {
    await page.route(FORM_ENDPOINT, (route) => route.abort("connectionrefused"));
    await page.goto("/#contact");
    await fillForm(page, "contact");
    await page.getByRole("button", { name: "Send Enquiry" }).click();
    const status = page.locator("form[data-form-variant=contact]").getByRole("status");
    await expect(status).toContainText("Error:");
    await expect(status).toContainText("connection");
    await expect(page.locator("#contact-message")).toHaveValue(filled.message);
  });

  test("a half-written enquiry survives a reload and is cleared after success", async ({ page }) => {
    await page.goto("/contact");
    await page.locator("#contact-name").fill("Half Written");
    await page.locator("#contact-message").fill("Started typing and then");
    await page.reload();
    await expect(page.locator("#contact-name")).toHaveValue("Half Written");
    await expect(page.locator("#contact-message")).toHaveValue("Started typing and then");
    await page.route(FORM_ENDPOINT, answer({ success: true }));
    await page.locator("#contact-email").fill("half@example.org");
    await page.locator("#contact-phone").fill("555 0100");
    await page.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page.locator("form[data-form-variant=contact]").getByRole("status")).toHaveText("Form submitted successfully!");
    await page.reload();
    await expect(page.locator("#contact-name")).toHaveValue("");
  });

  test("the real receiver accepts an enquiry end to end", async ({ page }) => {
    await page.goto("/contact");
    await fillForm(page, "contact");
    await page.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page.locator("form[data-form-variant=contact]").getByRole("status")).toHaveText("Form submitted successfully!");
  });
});
