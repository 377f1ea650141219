import { describe, expect, it } from "vitest";
import { caseArtPath, caseArtSvg } from "./case-art";

describe("case study artwork", () => {
  it("has a file for every path it names, each a different drawing", () => {
    const files = (["blue", "violet", "emerald"] as const).map((palette, index) =>
      caseArtPath({ palette }, index).split("/").pop()!,
    );
    const drawings = files.map(caseArtSvg);
    for (const svg of drawings) expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/);
    expect(new Set(drawings).size).toBe(files.length);
  });

  it("has no file for any other name", () => {
    for (const file of ["blue-0.svg", "pink-1.svg", "blue-1.png", "../blue-1.svg", "blue-12.svg"])
      expect(caseArtSvg(file)).toBeUndefined();
  });
});
