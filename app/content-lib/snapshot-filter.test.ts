import { describe, expect, it } from "vitest";
import { filterFromSearchParams, filterSnapshots, filterToSearchParams } from "./snapshot-filter";

const listings = [
  { name: "Roofing Snapshot", slug: "roofing", category: "home-services" as const },
  { name: "Dentist Snapshot", slug: "dentist", category: "health-wellness" as const },
  { name: "Mortgage Snapshot", slug: "mortgage", category: "real-estate-finance" as const },
];

describe("filterSnapshots", () => {
  it("narrows by category and by every word of the query", () => {
    expect(filterSnapshots(listings, { category: "all", query: "" })).toHaveLength(3);
    expect(filterSnapshots(listings, { category: "home-services", query: "" }).map((l) => l.slug)).toEqual(["roofing"]);
    expect(filterSnapshots(listings, { category: "all", query: "DENT" }).map((l) => l.slug)).toEqual(["dentist"]);
    expect(
      filterSnapshots(listings, { category: "all", query: "health" }, { "health-wellness": "Health & Wellness" }).map(
        (l) => l.slug,
      ),
    ).toEqual(["dentist"]);
    expect(filterSnapshots(listings, { category: "home-services", query: "mortgage" })).toHaveLength(0);
  });
  it("round-trips through the URL and ignores unknown categories", () => {
    const params = filterToSearchParams({ category: "home-services", query: "roof" });
    expect(params.toString()).toBe("category=home-services&q=roof");
    expect(filterFromSearchParams(params, ["home-services"])).toEqual({ category: "home-services", query: "roof" });
    expect(filterFromSearchParams(new URLSearchParams("category=bogus"), ["home-services"]).category).toBe("all");
  });
});
