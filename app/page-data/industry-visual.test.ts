import { describe, expect, it } from "vitest";
import { loadContent } from "~/content-model/.server/load";
import type { Content } from "~/content-model/schema";
import { HERO_VISUAL_PHONE_MIN_TEXT } from "../../lib/hero-visual";
import { industryVisual, industryVisualAlt } from "./industry-visual";

// Each industry page's hero picture, drawn from the project's own files in each language: its own stages and workflow,
// every word whole (the boxes are fixed; a word cut with an ellipsis means the content needs shorter words).
const LANGUAGES = ["en", "es"] as const;
const contents = new Map<string, Content>();
const contentIn = (lang: (typeof LANGUAGES)[number]) => {
  if (!contents.has(lang)) contents.set(lang, loadContent(undefined, undefined, undefined, lang));
  return contents.get(lang)!;
};

describe.each(LANGUAGES)("the industry pages' hero pictures (%s)", (lang) => {
  it("draw each audience's own stages, leads, workflow and booking, every word whole", () => {
    const { industries, pageWords } = contentIn(lang);
    const drawings = new Set<string>();
    for (const industry of industries) {
      const { full, phone } = industryVisual(industry, pageWords.industry.visualAlt);
      const { pipeline, workflow, booking } = industry.heroVisual;
      const words = [
        pipeline.name,
        ...pipeline.stages.flatMap((stage) => [stage.name, ...stage.leads.flatMap((lead) => [lead.name, lead.about])]),
        ...workflow.steps,
        workflow.name,
        ...Object.values(booking),
      ];
      const drawn = (svg: string) =>
        [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((match) =>
          match[1]!.replace(/&apos;/g, "'").replace(/&amp;/g, "&"),
        );
      expect(
        drawn(full).filter((text) => text.includes("…")),
        industry.slug,
      ).toEqual([]);
      expect(
        drawn(phone).filter((text) => text.includes("…")),
        industry.slug,
      ).toEqual([]);
      for (const word of words) expect(drawn(full), `${industry.slug}: ${word}`).toContain(word);
      for (const word of [workflow.name, ...workflow.steps, ...Object.values(booking)])
        expect(drawn(phone), `${industry.slug}: ${word}`).toContain(word);
      drawings.add(full);
    }
    expect(drawings.size).toBe(industries.length);
  });

  it("are images named by what they show, in the page's language", () => {
    const { industries, pageWords } = contentIn(lang);
    for (const industry of industries) {
      const { full, phone } = industryVisual(industry, pageWords.industry.visualAlt);
      const label = industryVisualAlt(industry, pageWords.industry.visualAlt);
      expect(label).not.toMatch(/\{\w+\}/);
      for (const text of [
        industry.heroVisual.pipeline.name,
        industry.heroVisual.workflow.name,
        ...industry.heroVisual.workflow.steps,
      ])
        expect(label).toContain(text);
      for (const svg of [full, phone]) {
        expect(svg).toMatch(/^<svg viewBox="[-\d ]+" role="img" aria-label="[^"]+"/);
        // One element, no script, no image to fetch.
        expect(svg).not.toMatch(/<(script|image|use|foreignObject)\b|href=/);
      }
    }
  });
});

describe("an industry hero picture's phone drawing", () => {
  it("keeps its text at least as large as the home hero's phone drawing", () => {
    const { industries, pageWords } = contentIn("en");
    const { phone } = industryVisual(industries[0]!, pageWords.industry.visualAlt);
    const sizes = [...phone.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(HERO_VISUAL_PHONE_MIN_TEXT);
  });
});
