import { escapeXml } from "./xml";

// The HTML that shows a drawing made in both themes (lib/themed-svg.ts). An <img> cannot see the theme the
// visitor picked in the header, so the page holds two: the light one shows in the light theme and the dark one in
// the dark, each naming its palette by the file's URL fragment. Both are one file, and the hidden one, lazy and not
// displayed, is not fetched. Loaders make this HTML at build and the components place it as is, so the pictures add
// no code to the pages' JavaScript.

export interface ThemedImage {
  /** The drawing's file (without a fragment). */
  src: string;
  /** A larger drawing for screens matching `wideFrom` (a <picture> source), if any. */
  wideSrc?: string;
  wideFrom?: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

export function themedImageHtml({
  src,
  wideSrc,
  wideFrom = "(width >= 40rem)",
  alt,
  width,
  height,
  className = "",
}: ThemedImage): string {
  return (["light", "dark"] as const)
    .map((theme) => {
      const display = theme === "light" ? "dark:hidden" : "hidden dark:inline";
      const classes = [className, wideSrc ? "" : display].filter(Boolean).join(" ");
      const image = `<img src="${escapeXml(`${src}#${theme}`)}" alt="${escapeXml(alt)}" width="${width}" height="${height}" loading="lazy" decoding="async"${classes ? ` class="${classes}"` : ""}>`;
      if (!wideSrc) return image;
      const picture = theme === "light" ? "contents dark:hidden" : "hidden dark:contents";
      return `<picture class="${picture}"><source media="${escapeXml(wideFrom)}" srcset="${escapeXml(`${wideSrc}#${theme}`)}" width="${width}" height="${height}">${image}</picture>`;
    })
    .join("");
}
