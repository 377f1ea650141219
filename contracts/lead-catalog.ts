// What an enquiry was about, from its `interest` field (`plan:pro`, `snapshot:<slug>`, `service:<slug>`,
// `industry:<slug>`), looked
// up in the site's catalog: a label for notes, a tag for GoHighLevel, and a value for the opportunity.
// The build writes the catalog (build/lead-catalog.json, from the content); the server only reads that JSON, so the
// content loader and its Markdown and YAML stack never load at run time.
import { readFile } from "node:fs/promises";
import { parseInterestKey, type InterestKind } from "../lib/interest.ts";

export interface InterestCatalog {
  plans: Record<string, { name: string; price: number; monthly: boolean }>;
  snapshots: Record<string, { name: string; price: number }>;
  services: Record<string, { name: string }>;
  /** The audiences' pages (/industries/{slug}), by the niche's name. */
  industries: Record<string, { name: string }>;
  /** The hours within which the site promises a reply to an enquiry (the content's facts); absent in an old build. */
  replyHours?: number;
}

export interface Interest {
  kind: InterestKind;
  id: string;
  /** "Pro plan", "Mortgage Broker Pro snapshot", "CRM Setup service", "Mortgage industry page". */
  label: string;
  /** A GoHighLevel tag: `plan-pro`, `snapshot-mortgage-broker-pro`, `service-crm-setup`, `industry-mortgage`. */
  tag: string;
  /** Dollars the enquiry is worth when the content knows it: a monthly plan's price, a snapshot's price. */
  value?: number;
}

export const EMPTY_CATALOG: InterestCatalog = { plans: {}, snapshots: {}, services: {}, industries: {} };

/** What the catalog is made of: the content's plans, snapshots, services and audiences' pages (as the schemas describe them). */
export interface CatalogSource {
  pricing: { plans: readonly { id: string; name: string; price: number; period: string }[] };
  snapshots: readonly { slug: string; name: string; price: number }[];
  services: readonly { slug: string; title: string }[];
  industries: readonly { slug: string; name: string }[];
  facts: { enquiryReplyHours: number };
}

export function catalogFromContent(content: CatalogSource): InterestCatalog {
  return {
    plans: Object.fromEntries(
      content.pricing.plans.map((plan) => [
        plan.id,
        { name: plan.name, price: plan.price, monthly: plan.period === "mo" },
      ]),
    ),
    snapshots: Object.fromEntries(
      content.snapshots.map((snapshot) => [snapshot.slug, { name: snapshot.name, price: snapshot.price }]),
    ),
    services: Object.fromEntries(content.services.map((service) => [service.slug, { name: service.title }])),
    industries: Object.fromEntries(content.industries.map((industry) => [industry.slug, { name: industry.name }])),
    replyHours: content.facts.enquiryReplyHours,
  };
}

/** A name with what it is ("Starter plan"), unless the name already says it ("Roofing Snapshot", not "... Snapshot snapshot"). */
function named(name: string, noun: string): string {
  return name.toLowerCase().endsWith(` ${noun}`) ? name : `${name} ${noun}`;
}

/** The interest a lead names, when it is one the site offers; anything else counts as none. */
export function resolveInterest(key: string | undefined, catalog: InterestCatalog): Interest | undefined {
  const parsed = parseInterestKey(key);
  if (!parsed) return undefined;
  const { kind, id } = parsed;
  const tag = `${kind}-${id}`;
  if (kind === "plan") {
    const plan = catalog.plans[id];
    return plan && { kind, id, tag, label: named(plan.name, "plan"), ...(plan.monthly ? { value: plan.price } : {}) };
  }
  if (kind === "snapshot") {
    const snapshot = catalog.snapshots[id];
    return snapshot && { kind, id, tag, label: named(snapshot.name, "snapshot"), value: snapshot.price };
  }
  if (kind === "industry") {
    const industry = catalog.industries[id];
    return industry && { kind, id, tag, label: named(industry.name, "industry page") };
  }
  const service = catalog.services[id];
  return service && { kind, id, tag, label: named(service.name, "service") };
}

/** The file name of the catalog the build writes beside build/client. */
export const LEAD_CATALOG_FILE = "lead-catalog.json";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The catalog from its JSON, checked entry by entry (a malformed entry is left out rather than trusted). */
export function parseCatalog(json: string): InterestCatalog {
  const data: unknown = JSON.parse(json);
  if (!isRecord(data)) throw new Error("the catalog is not a JSON object");
  const entries = <T>(key: string, pick: (value: Record<string, unknown>) => T | undefined): Record<string, T> => {
    const section = data[key];
    if (!isRecord(section)) return {};
    return Object.fromEntries(
      Object.entries(section).flatMap(([id, value]) => {
        const entry = isRecord(value) ? pick(value) : undefined;
        return entry ? [[id, entry]] : [];
      }),
    );
  };
  const name = (value: Record<string, unknown>) =>
    typeof value.name === "string" && value.name ? value.name : undefined;
  const price = (value: Record<string, unknown>) =>
    typeof value.price === "number" && Number.isFinite(value.price) ? value.price : undefined;
  return {
    plans: entries("plans", (value) => {
      const [n, p] = [name(value), price(value)];
      return n !== undefined && p !== undefined ? { name: n, price: p, monthly: value.monthly === true } : undefined;
    }),
    snapshots: entries("snapshots", (value) => {
      const [n, p] = [name(value), price(value)];
      return n !== undefined && p !== undefined ? { name: n, price: p } : undefined;
    }),
    services: entries("services", (value) => {
      const n = name(value);
      return n !== undefined ? { name: n } : undefined;
    }),
    industries: entries("industries", (value) => {
      const n = name(value);
      return n !== undefined ? { name: n } : undefined;
    }),
    ...(typeof data.replyHours === "number" && Number.isFinite(data.replyHours) && data.replyHours > 0
      ? { replyHours: data.replyHours }
      : {}),
  };
}

const cached = new Map<string, Promise<InterestCatalog>>();

/**
 * The catalog the build wrote (read once per file, when a destination first needs it); empty, with a log line, when
 * it is missing or unreadable: leads then go out without names and prices.
 */
export function loadInterestCatalog(
  file: string,
  log: (...args: unknown[]) => void = console.log,
): Promise<InterestCatalog> {
  let catalog = cached.get(file);
  if (!catalog) {
    catalog = readFile(file, "utf8")
      .then(parseCatalog)
      .catch((error: unknown) => {
        log(
          `[outbox] cannot read ${file} (written by npm run build) for plan and snapshot names and prices; leads go out without them:`,
          error instanceof Error ? error.message : error,
        );
        return EMPTY_CATALOG;
      });
    cached.set(file, catalog);
  }
  return catalog;
}
