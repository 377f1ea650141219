import { describe, expect, it } from "vitest";
import { policyDrift, policySettings } from "./policy-settings.ts";

describe("the policies' settings, build against server", () => {
  it("agree when both read the same environment", () => {
    const env = { GHL_PRIVATE_TOKEN: "t", GHL_LOCATION_ID: "l", LEADS_WEBHOOK_URL: "https://hooks.example.com/x" };
    expect(policyDrift(policySettings(env), policySettings({ ...env }))).toEqual([]);
  });

  it("name each setting the server runs with but the pages were not built for", () => {
    const drift = policyDrift(
      policySettings({}),
      policySettings({
        GHL_PRIVATE_TOKEN: "t",
        GHL_LOCATION_ID: "l",
        ANALYTICS_PROVIDER: "plausible",
        LEADS_RETENTION_DAYS: "90",
      }),
    );
    expect(drift).toHaveLength(3);
    expect(drift.join("\n")).toMatch(/GoHighLevel .*built with false, running with true/);
    expect(drift.join("\n")).toMatch(/ANALYTICS_PROVIDER/);
    expect(drift.join("\n")).toMatch(/LEADS_RETENTION_DAYS/);
  });
});
