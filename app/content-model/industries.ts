import { industries } from "virtual:site-content";
import type { IndustryPage } from "./types";

/** The audiences' pages (one file each in content/industries), in their `order`. Loaders only: it stays off the browser. */
export { industries };

export function findIndustry(slug: string): IndustryPage | undefined {
  return industries.find((industry) => industry.slug === slug);
}

/** A link to an audience's page, as "Built for ..." lines show it. */
export interface IndustryLink {
  slug: string;
  audience: string;
}

const link = ({ slug, audience }: IndustryPage): IndustryLink => ({ slug, audience });

/** The industry pages that list this snapshot, service or post: its "Built for ..." links. */
export function industriesListing(kind: "snapshots" | "services" | "posts", slug: string): IndustryLink[] {
  return industries.filter((industry) => industry[kind].includes(slug)).map(link);
}
