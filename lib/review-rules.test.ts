import { describe, expect, it } from "vitest";
import { REJECTION_CODES, defaultReviewName, isRejectionCode, starSummary } from "./review-rules";

describe("review rules", () => {
  it("has no code for a negative review", () => {
    expect(REJECTION_CODES.some((code) => /negative|bad|low|rating|star/.test(code))).toBe(false);
    expect(isRejectionCode("negative")).toBe(false);
    expect(isRejectionCode("personal-data")).toBe(true);
  });

  it("shows a buyer by first name and last initial", () => {
    expect(defaultReviewName("Dana  Rivera")).toBe("Dana R.");
    expect(defaultReviewName("Dana María van der Berg")).toBe("Dana B.");
    expect(defaultReviewName("Cher")).toBe("Cher");
    expect(defaultReviewName(null)).toBe("");
    expect(defaultReviewName("Ana émile")).toBe("Ana É.");
  });

  it("averages stars to one decimal, and gives nothing for no review", () => {
    expect(starSummary([])).toBeUndefined();
    expect(starSummary([5, 4, 4])).toEqual({ rating: 4.3, count: 3 });
    expect(starSummary([1])).toEqual({ rating: 1, count: 1 });
  });
});
