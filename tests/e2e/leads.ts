import path from "node:path";
import { openLeadStore } from "../../server/leads-store.ts";

/** The database of the server the browser tests run against (playwright.config.ts gives it this path). */
export const E2E_LEADS_DB_URL = `file:${path.resolve("test-results/e2e-leads.db")}`;

/** The stored lead with this name, if the receiver stored one. */
export async function storedLead(name: string) {
  const store = await openLeadStore(E2E_LEADS_DB_URL);
  try {
    return (await store.list()).find((lead) => lead.name === name);
  } finally {
    store.close();
  }
}
