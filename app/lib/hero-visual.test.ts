import { describe, expect, it } from "vitest";
import { HERO_VISUAL_SYMBOL, heroVisualSvg } from "./hero-visual";

describe("the hero's product view", () => {
  const svg = heroVisualSvg();

  it("is one symbol, named as <HeroVisual> references it", () => {
    expect(svg.match(/<symbol /g)).toHaveLength(1);
    expect(svg).toContain(`<symbol id="${HERO_VISUAL_SYMBOL}" `);
  });

  it("paints only with the page's colour variables (so it follows the theme), each with its light value", () => {
    const fills = [...svg.matchAll(/(?:fill|stroke)="([^"]+)"/g)].map((match) => match[1]!);
    expect(fills.length).toBeGreaterThan(20);
    // The one literal colour is the shadow's, at low opacity.
    expect([...new Set(fills.filter((value) => !/^var\(--color-[a-z0-9-]+,#[0-9a-f]{3,6}\)$/.test(value)))]).toEqual(["#0f172a"]);
  });

  it("escapes its text", () => {
    expect(svg).toContain("Workflow · Speed to lead");
    expect(svg).not.toMatch(/>[^<]*&(?!amp;|lt;)[^<]*</);
  });
});
