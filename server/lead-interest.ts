// What an enquiry was about, from its `interest` field (`plan:pro`, `snapshot:<slug>`, `service:<slug>`), looked
// up in the site's content: a label for notes, a tag for GoHighLevel, and a value for the opportunity.
import type { Content } from "../app/content/schema.ts";
import { parseInterestKey, type InterestKind } from "../app/lib/interest.ts";
import type { LeadAttribution } from "./lead-validation.ts";

export interface InterestCatalog {
  plans: Record<string, { name: string; price: number; monthly: boolean }>;
  snapshots: Record<string, { name: string; price: number }>;
  services: Record<string, { name: string }>;
}

export interface Interest {
  kind: InterestKind;
  id: string;
  /** "Pro plan", "Mortgage Broker Pro snapshot", "CRM Setup service". */
  label: string;
  /** A GoHighLevel tag: `plan-pro`, `snapshot-mortgage-broker-pro`, `service-crm-setup`. */
  tag: string;
  /** Dollars the enquiry is worth when the content knows it: a monthly plan's price, a snapshot's price. */
  value?: number;
}

export const EMPTY_CATALOG: InterestCatalog = { plans: {}, snapshots: {}, services: {} };

export function catalogFromContent(content: Pick<Content, "pricing" | "snapshots" | "services">): InterestCatalog {
  return {
    plans: Object.fromEntries(content.pricing.plans.map((plan) => [plan.id, { name: plan.name, price: plan.price, monthly: plan.period === "mo" }])),
    snapshots: Object.fromEntries(content.snapshots.map((snapshot) => [snapshot.slug, { name: snapshot.name, price: snapshot.price }])),
    services: Object.fromEntries(content.services.map((service) => [service.slug, { name: service.title }])),
  };
}

/** The interest a lead names, when it is one the site offers; anything else counts as none. */
export function resolveInterest(key: string | undefined, catalog: InterestCatalog): Interest | undefined {
  const parsed = parseInterestKey(key);
  if (!parsed) return undefined;
  const { kind, id } = parsed;
  const tag = `${kind}-${id}`;
  if (kind === "plan") {
    const plan = catalog.plans[id];
    return plan && { kind, id, tag, label: `${plan.name} plan`, ...(plan.monthly ? { value: plan.price } : {}) };
  }
  if (kind === "snapshot") {
    const snapshot = catalog.snapshots[id];
    return snapshot && { kind, id, tag, label: `${snapshot.name} snapshot`, value: snapshot.price };
  }
  const service = catalog.services[id];
  return service && { kind, id, tag, label: `${service.name} service` };
}

/** Tags for the contact: every website lead, the form it came through, and what it was about. */
export function leadTags(attribution: LeadAttribution, interest: Interest | undefined): string[] {
  const form = attribution.form && /^[a-z0-9-]{1,40}$/.test(attribution.form) ? `form-${attribution.form}` : undefined;
  return ["website-lead", ...(form ? [form] : []), ...(interest ? [interest.tag] : [])];
}

/** First and last name from the one name field: the last word is the last name ("Ana María Soto" -> "Ana María", "Soto"). */
export function splitName(full: string): { firstName: string; lastName: string } {
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? "", lastName: "" };
  return { firstName: words.slice(0, -1).join(" "), lastName: words.at(-1)! };
}

let cached: Promise<InterestCatalog> | undefined;

/** The catalog of the site's content (read once, when a destination first needs it); empty if the content fails. */
export function loadInterestCatalog(log: (...args: unknown[]) => void = console.log): Promise<InterestCatalog> {
  cached ??= import("../app/content/.server/load.ts")
    .then(({ loadContent }) => catalogFromContent(loadContent()))
    .catch((error: unknown) => {
      log("[outbox] cannot read the content for plan and snapshot names and prices; leads go out without them:", error);
      return EMPTY_CATALOG;
    });
  return cached;
}
