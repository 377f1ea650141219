import { readTime } from "../../lib/text";
import type { BlogPost, BlogPostSource } from "../types";
import { authors } from "./authors";
import { blogCategories } from "./categories";

// Every file in posts/ is a post: adding one adds its page, its sitemap entry and its feed item.
const modules = import.meta.glob<{ post: BlogPostSource }>("./posts/*.ts", { eager: true });

export const blogPosts: BlogPost[] = Object.values(modules)
  .map(({ post }) => ({
    ...post,
    readTime: readTime(post.content),
    image: `/images/blog/${post.slug}.svg`,
    shareImage: `/images/blog/${post.slug}.png`,
  }))
  .sort((a, b) => a.id - b.id);

export { authors, blogCategories };

export function findPost(slug: string): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug);
}

export function findAuthor(id: string) {
  return authors.find((author) => author.id === id);
}

export function findCategory(slug: string) {
  return blogCategories.find((category) => category.slug === slug);
}

/** The two related articles: the first two other posts in list order (SPEC §2). */
export function relatedPosts(slug: string, count = 2): BlogPost[] {
  return blogPosts.filter((post) => post.slug !== slug).slice(0, count);
}
