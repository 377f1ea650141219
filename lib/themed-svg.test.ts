import { describe, expect, it } from "vitest";
import { fitText, textWidth, wrapText } from "./themed-svg";

describe("fitting text in a drawing", () => {
  it("keeps text that fits and cuts what does not, with an ellipsis", () => {
    expect(fitText("Booked", 100, 10)).toBe("Booked");
    const cut = fitText("Construction Administration Phase", 80, 10);
    expect(cut.endsWith("…")).toBe(true);
    expect(textWidth(cut, 10)).toBeLessThanOrEqual(80);
  });

  it("wraps at words into at most the lines asked for", () => {
    expect(wrapText("Treatment Plan Presented", 80, 10)).toEqual(["Treatment Plan", "Presented"]);
    const lines = wrapText("Documents Requested From The Client Today", 60, 10, true, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith("…")).toBe(true);
    expect(wrapText("Won", 60, 10)).toEqual(["Won"]);
  });
});
