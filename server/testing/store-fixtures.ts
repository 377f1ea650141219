// What the snapshot store's tests and its benchmark share: the two catalog files a build would write (a snapshot sold
// with a GoHighLevel id, one delivered by hand), and a selling server's settings against the stubs, with retries and
// the outbox's polls in fractions of a second (the production values wait seconds to minutes between retries, which
// would time the backoff rather than the server).
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { LeadConnectorStub } from "./leadconnector-stub.ts";
import type { SmtpStub } from "./smtp-stub.ts";
import type { StripeStub } from "./stripe-stub.ts";

export const SNAPSHOT_ID = "snapMortgage01";
export const AGENCY = "owner@agency.example";
const LEAD_CATALOG = {
  plans: {},
  services: {},
  industries: {},
  snapshots: { mortgage: { name: "Mortgage Snapshot", price: 197 }, roofing: { name: "Roofing Snapshot", price: 177 } },
};
const STORE_CATALOG = {
  importSteps: ["Sign in to your agency account.", "Open the share link."],
  shareLinkHours: 24,
  snapshots: {
    mortgage: { ghlSnapshotId: SNAPSHOT_ID, afterImport: ["Fill in the Custom Values."], specSheet: true },
    roofing: { afterImport: [] },
  },
};

/** Writes the lead and store catalogs into `folder`; the lead catalog's path (the server finds the other beside it). */
export async function writeStoreCatalogs(folder: string): Promise<string> {
  await writeFile(path.join(folder, "lead-catalog.json"), JSON.stringify(LEAD_CATALOG));
  await writeFile(path.join(folder, "store-catalog.json"), JSON.stringify(STORE_CATALOG));
  return path.join(folder, "lead-catalog.json");
}

/** A selling server's settings against the stubs (GoHighLevel's only when given). */
export function storeEnv({
  dbUrl,
  stripe,
  smtp,
  ghl,
}: {
  dbUrl: string;
  stripe: StripeStub;
  smtp: SmtpStub;
  ghl?: LeadConnectorStub;
}): Record<string, string> {
  return {
    LEADS_DB_URL: dbUrl,
    SITE_URL: "http://localhost:4999",
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
    SMTP_URL: smtp.url,
    LEADS_NOTIFY_TO: AGENCY,
    LEADS_RETRY_BASE_SECONDS: "0.05",
    LEADS_RETRY_MAX_SECONDS: "0.2",
    LEADS_MAX_ATTEMPTS: "100",
    LEADS_DELIVERY_TIMEOUT_SECONDS: "0.5",
    LEADS_OUTBOX_POLL_SECONDS: "0.1",
    LEADS_OUTBOX_LEASE_SECONDS: "1",
    CONTACT_RATE_LIMIT: "10000",
    ...(ghl
      ? {
          GHL_AGENCY_TOKEN: ghl.agencyToken,
          GHL_COMPANY_ID: ghl.companyId,
          GHL_PRIVATE_TOKEN: ghl.token,
          GHL_LOCATION_ID: ghl.locationId,
          GHL_API_BASE: ghl.url,
          GHL_PIPELINE_ID: "pipe-1",
          GHL_PIPELINE_STAGE_ID: "stage-new",
        }
      : {}),
  };
}
