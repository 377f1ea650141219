import { describe, expect, it } from "vitest";
import { compareVersions, versionOrderProblem } from "./snapshot-versions";

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
    expect(versionOrderProblem([{ version: "1.1.0", date: "2026-12-06" }, { version: "1.0.0", date: "2026-10-01" }])).toBeUndefined();
  });
  it("names the entry out of order", () => {
    expect(versionOrderProblem([{ version: "1.0.0", date: "2026-10-01" }, { version: "1.1.0", date: "2026-12-06" }])?.index).toBe(0);
    expect(versionOrderProblem([{ version: "1.1.0", date: "2026-09-01" }, { version: "1.0.0", date: "2026-10-01" }])?.message).toMatch(/dated 2026-09-01/);
    expect(versionOrderProblem([{ version: "1.0.0", date: "2026-10-01" }, { version: "1.0.0", date: "2026-10-01" }])).toBeDefined();
  });
});
