// The schema of content/data/blog-categories.yml. Re-exported by app/content-model/schema.ts, where importers find every
// schema.
import { z } from "zod";
import { BLOG_CATEGORY_SLUGS, line, text } from "./blocks.ts";

export const blogCategorySchema = z.object({
  slug: z.enum(BLOG_CATEGORY_SLUGS),
  name: line(3, 40),
  description: text(20, 200),
});

export const blogCategoriesFileSchema = z.object({
  categories: z.array(blogCategorySchema).length(BLOG_CATEGORY_SLUGS.length),
});
