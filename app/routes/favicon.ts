import { brandMarkSvg } from "~/lib/artwork";

export function loader() {
  return new Response(brandMarkSvg(32), { headers: { "Content-Type": "image/svg+xml" } });
}
