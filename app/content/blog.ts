import { blogCategories, people, posts } from "virtual:site-content";
import type { Author, BlogPost } from "./types";

/** Every post (one file each in content/posts), newest first. */
export const blogPosts: BlogPost[] = posts;

/** Anyone in content/people can write; the author box and the team section read the same person. */
export const authors: Author[] = people.map(({ id, name, role, bio, avatar }) => ({ id, name, role, bio, avatar }));

export { blogCategories };

export function findPost(slug: string): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug);
}

export function findAuthor(id: string): Author | undefined {
  return authors.find((author) => author.id === id);
}

export function findCategory(slug: string) {
  return blogCategories.find((category) => category.slug === slug);
}

/** The two related articles: the first two other posts in list order. */
export function relatedPosts(slug: string, count = 2): BlogPost[] {
  return blogPosts.filter((post) => post.slug !== slug).slice(0, count);
}
