import type { LegalDocument } from "../types";

const modules = import.meta.glob<{ document: LegalDocument }>(["./*.ts", "!./index.ts"], { eager: true });

export const legalDocuments: LegalDocument[] = Object.values(modules).map((module) => module.document);

/** SPEC §2: every legal page shows this date. */
export const LEGAL_LAST_UPDATED = "January 1, 2025";
export const LEGAL_LAST_UPDATED_ISO = "2025-01-01";

export function findLegalDocument(slug: string): LegalDocument | undefined {
  return legalDocuments.find((document) => document.slug === slug);
}
