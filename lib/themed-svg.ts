// Drawings served as image files that still follow the site's theme. An <img> cannot see the `data-theme` attribute
// the header's theme control sets on <html>, so each file carries both palettes as CSS classes and picks one by:
//   - its URL fragment, `#light` or `#dark` (the page shows one of two <img> by its own theme, see ThemedImage), or
//   - with no fragment, the system setting (`prefers-color-scheme`), for the file opened on its own.
// A file's `:target` works inside an image, so one file serves both themes and is fetched once.

import { escapeXml } from "./xml";

/** A role in a drawing and its fill (or, for the `stroke` roles, its stroke) in each theme. */
export interface ThemeRole {
  light: string;
  dark: string;
  /** Paint the stroke rather than the fill. */
  stroke?: boolean;
}

export type ThemeRoles = Record<string, ThemeRole>;

export const THEME_FRAGMENTS = { light: "light", dark: "dark" } as const;

function rules(roles: ThemeRoles, theme: "light" | "dark", prefix = ""): string {
  return Object.entries(roles)
    .map(([name, role]) => `${prefix}.${name}{${role.stroke ? "stroke" : "fill"}:${role[theme]}}`)
    .join("");
}

/**
 * The <style> of a drawing: `theme` fixes one palette (for rasterizing, where media queries and fragments do not
 * apply); without it the file follows its fragment, else the system.
 */
export function themeStyle(roles: ThemeRoles, theme?: "light" | "dark"): string {
  if (theme) return `<style>${rules(roles, theme)}</style>`;
  return (
    "<style>" +
    rules(roles, "light") +
    `@media (prefers-color-scheme:dark){${rules(roles, "dark")}}` +
    rules(roles, "light", `#${THEME_FRAGMENTS.light}:target `) +
    rules(roles, "dark", `#${THEME_FRAGMENTS.dark}:target `) +
    "</style>"
  );
}

/** Wraps a drawing's content in the two elements its URL fragments name (see themeStyle). */
export function themeTargets(content: string): string {
  return `<g id="${THEME_FRAGMENTS.dark}"><g id="${THEME_FRAGMENTS.light}">${content}</g></g>`;
}

/** About how wide `text` is at `size` (Inter and its system fallbacks average about 0.55 em, a bold one 0.6). */
export function textWidth(text: string, size: number, bold = false): number {
  return text.length * size * (bold ? 0.6 : 0.55);
}

/** `text` cut at a word (or a character) to fit `width` at `size`, with an ellipsis when cut. */
export function fitText(text: string, width: number, size: number, bold = false): string {
  if (textWidth(text, size, bold) <= width) return text;
  const max = Math.max(1, Math.floor(width / (size * (bold ? 0.6 : 0.55))) - 1);
  const cut = text.slice(0, max);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > max * 0.6 ? cut.slice(0, atWord) : cut).replace(/[\s/·,-]+$/, "")}…`;
}

/** `text` in at most `lines` lines of `width` at `size`, broken at words; the last line cut with an ellipsis if needed. */
export function wrapText(text: string, width: number, size: number, bold = false, lines = 2): string[] {
  const result: string[] = [];
  let rest = text.trim();
  while (rest && result.length < lines - 1) {
    const words = rest.split(/\s+/);
    let line = words[0]!;
    for (const word of words.slice(1)) {
      if (textWidth(`${line} ${word}`, size, bold) > width) break;
      line = `${line} ${word}`;
    }
    if (textWidth(line, size, bold) > width) break;
    result.push(line);
    rest = rest.slice(line.length).trim();
  }
  if (rest) result.push(fitText(rest, width, size, bold));
  return result;
}

/** The drawings' type: Inter where the viewer has it (the site's pages load it), else the system's sans-serif. */
export const SVG_FONT = `font-family="Inter,ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif"`;

/** A line of text painted by a theme role (a class of the drawing's style). */
export function roleText(
  x: number,
  y: number,
  content: string,
  size: number,
  role: string,
  { bold = false, anchor = "" } = {},
): string {
  const weight = bold ? ` font-weight="600"` : "";
  const align = anchor ? ` text-anchor="${anchor}"` : "";
  return `<text x="${x}" y="${y}" font-size="${size}"${weight}${align} class="${role}">${escapeXml(content)}</text>`;
}

/** The roles the product drawings share: surface, card, line, text, muted text, placeholder and the green tag. */
export const SHARED_ROLES: ThemeRoles = {
  s: { light: "#ffffff", dark: "#111a2b" },
  c: { light: "#f8fafc", dark: "#0d1627" },
  l: { light: "#e2e8f0", dark: "#2a3750", stroke: true },
  t: { light: "#0f172a", dark: "#f1f5f9" },
  m: { light: "#64748b", dark: "#9eabbf" },
  q: { light: "#e8edf3", dark: "#243047" },
  g: { light: "#ecfdf5", dark: "#0b2a1b" },
  G: { light: "#047857", dark: "#6ee7b7" },
};
