// Lead storage on libSQL: a local SQLite file by default (LEADS_DB_URL=file:data/leads.db), or a libSQL server
// by configuration alone. The schema and its versions are server/enquiries/lead-migrations.ts.
import { randomUUID } from "node:crypto";
import { existsSync, type Stats } from "node:fs";
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { createClient, type Client, type InStatement } from "@libsql/client";
import { SETTINGS, readGroup } from "../../config/settings.mjs";
import {
  consentsOfLeads,
  consentsOfPhone,
  purgeConsentsStatement,
  recordConsentStatements,
  type ConsentContext,
  type ConsentRecord,
} from "./consent-store.ts";
import { createThreadClient } from "../db/db-thread.ts";
import { addressHash, foldAddress } from "./erasure.ts";
import { ATTRIBUTION_COLUMNS, leadColumns, storedLeadOf, type StoredLead } from "./lead-columns.ts";
import { ATTRIBUTION_FIELDS, type LeadAttribution, type LeadInput } from "./lead-validation.ts";
import type { Lang } from "../../config/languages.mjs";
import { createOperationsStore, type OperationsStore } from "../operations/operations-store.ts";
import { createOutboxStore, enqueueStatement, type OutboxStore } from "../outbox/outbox-store.ts";
import { migrate } from "./lead-migrations.ts";
import type { OutboxLead } from "../destinations/types.ts";

/** The outbox's kind for a lead: its deliveries' subject is the lead's id. */
export const LEAD_KIND = "lead";
/** The deliveries of the leads `where` selects (a condition on the leads table, its arguments after). */
const leadDeliveries = (where: string) =>
  `kind = '${LEAD_KIND}' AND subject IN (SELECT CAST(id AS TEXT) FROM leads WHERE ${where})`;

/** A lead as the receiver hands it to the store. */
export interface NewLead extends LeadInput {
  ip?: string;
  userAgent?: string;
  /** The form's key for this enquiry (a UUID): a resend with the same key stores nothing new. */
  idempotencyKey?: string;
  /** Keys the same enquiry may already be stored under (an identical post of the window before): then nothing is stored. */
  earlierKeys?: string[];
  /** Which form, what about, the page, and the landing page's path, UTM parameters and referrer. */
  attribution?: LeadAttribution;
  /**
   * The visitor ticked the box agreeing to marketing texts: stored with the time it was given (sms_consent_at), and as
   * a consent record of its own that outlives the lead (server/enquiries/consent-store.ts).
   */
  smsConsent?: boolean;
  /** With smsConsent: the words the box showed and, when the form sent no page, the path of the Referer. */
  smsConsentContext?: ConsentContext;
  /** The language of the page the enquiry came from (the one to reply in); English when not given. */
  lang?: Lang;
}

/** The schema version this code writes (PRAGMA user_version): a backup from a newer one is refused. */
export { SCHEMA_VERSION } from "./lead-migrations.ts";

export interface InsertResult {
  id: number;
  /** True when a lead with the same idempotency key was already stored (nothing new was stored). */
  duplicate: boolean;
}

export interface LeadStore {
  /**
   * Commits the lead, queued for each of the store's destinations and with its consent record (when the box was
   * ticked) in the same transaction, and resolves with its id only once it is durable (or with the earlier lead's id
   * on a resend).
   */
  insert(lead: NewLead): Promise<InsertResult>;
  /** The deliveries of stored leads (and of the other kinds registered on it) to the configured destinations. */
  outbox: OutboxStore;
  /** The database client, for the stores that share this database and its outbox (the orders). */
  client: Client;
  /** The operator's queries: the outbox's health, releasing claims on stop, backups (server/operations/operations-store.ts). */
  operations: OperationsStore;
  /**
   * Notes on the lead sent with `key` that its sender booked a call (the calendar on the page said so), once: queued
   * for each of `destinations` in the same transaction. Leads that arrived before `since` are not changed. Answers
   * "booked" the first time, "already" after, "unknown" when no such lead (or too old).
   */
  markCallBooked(
    key: string,
    options: { since: number; destinations?: readonly string[] },
  ): Promise<"booked" | "already" | "unknown">;
  /**
   * The name, email address and phone of the lead sent with `key` since `since`, to fill in the calendar on the
   * thank-you page a plain form post lands on; undefined when no such lead.
   */
  bookingPrefill(key: string, since: number): Promise<{ name: string; email: string; phone: string } | undefined>;
  /** All leads, newest first. */
  list(): Promise<StoredLead[]>;
  /**
   * Erases every lead sent from `email` (any case, Unicode folded), with all their deliveries: a person's request to be
   * deleted. A delivery of theirs in flight is waited for (up to `inFlightWaitMs`), so the answer says truthfully what
   * went out. Freed pages are zeroed and the write-ahead log truncated, and the address is remembered, hashed, so a
   * restore of an older backup erases it again. Their consent records are kept (for the defence of legal claims)
   * unless `includeConsent`.
   */
  eraseByEmail(email: string, options?: { inFlightWaitMs?: number; includeConsent?: boolean }): Promise<ErasedLeads>;
  /**
   * The retention the policies promise: erases leads that arrived before `leadsBefore` (with their deliveries), blanks
   * the IP address and browser of leads that arrived before `networkDetailsBefore`, and deletes the consent records of
   * phones whose latest consent is older than `consentsBefore`.
   */
  purge(cutoffs: { leadsBefore: number; networkDetailsBefore: number; consentsBefore: number }): Promise<PurgeResult>;
  /** The consent records of one phone number (E.164), oldest first, each with the words it agreed to. */
  consents(phone: string): Promise<ConsentRecord[]>;
  /**
   * Throws, naming why, when a lead could not be stored now: the database's file is gone or was replaced under the
   * server, or a write is refused (disk full, read-only, locked by another process). Writes one row of its own.
   */
  probe(): Promise<void>;
  /** Throws when the database's file is gone or was replaced under the server: nothing written now would be kept. */
  checkFile(): Promise<void>;
  close(): void;
}

/** The store cannot keep a lead now; the message says why and what to do (no lead data, no secret). */
export class StoreFault extends Error {}

export interface ErasedLeads {
  /** The erased leads: id, arrival time and the address as it was stored. */
  leads: { id: number; createdAt: string; email: string }[];
  deliveries: number;
  /** Of those, deliveries not yet made (pending): they will now never be sent. */
  pendingDeliveries: number;
  /** Destinations that had received a copy (delivered): it must be deleted there by hand. */
  sentTo: string[];
  /** Destinations whose attempt was still in flight when the wait ran out: a copy may have gone out. */
  inFlight: string[];
  /** Whether the erased text is gone from the file too: freed pages zeroed, the write-ahead log checkpointed and truncated. */
  wiped: boolean;
  /**
   * The erased leads' consent records: kept for the defence of legal claims (they outlive the leads until the consent
   * retention ends), or erased with them when the erasure includes them.
   */
  consents: { kept: number; erased: number };
}

export interface PurgeResult {
  leads: number;
  deliveries: number;
  /** Leads whose IP address and browser were blanked. */
  networkDetails: number;
  /** Consent records past the consent retention. */
  consents: number;
}

/** How long a command (npm run leads) waits for another process's write lock. */
const BUSY_TIMEOUT_MS = 5000;
/**
 * The server's database thread (server/db/db-thread.ts): a call waits at most this long for its turn, then this long for
 * the lock. An enquiry is answered within about 7 s however long another process holds the lock (a 503 meanwhile).
 */
const THREAD_QUEUE_MS = 5000;
const THREAD_BUSY_TIMEOUT_MS = 2000;

export interface LeadStoreOptions {
  /** Where each new lead is to be delivered (destination names); none means stored only. */
  destinations?: readonly string[];
  /**
   * SQLite's work in a worker thread, so that a lock another process holds never stalls the caller's event loop (the
   * server's pages); `file:` databases only (a libSQL server is reached asynchronously anyway).
   */
  offThread?: boolean;
  /** The clock, for the tests. */
  now?: () => number;
}

/** What the store's queries share: the client, the database's file (none for a libSQL server) and the clock. */
interface LeadContext {
  client: Client;
  file: string | undefined;
  now: () => number;
  /** Throws when the file is gone or was replaced under the server (LeadStore.checkFile). */
  checkFile: () => Promise<void>;
}

/** Opens (and migrates) the store; throws when the database cannot be opened or written. */
export async function openLeadStore(
  url: string = readGroup("leads").LEADS_DB_URL,
  authToken: string | undefined = readGroup("leads").LEADS_DB_AUTH_TOKEN,
  { destinations = [], offThread = false, now = Date.now }: LeadStoreOptions = {},
): Promise<LeadStore> {
  const file = databaseFile(url);
  const client = await openMigrated(url, authToken, file, offThread);
  // The file as it was opened: a file deleted or replaced under the server would take what is written now with it.
  const checkFile = fileCheck(file, file ? await stat(file) : undefined);
  const context: LeadContext = { client, file, now, checkFile };
  const outbox = createOutboxStore(client);
  outbox.registerKind(LEAD_KIND, (subject) => outboxLead(client, subject));
  return {
    outbox,
    /** The database client, for the stores that share this database and its outbox (the orders). */
    client,
    operations: createOperationsStore(client),
    checkFile,
    probe: () => probe(context),
    insert: (lead) => insertLead(context, destinations, lead),
    markCallBooked: (key, options) => markCallBooked(context, key, options),
    bookingPrefill: (key, since) => bookingPrefill(client, key, since),
    list: () => listLeads(client),
    eraseByEmail: (email, options) => eraseByEmail(context, email, options),
    purge: (cutoffs) => purgeLeads(client, cutoffs),
    consents: (phone) => consentsOfPhone(client, phone),
    close() {
      client.close();
    },
  };
}

/** The client of `url`, its schema current; closed again when the file cannot be used. */
async function openMigrated(
  url: string,
  authToken: string | undefined,
  file: string | undefined,
  offThread: boolean,
): Promise<Client> {
  if (file) {
    const problem = databaseFolderProblem(url);
    if (problem) throw new StoreFault(problem);
    await mkdir(path.dirname(file), { recursive: true });
  }
  // The busy timeout applies to every connection of the client's pool: writers of other processes (a second server
  // instance, `npm run leads -- --retry`) are waited for instead of failing at once with SQLITE_BUSY.
  const client =
    file && offThread
      ? await createThreadClient({ url, timeout: THREAD_BUSY_TIMEOUT_MS }, { queueTimeoutMs: THREAD_QUEUE_MS })
      : createClient({ url, timeout: BUSY_TIMEOUT_MS, ...(authToken ? { authToken } : {}) });
  try {
    // WAL lets readers (npm run leads) work while the server writes.
    if (url.startsWith("file:")) await client.execute("PRAGMA journal_mode = WAL");
    const refused = await migrate(client, file ? `the database file ${file}` : "the database of LEADS_DB_URL");
    if (refused) throw new StoreFault(refused);
  } catch (error) {
    client.close();
    throw error;
  }
  return client;
}

/** The check that `file` is still the one `opened` (its state when the store opened); none for a libSQL server. */
function fileCheck(file: string | undefined, opened: Stats | undefined): () => Promise<void> {
  return async () => {
    if (!file || !opened) return;
    const current = await stat(file).catch(() => undefined);
    if (!current)
      throw new StoreFault(
        `the database file ${file} is gone (deleted or moved while the server runs): put it back or restore a backup, then restart`,
      );
    if (current.ino !== opened.ino || current.dev !== opened.dev)
      throw new StoreFault(`the database file ${file} was replaced while the server runs: restart the server`);
  };
}

/** A lead as the outbox hands it to a destination, by its id (the delivery's subject). */
async function outboxLead(client: Client, subject: string): Promise<OutboxLead | undefined> {
  const result = await client.execute({
    sql: `SELECT ${leadColumns("leads")}, idempotency_key FROM leads WHERE id = ?`,
    args: [Number(subject)],
  });
  const row = result.rows[0];
  return row ? { ...storedLeadOf(row), reference: String(row.idempotency_key ?? `lead-${subject}`) } : undefined;
}

async function probe({ client, now, checkFile }: LeadContext): Promise<void> {
  await checkFile();
  await client.execute({
    sql: "INSERT INTO health_probe (id, probed_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET probed_at = excluded.probed_at",
    args: [new Date(now()).toISOString()],
  });
}

/** The INSERT of a lead under `key`, skipped when a lead is stored under one of `earlier` (or under `key`). */
function insertLeadStatement(lead: NewLead, key: string, earlier: string[], time: number): InStatement {
  const values = `?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ${ATTRIBUTION_COLUMNS.map(() => "?").join(", ")}`;
  return {
    sql: `INSERT INTO leads (created_at, name, email, phone, message, source_ip, user_agent, idempotency_key, sms_consent_at, lang, ${ATTRIBUTION_COLUMNS.join(", ")})
          ${earlier.length ? `SELECT ${values} WHERE NOT EXISTS (SELECT 1 FROM leads WHERE idempotency_key IN (${earlier.map(() => "?").join(", ")}))` : `VALUES (${values})`}
          ON CONFLICT (idempotency_key) DO NOTHING`,
    args: [
      new Date(time).toISOString(),
      lead.name,
      lead.email,
      lead.phone,
      lead.message,
      lead.ip ?? null,
      lead.userAgent ?? null,
      key,
      lead.smsConsent ? new Date(time).toISOString() : null,
      lead.lang ?? "en",
      ...ATTRIBUTION_FIELDS.map((field) => lead.attribution?.[field] ?? null),
      ...earlier,
    ],
  };
}

async function insertLead(
  { client, now, checkFile }: LeadContext,
  destinations: readonly string[],
  lead: NewLead,
): Promise<InsertResult> {
  // A 200 means stored: never into a file that is no longer the database.
  await checkFile();
  // Every lead gets a key (the form's, or a new one): it finds the lead again for its deliveries and, on a
  // resend, the lead already stored.
  const key = lead.idempotencyKey ?? randomUUID();
  const earlier = lead.earlierKeys ?? [];
  const keys = [key, ...earlier];
  const time = now();
  const results = await client.batch(
    [
      insertLeadStatement(lead, key, earlier, time),
      ...(lead.smsConsent ? recordConsentStatements(key, lead.lang ?? "en", time, lead.smsConsentContext ?? {}) : []),
      ...destinations.map((destination) =>
        enqueueStatement({ kind: LEAD_KIND, subject: "", destination }, time, {
          sql: "SELECT id AS subject FROM leads WHERE idempotency_key = ?",
          args: [key],
        }),
      ),
      {
        sql: `SELECT id FROM leads WHERE idempotency_key IN (${keys.map(() => "?").join(", ")}) ORDER BY id LIMIT 1`,
        args: keys,
      },
    ],
    "write",
  );
  const inserted = results[0];
  const found = results.at(-1);
  return { id: Number(found?.rows[0]?.id ?? 0), duplicate: (inserted?.rowsAffected ?? 0) === 0 };
}

async function markCallBooked(
  { client, now }: LeadContext,
  key: string,
  { since, destinations: queued = [] }: { since: number; destinations?: readonly string[] },
): Promise<"booked" | "already" | "unknown"> {
  const time = now();
  const stamp = new Date(time).toISOString();
  const [marked, ...rest] = await client.batch(
    [
      {
        sql: "UPDATE leads SET call_booked_at = ? WHERE idempotency_key = ? AND call_booked_at IS NULL AND created_at >= ?",
        args: [stamp, key, new Date(since).toISOString()],
      },
      // Only a lead marked just now is queued (a repeated report queues nothing: one note per booking).
      ...queued.map((destination) =>
        enqueueStatement({ kind: LEAD_KIND, subject: "", destination }, time, {
          sql: "SELECT id AS subject FROM leads WHERE idempotency_key = ? AND call_booked_at = ?",
          args: [key, stamp],
        }),
      ),
      {
        sql: "SELECT call_booked_at FROM leads WHERE idempotency_key = ? AND created_at >= ?",
        args: [key, new Date(since).toISOString()],
      },
    ],
    "write",
  );
  if ((marked?.rowsAffected ?? 0) > 0) return "booked";
  const found = rest.at(-1)?.rows[0];
  return found && found.call_booked_at !== null ? "already" : "unknown";
}

async function bookingPrefill(
  client: Client,
  key: string,
  since: number,
): Promise<{ name: string; email: string; phone: string } | undefined> {
  const result = await client.execute({
    sql: "SELECT name, email, phone FROM leads WHERE idempotency_key = ? AND created_at >= ?",
    args: [key, new Date(since).toISOString()],
  });
  const row = result.rows[0];
  return row
    ? { name: String(row.name ?? ""), email: String(row.email ?? ""), phone: String(row.phone ?? "") }
    : undefined;
}

async function listLeads(client: Client): Promise<StoredLead[]> {
  const result = await client.execute(`SELECT ${leadColumns("leads")} FROM leads ORDER BY created_at DESC, id DESC`);
  return result.rows.map(storedLeadOf);
}

/** The destinations whose attempt at the deliveries `theirs` selects is in flight, waited for up to `waitMs`. */
async function waitForInFlight(client: Client, theirs: string, subjects: string[], waitMs: number): Promise<string[]> {
  // An attempt in flight has read the lead already: wait for it to end, so what went out is known.
  const waitUntil = Date.now() + waitMs;
  for (;;) {
    const flying = await client.execute({
      sql: `SELECT DISTINCT destination FROM deliveries WHERE ${theirs} AND status = 'pending' AND lease_owner IS NOT NULL AND lease_until > ?`,
      args: [...subjects, Date.now()],
    });
    const inFlight = flying.rows.map((row) => String(row.destination));
    if (inFlight.length === 0 || Date.now() >= waitUntil) return inFlight;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Whether the erased text is gone from the file too. Stale copies also sit in the unused space of live pages (left
 * there when pages split as leads arrived): the file is rewritten whole (VACUUM), then the old page versions in the
 * write-ahead log are copied over and it is emptied. Either may find the server busy: then the file is not wiped yet.
 */
async function wipeFreedPages(client: Client): Promise<boolean> {
  const vacuumed = await client.execute("VACUUM").then(
    () => true,
    () => false,
  );
  const checkpoint = await client.execute("PRAGMA wal_checkpoint(TRUNCATE)").catch(() => undefined);
  return vacuumed && Number(checkpoint?.rows[0]?.busy ?? 1) === 0;
}

async function eraseByEmail(
  { client, file, now }: LeadContext,
  email: string,
  { inFlightWaitMs = 0, includeConsent = false }: { inFlightWaitMs?: number; includeConsent?: boolean } = {},
): Promise<ErasedLeads> {
  // Matched here, not in SQL: SQLite's lower() folds ASCII only (JOSÉ would not be josé).
  const target = foldAddress(email);
  const all = await client.execute("SELECT id, created_at, email FROM leads ORDER BY id");
  const found = all.rows.filter((row) => foldAddress(String(row.email)) === target);
  const ids = found.map((row) => Number(row.id));
  const list = ids.map(() => "?").join(", ") || "NULL";
  const theirs = `kind = '${LEAD_KIND}' AND subject IN (${list})`;
  const subjects = ids.map(String);
  const inFlight = await waitForInFlight(client, theirs, subjects, inFlightWaitMs);
  const results = await client.batch(
    [
      // Deleted rows' bytes are overwritten, not left in free pages (this connection, from now on).
      ...(file ? ["PRAGMA secure_delete = ON"] : []),
      { sql: `SELECT destination, status FROM deliveries WHERE ${theirs}`, args: subjects },
      { sql: `DELETE FROM deliveries WHERE ${theirs}`, args: subjects },
      // Their consent records stay, for the defence of legal claims, unless the erasure includes them.
      consentsOfLeads(ids, includeConsent),
      { sql: `DELETE FROM leads WHERE id IN (${list})`, args: ids },
      {
        sql: "INSERT INTO erased_addresses (address_hash, erased_at) VALUES (?, ?) ON CONFLICT (address_hash) DO NOTHING",
        args: [addressHash(email), new Date(now()).toISOString()],
      },
    ],
    "write",
  );
  const deliveries = results[file ? 1 : 0]?.rows ?? [];
  const consents = results[file ? 3 : 2];
  const kept = includeConsent ? 0 : Number(consents?.rows[0]?.count ?? 0);
  const wiped = file ? await wipeFreedPages(client) : false;
  return {
    leads: found.map((row) => ({ id: Number(row.id), createdAt: String(row.created_at), email: String(row.email) })),
    deliveries: deliveries.length,
    pendingDeliveries: deliveries.filter((row) => row.status === "pending").length,
    sentTo: [...new Set(deliveries.filter((row) => row.status === "delivered").map((row) => String(row.destination)))],
    inFlight,
    wiped,
    consents: { kept, erased: includeConsent ? (consents?.rowsAffected ?? 0) : 0 },
  };
}

async function purgeLeads(
  client: Client,
  { leadsBefore, networkDetailsBefore, consentsBefore }: Parameters<LeadStore["purge"]>[0],
): Promise<PurgeResult> {
  // created_at is an ISO timestamp in UTC, so text order is time order.
  const leadsCutoff = new Date(leadsBefore).toISOString();
  const [deliveries, leads, details, consents] = await client.batch(
    [
      { sql: `DELETE FROM deliveries WHERE ${leadDeliveries("created_at < ?")}`, args: [leadsCutoff] },
      { sql: "DELETE FROM leads WHERE created_at < ?", args: [leadsCutoff] },
      {
        sql: "UPDATE leads SET source_ip = NULL, user_agent = NULL WHERE created_at < ? AND (source_ip IS NOT NULL OR user_agent IS NOT NULL)",
        args: [new Date(networkDetailsBefore).toISOString()],
      },
      purgeConsentsStatement(consentsBefore),
    ],
    "write",
  );
  return {
    leads: leads?.rowsAffected ?? 0,
    deliveries: deliveries?.rowsAffected ?? 0,
    networkDetails: details?.rowsAffected ?? 0,
    consents: consents?.rowsAffected ?? 0,
  };
}

/** The database's file for a `file:` URL (absolute), or undefined for a libSQL server. */
function databaseFile(url: string): string | undefined {
  return url.startsWith("file:") ? path.resolve(url.slice("file:".length)) : undefined;
}

/**
 * Why a `file:` database cannot be opened where LEADS_DB_URL says, or undefined. A missing folder is an error (a
 * volume not mounted, a typo), not a new empty database; only the default, the project's own data/, is created.
 */
export function databaseFolderProblem(url: string): string | undefined {
  const file = databaseFile(url);
  if (!file || url === SETTINGS.leads.LEADS_DB_URL.fallback) return undefined;
  const folder = path.dirname(file);
  return existsSync(folder)
    ? undefined
    : `the folder ${folder} of LEADS_DB_URL does not exist: create it (or mount its volume), or correct LEADS_DB_URL`;
}

/** For a command's start: prints the folder problem in one line and exits 1. */
export function exitOnDatabaseFolderProblem(url: string): void {
  const problem = databaseFolderProblem(url);
  if (!problem) return;
  process.stderr.write(`Cannot start: ${problem}.\n`);
  process.exit(1);
}
