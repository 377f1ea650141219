// Lead storage on libSQL: a local SQLite file by default (LEADS_DB_URL=file:data/leads.db), or a libSQL server
// by configuration alone. The schema is versioned with PRAGMA user_version.
import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import { ATTRIBUTION_COLUMNS, leadColumns, storedLeadOf } from "./lead-columns.ts";
import { ATTRIBUTION_FIELDS, type LeadAttribution, type LeadInput } from "./lead-validation.ts";
import { DELIVERIES_INDEX, DELIVERIES_TABLE, createOutboxStore, enqueueStatement, type OutboxStore } from "./outbox-store.ts";

/** A lead as the receiver hands it to the store. */
export interface NewLead extends LeadInput {
  ip?: string;
  userAgent?: string;
  /** The form's key for this enquiry (a UUID): a resend with the same key stores nothing new. */
  idempotencyKey?: string;
  /** Which form, what about, the page, and the landing page's UTM parameters and referrer. */
  attribution?: LeadAttribution;
}

export interface InsertResult {
  id: number;
  /** True when a lead with the same idempotency key was already stored (nothing new was stored). */
  duplicate: boolean;
}

/** A lead as read back for the listing and the CSV export. */
export interface StoredLead extends LeadInput {
  id: number;
  createdAt: string;
  attribution: LeadAttribution;
}

export interface LeadStore {
  /**
   * Commits the lead, queued for each of the store's destinations in the same transaction, and resolves with its id
   * only once it is durable (or with the earlier lead's id on a resend).
   */
  insert(lead: NewLead): Promise<InsertResult>;
  /** The deliveries of stored leads to the configured destinations. */
  outbox: OutboxStore;
  /** All leads, newest first. */
  list(): Promise<StoredLead[]>;
  close(): void;
}

type Migration = string | ((client: Client) => Promise<string[]>);

const MIGRATIONS: Migration[] = [
  `CREATE TABLE leads (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     created_at TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL,
     message TEXT NOT NULL,
     source_ip TEXT,
     user_agent TEXT
   )`,
  `CREATE INDEX leads_created_at ON leads (created_at)`,
  // The idempotency key; the column is added only when missing (a file whose version lags its schema still opens).
  async (client) => {
    const columns = await client.execute("PRAGMA table_info(leads)");
    const present = columns.rows.some((row) => row.name === "idempotency_key");
    return [
      ...(present ? [] : ["ALTER TABLE leads ADD COLUMN idempotency_key TEXT"]),
      "CREATE UNIQUE INDEX IF NOT EXISTS leads_idempotency_key ON leads (idempotency_key)",
    ];
  },
  // Context and attribution: each column added only when missing.
  addMissingAttributionColumns,
  // The outbox of deliveries to GoHighLevel, the webhook and e-mail, and the `interest` attribution field.
  DELIVERIES_TABLE,
  DELIVERIES_INDEX,
  addMissingAttributionColumns,
];

async function addMissingAttributionColumns(client: Client): Promise<string[]> {
  const columns = await client.execute("PRAGMA table_info(leads)");
  const present = new Set(columns.rows.map((row) => String(row.name)));
  return ATTRIBUTION_COLUMNS.filter((column) => !present.has(column)).map((column) => `ALTER TABLE leads ADD COLUMN ${column} TEXT`);
}

export interface LeadStoreOptions {
  /** Where each new lead is to be delivered (destination names); none means stored only. */
  destinations?: readonly string[];
  /** The clock, for the tests. */
  now?: () => number;
}

export const DEFAULT_LEADS_DB_URL = "file:data/leads.db";

/** Opens (and migrates) the store; throws when the database cannot be opened or written. */
export async function openLeadStore(
  url: string = process.env.LEADS_DB_URL || DEFAULT_LEADS_DB_URL,
  authToken: string | undefined = process.env.LEADS_DB_AUTH_TOKEN,
  { destinations = [], now = Date.now }: LeadStoreOptions = {},
): Promise<LeadStore> {
  if (url.startsWith("file:")) {
    const file = url.slice("file:".length);
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  }
  const client = createClient({ url, ...(authToken ? { authToken } : {}) });
  try {
    if (url.startsWith("file:")) {
      // WAL lets readers (npm run leads) work while the server writes; busy_timeout queues concurrent writers.
      await client.execute("PRAGMA journal_mode = WAL");
      await client.execute("PRAGMA busy_timeout = 5000");
    }
    await migrate(client);
  } catch (error) {
    client.close();
    throw error;
  }

  return {
    outbox: createOutboxStore(client),
    async insert(lead) {
      // Every lead gets a key (the form's, or a new one): it finds the lead again for its deliveries and, on a
      // resend, the lead already stored.
      const key = lead.idempotencyKey ?? randomUUID();
      const time = now();
      const results = await client.batch(
        [
          {
            sql: `INSERT INTO leads (created_at, name, email, phone, message, source_ip, user_agent, idempotency_key, ${ATTRIBUTION_COLUMNS.join(", ")})
                  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ${ATTRIBUTION_COLUMNS.map(() => "?").join(", ")}) ON CONFLICT (idempotency_key) DO NOTHING`,
            args: [
              new Date(time).toISOString(),
              lead.name,
              lead.email,
              lead.phone,
              lead.message,
              lead.ip ?? null,
              lead.userAgent ?? null,
              key,
              ...ATTRIBUTION_FIELDS.map((field) => lead.attribution?.[field] ?? null),
            ],
          },
          ...destinations.map((destination) => enqueueStatement(destination, key, time)),
          { sql: "SELECT id FROM leads WHERE idempotency_key = ?", args: [key] },
        ],
        "write",
      );
      const inserted = results[0];
      const found = results.at(-1);
      return { id: Number(found?.rows[0]?.id ?? 0), duplicate: (inserted?.rowsAffected ?? 0) === 0 };
    },
    async list() {
      const result = await client.execute(`SELECT ${leadColumns("leads")} FROM leads ORDER BY created_at DESC, id DESC`);
      return result.rows.map(storedLeadOf);
    },
    close() {
      client.close();
    },
  };
}

async function migrate(client: Client): Promise<void> {
  const version = Number((await client.execute("PRAGMA user_version")).rows[0]?.user_version ?? 0);
  for (let index = version; index < MIGRATIONS.length; index += 1) {
    const migration = MIGRATIONS[index]!;
    const statements = typeof migration === "string" ? [migration] : await migration(client);
    await client.batch([...statements, `PRAGMA user_version = ${index + 1}`], "write");
  }
}
