import { facts, legal } from "virtual:site-content";
import { formatIsoDate } from "~/lib/content-tokens";
import type { LegalDocument } from "./types";

export const legalDocuments: LegalDocument[] = legal;

/** Every legal page shows this date (content/data/facts.yml). */
export const LEGAL_LAST_UPDATED = formatIsoDate(facts.legalLastUpdated);
export const LEGAL_LAST_UPDATED_ISO = facts.legalLastUpdated;

export function findLegalDocument(slug: string): LegalDocument | undefined {
  return legalDocuments.find((document) => document.slug === slug);
}
