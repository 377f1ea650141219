import { describe, expect, it } from "vitest";
import { fieldsContaining, ratingProblem, reword, unverifiedReport, withoutEvidence, wordsPattern } from "./evidence";

describe("a rating agrees with the reviews shown beside it", () => {
  it("accepts an average the reviews can make", () => {
    expect(ratingProblem(4.8, 40, [5, 5, 4])).toBeUndefined();
    expect(ratingProblem(4.7, 3, [5, 5, 4])).toBeUndefined();
    expect(ratingProblem(5, 12, [5, 5, 5])).toBeUndefined();
  });

  it("refuses a 5.0 next to a 4-star review, however many reviews", () => {
    expect(ratingProblem(5, 41, [5, 5, 4])).toMatch(/5\.0 rating next to a review of 4 stars/);
  });

  it("refuses averages out of reach, and fewer reviews than shown", () => {
    expect(ratingProblem(4.9, 3, [5, 4, 4])).toMatch(/can't be the average/);
    expect(ratingProblem(4.5, 3, [5, 5, 5])).toMatch(/can't be the average/);
    expect(ratingProblem(4.8, 2, [5, 5, 4])).toMatch(/2 reviews, but 3 are shown/);
  });
});

describe("evidence helpers", () => {
  it("finds the fields that make a claim in words", () => {
    expect(
      fieldsContaining("certified", { a: "Certified experts", b: ["x", "by certified people"], c: 3 }, "Nothing here"),
    ).toEqual(["a", "b[1]"]);
    expect(fieldsContaining("certified", {}, "A certified team")).toEqual(["body"]);
  });

  it("finds a claim's words in any case, across the line breaks and spaces an editor or the formatter left", () => {
    expect(wordsPattern("builds we run every week").test("Field notes from the Builds we run\n  every  week.")).toBe(
      true,
    );
    expect(wordsPattern("it's one (of) the $1 requests?").test("it's one (of) the $1 requests?")).toBe(true);
    expect(fieldsContaining("we see most", { excerpt: "the rejections we\nsee most" })).toEqual(["excerpt"]);
  });

  it("rewords a claim as it reads mid-sentence, with a capital where the claim's words began with one", () => {
    const rewordings = [
      { pattern: "rejections we see most", unclaimed: "most common rejections" },
      { pattern: "Most coaches we meet run on", unclaimed: "many coaches run on" },
    ];
    expect(reword("## The rejections we see most", rewordings)).toBe("## The most common rejections");
    expect(reword("Most coaches we meet run on five tools. Most coaches we meet\nrun on hope.", rewordings)).toBe(
      "Many coaches run on five tools. Many coaches run on hope.",
    );
    expect(reword("the rejections we see most, and the rejections we see most", rewordings)).toBe(
      "the most common rejections, and the most common rejections",
    );
  });

  it("drops the evidence fields from what the pages get", () => {
    expect(withoutEvidence({ name: "A", verified: false, source: "demo" })).toEqual({ name: "A" });
  });

  it("reports unverified claims by file", () => {
    const report = unverifiedReport([
      {
        file: "data/testimonials.yml",
        field: "testimonials[0]",
        what: "Testimonial from A",
        verified: false,
        source: "demo",
      },
      {
        file: "data/testimonials.yml",
        field: "testimonials[1]",
        what: "Testimonial from B",
        verified: true,
        source: "signed release",
      },
    ]);
    expect(report).toContain("content/data/testimonials.yml\n  testimonials[0]: Testimonial from A");
    expect(report).not.toContain("Testimonial from B");
    expect(unverifiedReport([])).toMatch(/Every claim is verified/);
  });
});
