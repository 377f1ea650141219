import { findCategory } from "~/content-model/blog";
import type { BlogPost } from "~/content-model/types";
import { locale } from "~/content-model/language";
import { formatIsoDate } from "../../lib/content-tokens";

/** The fields a card or post header needs, with category and author names resolved (loader-side). */
export function toBlogCard(post: BlogPost) {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    // In the page's language: a Spanish page's card of an English post dates it in Spanish.
    date: formatIsoDate(post.isoDate, locale),
    isoDate: post.isoDate,
    image: post.image,
    readTime: post.readTime,
    categoryName: findCategory(post.category)?.name ?? post.category,
    authorName: post.author.name,
  };
}
