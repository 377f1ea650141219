import { describe, expect, it } from "vitest";
import { selectAll, selects } from "./industry-selection";

describe("industry selection", () => {
  const items = [
    { slug: "dentist", category: "health-wellness" },
    { slug: "mortgage", category: "real-estate-finance", tags: ["mortgage", "real-estate"] },
    { slug: "credit-repair", category: "real-estate-finance", tags: ["Mortgage"] },
    { slug: "roofing", category: "home-services" },
  ];

  it("picks every item of a named category", () => {
    expect(selectAll({ categories: ["health-wellness"], tags: [] }, items).map((item) => item.slug)).toEqual([
      "dentist",
    ]);
  });

  it("picks items by tag in any case, and keeps the given order", () => {
    expect(selectAll({ categories: [], tags: ["mortgage"] }, items).map((item) => item.slug)).toEqual([
      "mortgage",
      "credit-repair",
    ]);
  });

  it("joins categories and tags, and an item without tags is matched by category only", () => {
    expect(selectAll({ categories: ["home-services"], tags: ["real-estate"] }, items).map((item) => item.slug)).toEqual(
      ["mortgage", "roofing"],
    );
    expect(selects({ categories: [], tags: ["roofing"] }, { category: "home-services" })).toBe(false);
  });

  it("an empty selector picks nothing", () => {
    expect(selectAll({ categories: [], tags: [] }, items)).toEqual([]);
  });
});
