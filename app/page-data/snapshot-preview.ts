import type { SnapshotCategoryId, SnapshotListing } from "~/content-model/types";
import { SNAPSHOT_CATEGORY_PALETTES } from "./artwork";
import { formatDollars } from "../../lib/pricing";
import {
  SHARED_ROLES,
  SVG_FONT,
  type ThemeRoles,
  roleText,
  fitText,
  textWidth,
  themeStyle,
  themeTargets,
  wrapText,
} from "../../lib/themed-svg";
import { PREVIEW_SIZES, type PreviewSize } from "../../lib/snapshot-preview-size";
import { escapeXml } from "../../lib/xml";

export {
  PREVIEW_SIZES,
  type PreviewSize,
  parsePreviewFile,
  snapshotPreviewPath,
} from "../../lib/snapshot-preview-size";

// A snapshot's preview: a small product shot of the GoHighLevel account it installs (its pipeline board with the real
// stage names, its automations and its figures), drawn at build from the snapshot's own file, so an editor who adds a
// snapshot gets its picture without drawing anything. Two sizes: the marketplace card's and the snapshot page's.

/** What a preview shows, read from the snapshot's file. */
export interface SnapshotPreviewModel {
  slug: string;
  name: string;
  category: SnapshotCategoryId;
  price: number;
  figures?: SnapshotListing["figures"];
  pipeline: { name: string; stages: string[] };
  /** The automations built in (the features' titles). */
  automations: string[];
  workflowCount: number;
  /** Landing pages, websites, forms and funnels among the included items. */
  pageCount: number;
}

/** The included item that names a pipeline and its stages: "Tax Return pipeline: Organizer Sent → Review → Filed". */
const PIPELINE_LINE = /^(.+?)\s+pipeline:\s*(.+→.+)$/i;

/**
 * The snapshot's main pipeline. Without an item written as a pipeline line, the features stand in for its stages,
 * so a file that forgets one still gets a drawing made of its own words.
 */
export function parsePipeline(
  name: string,
  includes: string[],
  features: { title: string }[],
): { name: string; stages: string[] } {
  for (const item of includes) {
    const match = PIPELINE_LINE.exec(item.trim());
    if (match)
      return {
        name: match[1]!.trim(),
        stages: match[2]!
          .split("→")
          .map((stage) => stage.trim())
          .filter(Boolean),
      };
  }
  return { name: name.replace(/\s*snapshot$/i, ""), stages: features.slice(0, 6).map((feature) => feature.title) };
}

/** How many workflows the included items describe: a stated number ("11 Workflows") or one per item naming one. */
export function countWorkflows(includes: string[]): number {
  const stated = includes
    .map((item) => /(\d+)\s+(?:[\w-]+\s+)?workflows?\b/i.exec(item))
    .filter((match) => match !== null);
  const named = includes.filter((item) => /workflow|sequence|campaign|reminders?\b/i.test(item)).length;
  return Math.max(named, ...stated.map((match) => Number(match[1])));
}

export function countPages(includes: string[]): number {
  return includes.filter(
    (item) => /\b(?:pages?|website|funnels?|forms?|survey|quiz)\b/i.test(item) && !PIPELINE_LINE.test(item),
  ).length;
}

export function snapshotPreviewModel(
  listing: {
    slug: string;
    name: string;
    category: SnapshotCategoryId;
    price: number;
    figures?: SnapshotListing["figures"];
  },
  detail: { includes: string[]; features: { title: string }[] },
): SnapshotPreviewModel {
  return {
    slug: listing.slug,
    name: listing.name,
    category: listing.category,
    price: listing.price,
    figures: listing.figures,
    pipeline: parsePipeline(listing.name, detail.includes, detail.features),
    automations: detail.features.map((feature) => feature.title),
    workflowCount: countWorkflows(detail.includes),
    pageCount: countPages(detail.includes),
  };
}

/** The preview's accessible name, from the same data as the drawing. */
export function snapshotPreviewAlt(model: Pick<SnapshotPreviewModel, "name" | "pipeline">): string {
  return `Preview of the ${model.name} pipeline: ${model.pipeline.stages.join(", ")}`;
}

/** Stage markers: the category's color first, then a fixed sequence that reads on light and dark surfaces. */
const STAGE_COLORS = ["#3b82f6", "#8b5cf6", "#06b6d4", "#f59e0b", "#ec4899", "#10b981"];

function roles(category: SnapshotCategoryId): ThemeRoles {
  const [, , light] = SNAPSHOT_CATEGORY_PALETTES[category];
  return {
    ...SHARED_ROLES,
    b: { light, dark: "#0b1220" },
    k: { light: "#ffffff", dark: "#1a2436" },
    h: { light: "rgba(15,23,42,0.07)", dark: "rgba(0,0,0,0.35)" },
    n: { light: "#cbd5e1", dark: "#3b4962" },
  };
}

/** A deterministic small number per slug and place, so the cards on a board differ between snapshots but never between builds. */
function pick(slug: string, salt: number, range: number): number {
  let hash = 2166136261 ^ salt;
  for (const char of slug) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash >>> 0) % range;
}

function panel(x: number, y: number, width: number, height: number, radius: number, role = "s"): string {
  return `<rect x="${x}" y="${y + 3}" width="${width}" height="${height}" rx="${radius}" class="h"/><rect x="${x + 0.5}" y="${y + 0.5}" width="${width - 1}" height="${height - 1}" rx="${radius}" class="${role} l"/>`;
}

/** The stage's name in the column's header, in one or two lines. */
function stageLines(stage: string, width: number, scale: number): string[] {
  return wrapText(stage, width - 20 * scale, 9 * scale, true, 2);
}

/** One column of the board: the stage's name and a few opportunity cards (skeleton lines, like a real board at a glance). */
function column(
  model: SnapshotPreviewModel,
  index: number,
  x: number,
  y: number,
  width: number,
  scale: number,
  headerLines: number,
): string {
  const stage = model.pipeline.stages[index]!;
  const font = 9 * scale;
  const parts = [
    `<rect x="${x}" y="${y}" width="${width}" height="400" rx="${6 * scale}" class="c"/>`,
    `<circle cx="${x + 8 * scale}" cy="${y + 12 * scale}" r="${3 * scale}" fill="${STAGE_COLORS[index % STAGE_COLORS.length]}"/>`,
    ...stageLines(stage, width, scale).map((line, row) =>
      roleText(x + 15 * scale, y + (15.5 + row * 11) * scale, line, font, "t", { bold: true }),
    ),
  ];
  // Earlier stages hold more opportunities, as on a real board.
  const cards = Math.max(1, 3 - Math.floor(index / 2) + (pick(model.slug, index, 2) ? 0 : -1));
  for (let row = 0; row < cards; row += 1) {
    const top = y + (13 + headerLines * 11 + row * 31) * scale;
    const first = 24 + pick(model.slug, index * 7 + row, 22);
    const second = 14 + pick(model.slug, index * 11 + row, 18);
    parts.push(
      `<rect x="${x + 5 * scale + 0.5}" y="${top + 0.5}" width="${width - 10 * scale - 1}" height="${25 * scale}" rx="${4 * scale}" class="k l"/>`,
      `<rect x="${x + 11 * scale}" y="${top + 7 * scale}" width="${first * scale}" height="${4 * scale}" rx="${2 * scale}" class="n"/>`,
      `<rect x="${x + 11 * scale}" y="${top + 15 * scale}" width="${second * scale}" height="${4 * scale}" rx="${2 * scale}" class="q"/>`,
    );
  }
  return parts.join("");
}

/** The board: a window with the pipeline's name and its first stages as columns, running off the right edge. */
function board(
  model: SnapshotPreviewModel,
  x: number,
  y: number,
  width: number,
  scale: number,
  columns: number,
  shown: number,
): string {
  const [, mid] = SNAPSHOT_CATEGORY_PALETTES[model.category];
  const parts = [panel(x, y, width + 40, 400, 10 * scale)];
  parts.push(
    `<rect x="${x + 12 * scale}" y="${y + 11 * scale}" width="${14 * scale}" height="${14 * scale}" rx="${4 * scale}" fill="${mid}"/>`,
  );
  parts.push(
    `<path d="M${x + 16.5 * scale} ${y + 18 * scale}h${5 * scale}M${x + 16.5 * scale} ${y + 15 * scale}h${5 * scale}M${x + 16.5 * scale} ${y + 21 * scale}h${3 * scale}" stroke="#fff" stroke-width="${1.4 * scale}" stroke-linecap="round"/>`,
  );
  parts.push(
    roleText(
      x + 32 * scale,
      y + 22 * scale,
      fitText(`${model.pipeline.name} pipeline`, width * 0.62, 11 * scale, true),
      11 * scale,
      "t",
      { bold: true },
    ),
  );
  parts.push(
    roleText(x + width - 12 * scale, y + 22 * scale, `${model.pipeline.stages.length} stages`, 9 * scale, "m", {
      anchor: "end",
    }),
  );
  parts.push(`<path d="M${x} ${y + 34.5 * scale}H${x + width + 40}" class="l"/>`);
  // `shown` columns fit the window; the next one runs off its edge, as a board too wide for the screen does.
  const gap = 7 * scale;
  const columnWidth = (width - 12 * scale - Math.floor(shown) * gap) / shown;
  const stages = model.pipeline.stages.slice(0, columns);
  const headerLines = Math.max(...stages.map((stage) => stageLines(stage, columnWidth, scale).length));
  stages.forEach((_, index) => {
    parts.push(
      column(
        model,
        index,
        x + 12 * scale + index * (columnWidth + gap),
        y + 44 * scale,
        columnWidth,
        scale,
        headerLines,
      ),
    );
  });
  return parts.join("");
}

function backdrop(model: SnapshotPreviewModel, width: number, height: number): string {
  const [, mid] = SNAPSHOT_CATEGORY_PALETTES[model.category];
  return (
    `<defs><radialGradient id="w"><stop offset="0" stop-color="${mid}" stop-opacity="0.35"/><stop offset="1" stop-color="${mid}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" class="b"/>` +
    `<circle cx="${width * 0.9}" cy="0" r="${height * 0.9}" fill="url(#w)"/>` +
    `<circle cx="0" cy="${height}" r="${height * 0.7}" fill="url(#w)" opacity="0.6"/>`
  );
}

/** The marketplace card's picture: the pipeline board alone (on its backdrop, unless it goes on another). */
function cardDrawing(model: SnapshotPreviewModel, withBackdrop = true): string {
  const { width, height } = PREVIEW_SIZES.card;
  return (withBackdrop ? backdrop(model, width, height) : "") + board(model, 12, 12, 268, 1.15, 3, 2.2);
}

/** The key figures as the snapshot page's picture shows them (ratings only when the build publishes them). */
export function previewFigures(model: SnapshotPreviewModel): string[] {
  return [
    `${model.pipeline.stages.length} pipeline stages`,
    `${model.workflowCount} workflows`,
    ...(model.pageCount > 0
      ? [`${model.pageCount} ${model.pageCount === 1 ? "page or form" : "pages and forms"}`]
      : []),
  ];
}

/** The snapshot page's picture: the board, its automations as a workflow list, and its figures. */
function pageDrawing(model: SnapshotPreviewModel): string {
  const { width, height } = PREVIEW_SIZES.page;
  const parts = [backdrop(model, width, height), board(model, 24, 24, 592, 1.45, 4, 3.7)];

  // The workflow list, over the board's lower right.
  const list = { x: 300, y: 206, width: 316, height: 170 };
  parts.push(panel(list.x, list.y, list.width, list.height, 14));
  parts.push(roleText(list.x + 18, list.y + 28, "Workflows", 13, "t", { bold: true }));
  parts.push(`<rect x="${list.x + list.width - 84}" y="${list.y + 14}" width="66" height="20" rx="10" class="g"/>`);
  parts.push(roleText(list.x + list.width - 51, list.y + 28, "Published", 10, "G", { bold: true, anchor: "middle" }));
  model.automations.slice(0, 4).forEach((name, index) => {
    const y = list.y + 46 + index * 29;
    parts.push(
      `<rect x="${list.x + 18}" y="${y}" width="20" height="20" rx="6" fill="${STAGE_COLORS[(index + 1) % STAGE_COLORS.length]}"/>`,
    );
    parts.push(
      roleText(list.x + 28, y + 14, String(index + 1), 10, "", { bold: true, anchor: "middle" }).replace(
        'class=""',
        'fill="#fff"',
      ),
    );
    parts.push(roleText(list.x + 48, y + 14.5, fitText(name, list.width - 70, 12.5), 12.5, "t"));
  });

  // The figures, at the lower left.
  const facts = { x: 24, y: 262, width: 250, height: 114 };
  parts.push(panel(facts.x, facts.y, facts.width, facts.height, 14));
  parts.push(roleText(facts.x + 18, facts.y + 38, formatDollars(model.price), 24, "t", { bold: true }));
  parts.push(
    roleText(facts.x + 28 + textWidth(formatDollars(model.price), 24, true) * 1.15, facts.y + 38, "one-time", 11, "m"),
  );
  previewFigures(model).forEach((line, index) => {
    const y = facts.y + 62 + index * 18;
    parts.push(
      `<circle cx="${facts.x + 22}" cy="${y - 4}" r="3" fill="${STAGE_COLORS[(index + 2) % STAGE_COLORS.length]}"/>`,
    );
    parts.push(roleText(facts.x + 32, y, line, 12, "m"));
  });
  return parts.join("");
}

/**
 * The preview as a standalone SVG file. Without `theme` it carries both palettes (the URL fragment or the system
 * setting picks one); with it, one fixed palette, for the share card's rasterizer.
 */
export function snapshotPreviewSvg(model: SnapshotPreviewModel, size: PreviewSize, theme?: "light" | "dark"): string {
  const { width, height } = PREVIEW_SIZES[size];
  const drawing = size === "card" ? cardDrawing(model) : pageDrawing(model);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ${SVG_FONT}>` +
    `<title>${escapeXml(snapshotPreviewAlt(model))}</title>` +
    themeStyle(roles(model.category), theme) +
    (theme ? drawing : themeTargets(drawing)) +
    "</svg>"
  );
}

/**
 * The artwork under a snapshot's 1200x630 share card: its pipeline board (the card's preview, in the dark palette)
 * at the upper right, where the card's title (at the lower left) leaves room, on its category's colors.
 */
export function snapshotShareCoverSvg(model: SnapshotPreviewModel): string {
  const [deep, mid] = SNAPSHOT_CATEGORY_PALETTES[model.category];
  const { width, height } = PREVIEW_SIZES.card;
  const board = themeStyle(roles(model.category), "dark") + cardDrawing(model, false);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="#0b1220"/></linearGradient></defs>` +
    `<rect width="1200" height="630" fill="url(#s)"/>` +
    `<circle cx="1000" cy="40" r="420" fill="${mid}" opacity="0.18"/>` +
    `<svg x="540" y="40" width="${width * 2.3}" height="${height * 2.3}" viewBox="0 0 ${width} ${height}" ${SVG_FONT}>${board}</svg>` +
    "</svg>"
  );
}
