// The privacy, cookie and data-protection pages as each configuration builds them: they name the analytics and the
// destinations that are on, and none that is off.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readContentSettings, readSettings } from "../../../config/settings.mjs";
import { loadContent } from "./load";
import { BOOKING_PREFILL_MINUTES } from "../../../lib/ghl-embed";
import { joinWithAnd, storageKeys } from "./privacy-disclosure";

const ROOT = path.resolve(__dirname, "../../../content");

/** The text of the three policies as built with `env`, by page. */
function policies(env: Record<string, string>) {
  const content = loadContent(ROOT, readSettings(env), readContentSettings(env));
  const text = (slug: string) => {
    const document = content.legal.find((legal) => legal.slug === slug)!;
    return [document.description, document.intro, ...document.sections.map((section) => section.html)].join("\n");
  };
  return { privacy: text("privacy-policy"), cookies: text("cookie-policy"), dataProtection: text("data-protection") };
}
const all = (pages: ReturnType<typeof policies>) => Object.values(pages).join("\n");

const GHL = { GHL_PRIVATE_TOKEN: "pit-123", GHL_LOCATION_ID: "loc-1" };
const WEBHOOK = { LEADS_WEBHOOK_URL: "https://hooks.example-automation.com/catch/1" };
const EMAIL = { SMTP_URL: "smtps://user:pass@mail.example.com", LEADS_NOTIFY_TO: "team@example.com" };
const PLAUSIBLE = { ANALYTICS_PROVIDER: "plausible" };

// Each case loads the whole content (about half a second idle, several seconds while browsers share the CPU).
describe("policies per configuration", { timeout: 60_000 }, () => {
  it("with nothing configured: own database, no analytics, no destination named", () => {
    const pages = policies({});
    expect(pages.dataProtection).toContain("We do not use analytics");
    expect(all(pages)).not.toMatch(
      /Plausible|Umami|LeadConnector|automation service at|notification of each inquiry|Web3Forms/,
    );
    expect(pages.privacy).toContain("It is not passed on to any other service");
    // What the database stores, the IP address and browser included, with why and for how long.
    expect(pages.privacy).toMatch(/IP address your inquiry was sent from<\/strong>, to limit/);
    expect(pages.privacy).toContain("blanked after 30 days");
    expect(pages.privacy).toContain("24 months after it arrived");
    expect(all(pages)).not.toContain("{{");
    expect(all(pages)).not.toContain("/api/contact");
    expect(all(pages)).not.toMatch(/we operate/);
  });

  it("analytics on: named as a processor, and never 'we do not use analytics'", () => {
    const pages = policies(PLAUSIBLE);
    expect(pages.dataProtection).not.toContain("We do not use analytics");
    for (const page of [pages.privacy, pages.cookies, pages.dataProtection])
      expect(page).toContain("Plausible Analytics");
    expect(pages.dataProtection).toMatch(/<li>Plausible Analytics \(plausible\.io\)/);
  });

  it("names Stripe as a processor only while the site sells snapshots itself, with the accounting record it keeps", () => {
    expect(all(policies({}))).not.toContain("Stripe, Inc.");
    const selling = all(
      policies({
        STRIPE_SECRET_KEY: "sk_test_0123456789abcdef",
        STRIPE_WEBHOOK_SECRET: "whsec_0123456789abcdef",
        ...EMAIL,
      }),
    );
    expect(selling).toContain("Stripe, Inc.");
    expect(selling).toMatch(/amount, date and snapshot for our accounts/);
  });

  it("names each destination only when it is configured", () => {
    const each = {
      gohighlevel: [GHL, /LeadConnector/],
      webhook: [WEBHOOK, /hooks\.example-automation\.com/],
      email: [EMAIL, /notification of each inquiry/],
    } as const;
    for (const [, [env, pattern]] of Object.entries(each)) {
      const pages = policies(env);
      expect(pages.privacy).toMatch(pattern);
      expect(pages.dataProtection).toMatch(pattern);
      for (const [, [, other]] of Object.entries(each)) if (other !== pattern) expect(all(pages)).not.toMatch(other);
    }
    const everything = policies({ ...GHL, ...WEBHOOK, ...EMAIL });
    expect(everything.privacy).toContain(
      "passes it on to our CRM (GoHighLevel), the automation service at hooks.example-automation.com and our team inbox",
    );
    // Delivery records are stored (and listed) once there is somewhere to deliver to.
    expect(everything.privacy).toContain("A record of each place it was passed on to");
    expect(policies({}).privacy).not.toContain("A record of each place it was passed on to");
  });

  it("with Web3Forms: the provider is named, and nothing only the own server stores is claimed", () => {
    const pages = policies({ FORM_ACCESS_KEY: "key-123", ...GHL });
    expect(pages.privacy).toContain("Web3Forms (api.web3forms.com)");
    expect(pages.privacy).not.toMatch(/IP address your inquiry was sent from|our own database|LeadConnector/);
    expect(pages.cookies).not.toMatch(/only time/);
  });

  it("with another form endpoint: named by its host, never called ours", () => {
    const pages = policies({ FORM_ENDPOINT: "https://forms.example.net/f/abc" });
    expect(pages.privacy).toContain("the form service at forms.example.net");
    expect(all(pages)).not.toMatch(/we operate|IP address your inquiry was sent from/);
  });

  it("states the retention the server applies (LEADS_RETENTION_DAYS)", () => {
    const pages = policies({ LEADS_RETENTION_DAYS: "90" });
    expect(pages.privacy).toContain("90 days after it arrived");
    expect(pages.dataProtection).toContain("90 days after it arrived");
  });

  it("names the consent record for texts and how long it is kept (CONSENT_RETENTION_DAYS), with the site's own receiver only", () => {
    expect(policies({}).privacy).toMatch(
      /a separate\s+record of that consent: your phone number[^]*kept for\s+4 years after your latest consent/,
    );
    expect(policies({ CONSENT_RETENTION_DAYS: "1000" }).privacy).toMatch(
      /kept for\s+1,000 days after your latest consent/,
    );
    // Web3Forms stores nothing on our server: no consent record is claimed.
    expect(policies({ FORM_ACCESS_KEY: "key-123" }).privacy).not.toContain("record of that consent");
  });

  it("names GoHighLevel's calendar and chat, with what each collects, only when each is set", () => {
    const calendar = { GHL_BOOKING_CALENDAR_ID: "Cal3ndarId0001" };
    const chat = { GHL_CHAT_WIDGET_ID: "65f1b2c3d4e5f6a7b8c9d0e1" };
    const named = (pages: ReturnType<typeof policies>) => ({
      calendar:
        /booking\s+calendar opens on our pages only when you press/.test(pages.privacy) &&
        /calendar opens inside the page/.test(pages.cookies),
      chat:
        /chat\s+widget loads only when you press the chat button/.test(pages.privacy) &&
        /chat widget loads into the page/.test(pages.cookies),
      booked: pages.privacy.includes("booked a call in our calendar"),
    });
    expect(named(policies({}))).toEqual({ calendar: false, chat: false, booked: false });
    expect(named(policies(calendar))).toEqual({ calendar: true, chat: false, booked: true });
    expect(named(policies(chat))).toEqual({ calendar: false, chat: true, booked: false });
    const both = policies({ ...calendar, ...chat });
    expect(named(both)).toEqual({ calendar: true, chat: true, booked: true });
    // What each receives is said, and GoHighLevel is named as the company behind both.
    expect(both.privacy).toMatch(/the time you choose/);
    expect(both.privacy).toMatch(/the messages\s+and any details you type into it/);
    expect(all(both)).not.toContain("{{");
  });

  it("says how /thank-you fills the calendar in, for how long, only with the calendar and the site's own receiver", () => {
    const calendar = { GHL_BOOKING_CALENDAR_ID: "Cal3ndarId0001" };
    const says = (pages: ReturnType<typeof policies>) =>
      /random reference to your inquiry after a #/.test(pages.cookies);
    expect(says(policies({}))).toBe(false);
    expect(says(policies({ ...calendar, FORM_ENDPOINT: "https://forms.example.net/f/abc" }))).toBe(false);
    const pages = policies(calendar);
    expect(says(pages)).toBe(true);
    expect(pages.cookies).toMatch(new RegExp(`for\\s+${BOOKING_PREFILL_MINUTES} minutes after you sent it`));
  });
});

describe("helpers", () => {
  it("lists each form's storage key", () => {
    expect(storageKeys({ key: "inquiry-draft:<form>" })).toEqual(["inquiry-draft:popup", "inquiry-draft:inline"]);
    expect(storageKeys({ key: "theme" })).toEqual(["theme"]);
    expect(joinWithAnd(["a", "b", "c"])).toBe("a, b and c");
  });
});
