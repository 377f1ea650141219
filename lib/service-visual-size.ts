// Where a service page's hero picture lives and how big it is drawn: the part of app/page-data/service-visual.ts the page
// needs, apart from the drawing code, which runs only at build.

export const SERVICE_VISUAL_SIZE = { width: 560, height: 460 } as const;

export function serviceVisualPath(slug: string): string {
  return `/images/services/${slug}.svg`;
}
