import { blogPosts, findCategory } from "~/content-model/blog";
import { absoluteUrl, site } from "~/content-model/site";
import { rssXml } from "../../lib/xml";

export function loader() {
  const xml = rssXml(
    {
      title: `${site.brandName} blog`,
      url: absoluteUrl("/blog"),
      feedUrl: absoluteUrl("/rss.xml"),
      description: "Practical GoHighLevel guides for agencies and small businesses.",
    },
    blogPosts.map((post) => ({
      title: post.title,
      url: absoluteUrl(`/blog/${post.slug}`),
      description: post.excerpt,
      isoDate: post.isoDate,
      category: findCategory(post.category)?.name ?? post.category,
      author: post.author.name,
    })),
  );
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
