// Updates that reach past buyers. When the store opens, and whenever the build's store catalog changes on disk (a
// deploy), every past buyer owed a newer version gets one update through the outbox (updates-store.ts): a new link
// and an e-mail (update-destination.ts), or, for a snapshot delivered by hand, one alert per version to the agency
// (by-hand-destination.ts). Buyers can unsubscribe (unsubscribe-page.ts). It also tells the orders the version a
// payment buys (the catalog's current one), so the next update knows what each buyer has.
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Client } from "@libsql/client";
import type { ServerSettings } from "../../../config/settings.mjs";
import { loadStoreCatalog, type StoreCatalog } from "../../../contracts/store-catalog.ts";
import { GHL_DEFAULT_API_BASE } from "../../destinations/gohighlevel.ts";
import { outboxSettings } from "../../destinations/index.ts";
import type { AnyDestination } from "../../destinations/types.ts";
import { createMailer } from "../../destinations/notify.ts";
import type { OutboxStore } from "../../outbox/outbox-store.ts";
import { createByHandDestination } from "./by-hand-destination.ts";
import { createPacer } from "./pacer.ts";
import { UPDATE_PACE } from "./rate-limits.ts";
import { createUnsubscribeHandler, matchUnsubscribePath } from "./unsubscribe-page.ts";
import { createUpdateDestination } from "./update-destination.ts";
import { openUpdatesStore, type UpdatesStore } from "./updates-store.ts";

/** How often the catalog's file is looked at for a new build. */
export const CATALOG_CHECK_MS = 60_000;

export interface Updates {
  destinations: AnyDestination[];
  /** Opens the updates on the lead database, queues what is owed and starts watching the catalog. */
  open(client: Client, outbox: OutboxStore): Promise<void>;
  /** Queues what is owed now (the catalog read again); how many were queued. */
  run(): Promise<{ queued: number; byHand: number }>;
  /** The snapshot's current version, for the order being paid. */
  versionOf: (slug: string) => Promise<string | undefined>;
  handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean>;
  store(): UpdatesStore | undefined;
  stop(): void;
}

export function createUpdates(
  { store, delivery, site }: Pick<ServerSettings, "store" | "delivery" | "site">,
  {
    catalogFile,
    siteUrl,
    timeoutMs,
    log,
    onQueued,
  }: {
    catalogFile: string;
    siteUrl: string;
    timeoutMs: number;
    log: (...args: unknown[]) => void;
    onQueued: () => void;
  },
): Updates {
  const timing = outboxSettings(delivery);
  const pacer = createPacer({ ...UPDATE_PACE, maxHoldMs: timing.backoff.maxMs });
  const brandName = site.BRAND_NAME;
  const agencyTo = delivery.LEADS_NOTIFY_TO;
  const from = delivery.LEADS_NOTIFY_FROM ?? agencyTo?.split(",")[0]?.trim();
  const mailer = delivery.SMTP_URL ? createMailer(delivery.SMTP_URL, timeoutMs) : undefined;
  const apiBase = (delivery.GHL_API_BASE || GHL_DEFAULT_API_BASE).replace(/\/+$/, "");
  const agency =
    store.GHL_AGENCY_TOKEN && store.GHL_COMPANY_ID
      ? { apiBase, token: store.GHL_AGENCY_TOKEN, companyId: store.GHL_COMPANY_ID }
      : undefined;

  let catalog: Promise<StoreCatalog> | undefined;
  let seen = "";
  const current = () => (catalog ??= loadStoreCatalog(catalogFile, log));
  let opened: UpdatesStore | undefined;
  const updates = () => {
    if (!opened) throw new Error("the updates are not open yet");
    return opened;
  };
  const link =
    mailer && from
      ? createUpdateDestination({
          mailer,
          from,
          agencyTo,
          siteUrl,
          brandName,
          timeoutMs,
          agency,
          pacer,
          keepAliveMs: timing.leaseMs / 3,
          catalog: current,
          updates,
        })
      : undefined;
  const byHand =
    mailer && from && agencyTo ? createByHandDestination({ mailer, from, agencyTo, catalog: current }) : undefined;
  const handleUnsubscribe = createUnsubscribeHandler({ updates: () => opened, brandName });

  /** The catalog file's size and time, to notice a new build. */
  const fingerprint = async () => {
    const info = await stat(catalogFile).catch(() => undefined);
    return info ? `${info.size}:${info.mtimeMs}` : "";
  };
  let running: Promise<{ queued: number; byHand: number }> = Promise.resolve({ queued: 0, byHand: 0 });
  async function queue(into: UpdatesStore | undefined = opened): Promise<{ queued: number; byHand: number }> {
    if (!into) return { queued: 0, byHand: 0 };
    seen = await fingerprint();
    catalog = undefined;
    const read = await current();
    const result = await into.queueDue(read, (slug) => Boolean(agency && read.snapshots[slug]?.ghlSnapshotId));
    if (result.queued + result.byHand > 0) {
      log(
        `[updates] ${result.queued} past ${result.queued === 1 ? "buyer gets" : "buyers get"} a new version by e-mail, ${result.byHand} by hand (npm run orders shows the progress)`,
      );
      onQueued();
    }
    return result;
  }
  const run = (into?: UpdatesStore) => (running = running.catch(() => undefined).then(() => queue(into)));
  let timer: NodeJS.Timeout | undefined;

  return {
    destinations: [link, byHand].filter((destination) => destination !== undefined),
    async open(client, outbox) {
      const store = await openUpdatesStore(client, outbox, {
        destinations: { link: link?.name, byHand: byHand?.name },
      });
      // A failed first run must not keep the store from selling: the next check of the catalog tries again. Its pages
      // answer once this run is done.
      await run(store).catch((error: unknown) => {
        seen = "";
        log(
          "[updates] could not queue the updates (tried again at the next check):",
          error instanceof Error ? error.message : error,
        );
      });
      opened = store;
      timer = setInterval(() => {
        void fingerprint()
          .then((now) => (now && now !== seen ? run() : undefined))
          .catch((error: unknown) =>
            log(
              "[updates] could not queue the updates (tried again at the next check):",
              error instanceof Error ? error.message : error,
            ),
          );
      }, CATALOG_CHECK_MS);
      timer.unref();
    },
    run: () => run(),
    async versionOf(slug) {
      return (await current()).snapshots[slug]?.versions[0]?.version;
    },
    async handle(req, res, path) {
      const token = matchUnsubscribePath(path);
      if (token === undefined) return false;
      await handleUnsubscribe(req, res, token);
      return true;
    },
    store: () => opened,
    stop() {
      clearInterval(timer);
    },
  };
}
