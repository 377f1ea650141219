import { heroVisualSvg } from "~/lib/hero-visual";

/** /images/hero-visual.svg: the home hero's product view as one <symbol>, shown by <HeroVisual> with <use>. */
export function loader() {
  return new Response(heroVisualSvg(), { headers: { "Content-Type": "image/svg+xml" } });
}
