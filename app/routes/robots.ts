import { absoluteUrl } from "~/content/site";
import { robotsTxt } from "~/lib/xml";

export function loader() {
  return new Response(robotsTxt(absoluteUrl("/sitemap.xml")), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
