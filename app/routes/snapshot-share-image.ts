import { snapshotCategories } from "~/content-model/snapshot-catalog";
import { findSnapshotPreview } from "~/page-data/snapshot-previews";
import { site } from "~/content-model/site";
import { shareCardPng } from "~/page-data/.server/images";
import { formatDollars } from "../../lib/pricing";
import { parsePreviewFile, snapshotPreviewSvg, snapshotShareCoverSvg } from "~/page-data/snapshot-preview";
import type { Route } from "./+types/snapshot-share-image";

/**
 * /images/snapshots/{slug}.png: the snapshot page's 1200x630 share card, with its pipeline board and price.
 * /images/snapshots/{slug}.card.svg and .page.svg: its previews (app/page-data/snapshot-preview.ts), from the same data.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const preview = parsePreviewFile(params.file);
  if (preview) {
    const model = findSnapshotPreview(preview.slug);
    if (!model) throw new Response("Not found", { status: 404 });
    return new Response(snapshotPreviewSvg(model, preview.size), { headers: { "Content-Type": "image/svg+xml" } });
  }
  const match = /^(.+)\.png$/.exec(params.file);
  const model = match ? findSnapshotPreview(match[1]!) : undefined;
  if (!model) throw new Response("Not found", { status: 404 });
  const category = snapshotCategories.find((entry) => entry.id === model.category);
  const png = await shareCardPng({
    label: category?.name ?? "Snapshot",
    title: model.name,
    footer: `${site.brandName} · GoHighLevel snapshot · ${formatDollars(model.price)}`,
    coverSvg: snapshotShareCoverSvg(model),
  });
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
