import * as content from "virtual:site-content";
import { pagePaths } from "~/content-lib/routes-list";
import { absoluteUrl } from "~/content/site";
import { sitemapXml } from "~/lib/xml";

export function loader() {
  return new Response(sitemapXml(pagePaths(content).map(absoluteUrl)), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
