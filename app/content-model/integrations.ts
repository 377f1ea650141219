import * as simpleIcons from "simple-icons";
import type { SimpleIcon } from "simple-icons";
import { integrations as listed } from "virtual:site-content";
import { escapeXml } from "../../lib/xml";

export interface IntegrationTile {
  name: string;
  /** What the integration does inside GoHighLevel. */
  use: string;
  /** Site path of the brand mark, generated at build from simple-icons. */
  logo: string;
  /** The mark's drawn size in CSS pixels: 32 high, wider for a wide symbol (its file's own width and height). */
  width: number;
  height: number;
}

/** Tile marks are 32 px high; a wide one (a wordmark's symbol) grows up to 64 px wide and keeps its proportions. */
const MARK_HEIGHT = 32;
const MARK_MAX_WIDTH = 64;

function markBox(item: { markViewBox?: string }) {
  const viewBox = item.markViewBox ?? "0 0 24 24";
  const [, , boxWidth = 24, boxHeight = 24] = viewBox.split(" ").map(Number);
  const width = Math.min(MARK_MAX_WIDTH, Math.round((MARK_HEIGHT * boxWidth) / boxHeight));
  return { viewBox, width, height: Math.round((width * boxHeight) / boxWidth) };
}

/** The simple-icons brand for a slug such as "stripe" (the loader has checked that each one exists). */
export function brandIcon(slug: string): SimpleIcon | undefined {
  return Object.values(simpleIcons).find(
    (icon): icon is SimpleIcon => typeof icon === "object" && icon !== null && "slug" in icon && icon.slug === slug,
  );
}

/**
 * Tools GoHighLevel connects with (content/data/integrations.yml). Read only at build time: the home loader passes
 * the tiles and each brand mark becomes its own small SVG file, so no path data weighs on the page.
 */
export const integrations: IntegrationTile[] = listed.map((item) => {
  const { width, height } = markBox(item);
  return {
    name: brandIcon(item.icon)?.title ?? item.icon,
    use: item.use,
    logo: `/images/integrations/${item.icon}.svg`,
    width,
    height,
  };
});

/**
 * The brand mark as a standalone SVG in its brand color. The page shows it monochrome at rest (a filter turns it
 * ink on the light theme's tiles and near-white on the dark theme's, far above 3:1 either way) and in color on hover.
 */
export function integrationLogoSvg(slug: string): string | undefined {
  const item = listed.find((entry) => entry.icon === slug);
  const icon = brandIcon(slug);
  if (!item || !icon) return undefined;
  const { viewBox, width, height } = markBox(item);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}"><title>${escapeXml(icon.title)}</title><path fill="#${icon.hex}" d="${icon.path}"/></svg>`;
}
