// The buyer's account (decision 057), part of the snapshot store on a Node host: its tables on the lead database, its
// pages under /account, and "send me a new link" through the store's outbox (its destination is registered with the
// order destinations, orders/deliveries/index.ts). Sign-in e-mails need SMTP_URL and LEADS_NOTIFY_TO.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerSettings } from "../../config/settings.mjs";
import type { StoreCatalog } from "../../contracts/store-catalog.ts";
import { createRateLimiter } from "../enquiries/contact.ts";
import type { LeadStore } from "../enquiries/leads-store.ts";
import { createMailer } from "../destinations/notify.ts";
import type { OrdersStore } from "../orders/orders-store.ts";
import { createAccountHandler } from "./account-handler.ts";
import { openAccountStore, type AccountStore } from "./account-store.ts";

/** Sign-in requests allowed per client and per address in ten minutes (createRateLimiter's window). */
export const SIGN_IN_LIMITS = { perClient: 10, perAddress: 3 } as const;

export interface Account {
  open(leads: LeadStore): Promise<void>;
  /** Answers /account and the paths under it; false for any other. */
  handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean>;
}

export function createAccount(
  { delivery, server, site: siteSettings }: Pick<ServerSettings, "delivery" | "server" | "site">,
  options: {
    orders: () => OrdersStore | undefined;
    catalog: () => Promise<StoreCatalog>;
    byLink: (slug: string) => Promise<boolean>;
    siteUrl: string;
    timeoutMs: number;
    onQueued: () => void;
    log: (...args: unknown[]) => void;
  },
): Account {
  const from = delivery.LEADS_NOTIFY_FROM ?? delivery.LEADS_NOTIFY_TO?.split(",")[0]?.trim();
  const mail =
    delivery.SMTP_URL && from
      ? { mailer: createMailer(delivery.SMTP_URL, options.timeoutMs), from, replyTo: delivery.LEADS_NOTIFY_TO }
      : undefined;
  let store: AccountStore | undefined;
  const handle = createAccountHandler({
    ...options,
    account: () => store,
    mail,
    brandName: siteSettings.BRAND_NAME,
    seller: [siteSettings.LEGAL_ENTITY_NAME, siteSettings.LEGAL_POSTAL_ADDRESS].filter(Boolean).join(", ") || undefined,
    clientLimiter: createRateLimiter(SIGN_IN_LIMITS.perClient),
    addressLimiter: createRateLimiter(SIGN_IN_LIMITS.perAddress),
    trustProxy: server.TRUST_PROXY,
  });
  return {
    async open(leads) {
      store = await openAccountStore(leads.client, leads.outbox);
    },
    handle,
  };
}
