// What a lead's interest adds to the contact a destination creates: its tags, and the name split in two.
import type { Interest } from "../handover/lead-catalog.ts";
import type { LeadAttribution } from "./lead-validation.ts";

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
