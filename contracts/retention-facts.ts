// The retention periods the privacy policy states (content/data/facts.yml, and CONSENT_RETENTION_DAYS as the build
// saw it), as the build hands them to the server for its daily purge (server/operations/retention.ts).
import { readFile } from "node:fs/promises";

/** The file the build writes beside build/client with the periods content/data/facts.yml states. */
export const RETENTION_FILE = "retention.json";

export interface RetentionFacts {
  enquiryRetentionMonths: number;
  networkDetailsRetentionDays: number;
  /**
   * Days the policies say a consent record is kept after the latest consent (CONSENT_RETENTION_DAYS at build): the
   * server keeps its own setting and says so when the two differ. Absent from a build made before it was recorded.
   */
  consentRetentionDays?: number;
}

/** The periods as the build recorded them (the same the policies are built from). */
export async function readRetentionFacts(file: string): Promise<RetentionFacts> {
  let facts: Partial<RetentionFacts>;
  try {
    // Written by this build; each fact is checked below.
    facts = JSON.parse(await readFile(file, "utf8")) as Partial<RetentionFacts>;
  } catch {
    throw new Error(
      `cannot read ${file}: run npm run build, which writes the privacy policy's retention periods there`,
    );
  }
  const { enquiryRetentionMonths: months, networkDetailsRetentionDays: details, consentRetentionDays: consent } = facts;
  if (!Number.isInteger(months) || !Number.isInteger(details) || months! < 1 || details! < 1)
    throw new Error(
      `${file}: enquiryRetentionMonths and networkDetailsRetentionDays must be whole numbers of at least 1`,
    );
  if (consent !== undefined && (!Number.isInteger(consent) || consent < 1))
    throw new Error(`${file}: consentRetentionDays must be a whole number of at least 1`);
  return {
    enquiryRetentionMonths: months!,
    networkDetailsRetentionDays: details!,
    ...(consent === undefined ? {} : { consentRetentionDays: consent }),
  };
}
