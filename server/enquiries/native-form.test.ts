// Plain browser form posts (no JavaScript) and the context and attribution stored with every lead (issue 16).
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadProjectContent } from "../../app/content-model/.server/test-content.ts";
import { problemText } from "../../lib/enquiry-rules.ts";
import { RECEIVER_PATH, THANK_YOU_PATH } from "../../lib/enquiry-contract.ts";
import { ENQUIRY_MESSAGES_FILE, enquiryMessagesFromContent } from "../../contracts/enquiry-messages.ts";
import { startServer } from "../index.ts";
import { storedLeads } from "../testing/leads.ts";
import { openLeadStore } from "./leads-store.ts";
import { builtStylesheets, consentLabelHtml, renderRefusalPage } from "./refusal-page.ts";

const run = promisify(execFile);
type RunningServer = Awaited<ReturnType<typeof startServer>>;
let dir: string;
let dbUrl: string;
let server: RunningServer;
const silent = () => {};

/** The form's words, as the build records them for the server. */
const projectContent = loadProjectContent();
const words = enquiryMessagesFromContent(projectContent.enquiryForm, projectContent.interfaceWords.form);
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const valid = {
  name: "Noor Haddad",
  email: "noor@example.org",
  phone: "+44 20 7946 0018",
  message: "Rebuild our pipeline.",
};
const context = {
  form: "popup",
  context: "Get Started with the Pro Plan",
  page: "/pricing",
  utm_source: "newsletter",
  utm_medium: "email",
  utm_campaign: "spring-launch",
  utm_term: "ghl experts",
  utm_content: "hero-button",
  referrer: "https://news.example.org/post",
  landing_page: "/blog/crm-tips",
};

function nativePost(fields: Record<string, string>, { multipart = false, url = server.url } = {}) {
  const body = multipart ? new FormData() : new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return fetch(`${url}/api/contact`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Accept: BROWSER_ACCEPT, Origin: url, "Sec-Fetch-Site": "same-origin" },
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "native-form-"));
  dbUrl = `file:${path.join(dir, "leads.db")}`;
  // A stand-in build: the refusal page links the site's stylesheet read from index.html.
  const clientDir = path.join(dir, "client");
  await mkdir(clientDir, { recursive: true });
  await writeFile(
    path.join(clientDir, "index.html"),
    '<html><head><link rel="stylesheet" href="/assets/root-TEST.css"></head></html>',
  );
  const enquiryMessagesFile = path.join(dir, ENQUIRY_MESSAGES_FILE);
  await writeFile(enquiryMessagesFile, JSON.stringify(words));
  server = await startServer({
    env: { LEADS_DB_URL: dbUrl, CONTACT_RATE_LIMIT: "1000" },
    port: 0,
    log: silent,
    enquiryMessagesFile,
  });
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("a plain browser form post", () => {
  it("is answered 303 to the thank-you page and the lead is stored with its context and attribution", async () => {
    const response = await nativePost({ ...valid, ...context, botcheck: "" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(THANK_YOU_PATH);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const [lead] = await storedLeads(dbUrl);
    expect(lead).toMatchObject({ ...valid, phone: "+442079460018", attribution: context });
  });

  it("works as multipart too, and a filled honeypot looks like success and stores nothing", async () => {
    const before = (await storedLeads(dbUrl)).length;
    const multipart = await nativePost(
      { ...valid, name: "Multi Part", form: "contact-page", context: "Contact page", page: "/contact" },
      { multipart: true },
    );
    expect([multipart.status, multipart.headers.get("location")]).toEqual([303, THANK_YOU_PATH]);
    const bot = await nativePost({ ...valid, name: "Bot", botcheck: "on" });
    expect([bot.status, bot.headers.get("location")]).toEqual([303, THANK_YOU_PATH]);
    const leads = await storedLeads(dbUrl);
    expect(leads).toHaveLength(before + 1);
    expect(leads[0]).toMatchObject({
      name: "Multi Part",
      attribution: { form: "contact-page", context: "Contact page", page: "/contact" },
    });
  });

  it("refused, answers an accessible page that names the field and holds the visitor's text, escaped, with security headers", async () => {
    const before = (await storedLeads(dbUrl)).length;
    const response = await nativePost({
      ...valid,
      email: "not-an-address",
      message: 'Hi <script>alert("x")</script> & bye',
      ...context,
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain("script-src");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
    const html = await response.text();
    const emailProblem = problemText(words.problems, { field: "email", rule: "invalid" });
    expect(html).toContain(`<a class="underline" href="#field-email">${emailProblem}</a>`);
    expect(html).toContain(`<h2 id="problems-title" class="font-semibold">${words.title}</h2>`);
    expect(html).toMatch(/id="field-email" [^>]*aria-invalid="true" aria-describedby="error-email"/);
    expect(html).toContain(`<p id="error-email" class="mt-1 text-sm font-medium text-red-800">${emailProblem}</p>`);
    expect(html).toContain('id="field-email" name="email"');
    expect(html).toContain('value="not-an-address"');
    expect(html).toContain('value="Noor Haddad"');
    expect(html).toContain("Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; bye</textarea>");
    expect(html).not.toContain("<script");
    expect(html).toContain(`action="${RECEIVER_PATH}"`);
    expect(html).toContain('<input type="hidden" name="context" value="Get Started with the Pro Plan">');
    expect(html).toContain('href="/pricing">Back to the page you came from');
    expect((await storedLeads(dbUrl)).length).toBe(before);
  });

  it("refuses context with control characters or over its limit, naming it", async () => {
    const control = await nativePost({ ...valid, context: "Pro\u0007Plan" });
    expect(control.status).toBe(400);
    expect(await control.text()).toContain("context field contains characters");
    const long = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      body: JSON.stringify({ ...valid, utm_source: "x".repeat(201) }),
      headers: { "Content-Type": "application/json" },
    });
    expect(long.status).toBe(400);
    expect((await long.json()).message).toContain("utm_source");
  });

  it("a cross-site post gets a 403 page and is not read", async () => {
    const response = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      body: new URLSearchParams({ ...valid, message: "from evil" }),
      redirect: "manual",
      headers: { Accept: BROWSER_ACCEPT, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain("only be sent from our own website");
    expect(html).not.toContain("from evil");
  });

  it.each([
    ["name", "", "missing"],
    ["name", "7", "invalid"],
    ["email", "noor@", "invalid"],
    ["phone", "", "missing"],
    ["phone", "1", "invalid"],
    ["message", "x", "invalid"],
  ] as const)(
    "refuses %s %j on the page and in JSON, naming the field in the words the browser form shows",
    async (field, value, rule) => {
      const expected = problemText(words.problems, { field, rule });
      const page = await nativePost({ ...valid, [field]: value });
      expect(page.status).toBe(400);
      const html = await page.text();
      expect(html).toContain(`<a class="underline" href="#field-${field}">${expected}</a>`);
      expect(html).toContain(`<p id="error-${field}" class="mt-1 text-sm font-medium text-red-800">${expected}</p>`);
      const json = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        body: new URLSearchParams({ ...valid, [field]: value }),
        headers: { Accept: "application/json" },
      });
      expect(await json.json()).toEqual({ success: false, message: expected, field });
    },
  );

  it("lists every problem of a plain form post at once", async () => {
    const html = await (await nativePost({ ...valid, name: "", phone: "1", message: "x" })).text();
    for (const field of ["name", "phone", "message"]) expect(html).toContain(`href="#field-${field}"`);
    expect(html).not.toContain('href="#field-email"');
  });

  it("the script's fetch path (Accept: application/json, multipart) keeps its JSON answers", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...valid, email: "bad", botcheck: "" })) form.append(key, value);
    const refused = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      body: form,
      headers: { Accept: "application/json" },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      success: false,
      message: problemText(words.problems, { field: "email", rule: "invalid" }),
      field: "email",
    });
    const ok = new FormData();
    for (const [key, value] of Object.entries({ ...valid, ...context, botcheck: "" })) ok.append(key, value);
    const accepted = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      body: ok,
      headers: { Accept: "application/json" },
    });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ success: true, message: expect.any(String) });
  });
});

describe("refusal page", () => {
  it("links the built site's stylesheet (no inline style or script) and escapes every value", () => {
    const stylesheets = builtStylesheets(path.join(dir, "client"));
    expect(stylesheets).toEqual(["/assets/root-TEST.css"]);
    const html = renderRefusalPage({
      title: "Please check your inquiry",
      problems: [{ field: "name", message: 'Name <b>"x"</b>' }],
      values: {
        name: '"><script>alert(1)</script>',
        page: "javascript:alert(1)",
        referrer: "https://a.example/?q=<x>",
      },
      action: RECEIVER_PATH,
      stylesheets,
    });
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-TEST.css">');
    expect(html).not.toMatch(/<script|<style|style="/);
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('href="#field-name">Name &lt;b&gt;&quot;x&quot;&lt;/b&gt;</a>');
    expect(html).toContain('href="/contact">Back to the page you came from');
    expect(html).toContain('name="referrer" value="https://a.example/?q=&lt;x&gt;"');
    expect(builtStylesheets(path.join(dir, "missing"))).toEqual([]);
  });

  it("shows the consent box with its links as real links and every word escaped, ticked only when it was", () => {
    const consent = {
      text: 'Text me <b>now</b> & later. See the [SMS terms](/sms-terms) and [Privacy "Policy"](/privacy-policy). [x](javascript:alert(1))',
      version: "0123456789abcdef",
    };
    const page = (values: Record<string, unknown>) =>
      renderRefusalPage({
        title: "Please check your inquiry",
        problems: [],
        values,
        consent,
        action: RECEIVER_PATH,
        stylesheets: [],
      });
    const ticked = page({ sms_consent: "yes" });
    expect(ticked).toContain(
      '<label for="field-sms_consent" class="text-sm text-slate-600">Text me &lt;b&gt;now&lt;/b&gt; &amp; later. See the <a class="font-medium text-brand-700 underline" href="/sms-terms">SMS terms</a> and <a class="font-medium text-brand-700 underline" href="/privacy-policy">Privacy &quot;Policy&quot;</a>. [x](javascript:alert(1))</label>',
    );
    expect(ticked).toContain(
      '<input id="field-sms_consent" type="checkbox" name="sms_consent" value="yes" class="mt-1 size-4 shrink-0 accent-brand-600" checked>',
    );
    // Never ticked for the visitor: not when they left it, nor for a value no form sends.
    for (const values of [{}, { sms_consent: "" }, { sms_consent: "on" }, { sms_consent: ["yes", "yes"] }])
      expect(page(values)).not.toMatch(/name="sms_consent"[^>]*checked/);
    // Without the build's words there is no box: a consent is never asked for without them.
    expect(
      renderRefusalPage({
        title: "t",
        problems: [],
        values: { sms_consent: "yes" },
        action: RECEIVER_PATH,
        stylesheets: [],
      }),
    ).not.toContain("sms_consent");
  });
});

describe("rate-limited plain post", () => {
  it("answers 429 with a page that keeps the text", async () => {
    const limited = await startServer({ env: { LEADS_DB_URL: dbUrl, CONTACT_RATE_LIMIT: "1" }, port: 0, log: silent });
    try {
      expect((await nativePost({ ...valid }, { url: limited.url })).status).toBe(303);
      const response = await nativePost({ ...valid, message: "Second try" }, { url: limited.url });
      expect(response.status).toBe(429);
      expect(response.headers.get("retry-after")).toBe("600");
      expect(await response.text()).toContain("Second try</textarea>");
    } finally {
      await limited.close();
    }
  });
});

describe("context columns", () => {
  it("npm run leads lists the context and UTM fields and its CSV exports them", async () => {
    const env = { ...process.env, LEADS_DB_URL: dbUrl };
    const { stdout: text } = await run(process.execPath, [path.resolve("server/enquiries/leads-cli.ts")], { env });
    expect(text).toContain(
      "form=popup  context=Get Started with the Pro Plan  page=/pricing  utm_source=newsletter  utm_medium=email",
    );
    expect(text).toContain("referrer=https://news.example.org/post  landing_page=/blog/crm-tips");
    const { stdout: csv } = await run(process.execPath, [path.resolve("server/enquiries/leads-cli.ts"), "--csv"], {
      env,
    });
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe(
      "id,createdAt,name,email,phone,message,smsConsentAt,lang,form,context,interest,page,utm_source,utm_medium,utm_campaign,utm_term,utm_content,referrer,landing_page",
    );
    expect(
      lines.some((line) =>
        line.endsWith(
          ",popup,Get Started with the Pro Plan,,/pricing,newsletter,email,spring-launch,ghl experts,hero-button,https://news.example.org/post,/blog/crm-tips",
        ),
      ),
    ).toBe(true);
  });
});

describe("the consent box for marketing texts", () => {
  it("is stored with the time it was given when ticked, and as not given when left unticked", async () => {
    const before = (await storedLeads(dbUrl)).length;
    expect((await nativePost({ ...valid, email: "ticked@example.org", sms_consent: "yes", botcheck: "" })).status).toBe(
      303,
    );
    expect((await nativePost({ ...valid, email: "unticked@example.org", botcheck: "" })).status).toBe(303);
    const leads = await storedLeads(dbUrl);
    expect(leads.length).toBe(before + 2);
    const ticked = leads.find((lead) => lead.email === "ticked@example.org")!;
    const unticked = leads.find((lead) => lead.email === "unticked@example.org")!;
    expect(ticked.smsConsentAt).toBe(ticked.createdAt);
    expect(unticked.smsConsentAt).toBeNull();
  });

  it("refused without JavaScript, comes back ticked, with every other field the visitor filled", async () => {
    const consent = words.smsConsent!;
    const response = await nativePost({
      ...valid,
      email: "ticked.refused@",
      sms_consent: "yes",
      ...context,
      botcheck: "",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/<input id="field-sms_consent" type="checkbox" name="sms_consent" value="yes" [^>]*checked>/);
    expect(html).toContain(
      `<label for="field-sms_consent" class="text-sm text-slate-600">${consentLabelHtml(consent.text)}</label>`,
    );
    expect(html).toContain(
      'id="field-name" name="name" type="text" required maxlength="100" autocomplete="name" value="Noor Haddad"',
    );
    expect(html).toContain('value="ticked.refused@"');
    expect(html).toContain('value="+44 20 7946 0018"');
    expect(html).toContain(`>${valid.message}</textarea>`);
    for (const [field, value] of Object.entries(context))
      expect(html).toContain(`<input type="hidden" name="${field}" value="${value}">`);
    // Left unticked, it comes back unticked.
    const unticked = await (await nativePost({ ...valid, email: "unticked.refused@", botcheck: "" })).text();
    expect(unticked).toContain('name="sms_consent" value="yes"');
    expect(unticked).not.toMatch(/name="sms_consent"[^>]*checked/);
  });

  it("is recorded apart from the lead with the words' version the build recorded, the page and the language", async () => {
    const phone = "+44 20 7946 0123";
    expect(
      (await nativePost({ ...valid, phone, email: "proof@example.org", sms_consent: "yes", ...context, botcheck: "" }))
        .status,
    ).toBe(303);
    // A client without the page field (an API client): the Referer names the page.
    const api = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      body: JSON.stringify({ ...valid, phone, email: "api.proof@example.org", sms_consent: "yes" }),
      headers: { "Content-Type": "application/json", Referer: `${server.url}/services/crm-setup?x=1` },
    });
    expect(api.status).toBe(200);
    const store = await openLeadStore(dbUrl);
    try {
      const records = await store.consents("+442079460123");
      expect(records.map(({ page, lang, version, words: text }) => ({ page, lang, version, text }))).toEqual([
        { page: "/pricing", lang: "en", version: words.smsConsent!.version, text: words.smsConsent!.text },
        { page: "/services/crm-setup", lang: "en", version: words.smsConsent!.version, text: words.smsConsent!.text },
      ]);
      const lead = (await store.list()).find((stored) => stored.email === "proof@example.org")!;
      expect(records[0]!.consentedAt).toBe(lead.smsConsentAt);
    } finally {
      store.close();
    }
  });

  it("refuses a value no form sends, storing nothing", async () => {
    const before = (await storedLeads(dbUrl)).length;
    const response = await nativePost({ ...valid, email: "forged@example.org", sms_consent: "sure", botcheck: "" });
    expect(response.status).toBe(400);
    expect((await storedLeads(dbUrl)).length).toBe(before);
  });
});
