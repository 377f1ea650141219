import { findServicePage } from "~/content-model/service-pages";
import { findService } from "~/content-model/services";
import { site } from "~/content-model/site";
import { shareCardPng } from "~/page-data/.server/images";
import { SERVICE_PALETTE, coverArtSvg } from "~/page-data/artwork";
import { serviceVisualSvg } from "~/page-data/service-visual";
import type { Route } from "./+types/service-share-image";
import { pageWords } from "~/content-model/page-words";

/**
 * /images/services/{slug}.png: the service page's 1200x630 share card (og:image and its structured data).
 * /images/services/{slug}.svg: the page's hero picture, drawn from the service's file (app/page-data/service-visual.ts).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^(.+)\.(png|svg)$/.exec(params.file);
  const service = match ? findService(match[1]!) : undefined;
  if (!match || !service) throw new Response("Not found", { status: 404 });
  if (match[2] === "svg") {
    const page = findServicePage(service.slug);
    if (!page) throw new Response("Not found", { status: 404 });
    return new Response(serviceVisualSvg({ ...service, ...page, words: pageWords.serviceVisual }), {
      headers: { "Content-Type": "image/svg+xml" },
    });
  }
  const png = await shareCardPng({
    label: pageWords.share.serviceLabel,
    title: service.title,
    footer: site.brandName,
    coverSvg: coverArtSvg(service.slug, SERVICE_PALETTE),
  });
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
