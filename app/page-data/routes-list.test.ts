// The prerendered paths, from the content as the build loads it.
import { loadProjectContent } from "~/content-model/.server/test-content";
import type { Content } from "~/content-model/schema";
import { pagePaths } from "./routes-list";

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
}

let content: Content;
beforeAll(() => {
  content = loadProjectContent();
});

describe("the route list", () => {
  it("gives every page one path, and every listed thing a page", () => {
    const paths = pagePaths(content);
    expect(duplicates(paths)).toEqual([]);
    for (const service of content.services) expect(paths).toContain(`/services/${service.slug}`);
    for (const snapshot of content.snapshots) expect(paths).toContain(`/buy-snapshot/${snapshot.slug}`);
    for (const post of content.posts) expect(paths).toContain(`/blog/${post.slug}`);
  });
});
