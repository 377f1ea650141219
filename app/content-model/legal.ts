import { legal } from "virtual:site-content";
import type { LegalDocument } from "./types";

/** The legal pages; each knows when its source last changed (lastUpdated), never a typed date. */
export const legalDocuments: LegalDocument[] = legal;

export function findLegalDocument(slug: string): LegalDocument | undefined {
  return legalDocuments.find((document) => document.slug === slug);
}
