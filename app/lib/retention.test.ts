import { describe, expect, it } from "vitest";
import { daysFromMonths, parseRetentionDays, retentionPeriodText } from "./retention";

describe("retention period", () => {
  it("turns the policy's months into the purge's days and back", () => {
    for (const months of [1, 6, 12, 24, 36]) expect(retentionPeriodText(daysFromMonths(months))).toBe(`${months} month${months === 1 ? "" : "s"}`);
    expect(daysFromMonths(24)).toBe(730);
  });

  it("says days when the days are not whole months", () => {
    expect(retentionPeriodText(90)).toBe("90 days");
    expect(retentionPeriodText(1)).toBe("1 day");
  });

  it("reads LEADS_RETENTION_DAYS, refusing anything but whole days", () => {
    expect(parseRetentionDays(undefined)).toBeUndefined();
    expect(parseRetentionDays(" ")).toBeUndefined();
    expect(parseRetentionDays("365")).toBe(365);
    for (const bad of ["abc", "0", "-5", "1.5", "30d", "99999"]) expect(() => parseRetentionDays(bad)).toThrow(/LEADS_RETENTION_DAYS/);
  });
});
