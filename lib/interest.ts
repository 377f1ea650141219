/**
 * What an enquiry is about, as a short key sent with the form (hidden field `interest`): a plan, a snapshot, a
 * service or an industry page and its id, e.g. `plan:pro`, `industry:mortgage`. The receiver looks the key up in the content for the lead's tags and value.
 */
import { isOneOf } from "./typed-object.ts";
export const INTEREST_KINDS = ["plan", "snapshot", "service", "industry"] as const;
export type InterestKind = (typeof INTEREST_KINDS)[number];

export function interestKey(kind: InterestKind, id: string): string {
  return `${kind}:${id}`;
}

const KEY = new RegExp(`^(${INTEREST_KINDS.join("|")}):([a-z0-9-]{1,70})$`);

/** The kind and id of a key; undefined for anything else (an old form, a hand-made post). */
export function parseInterestKey(key: string | undefined): { kind: InterestKind; id: string } | undefined {
  const match = KEY.exec(key ?? "");
  const kind = match?.[1];
  return match && isOneOf(INTEREST_KINDS, kind) ? { kind, id: match[2]! } : undefined;
}
