// What an order's changes are delivered to, through the one outbox (kind `order`, retried, claimed and held or
// dead-lettered as leads are). Each destination is registered here once, with the settings it needs, and each change
// an event makes to an order (paid, clearing, failed, refunded, disputed) is routed to its destinations:
// - paid: `order-link` (link.ts: the share link and the buyer's e-mail), `order-crm` (crm.ts: the sale in the
//   sub-account), `order-notify` (the agency);
// - refunded: `refund-crm`, `refund-notify`; clearing: `order-processing`; failed: `payment-failed`; disputed:
//   `dispute-notify` (notices.ts);
// - a problem only a person can solve: `order-attention` (notices.ts), queued by the orders store once per problem.
import type { ServerSettings } from "../../../config/settings.mjs";
import { loadStoreCatalog, type StoreCatalog } from "../../../contracts/store-catalog.ts";
import { GHL_DEFAULT_API_BASE, goHighLevelSettings } from "../../destinations/gohighlevel.ts";
import { DeliveryError } from "../../destinations/http.ts";
import type { AnyDestination, Destination } from "../../destinations/types.ts";
import { createMailer } from "../../destinations/notify.ts";
import type { OrderRoutes } from "../order-events.ts";
import type { Order, OrdersStore } from "../orders-store.ts";
import { createNewLinkDestination } from "../../account/new-link-destination.ts";
import { createCrmDestinations } from "./crm.ts";
import { createLinkDestination } from "./link.ts";
import { createNoticeDestinations } from "./notices.ts";
import type { OrderDeliveryContext } from "./shared.ts";

export interface OrderDestinations {
  destinations: AnyDestination[];
  /** The destinations each change of an order is queued for. */
  routes: OrderRoutes;
  /** The destinations a problem that needs a person is queued for. */
  attention: readonly string[];
  /** Whether a snapshot's link is made through the API (its ghlSnapshotId and the agency token), else by hand. */
  byLink: (slug: string) => Promise<boolean>;
}

export function createOrderDestinations(
  { store, delivery, site }: Pick<ServerSettings, "store" | "delivery" | "site">,
  {
    timeoutMs,
    siteUrl,
    orders,
    catalogFile,
    reviewLink,
  }: {
    timeoutMs: number;
    siteUrl: string;
    orders: () => OrdersStore | undefined;
    catalogFile: string;
    reviewLink?: (order: Order) => string | undefined;
  },
): OrderDestinations {
  const agencyTo = delivery.LEADS_NOTIFY_TO;
  const mailer = delivery.SMTP_URL ? createMailer(delivery.SMTP_URL, timeoutMs) : undefined;
  let catalog: Promise<StoreCatalog> | undefined;
  const context: OrderDeliveryContext = {
    timeoutMs,
    siteUrl,
    brandName: site.BRAND_NAME,
    mailer,
    agencyTo,
    from: delivery.LEADS_NOTIFY_FROM ?? agencyTo?.split(",")[0]?.trim(),
    storeCatalog: () => (catalog ??= loadStoreCatalog(catalogFile)),
    ordersStore: () => {
      const opened = orders();
      if (!opened) throw new DeliveryError("the orders are not open yet");
      return opened;
    },
    ...(reviewLink ? { reviewLink } : {}),
  };
  const apiBase = (delivery.GHL_API_BASE || GHL_DEFAULT_API_BASE).replace(/\/+$/, "");
  const agency =
    store.GHL_AGENCY_TOKEN && store.GHL_COMPANY_ID
      ? { apiBase, token: store.GHL_AGENCY_TOKEN, companyId: store.GHL_COMPANY_ID }
      : undefined;
  const link = createLinkDestination(context, agency);
  const crmSettings = goHighLevelSettings(delivery);
  const crm = crmSettings ? createCrmDestinations(crmSettings, { timeoutMs }) : undefined;
  const notices =
    context.mailer && context.agencyTo && context.from
      ? createNoticeDestinations({ ...context, mailer: context.mailer, agencyTo: context.agencyTo, from: context.from })
      : undefined;

  const names = (...destinations: (Destination<Order> | undefined)[]) =>
    destinations.flatMap((destination) => (destination ? [destination.name] : []));
  const routes: OrderRoutes = {
    paid: names(link, crm?.sale, notices?.sale),
    refunded: names(crm?.refund, notices?.refund),
    processing: names(notices?.processing),
    failed: names(notices?.failed),
    expired: [],
    disputed: names(notices?.dispute),
  };
  // A new link a buyer asked for on /account: its own kind of delivery, queued by the account.
  const newLink = createNewLinkDestination(context, agency);
  const all = [
    newLink,
    link,
    crm?.sale,
    notices?.sale,
    crm?.refund,
    notices?.refund,
    notices?.attention,
    notices?.processing,
    notices?.failed,
    notices?.dispute,
  ];
  return {
    destinations: all.filter((destination) => destination !== undefined),
    routes,
    attention: names(notices?.attention),
    byLink: link.byLink,
  };
}
