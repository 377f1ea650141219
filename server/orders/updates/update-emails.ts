// The update e-mails, as plain text. To a past buyer: what changed since their version, the new single-use link, how
// to import it (and what importing over an earlier version can overwrite), the order page and how to stop these
// e-mails. To the agency, for a snapshot delivered by hand: the buyers to send the new version to.
import type { SnapshotVersion } from "../../../lib/snapshot-versions.ts";
import type { StoreCatalog } from "../../../contracts/store-catalog.ts";
import { printable } from "../../enquiries/leads-format.ts";
import type { Order } from "../orders-schema.ts";
import { orderPath } from "../paths.ts";

interface Site {
  siteUrl: string;
  brandName: string;
}

/** The unsubscribe page's path for an update's token. */
export const unsubscribePath = (token: string) => `/updates/unsubscribe/${token}`;

function changesText(changes: readonly SnapshotVersion[]): string[] {
  return changes.flatMap((entry) => [
    `Version ${entry.version} (${entry.date}):`,
    ...entry.changes.map((change) => `- ${change}`),
    "",
  ]);
}

export function updateSubject(order: Pick<Order, "snapshotName">, version: string): string {
  return `${order.snapshotName} ${version}: what changed, and your new link`;
}

/** The past buyer's update: the changes, the new link, the steps, the order page and the unsubscribe link. */
export function updateEmailText(
  order: Order,
  {
    version,
    changes,
    link,
    token,
  }: { version: string; changes: readonly SnapshotVersion[]; link: string; token: string },
  catalog: StoreCatalog,
  site: Site,
): string {
  const steps = catalog.importSteps.map((step, index) => `${index + 1}. ${step}`).join("\n");
  const after = catalog.snapshots[order.slug]?.afterImport ?? [];
  return [
    `Hello${order.buyerName ? ` ${printable(order.buyerName)}` : ""},`,
    "",
    `The ${order.snapshotName} you bought has a new version, ${version}. It is yours at no cost.`,
    "",
    "What changed:",
    ...changesText(changes),
    `Your new share link (it can be imported once, so keep it to yourself):\n${link}`,
    "",
    ...(steps ? ["How to import it:", steps, ""] : []),
    "Importing into a sub-account that already holds an earlier version can overwrite what has the same name (workflows, funnels, forms, custom values), your own edits included. Import into a new sub-account, or rename what you changed first.",
    "",
    ...(after.length ? ["After importing:", ...after.map((item) => `- ${item}`), ""] : []),
    `Your order: ${site.siteUrl}${orderPath(order.id)}`,
    "",
    `You receive this because you bought the ${order.snapshotName}. To get no more update e-mails: ${site.siteUrl}${unsubscribePath(token)}`,
    "",
    site.brandName,
    "",
  ].join("\n");
}

/** The agency's list for a version of a snapshot delivered by hand: each buyer, their address and the version they have. */
export function byHandUpdateText(
  {
    slug,
    version,
    buyers,
  }: { slug: string; version: string; buyers: readonly { order: Order; fromVersion: string | null }[] },
  changes: readonly SnapshotVersion[],
): string {
  return [
    `Version ${version} of ${slug} is published, and this snapshot is delivered by hand (no ghlSnapshotId, or no GHL_AGENCY_TOKEN).`,
    `Make a single-use share link in GoHighLevel for each buyer below and e-mail it with what changed:`,
    "",
    ...buyers.map(
      ({ order, fromVersion }) =>
        `- ${printable(order.buyerName ?? "")} <${printable(order.buyerEmail ?? "")}>  order ${order.id}, has ${fromVersion ?? "an earlier version"}`,
    ),
    "",
    "What changed:",
    ...changesText(changes),
  ].join("\n");
}
