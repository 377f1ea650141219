import { findIndustry } from "~/content-model/industries";
import { site } from "~/content-model/site";
import { shareCardPng } from "~/page-data/.server/images";
import { SERVICE_PALETTE, coverArtSvg } from "~/page-data/artwork";
import type { Route } from "./+types/industry-share-image";
import { pageWords } from "~/content-model/page-words";
import { fill } from "../../lib/fill";

/** /images/industries/{slug}.png: the industry page's 1200x630 share card (og:image and its structured data). */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^(.+)\.png$/.exec(params.file);
  const industry = match ? findIndustry(match[1]!) : undefined;
  if (!industry) throw new Response("Not found", { status: 404 });
  const png = await shareCardPng({
    label: fill(pageWords.industry.serviceName, { audience: industry.audience }),
    title: industry.headline,
    footer: site.brandName,
    coverSvg: coverArtSvg(industry.slug, SERVICE_PALETTE),
  });
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
