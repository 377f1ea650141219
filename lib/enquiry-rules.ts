/**
 * The one set of rules an enquiry must meet, run by the browser form (loaded when a visitor starts on a form) and by
 * the server's receiver (server/enquiries/lead-validation.ts), so both refuse the same things in the same words. The words
 * are content (content/data/enquiry-form.yml); this module only says which field broke which rule.
 *
 * libphonenumber-js with its smallest metadata (`min`) is about 29 KB gzipped: browser code must import this module
 * on demand, never on a page's first load.
 */
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import { FIELD_BOUNDS, FIELD_ORDER, type ContactField, type ContactFields, type Rule } from "./enquiry-contract.ts";

export { FIELD_BOUNDS, FIELD_ORDER, type Rule };

export interface FieldProblem {
  field: ContactField;
  rule: Rule;
}

/** The words of each problem, per field (content/data/enquiry-form.yml `problems`). */
export type ProblemMessages = Record<ContactField, Record<Rule, string>>;

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
 * The number in E.164 ("+15125550100") when it is one that can exist: a number without a country code is read as one
 * of `defaultCountry`. Undefined for anything else ("1", "call me", a number too short for its country).
 */
export function phoneE164(value: string, defaultCountry: string): string | undefined {
  // The setting is checked as a country code where it is read (config/settings.mjs).
  const number = parsePhoneNumberFromString(value, { defaultCountry: defaultCountry as CountryCode, extract: false });
  return number?.isValid() ? number.number : undefined;
}

/** A stored phone number for people to read ("+1 512 555 0100"); text that is not a number is shown as it is. */
export function formatPhone(stored: string): string {
  const number = stored.startsWith("+") ? parsePhoneNumberFromString(stored) : undefined;
  return number?.isValid() ? number.formatInternational() : stored;
}

const HAS_LETTER = /\p{L}/u;

/** Whether one trimmed value meets its field's rule. */
function meets(field: ContactField, value: string, defaultCountry: string): boolean {
  const { min, max } = FIELD_BOUNDS[field];
  // Counted as the browser's maxlength counts (UTF-16 code units), so the two limits agree.
  const length = value.length;
  switch (field) {
    case "name":
      return length >= min && length <= max && HAS_LETTER.test(value);
    case "email":
      return value.length <= max && isSingleEmailAddress(value);
    case "phone":
      return phoneE164(value, defaultCountry) !== undefined;
    case "message":
      return length >= min && length <= max;
  }
}

export interface EnquiryCheck {
  /** Every problem, in the forms' order; empty when the enquiry can be sent. */
  problems: FieldProblem[];
  /** The trimmed fields, the phone in E.164, when there are no problems. */
  fields?: ContactFields;
}

/** Checks all four fields at once (values are trimmed first), so a visitor sees every problem in one go. */
export function checkEnquiry(fields: ContactFields, defaultCountry: string): EnquiryCheck {
  const trimmed: ContactFields = {
    name: fields.name.trim(),
    email: fields.email.trim(),
    phone: fields.phone.trim(),
    message: fields.message.trim(),
  };
  const problems: FieldProblem[] = [];
  for (const field of FIELD_ORDER) {
    const value = trimmed[field];
    if (!value) problems.push({ field, rule: "missing" });
    else if (!meets(field, value, defaultCountry)) problems.push({ field, rule: "invalid" });
  }
  if (problems.length > 0) return { problems };
  return { problems, fields: { ...trimmed, phone: phoneE164(trimmed.phone, defaultCountry)! } };
}

/** The words of one problem, with `{min}` and `{max}` replaced by the field's bounds. */
export function problemText(messages: ProblemMessages, { field, rule }: FieldProblem): string {
  const { min, max } = FIELD_BOUNDS[field];
  return messages[field][rule].replaceAll("{min}", String(min)).replaceAll("{max}", String(max));
}
