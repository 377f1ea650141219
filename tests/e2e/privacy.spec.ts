import { expect, fillForm, test } from "./helpers";

/**
 * Everything the site keeps in the browser must be named by the cookie policy (and the privacy policy's summary),
 * key by key as the browser shows it, and no cookie is ever set. The visit below does what a visitor can: lands from
 * a campaign, picks a theme, half-writes the popup, sends the contact form, moves on to other pages.
 */
test("the cookie policy names every storage key the site writes, and the site sets no cookie", async ({
  page,
  context,
}) => {
  await page.goto("/?utm_source=newsletter&utm_campaign=fall");
  await page
    .getByRole("banner")
    .getByRole("group", { name: "Theme" })
    .first()
    .getByRole("button", { name: "Dark theme" })
    .click();

  await page.getByRole("link", { name: "Get Free Consultation" }).click();
  await page.locator("#popup-name").fill("Half-written");
  await page.keyboard.press("Escape");
  // The landing note is written by code that loads after hydration: the first page is left only once it is there.
  await page.waitForFunction(() => sessionStorage.getItem("visit-landing") !== null);

  await page.goto("/contact");
  await fillForm(page, "contact");
  await page.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(page.locator("form[data-form-variant=contact]").getByRole("status")).toHaveText(
    "Form submitted successfully!",
  );
  await page.locator("#contact-name").fill("Second thoughts");

  await page.goto("/pricing");
  await page.waitForFunction(() => sessionStorage.getItem("inter-loaded") !== null);
  const stored = await page.evaluate(() => ({
    session: Object.keys(sessionStorage),
    local: Object.keys(localStorage),
  }));
  // The visit did write something of each kind, so the check below has something to check.
  expect(stored.session.length).toBeGreaterThanOrEqual(4);
  expect(stored.local).toContain("theme");
  expect(await context.cookies()).toEqual([]);

  // The landing note keeps the first page's path and campaign labels, not the pages viewed afterwards.
  const note = await page.evaluate(() => sessionStorage.getItem("visit-landing"));
  expect(note).toContain("/?utm_source=newsletter&utm_campaign=fall");
  expect(note).not.toContain("/pricing");

  for (const [policy, selector] of [
    ["/legal/cookie-policy", "article li code"],
    ["/legal/privacy-policy", "article code"],
  ] as const) {
    await page.goto(policy);
    const named = await page.locator(selector).allTextContents();
    for (const key of [...stored.session, ...stored.local]) expect(named, `${policy} names ${key}`).toContain(key);
  }
});
