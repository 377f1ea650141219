/**
 * The enquiry's contract, written once for the browser's forms, the server's receiver and the tests: its fields and
 * their bounds, the rules a field can break, where a form posts and where a sent enquiry lands. Small and free of
 * libraries, so the form's first load can import it.
 */
import { OWN_RECEIVER_PATH } from "../config/urls.mjs";

export interface ContactFields {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export type ContactField = keyof ContactFields;

/** The fields in the order the forms show them: problems are listed in this order too. */
export const FIELD_ORDER: readonly ContactField[] = ["name", "email", "phone", "message"];

/**
 * The bounds of each field, counted as the browser's maxlength counts (UTF-16 code units): a name of 2-100
 * characters, a message of 10-5,000. `max` is the forms' maxlength and the receiver's upper bound.
 */
export const FIELD_BOUNDS: Readonly<Record<ContactField, { readonly min: number; readonly max: number }>> = {
  name: { min: 2, max: 100 },
  email: { min: 3, max: 254 },
  phone: { min: 1, max: 30 },
  message: { min: 10, max: 5000 },
};

/** What is wrong with a field: left empty, or filled with something the rules refuse. */
export const RULES = ["missing", "invalid"] as const;
export type Rule = (typeof RULES)[number];

/** Where the site's own receiver answers (the forms' default action). */
export const RECEIVER_PATH = OWN_RECEIVER_PATH;

/**
 * The prerendered page a sent enquiry lands on (a form posted without JavaScript, or THANK_YOU_REDIRECT), in English;
 * another language's is under its prefix (/es/thank-you).
 */
export const THANK_YOU_PATH = "/thank-you";
