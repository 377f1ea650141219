import { describe, expect, it } from "vitest";
import { discountPercent, formatAtLeast, formatCount, formatDollars, formatPlanPrice } from "./pricing";

describe("discountPercent", () => {
  it("computes the saving against the $297 list price", () => {
    expect(discountPercent(197, 297)).toBe(34);
    expect(discountPercent(167, 297)).toBe(44);
    expect(discountPercent(157, 297)).toBe(47);
    expect(discountPercent(177, 297)).toBe(40);
    expect(discountPercent(140, 297)).toBe(53);
    expect(discountPercent(200, 297)).toBe(33);
  });
  it("is never negative", () => {
    expect(discountPercent(300, 297)).toBe(0);
    expect(discountPercent(10, 0)).toBe(0);
  });
  it("writes amounts of 1,000 and more with thousands separators, like every number of the site", () => {
    expect(formatPlanPrice({ price: 1200 })).toBe("$1,200");
    expect(formatPlanPrice({ price: 499 })).toBe("$499");
    expect(formatDollars(10000)).toBe("$10,000");
    expect(formatCount(2500)).toBe("2,500");
    expect(formatCount(138)).toBe("138");
    expect(formatAtLeast(5000)).toBe("5,000+");
  });
  it("writes numbers as toLocaleString does for US English", () => {
    for (const value of [0, 7, 999, 1000, 12345, 999999, 1234567, -4200, 4.5, 1234.5678, 0.1 + 0.2, 1e15]) {
      expect(formatCount(value)).toBe(value.toLocaleString("en-US"));
    }
  });
});
