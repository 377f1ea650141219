import { caseArtSvg } from "~/page-data/case-art";
import type { Route } from "./+types/case-art";

/** /images/cases/<palette>-<n>.svg: the case studies' artwork (app/page-data/case-art.ts). */
export function loader({ params }: Route.LoaderArgs) {
  const svg = caseArtSvg(params.file);
  if (!svg) throw new Response("Not found", { status: 404 });
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml" } });
}
