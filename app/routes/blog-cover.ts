import { findPost } from "~/content/blog";
import { blogCoverSvg } from "~/lib/artwork";
import type { Route } from "./+types/blog-cover";

export function loader({ params }: Route.LoaderArgs) {
  const post = findPost(params.file.replace(/\.svg$/, ""));
  if (!post || !params.file.endsWith(".svg")) throw new Response("Not found", { status: 404 });
  return new Response(blogCoverSvg(post.slug, post.category), { headers: { "Content-Type": "image/svg+xml" } });
}
