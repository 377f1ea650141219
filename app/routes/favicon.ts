import { brandMarkSvg } from "../../lib/brand-mark";

export function loader() {
  return new Response(brandMarkSvg(32), { headers: { "Content-Type": "image/svg+xml" } });
}
