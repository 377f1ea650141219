/**
 * The enquiry form as a pure state machine (the client's states, messages and colors). Components dispatch events; this module decides
 * every status text, which fields are kept and when a submit is allowed.
 */
import { FIELD_BOUNDS, THANK_YOU_PATH, type ContactField, type ContactFields } from "./enquiry-contract.ts";
import { entriesOf, isOneOf, keysOf, propertyAt } from "./typed-object.ts";

/** The two kinds of enquiry form: the consultation popup, and the inline form of the home and contact pages. */
export const FORM_VARIANTS = ["popup", "inline"] as const;
export type FormVariant = (typeof FORM_VARIANTS)[number];

export { FIELD_BOUNDS, THANK_YOU_PATH, type ContactField, type ContactFields };

export const EMPTY_FIELDS: ContactFields = { name: "", email: "", phone: "", message: "" };

/** Hidden fields of context and attribution every form sends (validated by server/enquiries/lead-validation.ts). */
export const CONTEXT_FIELDS = [
  "form",
  "context",
  "interest",
  "page",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "referrer",
  "landing_page",
] as const;

/**
 * The hidden field naming the page's language ("en", "es"): the receiver answers, stores the lead and tells
 * GoHighLevel in it. Every form sends it, with or without JavaScript.
 */
export const LANG_FIELD = "lang";

/**
 * The optional box agreeing to marketing texts: a checkbox of this name sends this value when ticked, and nothing
 * when not. Separate from the enquiry (the phone number is for a reply call: decision record 033), never ticked
 * in advance; the receiver stores when it was given and GoHighLevel is told per channel.
 */
export const SMS_CONSENT_FIELD = "sms_consent";
export const SMS_CONSENT_VALUE = "yes";

/** The box's answer as sent: ticked, not ticked (absent or empty), or undefined for anything a form can't send. */
export function smsConsentOf(raw: unknown): boolean | undefined {
  if (raw === undefined || raw === null || raw === "") return false;
  return raw === SMS_CONSENT_VALUE ? true : undefined;
}

/** The box's field as the script sends it: present only when ticked, like a form post. */
export function smsConsentFieldOf(form: HTMLFormElement | null | undefined): Record<string, string> {
  const box = form?.elements.namedItem(SMS_CONSENT_FIELD);
  return box instanceof HTMLInputElement && box.checked ? { [SMS_CONSENT_FIELD]: SMS_CONSENT_VALUE } : {};
}

/** The hidden context fields of a form element and its language, as the script sends them too. */
export function contextFieldsOf(form: HTMLFormElement | null | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  if (!form) return result;
  const data = new FormData(form);
  for (const name of [...CONTEXT_FIELDS, LANG_FIELD]) {
    const value = data.get(name);
    if (typeof value === "string" && value) result[name] = value;
  }
  return result;
}

/** The popup closes by itself this long after a successful send: the client wants 2 s. */
export const POPUP_AUTO_CLOSE_MS = 2000;
/** A send that takes longer than this counts as a network failure. */
export const SEND_TIMEOUT_MS = 15000;

export type FormStatus = "idle" | "sending" | "success" | "error";

/** The message under each field the rules (or the receiver) refused. */
export type FieldErrors = Partial<Record<ContactField, string>>;

export interface FormState {
  status: FormStatus;
  /** The text of the status box; empty when there is nothing to say. */
  message: string;
  fields: ContactFields;
  errors: FieldErrors;
  /** Failed submits so far: each one moves focus to the list of problems again. */
  attempts: number;
}

export type FormEvent =
  | { type: "edit"; field: ContactField; value: string }
  | { type: "restore"; fields: ContactFields }
  | { type: "invalid"; errors: FieldErrors }
  | { type: "submit"; message: string }
  | { type: "succeeded"; message: string }
  | { type: "refused"; message: string; field?: string | undefined; fieldMessage?: string | undefined }
  | { type: "networkFailed"; message: string }
  | { type: "clearStatus" };

export function initialFormState(fields: ContactFields = EMPTY_FIELDS): FormState {
  return { status: "idle", message: "", fields, errors: {}, attempts: 0 };
}

export function formReducer() {
  return function reduce(state: FormState, event: FormEvent): FormState {
    switch (event.type) {
      case "edit":
        if (state.status === "sending") return state;
        return { ...state, fields: { ...state.fields, [event.field]: event.value } };
      case "restore":
        if (state.status === "sending") return state;
        return { ...state, fields: event.fields };
      case "invalid":
        // The rules refused the fields before anything was sent: the problems are listed, the status box is empty.
        if (state.status === "sending") return state;
        return { ...state, status: "idle", message: "", errors: event.errors, attempts: state.attempts + 1 };
      case "submit":
        // A second submit while one is in flight is ignored: no double sends.
        if (state.status === "sending") return state;
        return { ...state, status: "sending", message: event.message, errors: {} };
      case "succeeded":
        if (state.status !== "sending") return state;
        return { ...initialFormState(), status: "success", message: event.message };
      case "refused": {
        if (state.status !== "sending") return state;
        // The receiver names the field it refused: that field is marked with the same words.
        const field = isOneOf(keysOf(EMPTY_FIELDS), event.field) ? event.field : undefined;
        const errors = field && event.fieldMessage ? { [field]: event.fieldMessage } : {};
        return { ...state, status: "error", message: event.message, errors };
      }
      case "networkFailed":
        if (state.status !== "sending") return state;
        return { ...state, status: "error", message: event.message };
      case "clearStatus":
        if (state.status === "sending") return state;
        return { ...state, status: "idle", message: "", errors: {} };
    }
  };
}

/**
 * The next step after a successful send, once the client's success message has shown (the popup's for its 2 s, until
 * it closes; an on-page form's at once): a confirmation that stays (what happens next, a booking link), or with
 * THANK_YOU_REDIRECT the /thank-you page, whose address lets an ad platform count the conversion.
 */
export interface FollowUp {
  when: "sent" | "popupClosed";
  then: "confirm" | "thankYouPage";
}

export function followUpAfterSend(variant: FormVariant, thankYouRedirect: boolean): FollowUp {
  return { when: variant === "popup" ? "popupClosed" : "sent", then: thankYouRedirect ? "thankYouPage" : "confirm" };
}

export type StatusTone = "error" | "success" | "info";

/**
 * Red for a failure, green for a send, blue otherwise (while sending), as the client specified: by the form's state,
 * so the color is right in every language (the English texts of the two say "Error" and "successfully").
 */
export function statusTone(status: FormStatus): StatusTone {
  if (status === "error") return "error";
  if (status === "success") return "success";
  return "info";
}

export function hasDraft(fields: Record<ContactField, string>): boolean {
  return Object.values(fields).some((value) => value.trim() !== "");
}

/** Reads a stored draft defensively: anything malformed counts as no draft. */
export function parseDraft(raw: string | null): ContactFields | null {
  if (!raw) return null;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== "object" || data === null) return null;
    const fields = { ...EMPTY_FIELDS };
    for (const key of keysOf(EMPTY_FIELDS)) {
      const value = propertyAt(data, key);
      if (typeof value === "string") fields[key] = value.slice(0, FIELD_BOUNDS[key].max);
    }
    return hasDraft(fields) ? fields : null;
  } catch {
    return null;
  }
}

/**
 * What the form starts with once its code runs: a stored draft, overridden field by field by what the visitor already
 * typed into the prerendered fields before the code arrived (React keeps that text on screen but not in its state, so
 * without this the enquiry would be sent without it). Null when there is nothing to restore.
 */
export function startingFields(draft: ContactFields | null, typed: Partial<ContactFields>): ContactFields | null {
  const fields = { ...EMPTY_FIELDS, ...draft };
  for (const [field, value] of entriesOf(typed)) if (value.trim() !== "") fields[field] = value;
  return hasDraft(fields) ? fields : null;
}
