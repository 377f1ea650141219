import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer } from "../../server/index.ts";
import { openLeadStore } from "../../server/enquiries/leads-store.ts";
import { storedLeads as storedLeadsIn } from "../../server/testing/leads.ts";
import { startLeadConnectorStub } from "../../server/testing/leadconnector-stub.ts";

/** The database of the server the browser tests run against (playwright.config.ts gives it this path). */
export const E2E_LEADS_DB_URL = `file:${path.resolve("test-results/e2e-leads.db")}`;

/** Every lead stored in a database (by default the one of the browser tests' server). */
export async function storedLeads(dbUrl = E2E_LEADS_DB_URL) {
  return storedLeadsIn(dbUrl);
}

/** The stored lead with this name, if the receiver stored one. */
export async function storedLead(name: string) {
  return (await storedLeads()).find((lead) => lead.name === name);
}

/** The consent records of a phone (E.164) in the browser tests' database, each with the words it agreed to. */
export async function storedConsents(phone: string, dbUrl = E2E_LEADS_DB_URL) {
  const store = await openLeadStore(dbUrl);
  try {
    return await store.consents(phone);
  } finally {
    store.close();
  }
}

/** A production server with GoHighLevel's stub as its CRM, and the database it stores leads in. */
export interface CrmServer {
  server: Awaited<ReturnType<typeof startServer>>;
  stub: Awaited<ReturnType<typeof startLeadConnectorStub>>;
  dbUrl: string;
}

/**
 * Runs `use` with the production server over the suite's build, storing in a throwaway database and delivering to
 * GoHighLevel's stub (its outbox polled every 0.1 s), then stops both and removes the database.
 */
export async function withCrmServer(use: (running: CrmServer) => Promise<void>): Promise<void> {
  const stub = await startLeadConnectorStub();
  const dir = await mkdtemp(path.join(tmpdir(), "crm-lead-"));
  const dbUrl = `file:${path.join(dir, "leads.db")}`;
  try {
    const server = await startServer({
      port: 0,
      host: "127.0.0.1",
      log: () => undefined,
      env: {
        ...process.env,
        LEADS_DB_URL: dbUrl,
        CONTACT_RATE_LIMIT: "1000",
        GHL_PRIVATE_TOKEN: stub.token,
        GHL_LOCATION_ID: stub.locationId,
        GHL_API_BASE: stub.url,
        LEADS_OUTBOX_POLL_SECONDS: "0.1",
      },
    });
    try {
      await use({ server, stub, dbUrl });
    } finally {
      await server.close();
    }
  } finally {
    await stub.close();
    await rm(dir, { recursive: true, force: true });
  }
}
