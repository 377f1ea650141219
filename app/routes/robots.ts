import { absoluteUrl } from "~/content-model/site";
import { robotsTxt } from "../../lib/xml";

export function loader() {
  // The CMS (/admin) is no page of the site: crawlers stay out (it also answers with X-Robots-Tag: noindex).
  const text = robotsTxt(absoluteUrl("/sitemap.xml")).replace("\n\nSitemap:", "\nDisallow: /admin\n\nSitemap:");
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
