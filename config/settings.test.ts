import { describe, expect, it } from "vitest";
import { PLAUSIBLE_SCRIPT_URL, readSettings } from "./settings.mjs";

describe("analytics settings", () => {
  it("are off unless a provider is named", () => {
    expect(readSettings({}).analytics).toBeNull();
    expect(readSettings({ ANALYTICS_SCRIPT_URL: "https://stats.example.org/s.js" }).analytics).toBeNull();
  });

  it("default Plausible to its hosted script and the site's domain", () => {
    expect(readSettings({ ANALYTICS_PROVIDER: "Plausible", SITE_URL: "https://www.agency.example/" }).analytics).toEqual({
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
      [{ ANALYTICS_PROVIDER: "umami", ANALYTICS_SCRIPT_URL: "https://stats.example.org/s.js" }, /ANALYTICS_SITE_ID is required/],
      [{ ANALYTICS_PROVIDER: "plausible", ANALYTICS_SCRIPT_URL: "http://stats.example.org/s.js" }, /https/],
      [{ ANALYTICS_PROVIDER: "plausible", ANALYTICS_SCRIPT_URL: "not a url" }, /not a URL/],
      [{ ANALYTICS_PROVIDER: "plausible", ANALYTICS_SITE_ID: 'x" onload="alert(1)' }, /ANALYTICS_SITE_ID/],
    ];
    for (const [env, message] of cases) expect(() => readSettings(env)).toThrow(message);
  });
});
