import { findCategory, findPost } from "~/content-model/blog";
import { site } from "~/content-model/site";
import { shareCardPng } from "~/page-data/.server/images";
import { blogCoverSvg } from "~/page-data/blog-cover";
import type { Route } from "./+types/blog-cover";

/** /images/blog/{slug}.svg is the cover artwork; /images/blog/{slug}.png the share card built on it. */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^(.+)\.(svg|png)$/.exec(params.file);
  const post = match ? findPost(match[1]!) : undefined;
  if (!match || !post) throw new Response("Not found", { status: 404 });
  const categoryName = findCategory(post.category)?.name ?? post.category;
  if (match[2] === "svg")
    return new Response(blogCoverSvg({ ...post, categoryName }), { headers: { "Content-Type": "image/svg+xml" } });
  const png = await shareCardPng({
    label: categoryName,
    title: post.title,
    footer: site.brandName,
    coverSvg: blogCoverSvg({ ...post, categoryName }, { caption: false }),
  });
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
