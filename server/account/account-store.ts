// The buyer's account in the lead database: sign-in links, sessions and the new share links buyers asked for. No
// usable secret is stored: a sign-in token, a session id and the browser's sign-in cookie are kept only as SHA-256
// hashes, and an address only as erasure.ts's hash of it (enough to find its orders again, not to read it back).
import { createHash, randomBytes } from "node:crypto";
import type { Client } from "@libsql/client";
import { ACCOUNT_SESSION, NEW_LINKS, SIGN_IN_LINK_MINUTES } from "../../contracts/account-policy.ts";
import type { OutboxStore } from "../outbox/outbox-store.ts";

/** The outbox's kind for a new share link a buyer asked for: its subject is the request's key. */
export const NEW_LINK_KIND = "new-link";
/** The destination that makes the new link and e-mails it (new-link-destination.ts). */
export const NEW_LINK_DESTINATION = "account-new-link";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const TABLES = [
  `CREATE TABLE IF NOT EXISTS account_sign_ins (
     token_hash TEXT PRIMARY KEY,
     address_hash TEXT NOT NULL,
     browser_hash TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER
   )`,
  `CREATE TABLE IF NOT EXISTS account_sessions (
     id_hash TEXT PRIMARY KEY,
     address_hash TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS account_new_links (
     id TEXT PRIMARY KEY,
     order_id TEXT NOT NULL,
     requested_at INTEGER NOT NULL,
     share_link TEXT,
     emailed_at INTEGER
   )`,
  "CREATE INDEX IF NOT EXISTS account_new_links_order ON account_new_links (order_id, requested_at)",
];

/** A random secret for a cookie or a link: 32 bytes, base64url. */
export const newSecret = () => randomBytes(32).toString("base64url");
/** How a secret is stored and looked up. */
export const secretHash = (secret: string) => createHash("sha256").update(secret).digest("hex");

export type SignInOutcome =
  { ok: true; addressHash: string } | { ok: false; reason: "unknown" | "used" | "expired" | "other-browser" };

export type NewLinkOutcome = "queued" | "pending" | "limit";

export interface NewLinkRequest {
  id: string;
  orderId: string;
  requestedAt: number;
  shareLink: string | null;
  emailedAt: number | null;
}

export interface AccountStore {
  /** Records a sign-in link for an address, asked from a browser; the token goes into the e-mail only. */
  createSignIn(addressHash: string, browser: string): Promise<string>;
  /** Uses a sign-in link up, once, from the browser that asked for it and within its time; or why not. */
  useSignIn(token: string, browser: string | undefined): Promise<SignInOutcome>;
  /** Why a link would not sign in, without using it (the page a mail scanner or the buyer opens first). */
  checkSignIn(token: string, browser: string | undefined): Promise<SignInOutcome>;
  /** A new session for the address: its id, for the cookie only. */
  createSession(addressHash: string): Promise<string>;
  /** The session's address while it lasts (its idle time starts again), or undefined. */
  session(id: string): Promise<string | undefined>;
  endSession(id: string): Promise<void>;
  /**
   * Queues one new link for the order under the request's key, in one transaction with its delivery: "pending" when
   * this key or another request of the order is still on its way, "limit" when the day's are used up.
   */
  requestNewLink(orderId: string, key: string): Promise<NewLinkOutcome>;
  /** The order's new-link requests, newest first, with whether each is still on its way. */
  newLinks(orderId: string): Promise<(NewLinkRequest & { pending: boolean })[]>;
  newLink(id: string): Promise<NewLinkRequest | undefined>;
  /** Keeps the link made for a request until it is e-mailed (a retry sends the same one); the one kept if any. */
  saveNewLink(id: string, link: string): Promise<string | undefined>;
  /** The request's e-mail went: the time is kept, the link dropped. */
  markNewLinkEmailed(id: string): Promise<void>;
  /** Drops sign-in links and sessions past their time. */
  sweep(): Promise<void>;
}

export async function openAccountStore(
  client: Client,
  outbox: OutboxStore,
  { now = Date.now }: { now?: () => number } = {},
): Promise<AccountStore> {
  for (const statement of TABLES) await client.execute(statement);
  const store: AccountStore = {
    async createSignIn(addressHash, browser) {
      const token = newSecret();
      const time = now();
      await client.execute({
        sql: "INSERT INTO account_sign_ins (token_hash, address_hash, browser_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
        args: [secretHash(token), addressHash, secretHash(browser), time, time + SIGN_IN_LINK_MINUTES * MINUTE],
      });
      return token;
    },
    checkSignIn: (token, browser) => checkSignIn(client, now(), token, browser),
    async useSignIn(token, browser) {
      const checked = await store.checkSignIn(token, browser);
      if (!checked.ok) return checked;
      // Used in one statement: of two posts racing with the same link, one signs in.
      const used = await client.execute({
        sql: "UPDATE account_sign_ins SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?",
        args: [now(), secretHash(token), now()],
      });
      return used.rowsAffected === 1 ? checked : { ok: false, reason: "used" };
    },
    async createSession(addressHash) {
      const id = newSecret();
      const time = now();
      await client.execute({
        sql: "INSERT INTO account_sessions (id_hash, address_hash, created_at, expires_at) VALUES (?, ?, ?, ?)",
        args: [secretHash(id), addressHash, time, time + ACCOUNT_SESSION.idleMinutes * MINUTE],
      });
      return id;
    },
    session: (id) => extendSession(client, now(), id),
    async endSession(id) {
      await client.execute({ sql: "DELETE FROM account_sessions WHERE id_hash = ?", args: [secretHash(id)] });
    },
    requestNewLink: (orderId, key) => requestNewLink(client, now(), orderId, key),
    newLinks: (orderId) => newLinksOf(client, orderId),
    newLink: (id) => readNewLink(client, id),
    async saveNewLink(id, link) {
      await client.execute({
        sql: "UPDATE account_new_links SET share_link = ? WHERE id = ? AND share_link IS NULL",
        args: [link, id],
      });
      return (await readNewLink(client, id))?.shareLink ?? undefined;
    },
    async markNewLinkEmailed(id) {
      // Sent: the link is the buyer's alone now, and is not kept here.
      await client.execute({
        sql: "UPDATE account_new_links SET emailed_at = COALESCE(emailed_at, ?), share_link = NULL WHERE id = ?",
        args: [now(), id],
      });
    },
    async sweep() {
      const time = now();
      await client.batch(
        [
          { sql: "DELETE FROM account_sign_ins WHERE expires_at <= ?", args: [time] },
          { sql: "DELETE FROM account_sessions WHERE expires_at <= ?", args: [time] },
        ],
        "write",
      );
    },
  };
  // The outbox hands the new-link destination the request and this store, to record the link it made.
  outbox.registerKind(NEW_LINK_KIND, async (id) => {
    const request = await readNewLink(client, id);
    return request ? { ...request, store } : undefined;
  });
  return store;
}

async function checkSignIn(
  client: Client,
  time: number,
  token: string,
  browser: string | undefined,
): Promise<SignInOutcome> {
  const row = (
    await client.execute({ sql: "SELECT * FROM account_sign_ins WHERE token_hash = ?", args: [secretHash(token)] })
  ).rows[0];
  if (!row) return { ok: false, reason: "unknown" };
  if (row.used_at !== null) return { ok: false, reason: "used" };
  if (Number(row.expires_at) <= time) return { ok: false, reason: "expired" };
  if (!browser || secretHash(browser) !== String(row.browser_hash)) return { ok: false, reason: "other-browser" };
  return { ok: true, addressHash: String(row.address_hash) };
}

/** The address of session `id` when it is live, its end moved on (idle time, within its longest life). */
async function extendSession(client: Client, time: number, id: string): Promise<string | undefined> {
  const row = (
    await client.execute({
      sql: "SELECT * FROM account_sessions WHERE id_hash = ? AND expires_at > ?",
      args: [secretHash(id), time],
    })
  ).rows[0];
  if (!row) return undefined;
  const ends = Math.min(
    time + ACCOUNT_SESSION.idleMinutes * MINUTE,
    Number(row.created_at) + ACCOUNT_SESSION.maxHours * 60 * MINUTE,
  );
  await client.execute({
    sql: "UPDATE account_sessions SET expires_at = ? WHERE id_hash = ?",
    args: [ends, secretHash(id)],
  });
  return String(row.address_hash);
}

async function readNewLink(client: Client, id: string): Promise<NewLinkRequest | undefined> {
  const row = (await client.execute({ sql: "SELECT * FROM account_new_links WHERE id = ?", args: [id] })).rows[0];
  if (!row) return undefined;
  return {
    id: String(row.id),
    orderId: String(row.order_id),
    requestedAt: Number(row.requested_at),
    shareLink: row.share_link === null ? null : String(row.share_link),
    emailedAt: row.emailed_at === null ? null : Number(row.emailed_at),
  };
}

async function requestNewLink(client: Client, time: number, orderId: string, key: string): Promise<NewLinkOutcome> {
  const stamp = new Date(time).toISOString();
  const onItsWay = `SELECT 1 FROM deliveries WHERE kind = '${NEW_LINK_KIND}' AND status = 'pending' AND subject IN (SELECT id FROM account_new_links WHERE order_id = ?)`;
  const [inserted, , why] = await client.batch(
    [
      // Made only when nothing of the order is on its way, the key is new and the day's are not used up.
      {
        sql: `INSERT INTO account_new_links (id, order_id, requested_at)
              SELECT ?, ?, ? WHERE NOT EXISTS (${onItsWay}) AND NOT EXISTS (SELECT 1 FROM account_new_links WHERE id = ?)
                AND (SELECT COUNT(*) FROM account_new_links WHERE order_id = ? AND requested_at > ?) < ?`,
        args: [key, orderId, time, orderId, key, orderId, time - DAY, NEW_LINKS.perDay],
      },
      // Its own delivery, in the same transaction (changes() is the statement before's).
      {
        sql: `INSERT INTO deliveries (kind, subject, destination, payload, next_attempt_at, created_at, updated_at)
              SELECT '${NEW_LINK_KIND}', ?, '${NEW_LINK_DESTINATION}', '{}', ?, ?, ? WHERE changes() > 0`,
        args: [key, time, stamp, stamp],
      },
      {
        sql: `SELECT EXISTS (${onItsWay}) OR EXISTS (SELECT 1 FROM account_new_links WHERE id = ?) AS pending`,
        args: [orderId, key],
      },
    ],
    "write",
  );
  if ((inserted?.rowsAffected ?? 0) > 0) return "queued";
  return Number(why?.rows[0]?.pending ?? 1) ? "pending" : "limit";
}

async function newLinksOf(client: Client, orderId: string): Promise<(NewLinkRequest & { pending: boolean })[]> {
  const result = await client.execute({
    sql: `SELECT r.id, EXISTS (SELECT 1 FROM deliveries d WHERE d.kind = '${NEW_LINK_KIND}' AND d.subject = r.id AND d.status = 'pending') AS pending
          FROM account_new_links r WHERE r.order_id = ? ORDER BY r.requested_at DESC, r.id`,
    args: [orderId],
  });
  const rows = await Promise.all(
    result.rows.map(async (row) => ({
      ...(await readNewLink(client, String(row.id)))!,
      pending: Number(row.pending) === 1,
    })),
  );
  return rows;
}
