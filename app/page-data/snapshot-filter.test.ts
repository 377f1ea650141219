import { describe, expect, it } from "vitest";
import { filterCatalog, filterFromSearchParams, filterSnapshots, filterToSearchParams } from "./snapshot-filter";

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

describe("filterCatalog", () => {
  const categories = [
    { id: "home-services" as const, name: "Home Services", snapshots: listings.slice(0, 1) },
    { id: "health-wellness" as const, name: "Health & Wellness", snapshots: listings.slice(1, 2) },
    { id: "real-estate-finance" as const, name: "Real Estate & Finance", snapshots: listings.slice(2) },
  ];

  it("keeps only the categories with a listing left, and counts what is shown against the whole catalog", () => {
    const { groups, shown, total } = filterCatalog(categories, { category: "all", query: "wellness" });
    expect(groups.map((group) => [group.id, group.visible.map((listing) => listing.slug)])).toEqual([
      ["health-wellness", ["dentist"]],
    ]);
    expect([shown, total]).toEqual([1, 3]);
  });

  it("shows every category and listing with no filter, and none when nothing matches", () => {
    expect(filterCatalog(categories, { category: "all", query: "" }).shown).toBe(3);
    expect(filterCatalog(categories, { category: "all", query: "" }).groups).toHaveLength(3);
    expect(filterCatalog(categories, { category: "home-services", query: "dentist" })).toMatchObject({
      groups: [],
      shown: 0,
      total: 3,
    });
  });
});
