import { describe, expect, it } from "vitest";
import { starFillWidth } from "./star-rating";

describe("star rating fill", () => {
  it("fills whole stars and the rated part of the next one", () => {
    expect(starFillWidth(5)).toBe("88px");
    expect(starFillWidth(4)).toBe("72px");
    expect(starFillWidth(4.8)).toBe("84.8px");
    expect(starFillWidth(0.5)).toBe("8px");
  });

  it("clamps ratings outside 0-5", () => {
    expect(starFillWidth(-1)).toBe("0px");
    expect(starFillWidth(7)).toBe("88px");
  });
});
