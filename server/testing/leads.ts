// The leads a test's server stored, read from its database the way `npm run leads` reads them.
import { openLeadStore } from "../enquiries/leads-store.ts";

/** Every lead stored in the database at `dbUrl`, oldest first. */
export async function storedLeads(dbUrl: string) {
  const store = await openLeadStore(dbUrl);
  try {
    return await store.list();
  } finally {
    store.close();
  }
}
