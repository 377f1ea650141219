// The snapshot store on a Node host, from the settings (STRIPE_*, GHL_AGENCY_TOKEN, GHL_COMPANY_ID): none without
// STRIPE_SECRET_KEY (the site then links out or asks, as a static host does). It gives the server its routes (the
// checkout, Stripe's webhook, the order pages), the orders' destinations for the one outbox, and the store of orders,
// opened on the lead database once that opens.
import type { IncomingMessage, ServerResponse } from "node:http";
import { readGroup } from "../../config/settings.mjs";
import type { InterestCatalog } from "../../handover/lead-catalog.ts";
import { createRateLimiter } from "../contact.ts";
import type { AnyDestination } from "../destinations/types.ts";
import type { LeadStore } from "../leads-store.ts";
import { CHECKOUT_PATH, createCheckoutHandler } from "./checkout.ts";
import { createOrderDestinations } from "./deliveries.ts";
import { RESEND_GAP_MS, RESEND_MAX, createOrderPageHandler } from "./order-page.ts";
import { openOrdersStore, type OrdersStore } from "./orders-store.ts";
import { matchOrderPath } from "./paths.ts";
import { loadStoreCatalog, type StoreCatalog } from "../../handover/store-catalog.ts";
import { STRIPE_DEFAULT_API_BASE, checkoutOrigin, createStripe } from "./stripe.ts";
import { WEBHOOK_PATH, createWebhookHandler } from "./webhook.ts";

type Env = Record<string, string | undefined>;

export interface Store {
  /** Where "Pay" may send a buyer (the policy's form-action). */
  checkoutOrigin: string;
  destinations: AnyDestination[];
  /** Opens the orders on the lead database (their tables, their kind in the outbox). */
  open(leads: LeadStore): Promise<void>;
  orders(): OrdersStore | undefined;
  /** Answers the store's paths; false for any other. */
  handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean>;
}

export function createStore(
  env: Env,
  {
    catalog,
    storeCatalogFile,
    timeoutMs,
    siteUrl,
    log,
    onQueued,
  }: { catalog: () => Promise<InterestCatalog>; storeCatalogFile: string; timeoutMs: number; siteUrl: string; log: (...args: unknown[]) => void; onQueued: () => void },
): Store | undefined {
  const values = readGroup("store", env);
  if (!values.STRIPE_SECRET_KEY || !values.STRIPE_WEBHOOK_SECRET) return undefined;
  const settings = { secretKey: values.STRIPE_SECRET_KEY, webhookSecret: values.STRIPE_WEBHOOK_SECRET, apiBase: values.STRIPE_API_BASE || STRIPE_DEFAULT_API_BASE };
  const stripe = createStripe(settings, timeoutMs);
  let orders: OrdersStore | undefined;
  const current = () => orders;
  const deliveries = createOrderDestinations(env, { timeoutMs, siteUrl, orders: current, catalogFile: storeCatalogFile });
  const server = readGroup("server", env);
  const handleCheckout = createCheckoutHandler({
    stripe,
    orders: current,
    catalog,
    deliveredByLink: deliveries.byLink,
    siteUrl,
    limiter: createRateLimiter(Math.max(10, server.CONTACT_RATE_LIMIT * 4)),
    trustProxy: server.TRUST_PROXY,
    log,
  });
  const handleWebhook = createWebhookHandler({
    stripe,
    webhookSecret: settings.webhookSecret,
    orders: current,
    catalog,
    paidDestinations: deliveries.paid,
    refundDestinations: deliveries.refunded,
    onQueued,
    log,
  });
  let storeCatalog: Promise<StoreCatalog> | undefined;
  const handleOrderPage = createOrderPageHandler({
    orders: current,
    catalog: () => (storeCatalog ??= loadStoreCatalog(storeCatalogFile, log)),
    brandName: readGroup("site", env).BRAND_NAME,
    async requestResend(order) {
      const queued = (await orders?.resendEmail(order.id, RESEND_GAP_MS, RESEND_MAX)) ?? false;
      if (queued) onQueued();
      return queued;
    },
  });
  log(`[store] selling snapshots with Stripe Checkout; orders are delivered to: ${[...deliveries.paid].join(", ") || "nowhere (stored only)"}`);
  return {
    checkoutOrigin: checkoutOrigin(settings.apiBase),
    destinations: deliveries.destinations,
    async open(leads) {
      orders = await openOrdersStore(leads.client, leads.outbox);
    },
    orders: current,
    async handle(req, res, path) {
      const order = matchOrderPath(path);
      if (path === CHECKOUT_PATH) await handleCheckout(req, res);
      else if (path === WEBHOOK_PATH) await handleWebhook(req, res);
      else if (order) await handleOrderPage(req, res, order.id, order.action);
      else return false;
      return true;
    },
  };
}
