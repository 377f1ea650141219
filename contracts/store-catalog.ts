// What the store needs to deliver a paid snapshot, from the content: each snapshot's GoHighLevel id (none: delivered
// by hand) and its after-import checklist, the import steps every buyer follows, and the hours the site promises for
// a link. The build writes it (build/store-catalog.json); the server reads it entry by entry (a malformed entry is
// left out, and that snapshot is delivered by hand rather than with a wrong id).
import { readFile } from "node:fs/promises";
import { z } from "zod";
import { VERSION_PATTERN, type SnapshotVersion } from "../lib/snapshot-versions.ts";

export const STORE_CATALOG_FILE = "store-catalog.json";
/** Where the site's "Pay" forms post (the server's checkout, server/orders/checkout.ts). */
export const STORE_CHECKOUT_PATH = "/api/checkout";
/**
 * How often a buyer's order page may send their e-mail again: at most once every `minutes`, `times` in all (enough for
 * a lost or deleted mail, too few to spam anyone). The server enforces it; the Terms state it (build).
 */
export const ORDER_EMAIL_RESENDS = { times: 5, minutes: 10 } as const;

/** What the content says about delivering one snapshot (the loader's snapshotDelivery, by slug). */
export interface SnapshotDelivery {
  name: string;
  ghlSnapshotId?: string;
  afterImport?: string[];
  /** Newest first; the first is the version a buyer gets today. */
  versions?: SnapshotVersion[];
  /** Whether it has a spec sheet (its page's #spec-sheet section, which the buyer's e-mail links). */
  specSheet?: boolean;
  /** Why a production build would not sell it ("no ghlSnapshotId", "no spec sheet"); empty when it would. */
  notForSale?: string[];
}

/** One snapshot as the server knows it. */
export interface CatalogSnapshot {
  /** The snapshot's name (empty in a catalog written before names were; the order keeps its own). */
  name: string;
  ghlSnapshotId?: string;
  afterImport: string[];
  /** Newest first; empty when the content lists none. */
  versions: SnapshotVersion[];
  /** Whether its page has a spec sheet (#spec-sheet), which the buyer's e-mail links. */
  specSheet: boolean;
}

export interface StoreCatalog {
  importSteps: string[];
  /** Hours from a payment to the e-mail with the link (content/data/facts.yml shareLinkHours): the manual path's promise. */
  shareLinkHours: number;
  /**
   * A production build's catalog (SITE_ENV=production): the checkout then sells only a snapshot with a GoHighLevel id
   * and a spec sheet, as its pages do. A demo build sells every snapshot.
   */
  sellsOnlyWhatShips: boolean;
  snapshots: Record<string, CatalogSnapshot>;
}

export const EMPTY_STORE_CATALOG: StoreCatalog = {
  importSteps: [],
  shareLinkHours: 24,
  sellsOnlyWhatShips: false,
  snapshots: {},
};

/** Whether the checkout may sell a snapshot: any in a demo build; in a production build one that can be delivered. */
export function sellable(catalog: StoreCatalog, slug: string): boolean {
  const entry = catalog.snapshots[slug];
  return !catalog.sellsOnlyWhatShips || Boolean(entry?.ghlSnapshotId && entry.specSheet);
}

export function storeCatalogFromContent(
  content: {
    snapshotStore: { importSteps: readonly string[] };
    facts: { shareLinkHours: number };
    snapshotDelivery: Record<string, SnapshotDelivery>;
  },
  production = false,
): StoreCatalog {
  return {
    importSteps: [...content.snapshotStore.importSteps],
    shareLinkHours: content.facts.shareLinkHours,
    sellsOnlyWhatShips: production,
    snapshots: Object.fromEntries(
      Object.entries(content.snapshotDelivery).map(([slug, entry]) => [
        slug,
        {
          name: entry.name,
          ...(entry.ghlSnapshotId ? { ghlSnapshotId: entry.ghlSnapshotId } : {}),
          afterImport: entry.afterImport ?? [],
          versions: entry.versions ?? [],
          specSheet: entry.specSheet ?? false,
        },
      ]),
    ),
  };
}

const entrySchema = z.object({
  name: z.string().default(""),
  ghlSnapshotId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{6,64}$/)
    .optional(),
  afterImport: z.array(z.string()).default([]),
  versions: z
    .array(
      z.object({
        version: z.string().regex(VERSION_PATTERN),
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        changes: z.array(z.string()),
      }),
    )
    .default([]),
  specSheet: z.boolean().default(false),
});

export function parseStoreCatalog(json: string): StoreCatalog {
  const data = z
    .object({
      importSteps: z.array(z.string()).default([]),
      shareLinkHours: z.number().int().positive().default(24),
      sellsOnlyWhatShips: z.boolean().default(false),
      snapshots: z.record(z.string(), z.unknown()).default({}),
    })
    .parse(JSON.parse(json));
  const snapshots: StoreCatalog["snapshots"] = {};
  for (const [slug, value] of Object.entries(data.snapshots)) {
    const entry = entrySchema.safeParse(value);
    if (entry.success) {
      const { ghlSnapshotId, ...rest } = entry.data;
      snapshots[slug] = { ...rest, ...(ghlSnapshotId ? { ghlSnapshotId } : {}) };
    }
  }
  return {
    importSteps: data.importSteps,
    shareLinkHours: data.shareLinkHours,
    sellsOnlyWhatShips: data.sellsOnlyWhatShips,
    snapshots,
  };
}

/** The catalog the build wrote; empty (every snapshot by hand), with a log line, when it is missing or unreadable. */
export async function loadStoreCatalog(
  file: string,
  log: (...args: unknown[]) => void = console.log,
): Promise<StoreCatalog> {
  try {
    return parseStoreCatalog(await readFile(file, "utf8"));
  } catch (error) {
    log(
      `[store] cannot read ${file} (written by npm run build); every order is delivered by hand:`,
      error instanceof Error ? error.message : error,
    );
    return EMPTY_STORE_CATALOG;
  }
}
