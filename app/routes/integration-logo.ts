import { integrationLogoSvg } from "~/content-model/integrations";
import type { Route } from "./+types/integration-logo";

export function loader({ params }: Route.LoaderArgs) {
  const svg = params.file.endsWith(".svg") ? integrationLogoSvg(params.file.slice(0, -4)) : undefined;
  if (!svg) throw new Response("Not found", { status: 404 });
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml" } });
}
