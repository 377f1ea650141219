import { iconSpriteSvg } from "~/page-data/icon-paths";

/** /images/icons.svg: every icon as a <symbol>, referenced by <Icon> with <use>. */
export function loader() {
  return new Response(iconSpriteSvg(), { headers: { "Content-Type": "image/svg+xml" } });
}
