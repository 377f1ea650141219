import { blogCategories, posts } from "virtual:site-content";
import type { BlogPost } from "./types";

/**
 * Every post (one file each in content/posts), newest first, each with its byline: the author the build publishes, or
 * the agency (app/content-model/.server/load.ts decides, once, for the page, the cards, the feed and the structured data).
 */
export const blogPosts: BlogPost[] = posts;

export { blogCategories };

export function findPost(slug: string): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug);
}

export function findCategory(slug: string) {
  return blogCategories.find((category) => category.slug === slug);
}

/** The two related articles: the first two other posts in list order. */
export function relatedPosts(slug: string, count = 2): BlogPost[] {
  return blogPosts.filter((post) => post.slug !== slug).slice(0, count);
}
