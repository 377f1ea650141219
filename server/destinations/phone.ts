// A visitor's phone number as GoHighLevel stores it (E.164, "+15125550100"), when what they typed can be read as one.
// New leads are stored in E.164 already (the form's rules, lib/enquiry-rules.ts); leads stored before that hold the
// number as typed, so "call my office", "555-0100" (no area code) or "+1 512 555 0100 ext. 4" can still be here: those
// are not guessed at, and the CRM gets no phone from them (the note keeps the number as typed).

/** Separators people type inside a number; anything else (letters, "x" or "#" for an extension) means it is not one. */
const SEPARATORS = /[\s\-./()]/g;
/** A North American number without its country code: area code and exchange never start with 0 or 1. */
const NANP = /^[2-9]\d{2}[2-9]\d{6}$/;

/**
 * The number in E.164, or undefined. With a country code ("+44 20 7946 0958", or the "00" and "011" exit codes) any
 * 7 to 15 digits are taken as they are; without one, the number must be North American (the agency sells in the US
 * and Canada): ten digits, or eleven starting with 1.
 */
export function e164Phone(typed: string): string | undefined {
  // "+44 (0)20 ..." writes the trunk zero a caller drops when dialing from abroad.
  const text = typed.trim().replace(/^(\+\d{1,3})\s*\(0\)/, "$1");
  const international = /^(?:\+|00|011)/.exec(text);
  const digits = text.slice(international?.[0].length ?? 0).replace(SEPARATORS, "");
  if (!/^\d+$/.test(digits)) return undefined;
  if (international) {
    if (digits.startsWith("0") || digits.length < 7 || digits.length > 15) return undefined;
    if (digits.startsWith("1") && !NANP.test(digits.slice(1))) return undefined;
    return `+${digits}`;
  }
  if (NANP.test(digits)) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1") && NANP.test(digits.slice(1))) return `+${digits}`;
  return undefined;
}
