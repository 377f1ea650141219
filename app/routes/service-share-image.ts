import { findService } from "~/content/services";
import { site } from "~/content/site";
import { shareCardPng } from "~/lib/.server/images";
import { SERVICE_PALETTE, coverArtSvg } from "~/lib/artwork";
import type { Route } from "./+types/service-share-image";

/** /images/services/{slug}.png: the service page's 1200x630 share card (og:image and its structured data). */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^(.+)\.png$/.exec(params.file);
  const service = match ? findService(match[1]!) : undefined;
  if (!service) throw new Response("Not found", { status: 404 });
  const png = await shareCardPng({
    label: "GoHighLevel service",
    title: service.title,
    footer: site.brandName,
    coverSvg: coverArtSvg(service.slug, SERVICE_PALETTE),
  });
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
