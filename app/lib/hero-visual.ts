// The home hero's decorative product view (a pipeline board, a speed-to-lead workflow and a booking card), drawn as one
// SVG symbol served at /images/hero-visual.svg (app/routes/hero-visual.ts) and shown with <use>. Drawn in HTML it cost
// the home page about 600 bytes of its first round trip. Through <use> it still takes the page's color variables
// (so it turns over with the dark theme) and the page's font.

import { escapeXml } from "./xml";

export const HERO_VISUAL_PATH = "/images/hero-visual.svg";
export const HERO_VISUAL_SYMBOL = "visual";
/** The drawing spans 600 x 416; the box leaves room around it for the cards' outlines and shadows. */
export const HERO_VISUAL_VIEWBOX = "-2 -2 604 428";
/**
 * Phones get a simpler drawing (the workflow and the booking, no board), about as wide in units as the screen is in
 * pixels: its smallest text, 12 units, stays at least 11 px from a 360 px screen up (the full drawing's 11 units
 * would be 6 px there).
 */
export const HERO_VISUAL_PHONE_SYMBOL = "visual-phone";
export const HERO_VISUAL_PHONE_VIEWBOX = "-2 -2 344 252";
/** The smallest text of the phone drawing, in units (a unit test holds it to 11 px at the narrowest phone). */
export const HERO_VISUAL_PHONE_MIN_TEXT = 12;

/** The drawing's words, in the page's language (content/data/interface-words.yml `heroVisual`). */
export interface HeroVisualWords {
  board: string;
  growth: string;
  columns: { newLead: string; booked: string; won: string };
  jobs: { inspection: string; gutters: string; replacement: string; storm: string; newBuild: string };
  workflow: string;
  steps: { form: string; wait: string; sms: string; opportunity: string };
  booked: string;
  bookedJob: string;
  bookedTime: string;
}

const columnsOf = ({ columns, jobs }: HeroVisualWords) =>
  [
    { name: columns.newLead, value: "$12.4k", cards: [["Maria G.", jobs.inspection], ["Devon P.", jobs.gutters]] },
    { name: columns.booked, value: "$18.9k", cards: [["Alana W.", jobs.replacement]] },
    { name: columns.won, value: "$41.2k", cards: [["Chris T.", jobs.storm], ["Sam R.", jobs.newBuild]] },
  ] as const;

const stepsOf = ({ steps }: HeroVisualWords) =>
  [
    { label: steps.form, tone: "brand-600" },
    { label: steps.wait, tone: "slate-400" },
    { label: steps.sms, tone: "accent-600" },
    { label: steps.opportunity, tone: "green-600" },
  ] as const;

/** The light theme's values: Tailwind writes a color variable only where a class uses it, so each has a fallback. */
const LIGHT: Record<string, string> = {
  white: "#fff",
  ink: "#0f172a",
  "slate-50": "#f8fafc",
  "slate-100": "#f1f5f9",
  "slate-200": "#e2e8f0",
  "slate-400": "#94a3b8",
  "slate-500": "#64748b",
  "slate-600": "#475569",
  "slate-700": "#334155",
  "green-50": "#f0fdf4",
  "green-400": "#4ade80",
  "green-600": "#16a34a",
  "green-700": "#15803d",
  "red-400": "#f87171",
  "amber-400": "#fbbf24",
  "brand-600": "#2563eb",
  "accent-600": "#7c3aed",
};

function color(name: string): string {
  const fallback = LIGHT[name];
  if (!fallback) throw new Error(`hero visual: no color ${name}`);
  return `var(--color-${name},${fallback})`;
}

function text(x: number, y: number, content: string, { size = 12, weight = 400, fill = "slate-700", anchor = "start" } = {}): string {
  const anchorAttribute = anchor === "start" ? "" : ` text-anchor="${anchor}"`;
  return `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${color(fill)}"${anchorAttribute}>${escapeXml(content)}</text>`;
}

/** A card: a soft shadow under a bordered, rounded surface. */
function card(x: number, y: number, width: number, height: number, { radius = 16, shadow = 2 } = {}): string {
  const shadows = Array.from({ length: shadow }, (_, index) => {
    const drop = (index + 1) * 3;
    return `<rect x="${x}" y="${y + drop}" width="${width}" height="${height}" rx="${radius}" fill="#0f172a" opacity="0.05"/>`;
  }).join("");
  return `${shadows}<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${color("white")}" stroke="${color("slate-200")}"/>`;
}

/** The phone drawing: the speed-to-lead workflow, and the booking it ends in. */
function phoneSymbol(words: HeroVisualWords): string {
  const small = HERO_VISUAL_PHONE_MIN_TEXT;
  const parts: string[] = [card(0, 0, 340, 178, { shadow: 3 })];
  parts.push(text(18, 32, words.workflow, { size: 15, weight: 600 }));
  stepsOf(words).forEach((step, index) => {
    const y = 48 + index * 30;
    parts.push(`<rect x="18" y="${y}" width="24" height="24" rx="6" fill="${color(step.tone)}"/>`);
    parts.push(text(30, y + 17, String(index + 1), { size: small + 1, weight: 700, fill: "white", anchor: "middle" }));
    parts.push(text(54, y + 17, step.label, { size: 15 }));
  });
  parts.push(card(96, 160, 244, 88));
  parts.push(text(112, 186, words.booked, { size: 13, weight: 600, fill: "green-700" }));
  parts.push(text(112, 208, words.bookedJob, { size: 15, weight: 600, fill: "ink" }));
  parts.push(text(112, 230, words.bookedTime, { size: small + 1, fill: "slate-600" }));
  return `<symbol id="${HERO_VISUAL_PHONE_SYMBOL}" viewBox="${HERO_VISUAL_PHONE_VIEWBOX}">${parts.join("")}</symbol>`;
}

/**
 * The whole sprite: the full drawing as `${HERO_VISUAL_PATH}#${HERO_VISUAL_SYMBOL}` and the phone one as
 * `#${HERO_VISUAL_PHONE_SYMBOL}`, with the words of the page's language.
 */
export function heroVisualSvg(words: HeroVisualWords): string {
  const parts: string[] = [];

  // The pipeline board.
  const board = { x: 40, y: 0, width: 560, height: 258 };
  parts.push(card(board.x, board.y, board.width, board.height, { shadow: 3 }));
  ["red-400", "amber-400", "green-400"].forEach((dot, index) => parts.push(`<circle cx="${62 + index * 16}" cy="32" r="5" fill="${color(dot)}"/>`));
  parts.push(text(320, 36, words.board, { weight: 600, fill: "slate-600", anchor: "middle" }));
  parts.push(`<rect x="466" y="21" width="114" height="22" rx="11" fill="${color("green-50")}"/>`);
  parts.push(text(523, 36, words.growth, { weight: 600, fill: "green-700", anchor: "middle" }));
  parts.push(`<path d="M60 54H580" stroke="${color("slate-100")}"/>`);
  const columnWidth = 165;
  columnsOf(words).forEach((column, index) => {
    const x = 60 + index * (columnWidth + 12.5);
    parts.push(`<rect x="${x}" y="70" width="${columnWidth}" height="168" rx="12" fill="${color("slate-50")}"/>`);
    parts.push(text(x + 12, 92, column.name, { weight: 600 }));
    parts.push(text(x + 12, 108, column.value, { size: 11, fill: "slate-500" }));
    column.cards.forEach(([name, job], row) => {
      const y = 120 + row * 56;
      parts.push(`<rect x="${x + 12}" y="${y}" width="${columnWidth - 24}" height="48" rx="8" fill="${color("white")}" stroke="${color("slate-200")}"/>`);
      parts.push(text(x + 22, y + 20, name, { weight: 600, fill: "ink" }));
      parts.push(text(x + 22, y + 37, job, { size: 11, fill: "slate-500" }));
    });
  });

  // The workflow, over the board's lower edge.
  parts.push(card(200, 234, 400, 182));
  parts.push(text(216, 262, words.workflow, { weight: 600 }));
  stepsOf(words).forEach((step, index) => {
    const y = 278 + index * 32;
    parts.push(`<rect x="216" y="${y}" width="24" height="24" rx="6" fill="${color(step.tone)}"/>`);
    parts.push(text(228, y + 16, String(index + 1), { size: 11, weight: 700, fill: "white", anchor: "middle" }));
    parts.push(text(252, y + 17, step.label, { size: 14 }));
  });

  // The booking, at the left.
  parts.push(card(0, 300, 208, 88));
  parts.push(text(16, 326, words.booked, { weight: 600, fill: "green-700" }));
  parts.push(text(16, 348, words.bookedJob, { size: 14, weight: 600, fill: "ink" }));
  parts.push(text(16, 368, words.bookedTime, { fill: "slate-600" }));

  return (
    `<svg xmlns="http://www.w3.org/2000/svg"><symbol id="${HERO_VISUAL_SYMBOL}" viewBox="${HERO_VISUAL_VIEWBOX}">` +
    parts.join("") +
    `</symbol>${phoneSymbol(words)}</svg>`
  );
}
