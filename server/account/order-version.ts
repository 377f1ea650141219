// Which version of its snapshot an order got, and the version sold today: the order's own record, or for an order
// paid before orders recorded it, the version current on the day of payment.
import { compareVersions, versionAt } from "../../lib/snapshot-versions.ts";
import type { StoreCatalog } from "../../contracts/store-catalog.ts";
import type { Order } from "../orders/orders-store.ts";

export interface OrderVersions {
  /** The version the buyer got, when the snapshot lists versions. */
  bought: string | undefined;
  /** The version sold today. */
  current: string | undefined;
  /** Whether today's is newer than the one bought. */
  newer: boolean;
}

export function orderVersions(
  order: Pick<Order, "slug" | "paidAt" | "createdAt" | "version">,
  catalog: StoreCatalog,
): OrderVersions {
  const versions = catalog.snapshots[order.slug]?.versions ?? [];
  const bought = order.version ?? versionAt(versions, order.paidAt ?? order.createdAt);
  const current = versions[0]?.version;
  return { bought, current, newer: Boolean(bought && current && compareVersions(current, bought) > 0) };
}
