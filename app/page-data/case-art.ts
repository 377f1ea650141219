import type { CaseStudy } from "~/content-model/types";
import { isOneOf, keysOf } from "../../lib/typed-object.ts";

// Generated artwork for the case studies: a rising chart on each study's palette. Served as image files
// (/images/cases/<palette>-<n>.svg, app/routes/case-art.ts) rather than drawn inline, so the home page's HTML does not
// carry three drawings before its words.

const PALETTES: Record<CaseStudy["palette"], [string, string, string]> = {
  blue: ["#1d4ed8", "#60a5fa", "#dbeafe"],
  violet: ["#6d28d9", "#a78bfa", "#ede9fe"],
  emerald: ["#047857", "#34d399", "#d1fae5"],
  amber: ["#b45309", "#fbbf24", "#fef3c7"],
  rose: ["#be123c", "#fb7185", "#ffe4e6"],
  cyan: ["#0e7490", "#22d3ee", "#cffafe"],
};

export const CASE_ART_SIZE = { width: 380, height: 200 } as const;

/** The artwork's path for the study at `index` (0-based) in the list. */
export function caseArtPath(study: Pick<CaseStudy, "palette">, index: number): string {
  return `/images/cases/${study.palette}-${index + 1}.svg`;
}

/** The SVG for a file name as made by caseArtPath, or undefined for any other name. */
export function caseArtSvg(file: string): string | undefined {
  const match = /^([a-z]+)-([1-9])\.svg$/.exec(file);
  const palette = match?.[1];
  if (!match || !isOneOf(keysOf(PALETTES), palette)) return undefined;
  const seed = Number(match[2]);
  const [deep, mid, light] = PALETTES[palette];
  const bars = Array.from({ length: 8 }, (_, index) => 30 + ((index * 37 + seed * 13) % 40) + index * 9);
  const points = bars.map((height, index) => `${20 + index * 45},${170 - height}`).join(" ");
  const { width, height } = CASE_ART_SIZE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="${light}"/>` +
    `<circle cx="330" cy="30" r="90" fill="${mid}" opacity="0.25"/>` +
    bars
      .map(
        (bar, index) =>
          `<rect x="${8 + index * 45}" y="${190 - bar}" width="26" height="${bar}" rx="6" fill="${mid}" opacity="0.55"/>`,
      )
      .join("") +
    `<polyline points="${points}" fill="none" stroke="${deep}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
    bars
      .map(
        (bar, index) =>
          `<circle cx="${20 + index * 45}" cy="${170 - bar}" r="5" fill="#fff" stroke="${deep}" stroke-width="3"/>`,
      )
      .join("") +
    "</svg>"
  );
}
