// The blog posts of content/posts/, newest first.
import { blogLinkPhrases } from "../../../lib/blog-links";
import { formatIsoDate } from "../../../lib/content-tokens";
import { readTimeOfWords } from "../../../lib/text";
import { postSchema, type BlogPost, type Byline } from "../schema";
import { renderMarkdown } from "./markdown";
import type { LoadContext, SourceFile } from "./load-source";

export function loadPosts(
  ctx: LoadContext,
  postFiles: readonly SourceFile[],
  {
    personIds,
    bylineOf,
    brandName,
  }: { personIds: ReadonlySet<string>; bylineOf: (id: string) => Byline; brandName: string },
): BlogPost[] {
  const phrases = blogLinkPhrases(brandName);
  const posts: BlogPost[] = [];
  for (const source of postFiles) {
    const post = ctx.data(postSchema, source);
    if (!post) continue;
    if (!personIds.has(post.author))
      ctx.problems.add(
        source.file,
        "author",
        `no person called "${post.author}" (people/${post.author}.yml does not exist)`,
      );
    const article = ctx.markdown(source, () => renderMarkdown(ctx.body(source), { publicDir: ctx.publicDir, phrases }));
    if (!article) continue;
    posts.push({
      ...post,
      author: bylineOf(post.author),
      slug: source.slug,
      date: formatIsoDate(post.date),
      isoDate: post.date,
      image: `/images/blog/${source.slug}.svg`,
      shareImage: `/images/blog/${source.slug}.png`,
      readTime: readTimeOfWords(article.text),
      html: article.html,
    });
  }
  // Newest first; the blog grid, the feed and "related articles" all follow this order.
  posts.sort((a, b) => b.isoDate.localeCompare(a.isoDate) || a.slug.localeCompare(b.slug));
  return posts;
}
