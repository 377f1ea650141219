// Validation of an enquiry, shared limits with the browser form (app/lib/contact-form.ts FIELD_MAX_LENGTH).

import { VISIT_LIMITS } from "../app/lib/attribution.ts";
import type { CONTEXT_FIELDS } from "../app/lib/contact-form.ts";

export const FIELD_LIMITS = { name: 100, email: 254, phone: 30, message: 5000 } as const;

export type LeadField = keyof typeof FIELD_LIMITS;

/** The visitor's enquiry as validated. */
export interface LeadInput {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export type ValidationResult = { ok: true; lead: LeadInput } | { ok: false; field: string; message: string };

export const LABELS: Record<LeadField, string> = { name: "Name", email: "Email", phone: "Phone", message: "Message" };
const FIELDS = Object.keys(FIELD_LIMITS) as LeadField[];

/**
 * Characters no field may hold: C0 controls, DEL, C1 controls, the Unicode line and paragraph separators, and the
 * bidirectional marks, embeddings, overrides and isolates that can reorder how a value displays.
 */
// eslint-disable-next-line no-control-regex
export const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;
/** The same, allowing tab, line feed and carriage return (the message is multi-line). */
// eslint-disable-next-line no-control-regex
export const UNSAFE_MULTILINE_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;

/**
 * What shows nothing on screen: spaces of every kind, format characters (zero-width spaces and joiners, the BOM),
 * combining marks without a letter to sit on, the other default-ignorable code points (among them the Hangul fillers
 * U+3164 and U+FFA0) and the blank Braille pattern U+2800. A value made only of these looks empty.
 */
const INVISIBLE = /[\p{White_Space}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** A surrogate not part of a pair (read code point by code point, a pair is one character, never a surrogate). */
const LONE_SURROGATE = /\p{Cs}/u;

/** True when the value shows at least one character. */
export function hasVisibleCharacter(value: string): boolean {
  return value.replace(INVISIBLE, "").length > 0;
}

const ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = "[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?";
/**
 * Exactly one plain address (dot-atom local part, a domain of at least two labels): no display names, quotes, angle
 * brackets, lists, comments or spaces, so nothing that reaches a mail header can name a second recipient.
 */
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})+$`, "u");

export function isSingleEmailAddress(value: string): boolean {
  const at = value.lastIndexOf("@");
  return at > 0 && at <= 64 && EMAIL.test(value);
}

/**
 * Validates the submitted fields. Values are trimmed; each field must be one string (a repeated form field or a JSON
 * array or object is refused). The message keeps its line breaks, normalised to `\n`.
 */
export function validateLead(fields: Record<string, unknown>): ValidationResult {
  const lead: LeadInput = { name: "", email: "", phone: "", message: "" };
  for (const field of FIELDS) {
    const raw = fields[field];
    if (raw !== undefined && raw !== null && typeof raw !== "string") {
      return { ok: false, field, message: `${LABELS[field]} must be a single text value.` };
    }
    let value = (raw ?? "").trim();
    if (field === "message") value = value.replace(/\r\n?/g, "\n");
    if (!value) return { ok: false, field, message: `${LABELS[field]} is required.` };
    // Ill-formed UTF-16 (a lone surrogate, which JSON can carry) cannot be stored or shown faithfully.
    if (LONE_SURROGATE.test(value) || (field === "message" ? UNSAFE_MULTILINE_CHARACTERS : UNSAFE_CHARACTERS).test(value)) {
      return { ok: false, field, message: `${LABELS[field]} contains characters we can't accept.` };
    }
    if (!hasVisibleCharacter(value)) return { ok: false, field, message: `${LABELS[field]} has no visible characters.` };
    if (value.length > FIELD_LIMITS[field]) {
      return { ok: false, field, message: `${LABELS[field]} is too long (maximum ${FIELD_LIMITS[field]} characters).` };
    }
    lead[field] = value;
  }
  if (!isSingleEmailAddress(lead.email)) return { ok: false, field: "email", message: "Email must be a valid email address." };
  if (!/\d/.test(lead.phone)) return { ok: false, field: "phone", message: "Phone must contain at least one digit." };
  return { ok: true, lead };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An idempotency key is a UUID (any version), compared in lower case. */
export function parseIdempotencyKey(value: unknown): { ok: true; key: string | undefined } | { ok: false } {
  if (value === undefined || value === null || value === "") return { ok: true, key: undefined };
  if (typeof value !== "string" || !UUID.test(value.trim())) return { ok: false };
  return { ok: true, key: value.trim().toLowerCase() };
}

/**
 * Context and attribution sent as hidden fields with each enquiry: which form, what it was about, the page path, and
 * the UTM parameters and referrer of the visit's landing page. All optional, each one short printable line.
 */
// Typed by the browser's list of hidden fields, so the two lists cannot drift apart.
export const ATTRIBUTION_LIMITS: Record<(typeof CONTEXT_FIELDS)[number], number> = {
  form: 40,
  context: 160,
  /** What the enquiry is about, as a key: `plan:pro`, `snapshot:mortgage-broker-pro`, `service:crm-setup`. */
  interest: 80,
  page: 300,
  // The landing page's UTM parameters and referrer: the same bounds the browser trims them to.
  ...VISIT_LIMITS,
};

export type AttributionField = keyof typeof ATTRIBUTION_LIMITS;
export const ATTRIBUTION_FIELDS = Object.keys(ATTRIBUTION_LIMITS) as AttributionField[];
export type LeadAttribution = Partial<Record<AttributionField, string>>;

export type AttributionResult = { ok: true; attribution: LeadAttribution } | { ok: false; field: string; message: string };

/** Validates the hidden context fields: each absent, empty or one printable string within its limit. */
export function validateAttribution(fields: Record<string, unknown>): AttributionResult {
  const attribution: LeadAttribution = {};
  for (const field of ATTRIBUTION_FIELDS) {
    const raw = fields[field];
    if (raw === undefined || raw === null) continue;
    if (typeof raw !== "string") return { ok: false, field, message: `The form's ${field} field must be a single text value.` };
    const value = raw.trim();
    if (!value) continue;
    if (LONE_SURROGATE.test(value) || UNSAFE_CHARACTERS.test(value)) return { ok: false, field, message: `The form's ${field} field contains characters we can't accept.` };
    if (value.length > ATTRIBUTION_LIMITS[field]) {
      return { ok: false, field, message: `The form's ${field} field is too long (maximum ${ATTRIBUTION_LIMITS[field]} characters).` };
    }
    attribution[field] = value;
  }
  return { ok: true, attribution };
}
