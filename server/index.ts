// The production server behind `npm start`: serves the prerendered build with canonical paths, redirects, a real
// 404, precompressed files, caching and security headers, and receives enquiries at /api/contact.
// Plain `node server/index.ts` runs it (Node strips the types); see docs/decisions/013-node-24-runtime.md.
import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import http from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  PRODUCTION_BUILD_COMMAND,
  SERVER_GROUPS,
  checkSettingsOrExit,
  loadDotEnv,
  readGroup,
  readServerSettings,
  type ServerSettings,
} from "../config/settings.mjs";
import { cmsAuthOrigins, cmsSettingsOf } from "../config/cms-settings.mjs";
import { DEFAULT_LANG } from "../config/languages.mjs";
import { walk } from "./build-manifest.mjs";
import { answerClientError } from "./http/client-error.ts";
import {
  createContactHandler,
  createRateLimiter,
  receiverSettingsText,
  refusedPostLimit,
} from "./enquiries/contact.ts";
import {
  CSP_HASHES_FILE,
  STATIC_SECURITY_HEADERS,
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  formConnectSources,
  parseCspHashes,
  siteEmbeds,
  siteScriptHashes,
} from "./http/headers.ts";
import { createCmsAuthHandler } from "./cms-auth.ts";
import { CONTACT_INTEREST_FILE, readContactInterest } from "../contracts/contact-interest.ts";
import { createDestinations, outboxSettings, type OutboxSettings } from "./destinations/index.ts";
import type { AnyDestination } from "./destinations/types.ts";
import { goHighLevelSettings } from "./destinations/gohighlevel.ts";
import { createBookingNoteDestination } from "./destinations/gohighlevel-booking.ts";
import { createBookingHandler } from "./enquiries/booking.ts";
import {
  ENQUIRY_MESSAGES_FILE,
  readEnquiryMessagesByLang,
  type EnquiryMessagesByLang,
} from "../contracts/enquiry-messages.ts";
import { buildVersion, createHealthHandler } from "./operations/health.ts";
import { createLogger, logRequest, secretValues } from "./log.ts";
import { STOP_GRACE_MS, outboxOwner, stopOnSignals, stopOutbox } from "./operations/shutdown.ts";
import { LEAD_CATALOG_FILE, loadInterestCatalog, type InterestCatalog } from "../contracts/lead-catalog.ts";
import { exitOnDatabaseFolderProblem, openLeadStore } from "./enquiries/leads-store.ts";
import { takeLease } from "./db/server-lease.ts";
import type { LeadStore } from "./enquiries/leads-store.ts";
import { createOutboxWorker, type OutboxWorker } from "./outbox/outbox.ts";
import { createAgencyNotifier } from "./destinations/notify.ts";
import {
  POLICY_SETTINGS_FILE,
  policyDrift,
  policySettingsOf,
  readBuiltPolicySettings,
} from "../contracts/policy-settings.ts";
import { RETENTION_FILE, readRetentionFacts } from "../contracts/retention-facts.ts";
import { consentRetentionDrift, retentionSettings, schedulePurge } from "./operations/retention.ts";
import { PRECOMPRESSED } from "./http/resolve.ts";
import { createSiteHandler } from "./http/site-handler.ts";
import { createStore, type Store } from "./orders/index.ts";
import { STORE_CATALOG_FILE } from "../contracts/store-catalog.ts";

const ROOT = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
export const CLIENT_DIR = path.join(ROOT, "build", "client");
const CSP_HASHES = path.join(ROOT, "build", CSP_HASHES_FILE);
const LEAD_CATALOG = path.join(ROOT, "build", LEAD_CATALOG_FILE);
const CONTACT_INTEREST = path.join(ROOT, "build", CONTACT_INTEREST_FILE);
/** The contact page, which says what a call to action brought the visitor to ask about (?interest=plan:standard). */
const CONTACT_PAGE_FILE = "contact/index.html";
const RETENTION = path.join(ROOT, "build", RETENTION_FILE);
const POLICY_SETTINGS = path.join(ROOT, "build", POLICY_SETTINGS_FILE);
const ENQUIRY_MESSAGES = path.join(ROOT, "build", ENQUIRY_MESSAGES_FILE);

type Env = Record<string, string | undefined>;
type Log = (...args: unknown[]) => void;
export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * Limits against slow or oversized clients (slowloris: a connection trickling its headers holds a socket forever).
 * Node's defaults are 60 s for the headers and 300 s for a whole request; a visitor's browser sends its headers at
 * once and the largest request here (an enquiry, at most 64 KB) takes well under a second, so 10 s and 30 s leave a
 * wide margin for slow mobile links. Node checks those limits only every `connectionsCheckingInterval` (30 s by
 * default, so a slow client was cut up to half a minute late): once a second keeps the cut within a second of them. Keep-alive stays a little longer than the 5 s of common proxies' idle pools would like to reuse, and
 * the header block is capped at 16 KB (Node's default, written down so it is deliberate).
 */
export const SERVER_LIMITS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
  keepAliveTimeout: 5_000,
  maxHeaderSize: 16 * 1024,
} as const;
export type ServerLimits = { [K in keyof typeof SERVER_LIMITS]: number };

async function readCspHashes(file: string): Promise<Record<string, string[]>> {
  try {
    return parseCspHashes(await readFile(file, "utf8"));
  } catch {
    return {};
  }
}

/**
 * Opens the lead store in the background, retrying with backoff (1 s doubling up to 30 s) while the database is
 * unavailable, so the pages are served meanwhile and the API answers 503 until the store opens. An attempt that has
 * not settled after attemptTimeoutMs counts as failed (an unreachable libSQL host; Node 20's recursive mkdir never
 * settles under /proc); should it open later after all, that store is closed.
 */
export function openStoreInBackground(
  open: () => Promise<LeadStore>,
  {
    log = console.log,
    firstDelayMs = 1000,
    maxDelayMs = 30_000,
    attemptTimeoutMs = 10_000,
    onOpen,
  }: {
    log?: Log;
    firstDelayMs?: number;
    maxDelayMs?: number;
    attemptTimeoutMs?: number;
    onOpen?: (store: LeadStore) => void;
  } = {},
) {
  let store: LeadStore | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let delay = firstDelayMs;
  /** One try; resolves with the store, or rejects on failure or after attemptTimeoutMs (a late store is closed). */
  const tryOpen = () =>
    new Promise<LeadStore>((resolve, reject) => {
      let timedOut = false;
      const timeout = setTimeout(() => {
        timedOut = true;
        reject(new Error(`no answer within ${attemptTimeoutMs / 1000} s`));
      }, attemptTimeoutMs);
      timeout.unref();
      open().then(
        (opened) => {
          clearTimeout(timeout);
          if (timedOut) opened.close();
          else resolve(opened);
        },
        (error: unknown) => {
          clearTimeout(timeout);
          // open()'s own rejection, passed on as it came.
          // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
          reject(error);
        },
      );
    });
  const attempt = async (): Promise<void> => {
    try {
      const opened = await tryOpen();
      if (closed) opened.close();
      else {
        store = opened;
        onOpen?.(opened);
      }
      if (delay !== firstDelayMs) log("[server] lead store opened");
    } catch (error) {
      if (closed) return;
      log(
        `[server] cannot open the lead store (retrying in ${delay / 1000} s):`,
        error instanceof Error ? error.message : error,
      );
      timer = setTimeout(() => void attempt(), delay);
      timer.unref();
      delay = Math.min(delay * 2, maxDelayMs);
    }
  };
  const ready = attempt();
  return {
    get: () => store,
    /** Resolves after the first attempt, whether or not it opened the store. */
    ready,
    close() {
      closed = true;
      clearTimeout(timer);
      store?.close();
      store = undefined;
    },
  };
}

/** GitHub sign-in for the CMS through this server, when both CMS_GITHUB_* settings are set. */
function cmsAuthHandler(configured: ServerSettings) {
  const cmsSettings = configured.cms;
  return createCmsAuthHandler(
    cmsSettings.CMS_GITHUB_CLIENT_ID && cmsSettings.CMS_GITHUB_CLIENT_SECRET
      ? {
          clientId: cmsSettings.CMS_GITHUB_CLIENT_ID,
          clientSecret: cmsSettings.CMS_GITHUB_CLIENT_SECRET,
          oauthBase: cmsSettingsOf(cmsSettings).oauthBase,
          siteUrl: configured.siteSettings.siteUrl,
        }
      : undefined,
    { trustProxy: configured.server.TRUST_PROXY },
  );
}

/**
 * What the build recorded that the server acts on or checks: the retention the privacy policy states (the daily
 * purge's settings; without a build there is no purge to run), and the settings the privacy pages describe (said
 * when this server runs with others, or when the pages are the demo's).
 */
async function readBuildFacts({
  retentionFile,
  policySettingsFile,
  configured,
  log,
}: {
  retentionFile: string;
  policySettingsFile: string;
  configured: ServerSettings;
  log: Log;
}) {
  const database = configured.leads;
  const retention = await readRetentionFacts(retentionFile).then(
    (facts) => {
      const drift = consentRetentionDrift(facts, database.CONSENT_RETENTION_DAYS);
      if (drift) log(`[retention] ${drift}`);
      return retentionSettings(database.LEADS_RETENTION_DAYS, facts, database.CONSENT_RETENTION_DAYS);
    },
    (error: unknown) =>
      log(`[retention] the daily purge is off: ${error instanceof Error ? error.message : String(error)}`),
  );
  // The privacy pages describe the build's settings: say so when this server runs with others.
  const built = await readBuiltPolicySettings(policySettingsFile);
  for (const difference of built ? policyDrift(built, policySettingsOf(configured)) : [])
    log(`[server] the privacy pages do not match this server's settings, rebuild with its environment: ${difference}`);
  if (built && built.production !== true)
    log(
      `[server] demo build: its pages show the sample testimonials, ratings, case studies and figures; a live site is built with \`${PRODUCTION_BUILD_COMMAND}\` (docs/operating.md, "Deploying")`,
    );
  return retention;
}

/** The enquiry receiver and, with the calendar on the pages, the report of a booking made right after an enquiry. */
function enquiryHandlers({
  configured,
  store,
  messagesByLang,
  replyHours,
  bookingNote,
  kick,
  log,
}: {
  configured: ServerSettings;
  store: () => LeadStore | undefined;
  messagesByLang: EnquiryMessagesByLang;
  replyHours: () => Promise<number | undefined>;
  /** The destination a booking is noted in (GoHighLevel), when leads go there. */
  bookingNote: string | undefined;
  kick: () => void;
  log: Log;
}) {
  log(`[server] ${receiverSettingsText(configured.server)}`);
  const handleContact = createContactHandler({
    store,
    limiter: createRateLimiter(configured.server.CONTACT_RATE_LIMIT),
    refusedLimiter: createRateLimiter(refusedPostLimit(configured.server.CONTACT_RATE_LIMIT)),
    // A hop count: how many proxies in front of this server append to X-Forwarded-For (0 = use the socket address).
    trustProxy: configured.server.TRUST_PROXY,
    siteUrl: configured.siteSettings.siteUrl,
    // The words each language's enquiries are refused in and its consents agree to, and the country of numbers without a code.
    messagesByLang,
    phoneDefaultCountry: configured.siteSettings.phoneDefaultCountry,
    replyHours,
    onStored: kick,
    bookingPrefill: Boolean(configured.siteSettings.bookingCalendarId),
    log,
  });

  // With the calendar on the pages: the browser reports a booking made right after an enquiry (server/enquiries/booking.ts).
  const handleBooking = configured.siteSettings.bookingCalendarId
    ? createBookingHandler({
        store,
        limiter: createRateLimiter(configured.server.CONTACT_RATE_LIMIT),
        trustProxy: configured.server.TRUST_PROXY,
        siteOrigin: new URL(configured.siteSettings.siteUrl).origin,
        destinations: bookingNote ? [bookingNote] : [],
        onQueued: kick,
        log,
      })
    : undefined;
  return { handleContact, handleBooking };
}

/**
 * The site's Content-Security-Policy, one for every response but the CMS's (every page runs the same inline scripts:
 * scripts/build/postbuild.ts), and the CMS's.
 */
async function securityPolicies(configured: ServerSettings, cspHashesFile: string, shop: Store | undefined) {
  const settings = configured.siteSettings;
  return {
    sitePolicy: contentSecurityPolicy({
      scriptHashes: siteScriptHashes(await readCspHashes(cspHashesFile)),
      connectSrc: formConnectSources(settings),
      analyticsOrigin: settings.analytics?.origin,
      embeds: siteEmbeds(settings),
      checkoutOrigin: shop?.checkoutOrigin,
    }),
    adminPolicy: adminContentSecurityPolicy({ authOrigins: cmsAuthOrigins(cmsSettingsOf(configured.cms)) }),
  };
}

/** Where deliveries go and the names the store queues leads for. */
function deliveryDestinations(
  configured: ServerSettings,
  {
    catalog,
    timeoutMs,
    shop,
    log,
  }: { catalog: () => Promise<InterestCatalog>; timeoutMs: number; shop: Store | undefined; log: Log },
) {
  // Where leads go besides the database (GoHighLevel, a webhook, e-mail), delivered by the outbox worker once the
  // store is open.
  const leadDestinations = createDestinations(configured.delivery, { catalog, timeoutMs });
  const destinationNames = leadDestinations.map((destination) => destination.name);
  // A call booked in the calendar on the page is noted in GoHighLevel too, when leads go there (queued per booking).
  const ghl = goHighLevelSettings(configured.delivery);
  const bookingNote =
    configured.siteSettings.bookingCalendarId && ghl ? createBookingNoteDestination(ghl, { timeoutMs }) : undefined;
  if (destinationNames.length) log(`[outbox] leads are delivered to: ${destinationNames.join(", ")}`);
  const destinations = [...leadDestinations, ...(bookingNote ? [bookingNote] : []), ...(shop?.destinations ?? [])];
  return { destinationNames, bookingNote, destinations };
}

/** What runs beside the store once it opens, for stopping and closing: the outbox worker, the purge, the lease. */
interface Background {
  /** This instance's name on its outbox claims. */
  claimOwner: string;
  worker?: OutboxWorker;
  purge?: ReturnType<typeof schedulePurge>;
  lease?: Awaited<ReturnType<typeof takeLease>>;
}

/** Opens the store in the background (openStoreInBackground), then schedules the purge and starts the outbox worker. */
function openStoreAndWorker(
  background: Background,
  {
    configured,
    destinationNames,
    destinations,
    shop,
    retention,
    outbox,
    log,
  }: {
    configured: ServerSettings;
    destinationNames: string[];
    destinations: AnyDestination[];
    shop: Store | undefined;
    retention: Awaited<ReturnType<typeof readBuildFacts>>;
    outbox: OutboxSettings;
    log: Log;
  },
) {
  const { claimOwner } = background;
  const database = configured.leads;
  return openStoreInBackground(
    // Off the main thread: a lock another process holds on the database never stalls the pages. The lease is taken
    // before the store serves anything, so a restore can never run under this server.
    // The orders share the lead database and its outbox: they open with it (their kind registered before the worker
    // starts, and the store is ready only when both are).
    async () => {
      const opened = await openLeadStore(database.LEADS_DB_URL, database.LEADS_DB_AUTH_TOKEN, {
        destinations: destinationNames,
        offThread: true,
      });
      try {
        background.lease = await takeLease(opened.operations, claimOwner, { log });
        await shop?.open(opened);
      } catch (error) {
        await background.lease?.release();
        background.lease = undefined;
        opened.close();
        throw error;
      }
      return opened;
    },
    {
      log,
      onOpen(opened) {
        if (retention) background.purge = schedulePurge(opened, retention, { log });
        if (destinations.length === 0) return;
        const notify = createAgencyNotifier(configured.delivery, { timeoutMs: outbox.timeoutMs });
        const worker = createOutboxWorker({
          store: opened.outbox,
          destinations,
          settings: outbox,
          log,
          owner: claimOwner,
          ...(notify ? { notify } : {}),
        });
        background.worker = worker;
        worker.start();
      },
    },
  );
}

/** Where the app finds what the build wrote (tests point at their own), and its settings and log. */
export interface AppOptions {
  env?: Env;
  settings?: ServerSettings;
  clientDir?: string;
  cspHashesFile?: string;
  catalogFile?: string;
  contactInterestFile?: string;
  retentionFile?: string;
  policySettingsFile?: string;
  enquiryMessagesFile?: string;
  log?: Log;
}

/** Builds the request handler over a finished build (or none: the API still works, for the receiver's tests). */
export async function createApp({
  env = process.env,
  // Every setting the server reads is parsed once, so a mistake stops it with all bad variables named at once; each
  // part gets its typed slice.
  settings: configured = readServerSettings(env),
  clientDir = CLIENT_DIR,
  cspHashesFile = CSP_HASHES,
  catalogFile = LEAD_CATALOG,
  contactInterestFile = CONTACT_INTEREST,
  retentionFile = RETENTION,
  policySettingsFile = POLICY_SETTINGS,
  enquiryMessagesFile = ENQUIRY_MESSAGES,
  log = console.log,
}: AppOptions = {}) {
  const files = new Set(
    (await walk(clientDir).catch((): string[] => [])).filter(
      (file) => !PRECOMPRESSED.some((extension) => file.endsWith(extension)),
    ),
  );
  const settings = configured.siteSettings;
  // The snapshot store (STRIPE_SECRET_KEY on this Node host): checkout, Stripe's webhook, the orders' deliveries.
  const outbox = outboxSettings(configured.delivery);
  const catalog = () => loadInterestCatalog(catalogFile, log);
  // The form's rules in the browser's words, each language's (recorded by the build: build/enquiry-messages.json and
  // build/lang/<lang>/enquiry-messages.json), with the consent box's words the receiver stores and shows again.
  const messagesByLang = await readEnquiryMessagesByLang(enquiryMessagesFile, log);
  // This instance's name on its outbox claims, so that stopping can hand back exactly its own.
  const background: Background = { claimOwner: outboxOwner() };
  const shop: Store | undefined = createStore(configured, {
    consent: messagesByLang[DEFAULT_LANG]?.smsConsent,
    catalog,
    // Written by the build beside the lead catalog.
    storeCatalogFile: path.join(path.dirname(catalogFile), STORE_CATALOG_FILE),
    timeoutMs: outbox.timeoutMs,
    siteUrl: settings.siteUrl,
    log,
    onQueued: () => background.worker?.kick(),
  });
  const { sitePolicy, adminPolicy } = await securityPolicies(configured, cspHashesFile, shop);
  const contactInterest = files.has(CONTACT_PAGE_FILE)
    ? await readContactInterest(contactInterestFile, log)
    : undefined;
  // GitHub sign-in for the CMS through this server, when both CMS_GITHUB_* settings are set.
  const handleCmsAuth = cmsAuthHandler(configured);

  const { destinationNames, bookingNote, destinations } = deliveryDestinations(configured, {
    catalog,
    timeoutMs: outbox.timeoutMs,
    shop,
    log,
  });
  const retention = await readBuildFacts({ retentionFile, policySettingsFile, configured, log });
  const store = openStoreAndWorker(background, {
    configured,
    destinationNames,
    destinations,
    shop,
    retention,
    outbox,
    log,
  });
  // Listening does not wait for the database for long: at most 5 s for the first attempt (so a healthy store is there
  // for the first enquiry; its thread starts and migrates in well under a second, more on a loaded machine; a store
  // that cannot open fails at once), then the pages are served and the API answers 503 until a retry opens it.
  await Promise.race([store.ready, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
  const { handleContact, handleBooking } = enquiryHandlers({
    configured,
    store: store.get,
    messagesByLang,
    // The reply time the pages promise, from the build (none without one: the catalog's absence is logged elsewhere).
    replyHours: async () => (existsSync(catalogFile) ? (await catalog()).replyHours : undefined),
    bookingNote: bookingNote?.name,
    kick: () => background.worker?.kick(),
    log,
  });

  // /healthz hears from the store (its write probe), the outbox (destinations refusing this server's settings) and
  // any destination that tracks its own problems.
  const handleHealth = createHealthHandler({
    store: store.get,
    version: buildVersion(files),
    checks: [
      () => background.worker?.problems() ?? [],
      ...(shop ? [() => shop.problems()] : []),
      ...destinations.flatMap((destination) => (destination.health ? [destination.health] : [])),
    ],
  });

  const handler = createSiteHandler({
    files,
    clientDir,
    sitePolicy,
    adminPolicy,
    contactInterest,
    contactPage: CONTACT_PAGE_FILE,
    routes: { handleContact, handleBooking, shop, handleHealth, handleCmsAuth },
  });

  // One stop, however often it is asked for (a graceful stop asks while answering requests, then again to close): the
  // grace for attempts in flight is waited once.
  let stopping: Promise<void> | undefined;
  const stopOutboxOnce = (graceMs: number) => {
    shop?.stop();
    const { worker, purge, claimOwner: owner } = background;
    return (stopping ??= stopOutbox({ worker, purge, store: store.get, owner, graceMs, log }));
  };

  return {
    handler,
    /**
     * Stops the outbox: waits up to `graceMs` for the attempts in flight, then hands back this instance's claims so
     * another instance takes those deliveries at once. The store stays open (requests in flight may still need it).
     */
    stopOutbox: stopOutboxOnce,
    /** Stops the outbox (waiting for the attempts in flight), then closes the database. */
    close: async (graceMs = Infinity) => {
      await stopOutboxOnce(graceMs);
      await background.lease?.release();
      store.close();
    },
    storeReady: () => store.get() !== undefined,
  };
}

export interface StartOptions {
  env?: Env;
  port?: number;
  host?: string;
  /** Where lines go; by default the server's logger (LOG_FORMAT), which also logs every request. */
  log?: Log;
  /** Log every request (id, method, path, status, duration): on by default with the server's own logger. */
  logRequests?: boolean;
  clientDir?: string;
  cspHashesFile?: string;
  /** The form's words as a build records them (tests point at their own). */
  enquiryMessagesFile?: string;
  /** The catalog of plans and snapshots a build records (tests point at their own). */
  catalogFile?: string;
  limits?: Partial<ServerLimits>;
}

export async function startServer({
  env = process.env,
  port,
  host,
  log: givenLog,
  logRequests = givenLog === undefined,
  clientDir,
  cspHashesFile,
  enquiryMessagesFile,
  catalogFile,
  limits = {},
}: StartOptions = {}) {
  // Parsed once here; the app and every part of it get their slices of this object.
  const settings = readServerSettings(env);
  const log = givenLog ?? createLogger({ format: settings.server.LOG_FORMAT, secrets: secretValues(env) });
  const app = await createApp({
    env,
    settings,
    log,
    ...(clientDir ? { clientDir } : {}),
    ...(cspHashesFile ? { cspHashesFile } : {}),
    ...(enquiryMessagesFile ? { enquiryMessagesFile } : {}),
    ...(catalogFile ? { catalogFile } : {}),
  });
  const { connectionsCheckingInterval, ...timeouts } = { ...SERVER_LIMITS, ...limits };
  const server: Server = http.createServer(
    { maxHeaderSize: timeouts.maxHeaderSize, ...(connectionsCheckingInterval ? { connectionsCheckingInterval } : {}) },
    (req, res) => {
      if (logRequests) logRequest(req, res, log);
      app.handler(req, res).catch((error: unknown) => {
        log("[server] request failed", error);
        if (!res.headersSent)
          res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8", ...STATIC_SECURITY_HEADERS });
        res.end("Internal server error");
      });
    },
  );
  server.on("clientError", answerClientError);
  server.headersTimeout = timeouts.headersTimeout;
  server.requestTimeout = timeouts.requestTimeout;
  server.keepAliveTimeout = timeouts.keepAliveTimeout;
  const { PORT, HOST } = settings.server;
  const listenPort = port ?? PORT;
  const listenHost = host ?? HOST;
  await new Promise<void>((resolve) => server.listen(listenPort, listenHost, resolve));
  /**
   * A graceful stop (SIGTERM): no new connections; the requests in flight are answered (a connection still busy after
   * the grace period is cut); meanwhile the outbox stops and hands back its claims; then the database closes.
   */
  const close = ({ graceMs = STOP_GRACE_MS }: { graceMs?: number } = {}) =>
    new Promise<void>((resolve) => {
      const answered = new Promise<void>((done) => server.close(() => done()));
      server.closeIdleConnections();
      const cut = setTimeout(() => server.closeAllConnections(), graceMs);
      cut.unref();
      void Promise.all([answered, app.stopOutbox(graceMs)])
        .then(() => (clearTimeout(cut), app.close(graceMs)))
        .then(resolve);
    });
  return {
    server,
    close,
    log,
    storeReady: app.storeReady,
    // A server listening on a TCP port has an AddressInfo.
    url: `http://${listenHost}:${(server.address() as AddressInfo).port}`,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  loadDotEnv();
  checkSettingsOrExit(SERVER_GROUPS);
  exitOnDatabaseFolderProblem(readGroup("leads").LEADS_DB_URL);
  try {
    await stat(path.join(CLIENT_DIR, "index.html"));
  } catch {
    console.error("No build found. Run `npm run build` first (or `npm start`, which builds when needed).");
    process.exit(1);
  }
  const { url, close, log } = await startServer();
  log(`Serving the site at ${url}`);
  stopOnSignals(close, { log });
}
