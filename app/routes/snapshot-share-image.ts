import { findSnapshot, snapshotCategories } from "~/content/snapshot-catalogue";
import { site } from "~/content/site";
import { shareCardPng } from "~/lib/.server/images";
import { SNAPSHOT_CATEGORY_PALETTES, coverArtSvg } from "~/lib/artwork";
import { formatDollars } from "~/lib/pricing";
import type { Route } from "./+types/snapshot-share-image";

/** /images/snapshots/{slug}.png: the snapshot page's 1200x630 share card, in its category's colors, with its price. */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^(.+)\.png$/.exec(params.file);
  const snapshot = match ? findSnapshot(match[1]!) : undefined;
  if (!snapshot) throw new Response("Not found", { status: 404 });
  const category = snapshotCategories.find((entry) => entry.id === snapshot.category);
  const png = await shareCardPng({
    label: category?.name ?? "Snapshot",
    title: snapshot.name,
    footer: `${site.brandName} · GoHighLevel snapshot · ${formatDollars(snapshot.price)}`,
    coverSvg: coverArtSvg(snapshot.slug, SNAPSHOT_CATEGORY_PALETTES[snapshot.category]),
  });
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
