import * as simpleIcons from "simple-icons";
import type { SimpleIcon } from "simple-icons";
import { integrations as listed } from "virtual:site-content";
import { escapeXml } from "../lib/xml";

export interface IntegrationTile {
  name: string;
  /** What the integration does inside GoHighLevel. */
  use: string;
  /** Site path of the brand mark, generated at build from simple-icons. */
  logo: string;
}

/** The simple-icons brand for a slug such as "stripe" (the loader has checked that each one exists). */
export function brandIcon(slug: string): SimpleIcon | undefined {
  return Object.values(simpleIcons).find((icon): icon is SimpleIcon => typeof icon === "object" && icon !== null && "slug" in icon && icon.slug === slug);
}

/**
 * Tools GoHighLevel connects with (content/data/integrations.yml). Read only at build time: the home loader passes
 * the tiles and each brand mark becomes its own small SVG file, so no path data weighs on the page.
 */
export const integrations: IntegrationTile[] = listed.map((item) => ({
  name: brandIcon(item.icon)?.title ?? item.icon,
  use: item.use,
  logo: `/images/integrations/${item.icon}.svg`,
}));

/** The brand mark as a standalone SVG in its brand colour (the page shows it greyscale until hover). */
export function integrationLogoSvg(slug: string): string | undefined {
  if (!listed.some((item) => item.icon === slug)) return undefined;
  const icon = brandIcon(slug);
  if (!icon) return undefined;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="32" height="32"><title>${escapeXml(icon.title)}</title><path fill="#${icon.hex}" d="${icon.path}"/></svg>`;
}

export function integrationLogoPaths(): string[] {
  return integrations.map((tile) => tile.logo);
}
