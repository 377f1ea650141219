// What the updates' tests and benchmark share: the store catalog as a build with versions writes it (the rig's, with
// a list of versions per snapshot), the versions themselves, and past buyers written straight into the database (paid
// orders with their link, as if sold and delivered earlier), so a test of a thousand buyers does not first sell them.
import { randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { SnapshotVersion } from "../../lib/snapshot-versions.ts";
import { openLeadStore } from "../enquiries/leads-store.ts";
import { openOrdersStore } from "../orders/orders-store.ts";

/** Versions of a snapshot, newest first: 1.0.0 and then each `next` (1.1.0, 1.2.0...) with one change each. */
export function versionsUpTo(minor: number): SnapshotVersion[] {
  const list: SnapshotVersion[] = [];
  for (let index = 0; index <= minor; index += 1) {
    list.unshift({
      version: `1.${index}.0`,
      date: `2026-0${Math.min(9, index + 1)}-01`,
      changes: index === 0 ? ["First release."] : [`Change number ${index}.`],
    });
  }
  return list;
}

/** Rewrites the rig's store catalog (beside `leadCatalogFile`) with these versions per snapshot: a new build. */
export async function deployVersions(
  leadCatalogFile: string,
  versions: Record<string, SnapshotVersion[]>,
): Promise<void> {
  const file = path.join(path.dirname(leadCatalogFile), "store-catalog.json");
  const catalog = JSON.parse(await readFile(file, "utf8")) as { snapshots: Record<string, Record<string, unknown>> };
  for (const [slug, list] of Object.entries(versions))
    catalog.snapshots[slug] = { ...catalog.snapshots[slug], versions: list };
  await writeFile(file, JSON.stringify(catalog));
}

/** Writes `count` paid and delivered orders of a snapshot at `version`; their buyers' addresses, in order. */
export async function seedPastBuyers(
  dbUrl: string,
  count: number,
  { slug = "mortgage", version = "1.0.0", prefix = "past" }: { slug?: string; version?: string; prefix?: string } = {},
): Promise<string[]> {
  const leads = await openLeadStore(dbUrl);
  try {
    await openOrdersStore(leads.client, leads.outbox);
    const stamp = new Date().toISOString();
    const emails: string[] = [];
    const rows = Array.from({ length: count }, (_, index) => {
      const email = `${prefix}${index}@example.org`;
      emails.push(email);
      const id = randomBytes(18).toString("base64url");
      return {
        sql: `INSERT INTO orders (id, session_id, payment_intent, slug, snapshot_name, amount, currency, buyer_name, buyer_email, status, delivery, share_link, link_made_at, emailed_at, created_at, paid_at, version)
              VALUES (?, ?, ?, ?, 'Mortgage Snapshot', 19700, 'usd', ?, ?, 'paid', 'link', ?, ?, ?, ?, ?, ?)`,
        args: [
          id,
          `cs_seed_${id}`,
          `pi_seed_${id}`,
          slug,
          `Buyer ${index}`,
          email,
          `https://affiliates.gohighlevel.com/?share=seed${index}`,
          stamp,
          stamp,
          stamp,
          stamp,
          version,
        ],
      };
    });
    for (let start = 0; start < rows.length; start += 200)
      await leads.client.batch(rows.slice(start, start + 200), "write");
    return emails;
  } finally {
    leads.close();
  }
}
