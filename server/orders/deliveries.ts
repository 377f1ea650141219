// The deliveries of a paid order and of a refund, through the one outbox (kind `order`), from the settings.
import type { InterestCatalog } from "../../handover/lead-catalog.ts";
import type { AnyDestination } from "../destinations/types.ts";
import type { OrdersStore } from "./orders-store.ts";

type Env = Record<string, string | undefined>;

export interface OrderDestinations {
  destinations: AnyDestination[];
  /** The destinations a paid order is queued for. */
  paid: readonly string[];
  /** The destinations a refund is queued for. */
  refunded: readonly string[];
  /** Whether a snapshot's link is made through the API (its ghlSnapshotId and the agency token), else by hand. */
  byLink(slug: string): Promise<boolean>;
}

export function createOrderDestinations(
  _env: Env,
  _options: { catalog: () => Promise<InterestCatalog>; timeoutMs: number; siteUrl: string; orders: () => OrdersStore | undefined },
): OrderDestinations {
  return { destinations: [], paid: [], refunded: [], byLink: async () => false };
}
