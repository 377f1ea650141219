import { findAuthor, findCategory } from "~/content/blog";
import type { BlogPost } from "~/content/types";

/** The fields a card or post header needs, with category and author names resolved (loader-side). */
export function toBlogCard(post: BlogPost) {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    date: post.date,
    isoDate: post.isoDate,
    image: post.image,
    readTime: post.readTime,
    categoryName: findCategory(post.category)?.name ?? post.category,
    authorName: findAuthor(post.author)?.name ?? "",
  };
}
