import {
  PREVIEW_SIZES,
  snapshotPreviewAlt,
  snapshotPreviewModel,
  snapshotPreviewPath,
  type SnapshotPreviewModel,
} from "~/page-data/snapshot-preview";
import { themedImageHtml } from "../../lib/themed-image";
import type { SnapshotListing } from "../content-model/types";
import { findSnapshot } from "../content-model/snapshot-catalog";
import { snapshotDetails } from "./snapshots";

/** What a snapshot's preview draws, from its file (for the preview files, the share card and the alt texts). */
export function findSnapshotPreview(slug: string): SnapshotPreviewModel | undefined {
  const listing = findSnapshot(slug);
  const detail = snapshotDetails.find((entry) => entry.slug === slug);
  return listing && detail ? snapshotPreviewModel(listing, detail) : undefined;
}

/** A listing with the HTML of its card's preview (made here, at build, so the cards add no code to the page). */
export function withPreview<T extends SnapshotListing>(listing: T): T & { previewHtml: string } {
  const model = findSnapshotPreview(listing.slug);
  const previewHtml = themedImageHtml({
    src: snapshotPreviewPath(listing.slug, "card"),
    alt: model ? snapshotPreviewAlt(model) : `Preview of the ${listing.name}`,
    ...PREVIEW_SIZES.card,
    className: "align-top",
  });
  return { ...listing, previewHtml };
}
