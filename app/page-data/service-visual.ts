import { ICON_PATHS } from "~/page-data/icon-paths";
import type { IconName } from "~/content-model/types";
import { hashString } from "./artwork";
import {
  SHARED_ROLES,
  SVG_FONT,
  type ThemeRoles,
  roleText,
  fitText,
  themeStyle,
  themeTargets,
  wrapText,
} from "../../lib/themed-svg";
import { SERVICE_VISUAL_SIZE } from "../../lib/service-visual-size";
import { escapeXml } from "../../lib/xml";
import { fill } from "../../lib/fill";

// A service page's hero picture: the project as the agency delivers it, drawn at build from the service's own file
// (its process as a build plan with progress, what gets built as a checklist, and the first result it promises), so
// every service has its own picture and an edited file redraws it. Both themes in one file (lib/themed-svg.ts).

export interface ServiceVisualModel {
  slug: string;
  title: string;
  icon: IconName;
  process: { title: string }[];
  features: { title: string }[];
  benefits: { title: string }[];
  /** The picture's own words, in the page's language (content/data/page-words.yml, serviceVisual). */
  words: ServiceVisualWords;
}

/** The words the picture draws around the service's own (placeholders in braces). */
export interface ServiceVisualWords {
  alt: string;
  plan: string;
  done: string;
  inProgress: string;
  week: string;
  built: string;
  items: string;
  result: string;
}

export { SERVICE_VISUAL_SIZE, serviceVisualPath } from "../../lib/service-visual-size";

/** The picture's accessible name, from the same data as the drawing. */
export function serviceVisualAlt(model: Pick<ServiceVisualModel, "title" | "process" | "words">): string {
  return fill(model.words.alt, { title: model.title, steps: model.process.map((step) => step.title).join(", ") });
}

/** Accents per service, picked from the slug so neighbors in the services grid differ. */
const ACCENTS = ["#2563eb", "#7c3aed", "#0891b2", "#059669", "#db2777", "#ea580c"];

const ROLES: ThemeRoles = {
  ...SHARED_ROLES,
  h: { light: "rgba(15,23,42,0.08)", dark: "rgba(0,0,0,0.4)" },
};

function panel(x: number, y: number, width: number, height: number, radius = 16): string {
  return `<rect x="${x}" y="${y + 4}" width="${width}" height="${height}" rx="${radius}" class="h"/><rect x="${x + 0.5}" y="${y + 0.5}" width="${width - 1}" height="${height - 1}" rx="${radius}" class="s l"/>`;
}

function check(x: number, y: number, size: number, color: string): string {
  return `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${color}"/><path d="M${x - size * 0.22} ${y + size * 0.02}l${size * 0.15} ${size * 0.15} ${size * 0.3}-${size * 0.32}" fill="none" stroke="#fff" stroke-width="${size * 0.12}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** The picture as a standalone SVG file, with both themes. */
export function serviceVisualSvg(model: ServiceVisualModel): string {
  const { width, height } = SERVICE_VISUAL_SIZE;
  const accent = ACCENTS[hashString(model.slug) % ACCENTS.length]!;
  const parts: string[] = [];

  // The build plan: the service's process, the first steps done, the next one under way.
  const plan = { x: 8, y: 8, width: 440, height: 330 };
  parts.push(panel(plan.x, plan.y, plan.width, plan.height));
  parts.push(`<rect x="${plan.x + 22}" y="${plan.y + 20}" width="36" height="36" rx="10" fill="${accent}"/>`);
  parts.push(
    `<g transform="translate(${plan.x + 28} ${plan.y + 26})" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${ICON_PATHS[model.icon]}"/></g>`,
  );
  parts.push(
    roleText(plan.x + 72, plan.y + 35, fitText(model.title, plan.width - 100, 15, true), 15, "t", { bold: true }),
  );
  parts.push(roleText(plan.x + 72, plan.y + 53, model.words.plan, 12, "m"));
  parts.push(`<path d="M${plan.x} ${plan.y + 74.5}H${plan.x + plan.width}" class="l"/>`);
  const steps = model.process.slice(0, 5);
  const done = Math.max(1, Math.floor(steps.length / 2));
  const rowHeight = Math.min(50, (plan.height - 110) / steps.length);
  steps.forEach((step, index) => {
    const y = plan.y + 100 + index * rowHeight;
    if (index < steps.length - 1)
      parts.push(
        `<path d="M${plan.x + 36} ${y + 10}V${y + rowHeight - 10}" stroke="${index < done ? accent : "currentColor"}" stroke-width="2" class="${index < done ? "" : "l"}"/>`,
      );
    if (index < done) parts.push(check(plan.x + 36, y, 20, accent));
    else
      parts.push(
        `<circle cx="${plan.x + 36}" cy="${y}" r="9.5" class="s l" stroke-width="2"/>${index === done ? `<circle cx="${plan.x + 36}" cy="${y}" r="4" fill="${accent}"/>` : ""}`,
      );
    parts.push(
      roleText(plan.x + 58, y + 5, fitText(step.title, 220, 14, true), 14, index <= done ? "t" : "m", { bold: true }),
    );
    const status =
      index < done
        ? model.words.done
        : index === done
          ? model.words.inProgress
          : fill(model.words.week, { number: index + 1 });
    const chipWidth = status.length * 6.6 + 20;
    parts.push(
      `<rect x="${plan.x + plan.width - 22 - chipWidth}" y="${y - 11}" width="${chipWidth}" height="22" rx="11" class="${index < done ? "g" : "c"}"/>`,
    );
    parts.push(
      roleText(plan.x + plan.width - 22 - chipWidth / 2, y + 4, status, 11, index < done ? "G" : "m", {
        bold: true,
        anchor: "middle",
      }),
    );
  });

  // What gets built, over the plan's lower right.
  const built = { x: 236, y: 268, width: 316, height: 184 };
  parts.push(panel(built.x, built.y, built.width, built.height));
  parts.push(roleText(built.x + 20, built.y + 32, model.words.built, 14, "t", { bold: true }));
  parts.push(
    roleText(
      built.x + built.width - 20,
      built.y + 32,
      fill(model.words.items, { count: model.features.length }),
      12,
      "m",
      { anchor: "end" },
    ),
  );
  model.features.slice(0, 4).forEach((feature, index) => {
    const y = built.y + 64 + index * 34;
    parts.push(`<rect x="${built.x + 16}" y="${y - 16}" width="${built.width - 32}" height="30" rx="8" class="c"/>`);
    parts.push(check(built.x + 32, y - 1, 16, index < 3 ? "#10b981" : accent));
    parts.push(roleText(built.x + 48, y + 3.5, fitText(feature.title, built.width - 80, 12.5), 12.5, "t"));
  });

  // The first result it promises, at the lower left.
  const result = { x: 8, y: 358, width: 210, height: 94 };
  parts.push(panel(result.x, result.y, result.width, result.height, 14));
  parts.push(roleText(result.x + 18, result.y + 28, model.words.result, 11, "G", { bold: true }));
  wrapText(model.benefits[0]?.title ?? model.title, result.width - 36, 14, true, 2).forEach((line, index) => {
    parts.push(roleText(result.x + 18, result.y + 50 + index * 18, line, 14, "t", { bold: true }));
  });

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ${SVG_FONT}>` +
    `<title>${escapeXml(serviceVisualAlt(model))}</title>` +
    themeStyle(ROLES) +
    themeTargets(parts.join("")) +
    "</svg>"
  );
}
