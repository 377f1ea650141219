import { iconSpriteSvg } from "~/content-lib/icon-paths";

/** /images/icons.svg: every icon as a <symbol>, referenced by <Icon> with <use>. */
export function loader() {
  return new Response(iconSpriteSvg(), { headers: { "Content-Type": "image/svg+xml" } });
}
