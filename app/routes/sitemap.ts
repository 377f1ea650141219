import { pagePaths } from "~/content/routes-list";
import { absoluteUrl } from "~/content/site";
import { sitemapXml } from "~/lib/xml";

export function loader() {
  return new Response(sitemapXml(pagePaths().map(absoluteUrl)), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
