import { describe, expect, it } from "vitest";
import { compareVersions, versionAt, versionOrderProblem } from "./snapshot-versions";

describe("compareVersions", () => {
  it("orders by major, then minor, then patch, as numbers", () => {
    expect(compareVersions("1.10.0", "1.9.9")).toBeGreaterThan(0);
    expect(compareVersions("2.0.0", "10.0.0")).toBeLessThan(0);
    expect(compareVersions("1.2.3", "1.2.3")).toBe(0);
  });
  it("is NaN for anything that is not major.minor.patch", () => {
    for (const bad of ["1.2", "v1.2.0", "01.2.0", "1.2.0-beta", ""]) expect(compareVersions(bad, "1.0.0")).toBeNaN();
  });
});

describe("versionOrderProblem", () => {
  it("accepts a list newest first", () => {
    expect(
      versionOrderProblem([
        { version: "1.1.0", date: "2026-12-06" },
        { version: "1.0.0", date: "2026-10-01" },
      ]),
    ).toBeUndefined();
  });
  it("names the entry out of order", () => {
    expect(
      versionOrderProblem([
        { version: "1.0.0", date: "2026-10-01" },
        { version: "1.1.0", date: "2026-12-06" },
      ])?.index,
    ).toBe(0);
    expect(
      versionOrderProblem([
        { version: "1.1.0", date: "2026-09-01" },
        { version: "1.0.0", date: "2026-10-01" },
      ])?.message,
    ).toMatch(/dated 2026-09-01/);
    expect(
      versionOrderProblem([
        { version: "1.0.0", date: "2026-10-01" },
        { version: "1.0.0", date: "2026-10-01" },
      ]),
    ).toBeDefined();
  });
});

describe("versionAt", () => {
  const versions = [
    { version: "1.1.0", date: "2026-11-18" },
    { version: "1.0.0", date: "2026-09-15" },
  ];
  it("is the newest version released on or before the day", () => {
    expect(versionAt(versions, "2026-11-18T10:00:00.000Z")).toBe("1.1.0");
    expect(versionAt(versions, "2026-11-17")).toBe("1.0.0");
  });
  it("is the oldest listed for a day before any, and undefined with none", () => {
    expect(versionAt(versions, "2025-01-01")).toBe("1.0.0");
    expect(versionAt([], "2026-01-01")).toBeUndefined();
  });
});
