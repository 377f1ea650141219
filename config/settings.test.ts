import { describe, expect, it } from "vitest";
import {
  BUILD_GROUPS,
  PLAUSIBLE_SCRIPT_URL,
  SERVER_GROUPS,
  SETTINGS,
  SettingsError,
  checkSettings,
  readGroup,
  readLeadDestinations,
  readServerSettings,
  readSettings,
} from "./settings.mjs";

/** The problems a SettingsError lists, or [] when the settings pass. */
function problems(groups: Parameters<typeof checkSettings>[0], env: Record<string, string>): string[] {
  try {
    checkSettings(groups, env);
    return [];
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    return error.problems;
  }
}

describe("the settings table", () => {
  it("gives every setting what the README and the error messages need", () => {
    const names = Object.values(SETTINGS).flatMap((group) => Object.keys(group));
    expect(new Set(names).size).toBe(names.length);
    for (const group of Object.values(SETTINGS)) {
      for (const [name, entry] of Object.entries(group)) {
        expect(name).toMatch(/^[A-Z][A-Z0-9_]*$/);
        expect(entry.expected.length, name).toBeGreaterThan(0);
        expect(entry.about.length, name).toBeGreaterThan(0);
        // A default must itself be a value the setting accepts.
        if (entry.fallback !== undefined && !Array.isArray(entry.fallback) && typeof entry.fallback !== "boolean") {
          expect(entry.schema.safeParse(String(entry.fallback)).success, name).toBe(true);
        }
      }
    }
  });

  it("defaults every setting when nothing is set", () => {
    expect(problems([...SERVER_GROUPS, ...BUILD_GROUPS, "tools"], {})).toEqual([]);
    expect(readGroup("delivery", {})).toMatchObject({
      LEADS_MAX_ATTEMPTS: 12,
      LEADS_DELIVERY_TIMEOUT_SECONDS: 10,
      GHL_API_BASE: "https://services.leadconnectorhq.com",
    });
    expect(readGroup("server", {})).toEqual({
      PORT: 3000,
      HOST: "127.0.0.1",
      LOG_FORMAT: "text",
      CONTACT_RATE_LIMIT: 5,
      TRUST_PROXY: 0,
    });
    expect(readGroup("tools", {}).WIDTHS).toEqual([390, 768, 1280]);
  });

  it("trims values and takes an empty one as unset", () => {
    expect(readGroup("delivery", { LEADS_MAX_ATTEMPTS: " 3 ", GHL_PRIVATE_TOKEN: "  " })).toMatchObject({
      LEADS_MAX_ATTEMPTS: 3,
      GHL_PRIVATE_TOKEN: undefined,
    });
    expect(readGroup("delivery", { LEADS_RETRY_BASE_SECONDS: "0.05" }).LEADS_RETRY_BASE_SECONDS).toBe(0.05);
    expect(readGroup("server", { TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
  });
});

describe("a bad value", () => {
  it("names every bad variable at once, with what is expected and what was given", () => {
    const found = problems(SERVER_GROUPS, {
      SITE_URL: "example.com",
      LEADS_MAX_ATTEMPTS: "abc",
      LEADS_DELIVERY_TIMEOUT_SECONDS: "10m",
      PORT: "70000",
      CMS_BACKEND: "bitbucket",
    });
    expect(found).toEqual([
      'SITE_URL must be an absolute https:// URL, the site\'s origin without a path (http:// only for localhost), not "example.com"',
      'CMS_BACKEND must be github or gitlab, not "bitbucket"',
      'PORT must be a port number from 0 to 65535, not "70000"',
      'LEADS_MAX_ATTEMPTS must be a whole number from 1 to 1000, not "abc"',
      'LEADS_DELIVERY_TIMEOUT_SECONDS must be a number of seconds above 0, at most 600, not "10m"',
    ]);
  });

  it.each([
    "example.com",
    "http//example.com",
    "http://example.com",
    "https://example.com/blog",
    "ftp://example.com",
    "https://user:pw@example.com",
  ])("SITE_URL=%s is refused", (value) => {
    expect(problems(["site"], { SITE_URL: value })).toEqual([
      expect.stringMatching(/^SITE_URL must be an absolute https:\/\/ URL/),
    ]);
  });

  it("allows http:// on this machine only, and a trailing slash", () => {
    expect(readSettings({ SITE_URL: "http://localhost:3000" }).siteUrl).toBe("http://localhost:3000");
    expect(readSettings({ SITE_URL: "http://127.0.0.1:4173/" }).siteUrl).toBe("http://127.0.0.1:4173");
    expect(readSettings({ SITE_URL: "https://www.agency.example/" }).siteUrl).toBe("https://www.agency.example");
  });

  it("keeps secrets out of the message", () => {
    const [message] = problems(["delivery"], {
      SMTP_URL: "mail.example.com:hunter2",
      LEADS_NOTIFY_TO: "a@example.org",
    });
    expect(message).toBe("SMTP_URL must be an smtp:// or smtps:// URL");
  });

  it("names settings that only work together", () => {
    expect(problems(["delivery"], { GHL_PRIVATE_TOKEN: "pit-123" })).toEqual([
      "GHL_LOCATION_ID is required with GHL_PRIVATE_TOKEN",
    ]);
    expect(problems(["delivery"], { LEADS_NOTIFY_TO: "a@example.org" })).toEqual([
      "SMTP_URL is required with LEADS_NOTIFY_TO",
    ]);
    expect(problems(["delivery"], { GHL_PRIVATE_TOKEN: "t", GHL_LOCATION_ID: "l", GHL_PIPELINE_ID: "p" })).toEqual([
      "GHL_PIPELINE_STAGE_ID is required with GHL_PIPELINE_ID",
    ]);
  });

  it("refuses a store that could take money it cannot confirm or send back to", () => {
    const key = "sk_test_0123456789abcdef";
    const mail = { SMTP_URL: "smtps://user:pass@mail.example.com", LEADS_NOTIFY_TO: "team@agency.example" };
    expect(problems(["store"], { STRIPE_SECRET_KEY: key, ...mail })).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY/),
    ]);
    // The buyer's link goes out by e-mail: no selling without a mail server and a sender.
    const signed = { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: "whsec_0123456789abcdef" };
    expect(problems(["store"], signed)).toEqual([
      expect.stringMatching(/^SMTP_URL and LEADS_NOTIFY_TO are required with STRIPE_SECRET_KEY/),
    ]);
    expect(problems(["store", "delivery"], { ...signed, ...mail })).toEqual([]);
    expect(problems(["store"], { GHL_AGENCY_TOKEN: "agency-token" })).toEqual([
      "GHL_COMPANY_ID is required with GHL_AGENCY_TOKEN",
    ]);
    const live = {
      STRIPE_SECRET_KEY: "sk_live_0123456789abcdef",
      STRIPE_WEBHOOK_SECRET: "whsec_0123456789abcdef",
      ...mail,
    };
    expect(problems(["store"], { ...live, SITE_URL: "http://localhost:3000" })).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY is a live key but SITE_URL is http:\/\/localhost:3000/),
    ]);
    expect(problems(["store"], { ...live, SITE_URL: "https://agency.example" })).toEqual([]);
    expect(
      problems(["store"], {
        ...live,
        STRIPE_SECRET_KEY: "sk_test_0123456789abcdef",
        SITE_URL: "http://localhost:3000",
      }),
    ).toEqual([]);
    // A key is a secret: never repeated in the message.
    expect(problems(["store"], { STRIPE_SECRET_KEY: "pk_live_oops12345678" }).join("\n")).not.toContain("pk_live_oops");
  });

  it("reads the way the message says (a SettingsError, also from the readers)", () => {
    expect(() => readSettings({ SITE_URL: "example.com" })).toThrow(SettingsError);
    expect(() => readGroup("leads", { LEADS_DB_URL: "leads.db" })).toThrow(/LEADS_DB_URL must be file:<path>/);
  });
});

describe("CONSENT_RETENTION_DAYS", () => {
  it("keeps consent records four years (the TCPA's limitation period) unless set, and the build sees the same", () => {
    expect(readGroup("leads", {}).CONSENT_RETENTION_DAYS).toBe(1461);
    expect(readGroup("leads", { CONSENT_RETENTION_DAYS: "2000" }).CONSENT_RETENTION_DAYS).toBe(2000);
    expect(BUILD_GROUPS).toContain("leads");
  });

  it.each(["0", "36501", "4y", "-1", "1461.5"])("refuses %s, naming the range", (value) => {
    expect(problems(["leads"], { CONSENT_RETENTION_DAYS: value })).toEqual([
      `CONSENT_RETENTION_DAYS must be a whole number of days from 1 to 36500, not "${value}"`,
    ]);
  });
});

describe("analytics settings", () => {
  it("are off unless a provider is named", () => {
    expect(readSettings({}).analytics).toBeNull();
    expect(readSettings({ ANALYTICS_SCRIPT_URL: "https://stats.example.org/s.js" }).analytics).toBeNull();
  });

  it("default Plausible to its hosted script and the site's domain", () => {
    expect(
      readSettings({ ANALYTICS_PROVIDER: "Plausible", SITE_URL: "https://www.agency.example/" }).analytics,
    ).toEqual({
      provider: "plausible",
      scriptUrl: PLAUSIBLE_SCRIPT_URL,
      siteId: "www.agency.example",
      origin: "https://plausible.io",
    });
  });

  it("stop the build naming the setting when a value cannot work", () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ ANALYTICS_PROVIDER: "google" }, /ANALYTICS_PROVIDER/],
      [{ ANALYTICS_PROVIDER: "umami", ANALYTICS_SITE_ID: "x" }, /ANALYTICS_SCRIPT_URL is required/],
      [
        { ANALYTICS_PROVIDER: "umami", ANALYTICS_SCRIPT_URL: "https://stats.example.org/s.js" },
        /ANALYTICS_SITE_ID is required/,
      ],
      [
        { ANALYTICS_PROVIDER: "plausible", ANALYTICS_SCRIPT_URL: "http://stats.example.org/s.js" },
        /ANALYTICS_SCRIPT_URL must be a full https/,
      ],
      [
        { ANALYTICS_PROVIDER: "plausible", ANALYTICS_SCRIPT_URL: "not a url" },
        /ANALYTICS_SCRIPT_URL must be a full https/,
      ],
      [{ ANALYTICS_PROVIDER: "plausible", ANALYTICS_SITE_ID: 'x" onload="alert(1)' }, /ANALYTICS_SITE_ID/],
    ];
    for (const [env, message] of cases) expect(() => readSettings(env)).toThrow(message);
  });
});

describe("the server's settings, read once", () => {
  const env = {
    SITE_URL: "https://example.com",
    GHL_PRIVATE_TOKEN: "t",
    GHL_LOCATION_ID: "l",
    LEADS_RETENTION_DAYS: "90",
    TRUST_PROXY: "1",
  };

  it("holds every group the server reads, each as readGroup parses it, with the site settings made from them", () => {
    const settings = readServerSettings(env);
    for (const group of SERVER_GROUPS) expect(settings[group]).toEqual(readGroup(group, env));
    expect(settings.siteSettings).toEqual(readSettings(env));
    expect(settings.leadDestinations).toEqual(readLeadDestinations(env));
  });

  it("names every bad variable of every group at once", () => {
    let error: unknown;
    try {
      readServerSettings({ SITE_URL: "example.com", LEADS_RETENTION_DAYS: "-1", CONTACT_RATE_LIMIT: "many" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SettingsError);
    expect((error as SettingsError).problems.map((problem) => problem.split(" ")[0])).toEqual(
      expect.arrayContaining(["SITE_URL", "LEADS_RETENTION_DAYS", "CONTACT_RATE_LIMIT"]),
    );
  });
});
