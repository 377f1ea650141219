import { findAuthor } from "~/content/blog";
import { avatarSvg } from "~/content-lib/artwork";
import type { Route } from "./+types/author-avatar";

export function loader({ params }: Route.LoaderArgs) {
  const author = findAuthor(params.file.replace(/\.svg$/, ""));
  if (!author || !params.file.endsWith(".svg")) throw new Response("Not found", { status: 404 });
  return new Response(avatarSvg(author.name), { headers: { "Content-Type": "image/svg+xml" } });
}
