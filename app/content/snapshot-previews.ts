import { snapshotPreviewAlt, snapshotPreviewModel, type SnapshotPreviewModel } from "~/lib/snapshot-preview";
import type { SnapshotListing } from "./types";
import { findSnapshot } from "./snapshot-catalogue";
import { snapshotDetails } from "./snapshots";

/** What a snapshot's preview draws, from its file (for the preview files, the share card and the alt texts). */
export function findSnapshotPreview(slug: string): SnapshotPreviewModel | undefined {
  const listing = findSnapshot(slug);
  const detail = snapshotDetails.find((entry) => entry.slug === slug);
  return listing && detail ? snapshotPreviewModel(listing, detail) : undefined;
}

/** A listing with its preview's accessible name, for the cards (the preview file itself is found by slug). */
export function withPreviewAlt<T extends SnapshotListing>(listing: T): T & { previewAlt: string } {
  const model = findSnapshotPreview(listing.slug);
  return { ...listing, previewAlt: model ? snapshotPreviewAlt(model) : `Preview of the ${listing.name}` };
}
