import type { Page } from "@playwright/test";
import { FORM_ENDPOINT, answer, fillForm, filled, expect, sectionReady, test } from "./helpers";

const SUCCESS = "Message sent successfully! We'll get back to you within 24 hours.";
/** The client requirement: the popup closes by itself 2 s after a successful send. */
const AUTO_CLOSE_MS = 2000;

/**
 * Installs the page clock (call before navigation); `freeze()`, once the page has loaded, stops it so that only runFor
 * moves page time. Page time starts at `start` and runs no further than the test does (under its 30 s timeout) before
 * the freeze, so a pause one minute on is never in the past however slow the machine (a pause a few ms ahead of the page's
 * own Date.now() can be, under load). The jump fires each pending timer at most once: on the home page that is one
 * carousel step, which no test here looks at.
 */
async function installClock(page: Page) {
  const start = Date.now();
  await page.clock.install({ time: start });
  return { freeze: () => page.clock.pauseAt(start + 60_000) };
}

/** A promise the test settles by hand, so a mocked answer is held exactly as long as the test needs (no wall-clock delay). */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/**
 * Lets the page run the tasks it has already queued. React commits the success message in one task and runs its
 * effects (which arm the auto-close timer) in a later one, so the message can be on screen a moment before the timer
 * exists; one MessageChannel round trip (the channel React's scheduler uses) puts us behind that task, so time is never
 * moved before the timer is counting. It posts no timers, so the fake clock is not involved.
 */
async function settle(page: Page) {
  for (let i = 0; i < 2; i += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

test.describe("consultation popup", () => {
  test("opens with the default title, moves focus in, Escape closes and focus returns", async ({ page }) => {
    await page.goto("/");
    const opener = page.getByRole("link", { name: "Get Free Consultation" });
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
    await page.getByRole("link", { name: "Request Custom Pricing" }).click();
    const dialog = page.getByRole("dialog", { name: "Request Custom Pricing" });
    await fillForm(page, "popup");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Error: Invalid phone");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("link", { name: "Request Custom Pricing" }).click();
    await expect(dialog.getByRole("status")).toHaveText("");
    await expect(page.locator("#popup-name")).toHaveValue(filled.name);
  });

  test("sending: everything disabled, 'Sending...' twice; success clears fields and closes after 2 s", async ({
    page,
  }) => {
    // Page time only moves when the test says so: the auto-close is measured on the page clock, never the wall clock.
    const clock = await installClock(page);
    let body = "";
    const reply = gate();
    await page.route(FORM_ENDPOINT, async (route) => {
      body = route.request().postData() ?? "";
      await reply.opened;
      await answer({ success: true, message: "ok" })(route);
    });
    await page.goto("/");
    await clock.freeze();
    await page.getByRole("banner").getByRole("link", { name: "Hire Us" }).click();
    const dialog = page.getByRole("dialog");
    await fillForm(page, "popup");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    // The answer is held until the sending state has been checked.
    await expect(dialog.getByRole("button", { name: "Sending..." })).toBeDisabled();
    for (const field of ["name", "email", "phone", "message"])
      await expect(page.locator(`#popup-${field}`)).toBeDisabled();
    await expect(dialog.getByRole("status")).toHaveText("Sending...");
    await expect(dialog.locator("[data-tone]")).toHaveClass(/bg-blue-50/);
    reply.open();
    await expect(dialog.getByRole("status")).toHaveText(SUCCESS);
    await expect(dialog.locator("[data-tone]")).toHaveClass(/bg-green-50/);
    for (const field of ["name", "email", "phone", "message"])
      await expect(page.locator(`#popup-${field}`)).toHaveValue("");
    for (const name of ["access_key", "name", "email", "phone", "message", "botcheck"])
      expect(body).toContain(`name="${name}"`);
    expect(body).toContain(filled.message);
    // The clock is paused, so no page time has passed since success however slow the run is.
    await settle(page);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(AUTO_CLOSE_MS - 100);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("status")).toHaveText(SUCCESS);
    await page.clock.runFor(100);
    await expect(dialog).toBeHidden();
  });

  test("a refusal shows the provider's message (top level or under body) and keeps the fields", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Request Free Consultation" }).first().click();
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
    await page.getByRole("banner").getByRole("link", { name: "Hire Us" }).click();
    await fillForm(page, "popup");
    await page.getByRole("dialog").getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("dialog").getByRole("status")).toHaveText(
      "Error: Failed to send message. Please try again.",
    );
    await expect(page.locator("#popup-email")).toHaveValue(filled.email);
  });

  test("a send that hangs for 15 s fails as a network error", async ({ page }) => {
    const clock = await installClock(page);
    const posted = gate();
    await page.route(FORM_ENDPOINT, () => {
      posted.open(); // and never answered
    });
    await page.goto("/");
    await clock.freeze();
    await page.getByRole("banner").getByRole("link", { name: "Hire Us" }).click();
    await fillForm(page, "popup");
    await page.getByRole("dialog").getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("dialog").getByRole("status")).toHaveText("Sending...");
    // "Sending..." shows while the sending code may still be loading; page time moves once the post is out.
    await posted.opened;
    await page.clock.runFor(14_000);
    await expect(page.getByRole("dialog").getByRole("status")).toHaveText("Sending...");
    await page.clock.runFor(1_100);
    await expect(page.getByRole("dialog").getByRole("status")).toHaveText(
      "Error: Failed to send message. Please try again.",
    );
  });

  test("a double submit sends once", async ({ page }) => {
    // Paused page clock: the success message cannot auto-close before it is read, however slow the run.
    const clock = await installClock(page);
    let requests = 0;
    const reply = gate();
    await page.route(FORM_ENDPOINT, async (route) => {
      requests += 1;
      await reply.opened;
      await answer({ success: true })(route);
    });
    await page.goto("/");
    await clock.freeze();
    await page.getByRole("banner").getByRole("link", { name: "Hire Us" }).click();
    await fillForm(page, "popup");
    await page.locator("dialog form").evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    // Both submits happened while the first send was still unanswered.
    await expect(page.getByRole("dialog").getByRole("status")).toHaveText("Sending...");
    reply.open();
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
    await expect(page.locator("#contact-message")).toHaveAttribute(
      "placeholder",
      "Tell us about your project and requirements",
    );
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
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page.locator("form[data-form-variant=contact]").getByRole("status")).toHaveText(
      "Form submitted successfully!",
    );
    await expect(page.locator("#contact-name")).toHaveValue("");
  });

  test("a network failure shows a clear inline error and keeps the text", async ({ page }) => {
    await page.route(FORM_ENDPOINT, (route) => route.abort("connectionrefused"));
    await page.goto("/#contact");
    // The home page's contact section loads its code at once when the address points at it.
    await sectionReady(page, page.locator("#contact"));
    await fillForm(page, "contact");
    await page.getByRole("button", { name: "Send Inquiry" }).click();
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
    await page.locator("#contact-phone").fill("512 555 0100");
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page.locator("form[data-form-variant=contact]").getByRole("status")).toHaveText(
      "Form submitted successfully!",
    );
    await page.reload();
    await expect(page.locator("#contact-name")).toHaveValue("");
  });

  test("the real receiver accepts an enquiry end to end", async ({ page }) => {
    await page.goto("/contact");
    await fillForm(page, "contact");
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page.locator("form[data-form-variant=contact]").getByRole("status")).toHaveText(
      "Form submitted successfully!",
    );
  });
});

test.describe("the consent box for marketing texts", () => {
  test("is on every form, separate and optional, unticked until the visitor ticks it, and goes with the enquiry only then", async ({
    page,
  }) => {
    const sent: string[] = [];
    await page.route(FORM_ENDPOINT, async (route) => {
      sent.push(route.request().postData() ?? "");
      await answer({ success: true })(route);
    });
    await page.goto("/");
    await page.getByRole("link", { name: "Get Free Consultation" }).click();
    await expect(page.getByRole("dialog", { name: "Get Free Consultation" })).toBeVisible();
    await page.keyboard.press("Escape");
    for (const prefix of ["contact", "popup"]) {
      const box = page.locator(`#${prefix}-sms-consent`);
      await expect(box).toHaveAttribute("type", "checkbox");
      await expect(box).not.toBeChecked();
      await expect(box).not.toHaveAttribute("required");
      // Its words say who texts, how often, the rates, STOP and HELP (content/data/enquiry-form.yml).
      await expect(page.locator(`label[for=${prefix}-sms-consent]`)).toContainText(
        /Msg & data rates may apply.*STOP.*HELP/,
      );
      // ...and links to the SMS terms and the privacy policy, in the popup as on the page (sms-terms.spec.ts).
      for (const href of ["/legal/sms-terms", "/legal/privacy-policy"])
        await expect(page.locator(`label[for=${prefix}-sms-consent] a[href="${href}"]`)).toHaveCount(1);
    }
    await page.goto("/contact");
    await fillForm(page, "contact");
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page.locator("form[data-form-variant=contact]").getByRole("status")).toHaveText(
      "Form submitted successfully!",
    );
    await page.goto("/contact");
    await fillForm(page, "contact", { ...filled, email: "ticked@example.org" });
    await page.locator("#contact-sms-consent").check();
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page.locator("form[data-form-variant=contact]").getByRole("status")).toHaveText(
      "Form submitted successfully!",
    );
    expect(sent).toHaveLength(2);
    expect(sent[0]).not.toContain('name="sms_consent"');
    expect(sent[1]).toMatch(/name="sms_consent"\r\n\r\nyes/);
  });
});
