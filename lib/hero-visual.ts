// The heroes' product views: a pipeline board, a workflow of numbered steps and a booking card, drawn in SVG with the
// page's color variables (so a drawing in the page turns over with the dark theme) and the page's font. The home hero
// shows its decorative one as a symbol of /images/hero-visual.svg (app/routes/hero-visual.ts) through <use>: drawn in
// HTML it cost the home page about 600 bytes of its first round trip. An industry page draws its own pipeline and
// workflow with the same parts, inline (app/page-data/industry-visual.ts).

import { fitText, textWidth } from "./themed-svg";
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
  jobs: {
    inspection: string;
    gutters: string;
    replacement: string;
    storm: string;
    newBuild: string;
  };
  workflow: string;
  steps: { form: string; wait: string; sms: string; opportunity: string };
  booked: string;
  bookedJob: string;
  bookedTime: string;
}

/** What a product view shows: the board (left out of the phone drawing), the workflow and the booking it ends in. */
export interface ProductView {
  board: {
    title: string;
    /** The badge at the board's top right, green (a result) or blue (a name). */
    badge: { text: string; tone: "green" | "brand" };
    /** Three stages; each may carry a figure under its name, and shows its count when it has none. */
    stages: {
      name: string;
      figure?: string;
      cards: { name: string; about: string }[];
    }[];
  };
  workflow: { title: string; steps: string[] };
  booking: { label: string; title: string; detail: string };
}

/** The steps' colors in order: the trigger, the steps between, and the last one, which succeeds, in green. */
const STEP_TONES = ["brand-600", "slate-400", "accent-600"] as const;
const stepTone = (index: number, count: number): string =>
  index === count - 1 ? "green-600" : (STEP_TONES[Math.min(index, 2)] ?? STEP_TONES[2]);

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
  "brand-50": "#eff6ff",
  "brand-600": "#2563eb",
  "brand-700": "#1d4ed8",
  "accent-600": "#7c3aed",
};

function color(name: string): string {
  const fallback = LIGHT[name];
  if (!fallback) throw new Error(`hero visual: no color ${name}`);
  return `var(--color-${name},${fallback})`;
}

interface TextStyle {
  size?: number;
  weight?: 400 | 600 | 700;
  fill?: string;
  anchor?: "start" | "middle";
  /**
   * The room the text has, in units: text that would overflow it is cut at a word with an ellipsis (content tests keep
   * it whole). The estimate of a text's width runs wide for Inter, so it may pass the room by a tenth.
   */
  width?: number;
}

const ESTIMATE_MARGIN = 1.1;

function text(
  x: number,
  y: number,
  content: string,
  { size = 12, weight = 400, fill = "slate-700", anchor = "start", width }: TextStyle = {},
): string {
  const anchorAttribute = anchor === "start" ? "" : ` text-anchor="${anchor}"`;
  const shown = width === undefined ? content : fitText(content, width * ESTIMATE_MARGIN, size, weight > 400);
  return `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${color(fill)}"${anchorAttribute}>${escapeXml(shown)}</text>`;
}

/** A card: a soft shadow under a bordered, rounded surface. */
function card(x: number, y: number, width: number, height: number, { radius = 16, shadow = 2 } = {}): string {
  const shadows = Array.from({ length: shadow }, (_, index) => {
    const drop = (index + 1) * 3;
    return `<rect x="${x}" y="${y + drop}" width="${width}" height="${height}" rx="${radius}" fill="#0f172a" opacity="0.05"/>`;
  }).join("");
  return `${shadows}<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${color("white")}" stroke="${color("slate-200")}"/>`;
}

/** The pipeline board, 560 x 258 at (40, 0): its title, badge and three stages with their cards. */
function board({ title, badge, stages }: ProductView["board"]): string {
  const parts: string[] = [card(40, 0, 560, 258, { shadow: 3 })];
  ["red-400", "amber-400", "green-400"].forEach((dot, index) =>
    parts.push(`<circle cx="${62 + index * 16}" cy="32" r="5" fill="${color(dot)}"/>`),
  );
  // The badge at the board's right edge, as wide as its words (at least 114); the title centered on the board, or in
  // the room between the dots and the badge when it would reach the badge.
  const badgeText = fitText(badge.text, 160, 12, true);
  const badgeWidth = Math.max(114, Math.round(textWidth(badgeText, 12) + 14));
  const badgeX = 580 - badgeWidth;
  const titleRoom = badgeX - 12 - 110;
  const titleX = 320 + textWidth(title, 12, true) / 2 <= badgeX - 12 ? 320 : 110 + titleRoom / 2;
  parts.push(text(titleX, 36, title, { weight: 600, fill: "slate-600", anchor: "middle", width: titleRoom }));
  parts.push(
    `<rect x="${badgeX}" y="21" width="${badgeWidth}" height="22" rx="11" fill="${color(`${badge.tone}-50`)}"/>`,
  );
  parts.push(
    text(badgeX + badgeWidth / 2, 36, badgeText, { weight: 600, fill: `${badge.tone}-700`, anchor: "middle" }),
  );
  parts.push(`<path d="M60 54H580" stroke="${color("slate-100")}"/>`);
  const columnWidth = 165;
  stages.slice(0, 3).forEach((stage, index) => {
    const x = 60 + index * (columnWidth + 12.5);
    parts.push(`<rect x="${x}" y="70" width="${columnWidth}" height="168" rx="12" fill="${color("slate-50")}"/>`);
    if (stage.figure !== undefined) {
      parts.push(text(x + 12, 92, stage.name, { weight: 600, width: columnWidth - 24 }));
      parts.push(text(x + 12, 108, stage.figure, { size: 11, fill: "slate-500" }));
    } else {
      // No figure: the stage's count in a pill at the column's right.
      parts.push(text(x + 12, 96, stage.name, { weight: 600, width: columnWidth - 56 }));
      parts.push(
        `<rect x="${x + columnWidth - 36}" y="82" width="24" height="20" rx="10" fill="${color("white")}" stroke="${color("slate-200")}"/>`,
      );
      parts.push(
        text(x + columnWidth - 24, 96, String(stage.cards.length), {
          size: 11,
          weight: 600,
          fill: "slate-600",
          anchor: "middle",
        }),
      );
    }
    stage.cards.slice(0, 2).forEach(({ name, about }, row) => {
      const y = 120 + row * 56;
      parts.push(
        `<rect x="${x + 12}" y="${y}" width="${columnWidth - 24}" height="48" rx="8" fill="${color("white")}" stroke="${color("slate-200")}"/>`,
      );
      parts.push(text(x + 22, y + 20, name, { weight: 600, fill: "ink", width: columnWidth - 34 }));
      parts.push(text(x + 22, y + 37, about, { size: 11, fill: "slate-500", width: columnWidth - 34 }));
    });
  });
  return parts.join("");
}

/** The workflow's numbered steps from (x, y), one every `gap` units, in `size` type over `width` units. */
function steps(
  list: string[],
  x: number,
  y: number,
  { gap, size, numberSize, width }: { gap: number; size: number; numberSize: number; width: number },
): string {
  return list
    .slice(0, 4)
    .map((label, index) => {
      const top = y + index * gap;
      return (
        `<rect x="${x}" y="${top}" width="24" height="24" rx="6" fill="${color(stepTone(index, Math.min(list.length, 4)))}"/>` +
        text(x + 12, top + (numberSize > 11 ? 17 : 16), String(index + 1), {
          size: numberSize,
          weight: 700,
          fill: "white",
          anchor: "middle",
        }) +
        text(x + 36, top + 17, label, { size, width })
      );
    })
    .join("");
}

/** The full drawing (600 x 416): the board, the workflow over its lower edge, and the booking at the left. */
export function productView(view: ProductView): string {
  return (
    board(view.board) +
    card(200, 234, 400, 182) +
    text(216, 262, view.workflow.title, { weight: 600, width: 368 }) +
    steps(view.workflow.steps, 216, 278, { gap: 32, size: 14, numberSize: 11, width: 332 }) +
    card(0, 300, 208, 88) +
    text(16, 326, view.booking.label, { weight: 600, fill: "green-700", width: 188 }) +
    text(16, 348, view.booking.title, { size: 14, weight: 600, fill: "ink", width: 188 }) +
    text(16, 368, view.booking.detail, { fill: "slate-600", width: 188 })
  );
}

/** The phone drawing (340 x 248): the workflow, and the booking it ends in. */
export function productViewForPhones(view: Omit<ProductView, "board">): string {
  const small = HERO_VISUAL_PHONE_MIN_TEXT;
  return (
    card(0, 0, 340, 178, { shadow: 3 }) +
    text(18, 32, view.workflow.title, { size: 15, weight: 600, width: 304 }) +
    steps(view.workflow.steps, 18, 48, { gap: 30, size: 15, numberSize: small + 1, width: 268 }) +
    card(96, 160, 244, 88) +
    text(112, 186, view.booking.label, { size: 13, weight: 600, fill: "green-700", width: 224 }) +
    text(112, 208, view.booking.title, { size: 15, weight: 600, fill: "ink", width: 224 }) +
    text(112, 230, view.booking.detail, { size: small + 1, fill: "slate-600", width: 224 })
  );
}

/** The home page's view: a roofer's board with figures, a speed-to-lead workflow and an inspection booked. */
function homeView(words: HeroVisualWords): ProductView {
  const { columns, jobs } = words;
  return {
    board: {
      title: words.board,
      badge: { text: words.growth, tone: "green" },
      stages: [
        {
          name: columns.newLead,
          figure: "$12.4k",
          cards: [
            { name: "Maria G.", about: jobs.inspection },
            { name: "Devon P.", about: jobs.gutters },
          ],
        },
        { name: columns.booked, figure: "$18.9k", cards: [{ name: "Alana W.", about: jobs.replacement }] },
        {
          name: columns.won,
          figure: "$41.2k",
          cards: [
            { name: "Chris T.", about: jobs.storm },
            { name: "Sam R.", about: jobs.newBuild },
          ],
        },
      ],
    },
    workflow: {
      title: words.workflow,
      steps: [words.steps.form, words.steps.wait, words.steps.sms, words.steps.opportunity],
    },
    booking: { label: words.booked, title: words.bookedJob, detail: words.bookedTime },
  };
}

/**
 * The home hero's sprite: the full drawing as `${HERO_VISUAL_PATH}#${HERO_VISUAL_SYMBOL}` and the phone one as
 * `#${HERO_VISUAL_PHONE_SYMBOL}`, with the words of the page's language.
 */
export function heroVisualSvg(words: HeroVisualWords): string {
  const view = homeView(words);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg">` +
    `<symbol id="${HERO_VISUAL_SYMBOL}" viewBox="${HERO_VISUAL_VIEWBOX}">${productView(view)}</symbol>` +
    `<symbol id="${HERO_VISUAL_PHONE_SYMBOL}" viewBox="${HERO_VISUAL_PHONE_VIEWBOX}">${productViewForPhones(view)}</symbol>` +
    "</svg>"
  );
}
