import type { IconName } from "~/content-model/types";
import type { UiIconName } from "~/page-data/icon-paths";

/** The shared sprite of every icon (built from app/page-data/icon-paths.ts). */
export const ICON_SPRITE = "/images/icons.svg";

export type { UiIconName };

interface IconProps {
  name: IconName | UiIconName;
  className?: string;
  /** When set the icon is announced with this text; otherwise it is hidden from assistive technology. */
  label?: string;
}

/**
 * Stroke icons drawn on a 24px grid, from the shared sprite; decorative unless a label is given. Each symbol of the
 * sprite carries its own viewBox and `<use>` fills the svg, so the svg needs none (44 bytes less of the home page's
 * compressed HTML, which has to fit the first round trip).
 */
export function Icon({ name, className = "size-5", label }: IconProps) {
  return (
    <svg className={className} {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}>
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
