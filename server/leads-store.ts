// Lead storage on libSQL: a local SQLite file by default (LEADS_DB_URL=file:data/leads.db), or a libSQL server
// by configuration alone. The schema is versioned with PRAGMA user_version.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import type { LeadInput } from "./lead-validation.ts";

/** A lead as the receiver hands it to the store. */
export interface NewLead extends LeadInput {
  ip?: string;
  userAgent?: string;
}

/** A lead as read back for the listing and the CSV export. */
export interface StoredLead extends LeadInput {
  id: number;
  createdAt: string;
}

export interface LeadStore {
  /** Commits the lead and resolves with its id only once it is durable. */
  insert(lead: NewLead): Promise<number>;
  /** All leads, newest first. */
  list(): Promise<StoredLead[]>;
  close(): void;
}

const MIGRATIONS = [
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
];

export const DEFAULT_LEADS_DB_URL = "file:data/leads.db";

/** Opens (and migrates) the store; throws when the database cannot be opened or written. */
export async function openLeadStore(
  url: string = process.env.LEADS_DB_URL || DEFAULT_LEADS_DB_URL,
  authToken: string | undefined = process.env.LEADS_DB_AUTH_TOKEN,
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
    async insert(lead) {
      const result = await client.execute({
        sql: "INSERT INTO leads (created_at, name, email, phone, message, source_ip, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?)",
        args: [new Date().toISOString(), lead.name, lead.email, lead.phone, lead.message, lead.ip ?? null, lead.userAgent ?? null],
      });
      return Number(result.lastInsertRowid);
    },
    async list() {
      const result = await client.execute("SELECT id, created_at, name, email, phone, message FROM leads ORDER BY created_at DESC, id DESC");
      return result.rows.map((row) => ({
        id: Number(row.id),
        createdAt: String(row.created_at),
        name: String(row.name),
        email: String(row.email),
        phone: String(row.phone),
        message: String(row.message),
      }));
    },
    close() {
      client.close();
    },
  };
}

async function migrate(client: Client): Promise<void> {
  const version = Number((await client.execute("PRAGMA user_version")).rows[0]?.user_version ?? 0);
  for (let index = version; index < MIGRATIONS.length; index += 1) {
    await client.batch([MIGRATIONS[index]!, `PRAGMA user_version = ${index + 1}`], "write");
  }
}
