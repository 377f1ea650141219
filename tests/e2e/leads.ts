import path from "node:path";
import { openLeadStore } from "../../server/leads-store.ts";

/** The database of the server the browser tests run against (playwright.config.ts gives it this path). */
export const E2E_LEADS_DB_URL = `file:${path.resolve("test-results/e2e-leads.db")}`;

/** Every lead stored in a database (by default the one of the browser tests' server). */
export async function storedLeads(dbUrl = E2E_LEADS_DB_URL) {
  const store = await openLeadStore(dbUrl);
  try {
    return await store.list();
  } finally {
    store.close();
  }
}

/** The stored lead with this name, if the receiver stored one. */
export async function storedLead(name: string) {
  return (await storedLeads()).find((lead) => lead.name === name);
}
