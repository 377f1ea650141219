import { cn } from "~/lib/cn";

// A drawing made in both themes (app/lib/themed-svg.ts). An <img> cannot see the theme the visitor picked in the
// header, so the page holds two: the light one shows in the light theme and the dark one in the dark, each naming its
// palette by the file's URL fragment. Both are one file, and the hidden one, lazy and not displayed, is not fetched.

export interface ThemedImageProps {
  /** The drawing's file (without a fragment). */
  src: string;
  /** A larger drawing for screens from `wideFrom` up (as a <picture> source), if any. */
  wideSrc?: string;
  wideFrom?: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

export function ThemedImage({ src, wideSrc, wideFrom = "(width >= 40rem)", alt, width, height, className }: ThemedImageProps) {
  return (["light", "dark"] as const).map((theme) => {
    const image = (
      <img
        key={theme}
        src={`${src}#${theme}`}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        className={cn(className, !wideSrc && (theme === "light" ? "dark:hidden" : "hidden dark:inline"))}
      />
    );
    if (!wideSrc) return image;
    return (
      <picture key={theme} className={theme === "light" ? "contents dark:hidden" : "hidden dark:contents"}>
        <source media={wideFrom} srcSet={`${wideSrc}#${theme}`} width={width} height={height} />
        {image}
      </picture>
    );
  });
}
