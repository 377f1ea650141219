// The retention periods the privacy policy states (content/data/facts.yml), as the build hands them to the server
// for its daily purge (server/retention.ts).
import { readFile } from "node:fs/promises";

/** The file the build writes beside build/client with the periods content/data/facts.yml states. */
export const RETENTION_FILE = "retention.json";

export interface RetentionFacts {
  enquiryRetentionMonths: number;
  networkDetailsRetentionDays: number;
}

/** The two periods as the build recorded them from the content (the same facts the policies are built from). */
export async function readRetentionFacts(file: string): Promise<RetentionFacts> {
  let facts: Partial<RetentionFacts>;
  try {
    facts = JSON.parse(await readFile(file, "utf8")) as Partial<RetentionFacts>;
  } catch {
    throw new Error(`cannot read ${file}: run npm run build, which writes the privacy policy's retention periods there`);
  }
  const { enquiryRetentionMonths: months, networkDetailsRetentionDays: details } = facts;
  if (!Number.isInteger(months) || !Number.isInteger(details) || months! < 1 || details! < 1)
    throw new Error(`${file}: enquiryRetentionMonths and networkDetailsRetentionDays must be whole numbers of at least 1`);
  return { enquiryRetentionMonths: months!, networkDetailsRetentionDays: details! };
}
