import type { BlogCategorySlug } from "~/content-model/types";
import { CATEGORY_PALETTES, COVER_SIZE } from "./artwork";
import { SVG_FONT, fitText, wrapText } from "../../lib/themed-svg";
import { escapeXml } from "../../lib/xml";

// A blog post's cover, drawn at build from the post itself: the article's own sections shown as the GoHighLevel
// screen the post is about (a checklist, a workflow or a pipeline, by category), its category, and the figure its
// title or summary leads with, on the category's colors. So each post's cover is its own, and a new post gets one.
// Covers keep their own backgrounds in both themes, like the share cards made from them.

export interface BlogCoverInput {
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategorySlug;
  categoryName: string;
  /** The article as HTML: its h2 headings are its sections. */
  html: string;
}

type Motif = "checklist" | "workflow" | "pipeline";

/** How far the background reaches past the cover's edges, in its units. */
const BLEED = 600;

const MOTIFS: Record<BlogCategorySlug, Motif> = {
  "agency-growth": "checklist",
  tutorials: "checklist",
  "best-practices": "checklist",
  automation: "workflow",
  healthcare: "workflow",
  coaching: "workflow",
  "real-estate": "pipeline",
  mortgage: "pipeline",
  "local-business": "pipeline",
};

/** The article's section headings, without their "Step 2:" or "Part 1:" numbering. */
export function postSections(html: string): string[] {
  return [...html.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/g)]
    .map((match) =>
      match[1]!
        // Without the heading's own "#" link.
        .replace(/<a\b[^>]*heading-anchor[^>]*>[\s\S]*?<\/a>/g, "")
        .replace(/<[^>]+>/g, "")
        .replace(/&amp;/g, "&")
        .replace(/&#39;|&apos;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/^(?:step|part|layer)\s+\d+:\s*/i, "")
        .trim(),
    )
    .filter(Boolean)
    .map((heading) => heading.charAt(0).toUpperCase() + heading.slice(1));
}

const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  ten: 10,
  fourteen: 14,
  thirty: 30,
};

/** The figure a post leads with ("5-minute follow-up" gives 5 and "minute"), from its title, else its summary. */
export function keyFigure(title: string, excerpt: string): { value: string; unit: string } | undefined {
  for (const text of [title, excerpt]) {
    const match =
      /\b(\d+|two|three|four|five|six|seven|ten|fourteen|thirty)[-\s](minute|hour|day|week|month|step|layer)s?\b/i.exec(
        text,
      );
    if (match) {
      const value = /^\d+$/.test(match[1]!) ? match[1]! : String(NUMBER_WORDS[match[1]!.toLowerCase()]);
      return { value, unit: `${match[2]!.toLowerCase()}${value === "1" ? "" : "s"}` };
    }
  }
  return undefined;
}

function text(
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  { bold = false, anchor = "", opacity = 1 } = {},
): string {
  const weight = bold ? ` font-weight="700"` : "";
  const align = anchor ? ` text-anchor="${anchor}"` : "";
  const alpha = opacity < 1 ? ` fill-opacity="${opacity}"` : "";
  return `<text x="${x}" y="${y}" font-size="${size}"${weight}${align} fill="${fill}"${alpha}>${escapeXml(content)}</text>`;
}

function windowFrame(x: number, y: number, width: number, height: number, title: string): string {
  return (
    `<rect x="${x}" y="${y + 14}" width="${width}" height="${height}" rx="26" fill="#020617" opacity="0.25"/>` +
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="26" fill="#ffffff"/>` +
    [0, 1, 2]
      .map(
        (index) =>
          `<circle cx="${x + 34 + index * 22}" cy="${y + 34}" r="7" fill="${["#f87171", "#fbbf24", "#4ade80"][index]}"/>`,
      )
      .join("") +
    text(x + 110, y + 42, fitText(title, width - 140, 24, true), 24, "#334155", { bold: true }) +
    `<path d="M${x} ${y + 68}H${x + width}" stroke="#e2e8f0" stroke-width="2"/>`
  );
}

function checklist(sections: string[], x: number, y: number, width: number, mid: string): string {
  const parts: string[] = [];
  sections.slice(0, 5).forEach((section, index) => {
    const top = y + 96 + index * 78;
    const done = index < 2;
    parts.push(
      `<rect x="${x + 28}" y="${top}" width="${width - 56}" height="62" rx="14" fill="#f8fafc" stroke="#e2e8f0" stroke-width="2"/>`,
    );
    parts.push(
      `<circle cx="${x + 62}" cy="${top + 31}" r="15" fill="${done ? mid : "#ffffff"}" stroke="${mid}" stroke-width="3"/>`,
    );
    if (done)
      parts.push(
        `<path d="M${x + 55} ${top + 31}l5 5 10-10" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    parts.push(text(x + 94, top + 40, fitText(section, width - 150, 24), 24, "#0f172a"));
  });
  return parts.join("");
}

function workflow(sections: string[], x: number, y: number, width: number, mid: string, deep: string): string {
  const parts: string[] = [];
  const steps = sections.slice(0, 4);
  steps.forEach((section, index) => {
    const top = y + 96 + index * 98;
    if (index < steps.length - 1)
      parts.push(
        `<path d="M${x + width / 2} ${top + 66}v32" stroke="${mid}" stroke-width="4" stroke-dasharray="2 8" stroke-linecap="round"/>`,
      );
    parts.push(
      `<rect x="${x + 40}" y="${top}" width="${width - 80}" height="66" rx="16" fill="${index === 0 ? deep : "#f8fafc"}" stroke="${index === 0 ? deep : "#e2e8f0"}" stroke-width="2"/>`,
    );
    parts.push(
      `<rect x="${x + 58}" y="${top + 15}" width="36" height="36" rx="10" fill="${index === 0 ? "#ffffff" : mid}" fill-opacity="${index === 0 ? 0.2 : 1}"/>`,
    );
    parts.push(text(x + 76, top + 41, String(index + 1), 20, "#ffffff", { bold: true, anchor: "middle" }));
    parts.push(
      text(x + 110, top + 34, index === 0 ? "Trigger" : "Action", 16, index === 0 ? "#ffffff" : "#64748b", {
        opacity: index === 0 ? 0.75 : 1,
      }),
    );
    parts.push(
      text(x + 110, top + 56, fitText(section, width - 170, 20, true), 20, index === 0 ? "#ffffff" : "#0f172a", {
        bold: true,
      }),
    );
  });
  return parts.join("");
}

function pipeline(sections: string[], x: number, y: number, width: number, mid: string, light: string): string {
  const parts: string[] = [];
  const columns = sections.slice(0, 3);
  const columnWidth = (width - 56 - (columns.length - 1) * 16) / columns.length;
  columns.forEach((section, index) => {
    const left = x + 28 + index * (columnWidth + 16);
    parts.push(`<rect x="${left}" y="${y + 92}" width="${columnWidth}" height="420" rx="16" fill="#f8fafc"/>`);
    wrapText(section, columnWidth - 32, 19, true, 2).forEach((line, row) =>
      parts.push(text(left + 16, y + 126 + row * 24, line, 19, "#0f172a", { bold: true })),
    );
    for (let card = 0; card < 3 - index; card += 1) {
      const top = y + 180 + card * 86;
      parts.push(
        `<rect x="${left + 12}" y="${top}" width="${columnWidth - 24}" height="72" rx="12" fill="#ffffff" stroke="#e2e8f0" stroke-width="2"/>`,
      );
      parts.push(
        `<rect x="${left + 28}" y="${top + 20}" width="${columnWidth * 0.5}" height="10" rx="5" fill="#cbd5e1"/>`,
      );
      parts.push(
        `<rect x="${left + 28}" y="${top + 42}" width="${columnWidth * 0.3}" height="10" rx="5" fill="${card === 0 ? mid : light}"/>`,
      );
    }
  });
  return parts.join("");
}

/**
 * The cover as an SVG file. `caption: false` leaves out the category and the figure at the left, for the share card,
 * which writes the category and the title there itself.
 */
export function blogCoverSvg(post: BlogCoverInput, { caption = true } = {}): string {
  const [deep, mid, light] = CATEGORY_PALETTES[post.category];
  const { width, height } = COVER_SIZE;
  const sections = postSections(post.html);
  const motif = MOTIFS[post.category];
  const figure = keyFigure(post.title, post.excerpt);
  const screen = { x: 520, y: 70, width: 620, height: 640 };
  const backdrop = `x="${-BLEED}" y="${-BLEED}" width="${width + 2 * BLEED}" height="${height + 2 * BLEED}"`;
  const windowTitle =
    motif === "checklist" ? `${sections.length}-part checklist` : motif === "workflow" ? "Workflow" : "Pipeline";

  const parts = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="#0b1220"/></linearGradient>` +
      `<radialGradient id="r"><stop offset="0" stop-color="${mid}" stop-opacity="0.55"/><stop offset="1" stop-color="${mid}" stop-opacity="0"/></radialGradient>` +
      `<pattern id="d" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.5" fill="#ffffff" fill-opacity="0.08"/></pattern></defs>`,
    // The background bleeds past the drawing: where a box of another shape shows the whole cover (the featured post
    // at desktop widths), the space around it is the cover's own background instead of a crop of its edges.
    `<rect ${backdrop} fill="url(#g)"/>`,
    `<rect ${backdrop} fill="url(#d)"/>`,
    `<circle cx="${screen.x + screen.width / 2}" cy="${height * 0.45}" r="520" fill="url(#r)"/>`,
    windowFrame(screen.x, screen.y, screen.width, screen.height, windowTitle),
    motif === "checklist"
      ? checklist(sections, screen.x, screen.y, screen.width, mid)
      : motif === "workflow"
        ? workflow(sections, screen.x, screen.y, screen.width, mid, deep)
        : pipeline(sections, screen.x, screen.y, screen.width, mid, light),
  ];

  // The category and the post's leading figure (or its number of sections), at the left.
  if (caption)
    parts.push(...captionParts(post, figure ?? { value: String(sections.length), unit: "sections" }, mid, light));

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ${SVG_FONT}>` +
    parts.join("") +
    "</svg>"
  );
}

function captionParts(
  post: BlogCoverInput,
  big: { value: string; unit: string },
  mid: string,
  light: string,
): string[] {
  const parts: string[] = [];
  parts.push(
    `<rect x="72" y="80" width="${post.categoryName.length * 15 + 48}" height="52" rx="26" fill="#ffffff" fill-opacity="0.14"/>`,
  );
  parts.push(text(96, 115, post.categoryName, 24, "#ffffff", { bold: true }));
  parts.push(text(68, 360, big.value, 190, "#ffffff", { bold: true }));
  parts.push(text(80, 420, big.unit, 44, light, { bold: true }));
  parts.push(`<path d="M80 470h120" stroke="${mid}" stroke-width="8" stroke-linecap="round"/>`);
  return parts;
}
