// Where a snapshot's previews live and how big they are drawn: the part of app/page-data/snapshot-preview.ts the pages
// need, apart from the drawing code, which runs only at build.
import { isOneOf, keysOf } from "./typed-object.ts";

export const PREVIEW_SIZES = {
  card: { width: 280, height: 175 },
  page: { width: 640, height: 400 },
} as const;
export type PreviewSize = keyof typeof PREVIEW_SIZES;
export const PREVIEW_SIZE_NAMES = keysOf(PREVIEW_SIZES);

/** The preview's file: one per snapshot and size, each with both themes (lib/themed-svg.ts). */
export function snapshotPreviewPath(slug: string, size: PreviewSize): string {
  return `/images/snapshots/${slug}.${size}.svg`;
}

/** The slug and size of a preview's file name, or undefined for any other name. */
export function parsePreviewFile(file: string): { slug: string; size: PreviewSize } | undefined {
  const match = /^([a-z0-9-]+)\.(card|page)\.svg$/.exec(file);
  const size = match?.[2];
  return match && isOneOf(PREVIEW_SIZE_NAMES, size) ? { slug: match[1]!, size } : undefined;
}
