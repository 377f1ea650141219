import { brandIconPng } from "~/page-data/.server/images";
import type { Route } from "./+types/brand-icon";

const SIZES: Record<string, number> = { "apple-touch-icon.png": 180, "icon-512.png": 512 };

export function loader({ request }: Route.LoaderArgs) {
  const file = new URL(request.url).pathname.split("/").pop() ?? "";
  const size = SIZES[file];
  if (!size) throw new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(brandIconPng(size)), { headers: { "Content-Type": "image/png" } });
}
