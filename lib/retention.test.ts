import { describe, expect, it } from "vitest";
import { daysFromMonths, retentionPeriodText, yearsOrDaysText } from "./retention";

describe("retention period", () => {
  it("turns the policy's months into the purge's days and back", () => {
    for (const months of [1, 6, 12, 24, 36])
      expect(retentionPeriodText(daysFromMonths(months))).toBe(`${months} month${months === 1 ? "" : "s"}`);
    expect(daysFromMonths(24)).toBe(730);
  });

  it("says days when the days are not whole months", () => {
    expect(retentionPeriodText(90)).toBe("90 days");
    expect(retentionPeriodText(1)).toBe("1 day");
  });
});

describe("consent record period", () => {
  it("says years for whole years counted with or without their leap days, as the TCPA's four years are 1461 days", () => {
    expect(yearsOrDaysText(1461)).toBe("4 years");
    expect(yearsOrDaysText(1460)).toBe("4 years");
    expect(yearsOrDaysText(365)).toBe("1 year");
    expect(yearsOrDaysText(730)).toBe("2 years");
    expect(yearsOrDaysText(731)).toBe("2 years");
  });

  it("says days otherwise, in the words it is given", () => {
    expect(yearsOrDaysText(1000)).toBe("1000 days");
    expect(yearsOrDaysText(100)).toBe("100 days");
    expect(yearsOrDaysText(1461, (amount, unit) => `${amount} ${unit === "year" ? "a\u00f1os" : "d\u00edas"}`)).toBe(
      "4 a\u00f1os",
    );
  });
});
