// Which past buyers an update reaches, and what it tells them: pure, from the orders, the updates already queued and
// the catalog's versions. A buyer is owed the snapshot's current version when it is newer than the version they have
// (the one they paid for, or the newest an update already brought them); an e-mail names every change since.
import { compareVersions, versionAt, type SnapshotVersion } from "../../../lib/snapshot-versions.ts";

/** A paid order as the plan needs it. */
export interface PastBuyer {
  id: string;
  slug: string;
  /** The version recorded when it was paid; null for orders from before versions were recorded. */
  version: string | null;
  paidAt: string | null;
}

/** An update owed: the order, its snapshot, the version to send and the version the buyer has now. */
export interface DueUpdate {
  orderId: string;
  slug: string;
  version: string;
  fromVersion: string | undefined;
}

/** The version a buyer paid for: recorded on the order, else the one current on the day they paid. */
export function boughtVersion(
  order: Pick<PastBuyer, "version" | "paidAt">,
  versions: readonly SnapshotVersion[],
): string | undefined {
  if (order.version) return order.version;
  return order.paidAt ? versionAt(versions, order.paidAt) : versions.at(-1)?.version;
}

/** The newer of two versions (either may be missing). */
export function newest(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return compareVersions(a, b) >= 0 ? a : b;
}

/**
 * The updates to queue now: for each buyer whose snapshot's current version is newer than what they have (bought or
 * already queued), one for the current version. `queued` maps an order to the newest version an update was queued for.
 */
export function dueUpdates(
  buyers: readonly PastBuyer[],
  versionsOf: (slug: string) => readonly SnapshotVersion[],
  queued: ReadonlyMap<string, string>,
): DueUpdate[] {
  const due: DueUpdate[] = [];
  for (const buyer of buyers) {
    const versions = versionsOf(buyer.slug);
    const current = versions[0]?.version;
    if (!current) continue;
    const has = newest(boughtVersion(buyer, versions), queued.get(buyer.id));
    if (has !== undefined && !(compareVersions(current, has) > 0)) continue;
    due.push({ orderId: buyer.id, slug: buyer.slug, version: current, fromVersion: has });
  }
  return due;
}

/** The oldest of some versions; undefined when any is unknown (a list then names every change). */
export function oldestOf(versions: readonly (string | undefined)[]): string | undefined {
  const known = versions.filter((version) => version !== undefined);
  if (known.length === 0 || known.length < versions.length) return undefined;
  return known.reduce((low, version) => (compareVersions(version, low) < 0 ? version : low));
}

/** The versions newer than `from` up to and including `to`, newest first (all up to `to` when `from` is unknown). */
export function changesSince(
  versions: readonly SnapshotVersion[],
  from: string | undefined,
  to: string,
): SnapshotVersion[] {
  return versions.filter(
    (entry) =>
      compareVersions(entry.version, to) <= 0 && (from === undefined || compareVersions(entry.version, from) > 0),
  );
}
