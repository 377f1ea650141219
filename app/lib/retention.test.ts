import { describe, expect, it } from "vitest";
import { daysFromMonths, retentionPeriodText } from "./retention";

describe("retention period", () => {
  it("turns the policy's months into the purge's days and back", () => {
    for (const months of [1, 6, 12, 24, 36]) expect(retentionPeriodText(daysFromMonths(months))).toBe(`${months} month${months === 1 ? "" : "s"}`);
    expect(daysFromMonths(24)).toBe(730);
  });

  it("says days when the days are not whole months", () => {
    expect(retentionPeriodText(90)).toBe("90 days");
    expect(retentionPeriodText(1)).toBe("1 day");
  });
});
