// A Spanish enquiry end to end (issue 41, item 5; docs/decisions/044-enquiry-language.md): the form on /es/contact
// sends the page's language, the receiver stores it, answers a form sent without JavaScript in Spanish and lands it
// on /es/thank-you, and GoHighLevel gets the contact tagged lang-es with a note saying to reply in Spanish.
import { randomUUID } from "node:crypto";
import { test as plain } from "@playwright/test";
import { loadContent } from "../../app/content-model/.server/load.ts";
import { problemText } from "../../lib/enquiry-rules.ts";
import { openLeadStore } from "../../server/enquiries/leads-store.ts";
import { expect, fillForm, filled, test } from "./helpers";
import { storedLead, withCrmServer } from "./leads";

/** The Spanish pages' words, as the Spanish pass of the build loads them. */
const spanish = loadContent(undefined, undefined, undefined, "es");

test("a Spanish enquiry reaches GoHighLevel tagged lang-es, with a note saying to reply in Spanish", async ({
  page,
}) => {
  await withCrmServer(async ({ server, stub, dbUrl }) => {
    // The helpers' page.goto waits until the page has hydrated: the form is sent by the script.
    await page.goto(`${server.url}/es/contact`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const form = page.locator("form[data-form-variant=contact]");
    await expect(form.locator('input[type=hidden][name="lang"]')).toHaveValue("es");
    await fillForm(page, "contact");
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith("/api/contact") && answer.request().method() === "POST"),
      form.locator("button[type=submit]").click(),
    ]);
    expect(response.status()).toBe(200);

    const store = await openLeadStore(dbUrl);
    try {
      await expect.poll(async () => (await store.list())[0]?.lang).toBe("es");
    } finally {
      store.close();
    }
    // The outbox delivers in the background: wait for the contact's tags and the note, however long that takes here.
    await expect.poll(() => stub.contacts[0]?.tags ?? [], { timeout: 20_000 }).toContain("lang-es");
    await expect.poll(() => stub.notes[0]?.body ?? "", { timeout: 20_000 }).toContain("Reply in Spanish");
    expect(stub.contacts[0]).toMatchObject({ email: filled.email });
  });
});

plain.describe("without JavaScript", () => {
  plain.use({ javaScriptEnabled: false });

  plain(
    'a Spanish form refused is answered in Spanish (lang="es"), and sent again lands on /es/thank-you, stored as Spanish',
    async ({ page }) => {
      const name = `Sin JS ${randomUUID().slice(0, 8)}`;
      await page.goto("/es/contact");
      const form = page.locator("form[data-form-variant=contact]");
      await expect(form.locator('input[type=hidden][name="lang"]')).toHaveValue("es");
      // The browser accepts "name@localhost" as an email address; the receiver wants a domain with a dot.
      await fillForm(page, "contact", { ...filled, name, email: "lucia@localhost" });
      const [response] = await Promise.all([
        page.waitForResponse("**/api/contact"),
        form.locator("button[type=submit]").click(),
      ]);
      expect(response.status()).toBe(400);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(spanish.enquiryForm.receiver.checkTitle);
      const problem = page.getByRole("link", {
        name: problemText(spanish.enquiryForm.problems, { field: "email", rule: "invalid" }),
      });
      await expect(problem).toBeVisible();
      await expect(page.getByLabel(spanish.interfaceWords.form.name.label)).toHaveValue(name);
      expect(await storedLead(name)).toBeUndefined();

      await page.getByLabel(spanish.interfaceWords.form.email.label).fill("lucia@example.org");
      await page.getByRole("button", { name: spanish.interfaceWords.form.sendInline }).click();
      await expect(page).toHaveURL(/\/es\/thank-you$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      expect(await storedLead(name)).toMatchObject({ name, email: "lucia@example.org", lang: "es" });
    },
  );
});
