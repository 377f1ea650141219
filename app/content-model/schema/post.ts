// The schema of content/posts/. Re-exported by app/content-model/schema.ts, where importers find every schema.
import { z } from "zod";
import { TITLE_MAX } from "../../../lib/page-title.ts";
import { BLOG_CATEGORY_SLUGS, isoDate, line, slug, text } from "./blocks.ts";

/** content/posts/{slug}.md: one blog post. Body: the article in Markdown. */
export const postSchema = z.object({
  title: line(10, TITLE_MAX).meta({
    hint: `At most ${TITLE_MAX} characters: the page title search results show whole`,
  }),
  excerpt: text(60, 160),
  date: isoDate,
  author: slug.meta({ hint: "The file name of a person in content/people" }),
  category: z.enum(BLOG_CATEGORY_SLUGS),
  featured: z.boolean(),
  tags: z.array(line(2, 40)).min(1).max(8),
});
