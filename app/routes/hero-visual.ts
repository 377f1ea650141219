import { heroVisualWords } from "virtual:site-content";
import { heroVisualSvg } from "../../lib/hero-visual";

/**
 * /images/hero-visual.svg: the home hero's product view as one <symbol>, shown by <HeroVisual> with <use>, in the
 * words of the build's language (each language's pass writes its own, e.g. /es/images/hero-visual.svg).
 */
export function loader() {
  return new Response(heroVisualSvg(heroVisualWords), { headers: { "Content-Type": "image/svg+xml" } });
}
