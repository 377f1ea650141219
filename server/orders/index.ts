// The snapshot store on a Node host, from the settings (STRIPE_*, GHL_AGENCY_TOKEN, GHL_COMPANY_ID): none without
// STRIPE_SECRET_KEY (the site then links out or asks, as a static host does). It gives the server its routes (the
// checkout, Stripe's webhook, the order pages), the orders' destinations for the one outbox, the store of orders
// (opened on the lead database once that opens), the sweep that asks Stripe about unsettled orders, and its say in
// /healthz: orders that need a person, and Stripe's key and webhook.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerSettings } from "../../config/settings.mjs";
import type { ConsentWords } from "../../contracts/enquiry-messages.ts";
import type { InterestCatalog } from "../../contracts/lead-catalog.ts";
import { loadStoreCatalog, sellable, type StoreCatalog } from "../../contracts/store-catalog.ts";
import { createAccount } from "../account/index.ts";
import { createRateLimiter } from "../enquiries/contact.ts";
import type { AnyDestination } from "../destinations/types.ts";
import type { HealthProblem } from "../operations/health-problem.ts";
import type { LeadStore } from "../enquiries/leads-store.ts";
import { createReviews } from "../reviews/index.ts";
import { CHECKOUT_PATH, createCheckoutHandler } from "./checkout.ts";
import { createOrderDestinations } from "./deliveries/index.ts";
import { RESEND_GAP_MS, RESEND_MAX, createOrderPageHandler } from "./order-page.ts";
import { openOrdersStore, resumeHeldOrders, type OrdersStore } from "./orders-store.ts";
import { matchOrderPath, orderRef } from "./paths.ts";
import { createReconciler } from "./reconcile.ts";
import { STRIPE_DEFAULT_API_BASE, checkoutOrigin, createStripe } from "./stripe.ts";
import { createStripeWatch } from "./stripe-watch.ts";
import { createUpdates } from "./updates/index.ts";
import { WEBHOOK_PATH, createWebhookHandler } from "./webhook.ts";

export interface Store {
  /** Where "Pay" may send a buyer (the policy's form-action). */
  checkoutOrigin: string[];
  destinations: AnyDestination[];
  /** Opens the orders on the lead database (their tables, their kind in the outbox) and starts the sweep. */
  open(leads: LeadStore): Promise<void>;
  orders(): OrdersStore | undefined;
  /** Answers the store's paths; false for any other. */
  handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean>;
  /** For /healthz: orders that need a person, Stripe's key and webhook. */
  problems(): Promise<HealthProblem[]>;
  stop(): void;
}

/** The orders that need a person, for /healthz: how many, and each by a short reference (never the whole id). */
export function attentionProblem(waiting: { id: string; attention: string | null }[]): HealthProblem[] {
  if (waiting.length === 0) return [];
  const shown = waiting.slice(0, 5).map((order) => `${orderRef(order.id)} (${order.attention})`);
  return [
    {
      status: "degraded",
      code: "order-attention",
      message: `${waiting.length} paid ${waiting.length === 1 ? "order needs" : "orders need"} a person: ${shown.join(", ")}${waiting.length > shown.length ? ", ..." : ""}. The agency was e-mailed the fix for each; see npm run orders`,
    },
  ];
}

/** The settings the store reads, parsed once at start (config/settings.mjs readServerSettings). */
export type StoreSettings = Pick<ServerSettings, "site" | "server" | "store" | "delivery">;

export function createStore(
  configured: StoreSettings,
  {
    catalog,
    storeCatalogFile,
    timeoutMs,
    siteUrl,
    log,
    onQueued,
    consent,
  }: {
    catalog: () => Promise<InterestCatalog>;
    storeCatalogFile: string;
    timeoutMs: number;
    siteUrl: string;
    log: (...args: unknown[]) => void;
    onQueued: () => void;
    /** The consent box's words for the checkout's question form (contracts/enquiry-messages.ts). */
    consent?: ConsentWords | undefined;
  },
): Store | undefined {
  const values = configured.store;
  if (!values.STRIPE_SECRET_KEY || !values.STRIPE_WEBHOOK_SECRET) return undefined;
  const settings = {
    secretKey: values.STRIPE_SECRET_KEY,
    webhookSecret: values.STRIPE_WEBHOOK_SECRET,
    apiBase: values.STRIPE_API_BASE || STRIPE_DEFAULT_API_BASE,
  };
  const stripe = createStripe(settings, timeoutMs);
  let orders: OrdersStore | undefined;
  const current = () => orders;
  const server = configured.server;
  // Reviews only buyers can write: the signed link on the order page and in the delivery e-mail (docs/decisions/058).
  const reviews = createReviews({
    orders: current,
    brandName: configured.site.BRAND_NAME,
    siteUrl,
    limiter: createRateLimiter(server.CONTACT_RATE_LIMIT),
    trustProxy: server.TRUST_PROXY,
  });
  const deliveries = createOrderDestinations(configured, {
    timeoutMs,
    siteUrl,
    orders: current,
    catalogFile: storeCatalogFile,
    reviewLink: (order) => reviews.linkFor(order),
  });
  const watch = createStripeWatch({ siteUrl, webhookPath: WEBHOOK_PATH });
  const reconciler = createReconciler({ stripe, orders: current, catalog, watch, onQueued, log });
  let storeCatalog: Promise<StoreCatalog> | undefined;
  const handleCheckout = createCheckoutHandler({
    stripe,
    orders: current,
    catalog,
    deliveredByLink: deliveries.byLink,
    sellable: async (slug) => sellable(await (storeCatalog ??= loadStoreCatalog(storeCatalogFile, log)), slug),
    siteUrl,
    limiter: createRateLimiter(Math.max(10, server.CONTACT_RATE_LIMIT * 4)),
    trustProxy: server.TRUST_PROXY,
    watch,
    log,
    consent,
  });
  const handleWebhook = createWebhookHandler({
    stripe,
    webhookSecret: settings.webhookSecret,
    orders: current,
    catalog,
    watch,
    onQueued,
    log,
  });
  const handleOrderPage = createOrderPageHandler({
    orders: current,
    catalog: () => (storeCatalog ??= loadStoreCatalog(storeCatalogFile, log)),
    brandName: configured.site.BRAND_NAME,
    async requestResend(order) {
      const queued = (await orders?.resendEmail(order.id, RESEND_GAP_MS, RESEND_MAX)) ?? false;
      if (queued) onQueued();
      return queued;
    },
    askStripe: (order) => reconciler.onVisit(order),
    reviewLink: (order) => reviews.linkFor(order),
  });
  // New versions to past buyers (server/orders/updates/).
  const updates = createUpdates(configured, { catalogFile: storeCatalogFile, siteUrl, timeoutMs, log, onQueued });
  const account = createAccount(configured, {
    orders: current,
    catalog: () => (storeCatalog ??= loadStoreCatalog(storeCatalogFile, log)),
    byLink: deliveries.byLink,
    siteUrl,
    timeoutMs,
    onQueued,
    log,
  });
  log(
    `[store] selling snapshots with Stripe Checkout; paid orders are delivered to: ${deliveries.routes.paid.join(", ") || "nowhere (stored only)"}`,
  );
  return {
    checkoutOrigin: checkoutOrigin(settings.apiBase, values.STRIPE_CHECKOUT_ORIGIN),
    destinations: [...deliveries.destinations, ...updates.destinations],
    async open(leads) {
      orders = await openOrdersStore(leads.client, leads.outbox, {
        routes: deliveries.routes,
        attentionDestinations: deliveries.attention,
        checkFile: () => leads.checkFile(),
        versionOf: updates.versionOf,
      });
      await updates.open(leads.client, leads.outbox);
      await reviews.open(leads.client);
      await account.open(leads);
      const resumed = await resumeHeldOrders(leads.client, Date.now());
      if (resumed > 0)
        log(
          `[store] ${resumed} held order ${resumed === 1 ? "delivery is" : "deliveries are"} tried again now (a fix usually comes with a restart)`,
        );
      reconciler.start();
    },
    orders: current,
    async handle(req, res, path) {
      if (await account.handle(req, res, path)) return true;
      const order = matchOrderPath(path);
      if (path === CHECKOUT_PATH) await handleCheckout(req, res);
      else if (path === WEBHOOK_PATH) await handleWebhook(req, res);
      else if (order) await handleOrderPage(req, res, order.id, order.action);
      else return (await updates.handle(req, res, path)) || (await reviews.handle(req, res, path));
      return true;
    },
    async problems() {
      return [...(orders ? attentionProblem(await orders.needingAttention()) : []), ...watch.problems()];
    },
    stop() {
      reconciler.stop();
      updates.stop();
    },
  };
}
