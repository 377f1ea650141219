// Enquiries carry their language (issue 41, item 5): the receiver answers a Spanish enquiry in the Spanish words the
// build records in build/lang/es/, lands a Spanish form sent without JavaScript on /es/thank-you, and stores the
// language with the lead (npm run leads and its CSV show it). docs/decisions/044-enquiry-language.md.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "../../app/content-model/.server/load.ts";
import { problemText } from "../../lib/enquiry-rules.ts";
import {
  ENQUIRY_MESSAGES_FILE,
  enquiryMessagesFileIn,
  enquiryMessagesFromContent,
  type EnquiryMessages,
} from "../../contracts/enquiry-messages.ts";
import { startServer } from "../index.ts";
import { storedLeads } from "../testing/leads.ts";
import { FIELD_BOUNDS, THANK_YOU_PATH } from "../../lib/enquiry-contract.ts";
import { openLeadStore } from "./leads-store.ts";
import { consentLabelHtml } from "./refusal-page.ts";

const run = promisify(execFile);
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const valid = {
  name: "Lucía Gómez",
  email: "lucia@example.org",
  phone: "+1 512 555 0142",
  message: "Queremos automatizar el seguimiento.",
};

/** Each language's words, as each pass of the build records them (contracts/enquiry-messages.ts). */
const recorded = (content: ReturnType<typeof loadContent>) =>
  enquiryMessagesFromContent(content.enquiryForm, content.interfaceWords.form);
const english: EnquiryMessages = recorded(loadContent(undefined, undefined, undefined, "en"));
const spanish: EnquiryMessages = recorded(loadContent(undefined, undefined, undefined, "es"));

let dir: string;
let dbUrl: string;
let server: Awaited<ReturnType<typeof startServer>>;

function post(fields: Record<string, string>, { native = false, json = false } = {}) {
  const headers: Record<string, string> = {
    Origin: server.url,
    "Sec-Fetch-Site": "same-origin",
    Accept: native ? BROWSER_ACCEPT : "application/json",
  };
  if (json) headers["Content-Type"] = "application/json";
  const body = json ? JSON.stringify(fields) : new URLSearchParams(fields);
  return fetch(`${server.url}/api/contact`, { method: "POST", body, headers, redirect: "manual" });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "enquiry-language-"));
  dbUrl = `file:${path.join(dir, "leads.db")}`;
  const clientDir = path.join(dir, "client");
  await mkdir(clientDir, { recursive: true });
  await writeFile(
    path.join(clientDir, "index.html"),
    '<html><head><link rel="stylesheet" href="/assets/root-TEST.css"></head></html>',
  );
  // The build's layout: English beside build/client, Spanish in build/lang/es/.
  const enquiryMessagesFile = path.join(dir, ENQUIRY_MESSAGES_FILE);
  await mkdir(path.dirname(enquiryMessagesFileIn("es", enquiryMessagesFile)), { recursive: true });
  await writeFile(enquiryMessagesFile, JSON.stringify(english));
  await writeFile(enquiryMessagesFileIn("es", enquiryMessagesFile), JSON.stringify(spanish));
  server = await startServer({
    env: { LEADS_DB_URL: dbUrl, CONTACT_RATE_LIMIT: "1000" },
    port: 0,
    log: () => {},
    clientDir,
    enquiryMessagesFile,
  });
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("a Spanish enquiry's refusals", () => {
  it("the JSON answer uses the Spanish words of the form's problems", async () => {
    const response = await post({ ...valid, name: "", lang: "es" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      field: "name",
      message: problemText(spanish.problems, { field: "name", rule: "missing" }),
    });
    expect(spanish.problems.name.missing).not.toBe(english.problems.name.missing);
  });

  it("an English one (or one without the field) keeps the English words", async () => {
    for (const fields of [
      { ...valid, name: "", lang: "en" },
      { ...valid, name: "" },
    ]) {
      const answer = (await (await post(fields, { json: true })).json()) as { message: string };
      expect(answer.message).toBe(problemText(english.problems, { field: "name", rule: "missing" }));
    }
  });

  it('the page a form sent without JavaScript gets back is in Spanish, lang="es", and keeps the language for the next send', async () => {
    const response = await post({ ...valid, email: "no-es-un-correo", lang: "es" }, { native: true });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(`<title>${spanish.receiver!.checkTitle}</title>`);
    expect(html).toContain(spanish.title);
    expect(html).toContain(problemText(spanish.problems, { field: "email", rule: "invalid" }));
    for (const label of Object.values(spanish.receiver!.labels)) expect(html).toContain(`>${label}</label>`);
    expect(html).toContain(`>${spanish.receiver!.send}</button>`);
    expect(html).toContain('<input type="hidden" name="lang" value="es">');
    expect(html).toContain(`href="/es">${spanish.receiver!.home}</a>`);
    expect(html).not.toContain(english.receiver!.send);
    // The consent box in the Spanish words (those a Spanish consent records).
    expect(html).toContain(consentLabelHtml(spanish.smsConsent!.text));
    expect(spanish.smsConsent!.version).not.toBe(english.smsConsent!.version);
  });

  it("a language no form sends is refused, in English", async () => {
    const response = await post({ ...valid, lang: "fr" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, field: "lang" });
  });
});

describe("a Spanish enquiry sent", () => {
  it("without JavaScript lands on /es/thank-you, and the lead is stored as Spanish", async () => {
    const response = await post({ ...valid, email: "sin-js@example.org", lang: "es" }, { native: true });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/es/thank-you");
    expect((await storedLeads(dbUrl)).find((lead) => lead.email === "sin-js@example.org")?.lang).toBe("es");
  });

  it("with the box ticked records the consent as Spanish, under the Spanish words' version", async () => {
    expect(
      (
        await post(
          {
            ...valid,
            phone: "+1 512 555 0177",
            email: "acepto@example.org",
            lang: "es",
            page: "/es/contacto",
            sms_consent: "yes",
          },
          { native: true },
        )
      ).status,
    ).toBe(303);
    const store = await openLeadStore(dbUrl);
    try {
      expect(await store.consents("+15125550177")).toMatchObject([
        { lang: "es", page: "/es/contacto", version: spanish.smsConsent!.version, words: spanish.smsConsent!.text },
      ]);
    } finally {
      store.close();
    }
  });

  it("an English one lands on /thank-you and is stored as English; without the field too", async () => {
    const response = await post({ ...valid, email: "english@example.org", lang: "en" }, { native: true });
    expect(response.headers.get("location")).toBe(THANK_YOU_PATH);
    expect((await post({ ...valid, email: "no-field@example.org" })).status).toBe(200);
    const leads = await storedLeads(dbUrl);
    expect(leads.find((lead) => lead.email === "english@example.org")?.lang).toBe("en");
    expect(leads.find((lead) => lead.email === "no-field@example.org")?.lang).toBe("en");
  });

  it("npm run leads says to reply in Spanish, and its CSV has the lang column", async () => {
    const env = { ...process.env, LEADS_DB_URL: dbUrl };
    const { stdout: text } = await run(process.execPath, [path.resolve("server/enquiries/leads-cli.ts")], { env });
    expect(text).toMatch(/sin-js@example\.org>[^\n]*\n {2}Reply in Spanish \(es\)/);
    const { stdout: csv } = await run(process.execPath, [path.resolve("server/enquiries/leads-cli.ts"), "--csv"], {
      env,
    });
    const [header, ...rows] = csv.trim().split("\r\n");
    const column = header!.split(",").indexOf("lang");
    expect(column).toBeGreaterThan(0);
    expect(rows.find((row) => row.includes("sin-js@example.org"))!.split(",")[column]).toBe("es");
  });
});

describe("a refusal before the form is read", () => {
  it("too many messages: in the words of the page the post came from (its Referer), /es in Spanish", async () => {
    const limited = await startServer({
      env: { LEADS_DB_URL: `file:${path.join(dir, "limited.db")}`, CONTACT_RATE_LIMIT: "1" },
      port: 0,
      log: () => {},
      clientDir: path.join(dir, "client"),
      enquiryMessagesFile: path.join(dir, ENQUIRY_MESSAGES_FILE),
    });
    try {
      const send = (referer: string) =>
        fetch(`${limited.url}/api/contact`, {
          method: "POST",
          body: JSON.stringify({ ...valid, lang: "es" }),
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json",
            Origin: limited.url,
            Referer: `${limited.url}${referer}`,
          },
        });
      expect((await send("/es/contact")).status).toBe(200);
      const spanishAnswer = await send("/es/contact");
      expect(spanishAnswer.status).toBe(429);
      expect(((await spanishAnswer.json()) as { message: string }).message).toBe(spanish.receiver!.tooMany);
      expect(((await (await send("/contact")).json()) as { message: string }).message).toBe(english.receiver!.tooMany);
    } finally {
      await limited.close();
    }
  });
});

describe("a character problem", () => {
  it("is named in the enquiry's language, with the field's label as the form shows it", async () => {
    const response = await post({ ...valid, name: "Luc\u202eía", lang: "es" });
    expect(response.status).toBe(400);
    const expected = spanish.receiver!.unacceptable.replaceAll("{field}", spanish.receiver!.labels.name);
    expect(await response.json()).toEqual({ success: false, field: "name", message: expected });
    const invisible = (await (await post({ ...valid, message: "\u200b\u200b", lang: "es" })).json()) as {
      message: string;
    };
    expect(invisible.message).toBe(spanish.receiver!.invisible.replaceAll("{field}", spanish.receiver!.labels.message));
  });

  it("that only a hand-made request causes is named in its language too: a field sent twice, a field over its limit", async () => {
    const twice = new URLSearchParams({ ...valid, lang: "es" });
    twice.append("email", "otra@example.org");
    const headers = { Origin: server.url, "Sec-Fetch-Site": "same-origin", Accept: "application/json" };
    const repeated = await fetch(`${server.url}/api/contact`, { method: "POST", body: twice, headers });
    expect(repeated.status).toBe(400);
    expect(await repeated.json()).toEqual({
      success: false,
      field: "email",
      message: spanish.receiver!.notSingle.replaceAll("{field}", spanish.receiver!.labels.email),
    });
    const long = (await (await post({ ...valid, name: "L".repeat(500), lang: "es" })).json()) as { message: string };
    expect(long.message).toBe(
      spanish
        .receiver!.fieldTooLong.replaceAll("{field}", spanish.receiver!.labels.name)
        .replaceAll("{max}", String(FIELD_BOUNDS.name.max)),
    );
    expect(spanish.receiver!.notSingle).not.toBe(english.receiver!.notSingle);
  });
});
