// What the order destinations share: their settings (the mailer, the agency's address, the site), the store of
// orders and the build's store catalog, and the shape of a call to GoHighLevel.
import type { z } from "zod";
import type { StoreCatalog } from "../../../contracts/store-catalog.ts";
import { DeliveryError } from "../../destinations/http.ts";
import type { MailTransport } from "../../destinations/notify.ts";
import type { Order, OrdersStore } from "../orders-store.ts";

/** What every order destination is given. */
export interface OrderDeliveryContext {
  timeoutMs: number;
  siteUrl: string;
  brandName: string;
  /** Undefined without SMTP_URL. */
  mailer: MailTransport | undefined;
  /** LEADS_NOTIFY_TO: the agency's address. */
  agencyTo: string | undefined;
  /** The sender of every mail. */
  from: string | undefined;
  storeCatalog: () => Promise<StoreCatalog>;
  /** The open store of orders; throws (a retried failure) while it is not open. */
  ordersStore: () => OrdersStore;
  /** The order's review form (a path), once it can be reviewed (server/reviews/). */
  reviewLink?: (order: Order) => string | undefined;
}

/** A call to the LeadConnector API, its answer read through `answer`, the schema of what is read. */
export type GoHighLevelCall = <S extends z.ZodType = z.ZodUnknown>(
  method: "GET" | "POST" | "PUT",
  path: string,
  options?: { body?: unknown; answer?: S },
) => Promise<z.output<S>>;

/** An id a write answered with; a write that answered without the id it made still made it: its outcome is unknown. */
export function requiredId(value: string | undefined | null, what: string): string {
  if (!value) throw new DeliveryError(`GoHighLevel's answer has no ${what}`, { unsure: true });
  return value;
}
