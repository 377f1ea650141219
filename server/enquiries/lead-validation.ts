// Validation of an enquiry: the browser form's rules (lib/enquiry-rules.ts) and limits (lib/enquiry-contract.ts
// FIELD_BOUNDS), and the context and attribution fields sent with it.

import { VISIT_LIMITS, isSitePath } from "../../lib/attribution.ts";
import { LANG_FIELD, SMS_CONSENT_FIELD, smsConsentOf, type CONTEXT_FIELDS } from "../../lib/contact-form.ts";
import { DEFAULT_LANG, LANGS, type Lang } from "../../config/languages.mjs";
import { checkEnquiry, isSingleEmailAddress, problemText, type ProblemMessages } from "../../lib/enquiry-rules.ts";
import { FIELD_BOUNDS, FIELD_ORDER, type ContactField } from "../../lib/enquiry-contract.ts";
import { PLAIN_RECEIVER_WORDS, type ReceiverWords } from "../../contracts/enquiry-messages.ts";
import { isOneOf, keysOf } from "../../lib/typed-object.ts";

export type LeadField = ContactField;

/** The visitor's enquiry as validated. */
export interface LeadInput {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** One problem with the enquiry, in the words the browser form shows for it. */
export interface LeadProblem {
  field: LeadField;
  message: string;
}

export type ValidationResult =
  { ok: true; lead: LeadInput } | { ok: false; field: string; message: string; problems: LeadProblem[] };

export const LABELS: Record<LeadField, string> = { name: "Name", email: "Email", phone: "Phone", message: "Message" };

/**
 * The words used when the server runs without a build (the content's words are recorded by the build, see
 * contracts/enquiry-messages.ts): plain sentences naming the field, so a refusal still says which field is wrong.
 */
// One entry for each field (ProblemMessages), which Object.fromEntries cannot tell.
export const PLAIN_PROBLEMS: ProblemMessages = Object.fromEntries(
  FIELD_ORDER.map((field) => [
    field,
    { missing: `${LABELS[field]} is required.`, invalid: `${LABELS[field]} is not valid.` },
  ]),
) as ProblemMessages;

/**
 * Characters no field may hold: C0 controls, DEL, C1 controls, the Unicode line and paragraph separators, and the
 * bidirectional marks, embeddings, overrides and isolates that can reorder how a value displays.
 */
// eslint-disable-next-line no-control-regex
export const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;
/** The same, allowing tab, line feed and carriage return (the message is multi-line). */
export const UNSAFE_MULTILINE_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;

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

export { isSingleEmailAddress };

/**
 * The words of the problems the browser form does not check: two a visitor can cause (a pasted control or direction
 * mark, a value of invisible characters) and two only a hand-made request can (a field sent twice, a field over its
 * limit), `{field}` being the field's label: the receiver's words in the enquiry's language
 * (contracts/enquiry-messages.ts), plain English without a build.
 */
export type CharacterProblemWords = Pick<ReceiverWords, "unacceptable" | "invisible" | "notSingle" | "fieldTooLong"> & {
  labels: Record<LeadField, string>;
};

const PLAIN_CHARACTER_WORDS: CharacterProblemWords = { ...PLAIN_RECEIVER_WORDS, labels: LABELS };

export interface LeadRules {
  /** The content's words for each problem (PLAIN_PROBLEMS without a build). */
  messages?: ProblemMessages;
  /** The words of the character problems (plain English without a build). */
  characters?: CharacterProblemWords;
  /** PHONE_DEFAULT_COUNTRY: the country of a phone number typed without a country code. */
  defaultCountry?: string;
}

const refused = (field: LeadField, message: string): ValidationResult => ({
  ok: false,
  field,
  message,
  problems: [{ field, message }],
});

/**
 * Validates the submitted fields. First what only a hand-made request can get wrong (a repeated field or a JSON
 * array, control characters, more than the form's maxlength), then the rules the browser form checks too
 * (lib/enquiry-rules.ts), every problem in the same words the form shows. Values are trimmed, the message keeps
 * its line breaks (normalised to `\n`), and the phone is returned in E.164.
 */
export function validateLead(
  fields: Record<string, unknown>,
  { messages = PLAIN_PROBLEMS, defaultCountry = "US", characters = PLAIN_CHARACTER_WORDS }: LeadRules = {},
): ValidationResult {
  const lead: LeadInput = { name: "", email: "", phone: "", message: "" };
  const characterProblem = (field: LeadField, words: string) => words.replaceAll("{field}", characters.labels[field]);
  for (const field of FIELD_ORDER) {
    const raw = fields[field];
    if (raw !== undefined && raw !== null && typeof raw !== "string")
      return refused(field, characterProblem(field, characters.notSingle));
    let value = (raw ?? "").trim();
    if (field === "message") value = value.replace(/\r\n?/g, "\n");
    // Ill-formed UTF-16 (a lone surrogate, which JSON can carry) cannot be stored or shown faithfully.
    if (
      LONE_SURROGATE.test(value) ||
      (field === "message" ? UNSAFE_MULTILINE_CHARACTERS : UNSAFE_CHARACTERS).test(value)
    ) {
      return refused(field, characterProblem(field, characters.unacceptable));
    }
    if (value && !hasVisibleCharacter(value)) return refused(field, characterProblem(field, characters.invisible));
    if (value.length > FIELD_BOUNDS[field].max)
      return refused(
        field,
        characterProblem(field, characters.fieldTooLong).replaceAll("{max}", String(FIELD_BOUNDS[field].max)),
      );
    lead[field] = value;
  }
  const check = checkEnquiry(lead, defaultCountry);
  if (!check.fields) {
    const problems = check.problems.map((problem) => ({
      field: problem.field,
      message: problemText(messages, problem),
    }));
    return { ok: false, field: problems[0]!.field, message: problems[0]!.message, problems };
  }
  return { ok: true, lead: check.fields };
}

/**
 * The consent box (lib/contact-form.ts, the rule the form follows): ticked, or not (absent or empty); any other
 * value is refused, so a hand-made request can't store a consent nobody gave.
 */
export function validateSmsConsent(
  fields: Record<string, unknown>,
): { ok: true; consent: boolean } | { ok: false; field: string; message: string } {
  const consent = smsConsentOf(fields[SMS_CONSENT_FIELD]);
  return consent === undefined
    ? { ok: false, field: SMS_CONSENT_FIELD, message: "The form's consent box has a value a form can't send." }
    : { ok: true, consent };
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
 * the path, UTM parameters and referrer of the visit's landing page. All optional, each one short printable line.
 */
// Typed by the browser's list of hidden fields, so the two lists cannot drift apart.
export const ATTRIBUTION_LIMITS: Record<(typeof CONTEXT_FIELDS)[number], number> = {
  form: 40,
  context: 160,
  /** What the enquiry is about, as a key: `plan:pro`, `snapshot:mortgage-broker-pro`, `service:crm-setup`. */
  interest: 80,
  page: 300,
  // The landing page's UTM parameters, referrer and path: the same bounds the browser trims them to.
  ...VISIT_LIMITS,
};

export type AttributionField = keyof typeof ATTRIBUTION_LIMITS;
export const ATTRIBUTION_FIELDS = keysOf(ATTRIBUTION_LIMITS);
export type LeadAttribution = Partial<Record<AttributionField, string>>;

export type AttributionResult =
  { ok: true; attribution: LeadAttribution } | { ok: false; field: string; message: string };

/** Validates the hidden context fields: each absent, empty or one printable string within its limit. */
export function validateAttribution(fields: Record<string, unknown>): AttributionResult {
  const attribution: LeadAttribution = {};
  for (const field of ATTRIBUTION_FIELDS) {
    const raw = fields[field];
    if (raw === undefined || raw === null) continue;
    if (typeof raw !== "string")
      return { ok: false, field, message: `The form's ${field} field must be a single text value.` };
    const value = raw.trim();
    if (!value) continue;
    if (LONE_SURROGATE.test(value) || UNSAFE_CHARACTERS.test(value))
      return { ok: false, field, message: `The form's ${field} field contains characters we can't accept.` };
    if (value.length > ATTRIBUTION_LIMITS[field]) {
      return {
        ok: false,
        field,
        message: `The form's ${field} field is too long (maximum ${ATTRIBUTION_LIMITS[field]} characters).`,
      };
    }
    // The landing page is a path of this site, by the browser's own rule (lib/attribution.ts).
    if (field === "landing_page" && !isSitePath(value))
      return { ok: false, field, message: `The form's ${field} field must be a path of this site.` };
    attribution[field] = value;
  }
  return { ok: true, attribution };
}

/** The form's hidden field naming the language of the page it was sent from (the forms' own name for it). */
export { LANG_FIELD };

/**
 * The enquiry's language (the `lang` field every form sends: "en" or "es"). Absent or empty is English (a page
 * cached from before the field existed, an API client); any other value is refused, like every other value a form
 * cannot send, so a lead never stores a language the site does not answer in.
 */
export function validateLang(
  fields: Record<string, unknown>,
): { ok: true; lang: Lang } | { ok: false; field: string; message: string } {
  const raw = fields[LANG_FIELD];
  if (raw === undefined || raw === null || raw === "") return { ok: true, lang: DEFAULT_LANG };
  const value = typeof raw === "string" ? raw.trim() : undefined;
  if (isOneOf(LANGS, value)) return { ok: true, lang: value };
  return {
    ok: false,
    field: LANG_FIELD,
    message: `The form's ${LANG_FIELD} field must be one of ${LANGS.join(", ")}.`,
  };
}

/** The language a refusal is written in: the enquiry's when it names a known one, else English (read before any check). */
export function answerLang(fields: Record<string, unknown> | undefined): Lang {
  const result = validateLang(fields ?? {});
  return result.ok ? result.lang : DEFAULT_LANG;
}
