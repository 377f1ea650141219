import type { IconName } from "~/content-model/types";
import { BRAND_MARK_BOLT_PATH, BRAND_MARK_SYMBOL } from "../../lib/brand-mark";

/** The interface's own icons (menus, controls, social links), beside the ones content files name. */
export type UiIconName =
  | "menu"
  | "close"
  | "check"
  | "arrowRight"
  | "arrowLeft"
  | "chevronDown"
  | "shield"
  | "clock"
  | "headset"
  | "smile"
  | "pause"
  | "play"
  | "info"
  | "download"
  | "location"
  | "rss"
  | "search"
  | "sun"
  | "moon"
  | "monitor"
  | "linkedin"
  | "x"
  | "facebook"
  | "instagram"
  | "youtube";

// Build-time only: the icons' drawings, served as one SVG sprite (/images/icons.svg, app/routes/icon-sprite.ts) that
// every page shares and caches, so no path data weighs on the pages' HTML or on the JavaScript.
/** Stroke icons drawn on a 24px grid. */
export const ICON_PATHS: Record<IconName | UiIconName, string> = {
  funnel: "M3 4h18l-7 8.5V19l-4 2v-8.5L3 4z",
  code: "M8 6l-6 6 6 6M16 6l6 6-6 6M14 4l-4 16",
  tag: "M20.6 13.4l-7.2 7.2a2 2 0 01-2.8 0L3 13V3h10l7.6 7.6a2 2 0 010 2.8zM7.5 7.5h.01",
  pipeline: "M4 5h4v14H4zM10 5h4v9h-4zM16 5h4v5h-4z",
  chart: "M3 3v18h18M7 15l4-4 3 3 5-6",
  cloud: "M17.5 19a4.5 4.5 0 000-9h-1.8A7 7 0 104 15.3M12 13v8M9 18l3 3 3-3",
  chat: "M21 12a8 8 0 01-11.6 7.1L4 20l1-4.6A8 8 0 1121 12zM8 11h.01M12 11h.01M16 11h.01",
  mail: "M4 5h16a1 1 0 011 1v12a1 1 0 01-1 1H4a1 1 0 01-1-1V6a1 1 0 011-1zM3 7l9 6 9-6",
  phone:
    "M22 16.9v3a2 2 0 01-2.2 2 19.8 19.8 0 01-8.6-3.1 19.5 19.5 0 01-6-6A19.8 19.8 0 012.1 4.2 2 2 0 014.1 2h3a2 2 0 012 1.7c.1 1 .4 1.9.7 2.8a2 2 0 01-.5 2.1L8 9.9a16 16 0 006 6l1.3-1.3a2 2 0 012.1-.4c.9.3 1.8.6 2.8.7a2 2 0 011.7 2z",
  form: "M9 3h6a1 1 0 011 1v1H8V4a1 1 0 011-1zM8 5H6a2 2 0 00-2 2v12a2 2 0 002 2h12a2 2 0 002-2V7a2 2 0 00-2-2h-2M8 12h8M8 16h5",
  graduation: "M22 9L12 4 2 9l10 5 10-5zM6 11v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5M22 9v6",
  cart: "M3 3h2l2.4 12.1a2 2 0 002 1.6h8.4a2 2 0 002-1.5L21 8H6M10 21h.01M18 21h.01",
  calendar: "M5 4h14a2 2 0 012 2v14a2 2 0 01-2 2H5a2 2 0 01-2-2V6a2 2 0 012-2zM16 2v4M8 2v4M3 10h18M8 15h2v2H8z",
  star: "M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9L12 2.5z",
  share:
    "M18 8a3 3 0 100-6 3 3 0 000 6zM6 15a3 3 0 100-6 3 3 0 000 6zM18 22a3 3 0 100-6 3 3 0 000 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4",
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6L6 18",
  check: "M5 12.5l4.5 4.5L19 7.5",
  arrowRight: "M5 12h14M13 6l6 6-6 6",
  arrowLeft: "M19 12H5M11 6l-6 6 6 6",
  chevronDown: "M6 9l6 6 6-6",
  shield: "M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4",
  clock: "M12 22a10 10 0 100-20 10 10 0 000 20zM12 6v6l4 2",
  headset:
    "M3 14v-2a9 9 0 0118 0v2M21 15a2 2 0 01-2 2h-1v-6h1a2 2 0 012 2zM3 15a2 2 0 002 2h1v-6H5a2 2 0 00-2 2zM18 17v1a3 3 0 01-3 3h-3",
  smile: "M12 22a10 10 0 100-20 10 10 0 000 20zM8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01",
  pause: "M8 5h3v14H8zM13 5h3v14h-3z",
  play: "M7 4l13 8-13 8V4z",
  info: "M12 22a10 10 0 100-20 10 10 0 000 20zM12 16v-4M12 8h.01",
  download: "M12 3v12M7 10l5 5 5-5M4 21h16",
  location: "M12 22s7-6.2 7-12a7 7 0 10-14 0c0 5.8 7 12 7 12zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z",
  rss: "M4 11a9 9 0 019 9M4 4a16 16 0 0116 16M5 20h.01",
  search: "M11 19a8 8 0 100-16 8 8 0 000 16zM21 21l-4.35-4.35",
  sun: "M12 17a5 5 0 100-10 5 5 0 000 10zM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4",
  moon: "M21 12.8A9 9 0 1111.2 3a7 7 0 009.8 9.8z",
  monitor: "M4 4h16a1 1 0 011 1v11a1 1 0 01-1 1H4a1 1 0 01-1-1V5a1 1 0 011-1zM8 21h8M12 17v4",
  linkedin:
    "M4 9h4v12H4zM6 3a2 2 0 110 4 2 2 0 010-4zM10 9h3.8v1.7h.1A4.2 4.2 0 0117.7 8.7C21.7 8.7 22 11.3 22 14.7V21h-4v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V21h-4z",
  x: "M4 4l16 16M20 4L4 20",
  facebook: "M18 2h-3a5 5 0 00-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 011-1h3z",
  instagram:
    "M7 2h10a5 5 0 015 5v10a5 5 0 01-5 5H7a5 5 0 01-5-5V7a5 5 0 015-5zM16 11.4A4 4 0 1112.6 8 4 4 0 0116 11.4zM17.5 6.5h.01",
  youtube:
    "M22.5 6.4a2.8 2.8 0 00-2-2C18.9 4 12 4 12 4s-6.9 0-8.5.4a2.8 2.8 0 00-2 2A29 29 0 001 12a29 29 0 00.5 5.6 2.8 2.8 0 002 2c1.6.4 8.5.4 8.5.4s6.9 0 8.5-.4a2.8 2.8 0 002-2A29 29 0 0023 12a29 29 0 00-.5-5.6zM9.8 15.5V8.5l5.7 3.5z",
};

/** The sprite: one <symbol> per icon, drawn with the current text color. */
export function iconSpriteSvg(): string {
  const symbols = Object.entries(ICON_PATHS).map(
    ([name, d]) =>
      `<symbol id="${name}" viewBox="0 0 24 24"><path d="${d}" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/></symbol>`,
  );
  // The brand mark's bolt, white on the gradient tile the logo paints in CSS (app/components/layout/Logo.tsx).
  const brandMark = `<symbol id="${BRAND_MARK_SYMBOL}" viewBox="0 0 32 32">${BRAND_MARK_BOLT_PATH}</symbol>`;
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}${brandMark}</svg>`;
}
