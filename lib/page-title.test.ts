import { describe, expect, it } from "vitest";
import { TITLE_MAX, homeTitle, titleProblem } from "./page-title";

describe("page titles", () => {
  it("puts the brand first on the home page", () => {
    expect(homeTitle("Brand", "GoHighLevel Agency")).toBe("Brand | GoHighLevel Agency");
  });

  it("accepts a title of up to TITLE_MAX characters, counting an accented letter as one", () => {
    expect(titleProblem("é".repeat(TITLE_MAX))).toBeUndefined();
  });

  it("refuses a longer one, quoting it and its length", () => {
    const title = "x".repeat(TITLE_MAX + 1);
    expect(titleProblem(title)).toContain(`"${title}" ${TITLE_MAX + 1} characters long, more than ${TITLE_MAX}`);
  });
});
