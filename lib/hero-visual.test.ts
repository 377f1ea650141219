import { describe, expect, it } from "vitest";
import { heroVisualWords } from "virtual:site-content";
import {
  HERO_VISUAL_PHONE_MIN_TEXT,
  HERO_VISUAL_PHONE_SYMBOL,
  HERO_VISUAL_PHONE_VIEWBOX,
  HERO_VISUAL_SYMBOL,
  heroVisualSvg,
} from "./hero-visual";

describe("the hero's product view", () => {
  const svg = heroVisualSvg(heroVisualWords);

  it("is two symbols, the full drawing and the phone one, named as <HeroVisual> references them", () => {
    expect(svg.match(/<symbol /g)).toHaveLength(2);
    expect(svg).toContain(`<symbol id="${HERO_VISUAL_SYMBOL}" `);
    expect(svg).toContain(`<symbol id="${HERO_VISUAL_PHONE_SYMBOL}" `);
  });

  it("keeps the phone drawing's text at least 11 px on a 360 px phone", () => {
    const phone = svg.slice(svg.indexOf(`<symbol id="${HERO_VISUAL_PHONE_SYMBOL}"`));
    const sizes = [...phone.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(HERO_VISUAL_PHONE_MIN_TEXT);
    // The drawing fills the phone's content width (360 px less 2 x 20 px of padding) at most: its units are pixels or more.
    const width = Number(HERO_VISUAL_PHONE_VIEWBOX.split(" ")[2]);
    expect((HERO_VISUAL_PHONE_MIN_TEXT * (360 - 40)) / width).toBeGreaterThanOrEqual(11);
  });

  it("paints only with the page's color variables (so it follows the theme), each with its light value", () => {
    const fills = [...svg.matchAll(/(?:fill|stroke)="([^"]+)"/g)].map((match) => match[1]!);
    expect(fills.length).toBeGreaterThan(20);
    // The one literal color is the shadow's, at low opacity.
    expect([...new Set(fills.filter((value) => !/^var\(--color-[a-z0-9-]+,#[0-9a-f]{3,6}\)$/.test(value)))]).toEqual([
      "#0f172a",
    ]);
  });

  it("escapes its text", () => {
    expect(svg).toContain(heroVisualWords.workflow);
    expect(svg).not.toMatch(/>[^<]*&(?!amp;|lt;)[^<]*</);
  });
});
