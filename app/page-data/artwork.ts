import type { BlogCategorySlug, SnapshotCategoryId } from "~/content-model/types";

/** Colors of generated artwork: [deep, mid, light]. */
export type Palette = [string, string, string];

/** Per-category palettes for generated blog covers (app/page-data/blog-cover.ts). */
export const CATEGORY_PALETTES: Record<BlogCategorySlug, Palette> = {
  "agency-growth": ["#1e3a8a", "#3b82f6", "#dbeafe"],
  automation: ["#4c1d95", "#8b5cf6", "#ede9fe"],
  tutorials: ["#134e4a", "#14b8a6", "#ccfbf1"],
  "best-practices": ["#7c2d12", "#f97316", "#ffedd5"],
  "real-estate": ["#064e3b", "#10b981", "#d1fae5"],
  mortgage: ["#1e40af", "#06b6d4", "#cffafe"],
  healthcare: ["#881337", "#f43f5e", "#ffe4e6"],
  coaching: ["#713f12", "#eab308", "#fef9c3"],
  "local-business": ["#312e81", "#6366f1", "#e0e7ff"],
};

/** Per-category palettes of the snapshot pages' share cards, so a shared link shows the niche's family at a glance. */
export const SNAPSHOT_CATEGORY_PALETTES: Record<SnapshotCategoryId, Palette> = {
  "real-estate-finance": ["#064e3b", "#10b981", "#d1fae5"],
  "home-services": ["#7c2d12", "#f97316", "#ffedd5"],
  "health-wellness": ["#881337", "#f43f5e", "#ffe4e6"],
  "professional-services": ["#1e3a8a", "#3b82f6", "#dbeafe"],
  "local-business": ["#312e81", "#6366f1", "#e0e7ff"],
  "events-entertainment": ["#4c1d95", "#8b5cf6", "#ede9fe"],
  "education-training": ["#134e4a", "#14b8a6", "#ccfbf1"],
  "specialty-niche": ["#713f12", "#eab308", "#fef9c3"],
};

/** The service pages' share cards: the brand's blue to violet. */
export const SERVICE_PALETTE: Palette = ["#1e3a8a", "#6d28d9", "#ede9fe"];

export const COVER_SIZE = { width: 1200, height: 630 } as const;

/** A deterministic number from a string, so each post's artwork differs but never changes between builds. */
export function hashString(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/**
 * Abstract cover art: flowing nodes and connections in a palette, laid out from `seed` (a slug), so each page's art
 * differs but never changes between builds. No text, so no font is needed.
 */
export function coverArtSvg(seedText: string, palette: Palette): string {
  const [deep, mid, light] = palette;
  const seed = hashString(seedText);
  const { width, height } = COVER_SIZE;
  const nodes = Array.from({ length: 7 }, (_, index) => {
    const x = 120 + index * 160 + ((seed >> index) % 40);
    const y = 180 + ((seed >> (index * 3)) % 7) * 45;
    return { x, y, r: 18 + ((seed >> (index * 2)) % 16) };
  });
  const path = nodes.map((node, index) => `${index === 0 ? "M" : "L"}${node.x} ${node.y}`).join(" ");
  const cards = [0, 1, 2]
    .map((index) => {
      const x = 140 + index * 330 + ((seed >> (index + 4)) % 50);
      const y = 420 + ((seed >> (index + 8)) % 60);
      return `<rect x="${x}" y="${y}" width="250" height="110" rx="20" fill="#ffffff" opacity="0.9"/><rect x="${x + 24}" y="${y + 28}" width="140" height="14" rx="7" fill="${mid}"/><rect x="${x + 24}" y="${y + 60}" width="200" height="10" rx="5" fill="${light}"/><rect x="${x + 24}" y="${y + 80}" width="120" height="10" rx="5" fill="${light}"/>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${1000 - (seed % 200)}" cy="90" r="260" fill="${light}" opacity="0.12"/>
<circle cx="${160 + (seed % 120)}" cy="620" r="220" fill="#ffffff" opacity="0.06"/>
<path d="${path}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
${nodes.map((node) => `<circle cx="${node.x}" cy="${node.y}" r="${node.r}" fill="${light}" stroke="#ffffff" stroke-width="5"/>`).join("")}
${cards}
</svg>`;
}
