// Formats stored leads for `npm run leads` (plain text) and `--csv`. Nothing read from the database reaches the
// terminal or the spreadsheet raw: control characters are shown as visible escapes (defence in depth; the receiver
// already refuses them).
import { ATTRIBUTION_FIELDS } from "./lead-validation.ts";
import type { StoredLead } from "./lead-columns.ts";
import type { ConsentRecord } from "./consent-store.ts";
import type { DeliveryRow } from "../outbox/outbox-store.ts";
import { formatPhone } from "../../lib/enquiry-rules.ts";
import { LANGUAGES } from "../../config/languages.mjs";
import { isOneOf } from "../../lib/typed-object.ts";

const LEAD_COLUMNS = [
  "id",
  "createdAt",
  "name",
  "email",
  "phone",
  "message",
  "smsConsentAt",
  "lang",
] as const satisfies readonly (keyof StoredLead)[];
/**
 * The CSV header: the lead's fields (smsConsentAt: when the visitor agreed to marketing texts, empty when they did not;
 * lang: the language of the page it came from, the one to reply in), then its context and attribution (form, context, page, UTM, referrer).
 */
export const COLUMNS = [...LEAD_COLUMNS, ...ATTRIBUTION_FIELDS] as const;

function cell(lead: StoredLead, column: (typeof COLUMNS)[number]): unknown {
  return isOneOf(LEAD_COLUMNS, column) ? lead[column] : lead.attribution[column];
}

// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
const UNSAFE_KEEPING_LINES =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

const escapeCharacter = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** Replaces control, line-separator and bidi characters with a visible `\uXXXX`; `keepLineFeeds` keeps `\n` and tabs. */
export function printable(value: unknown, { keepLineFeeds = false }: { keepLineFeeds?: boolean } = {}): string {
  // Any cell prints as String() writes it: the escaping below is what keeps it safe.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string
  return String(value ?? "").replace(keepLineFeeds ? UNSAFE_KEEPING_LINES : UNSAFE, escapeCharacter);
}

/**
 * RFC 4180 field quoting; a leading =, +, - or @ (or tab or CR) is prefixed with an apostrophe so spreadsheets never
 * run it as a formula. Line feeds stay (quoted), other control characters are escaped.
 */
export function csvField(value: unknown): string {
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- any cell, as String() writes it, then escaped
  const raw = String(value ?? "");
  let text = printable(raw.replace(/\r\n/g, "\n"), { keepLineFeeds: true });
  if (/^[=+\-@\t\r]/.test(raw) || /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Whether the lead may get marketing texts, as every place a lead reaches says it (the listing, the e-mail, the CRM's
 * note): without the box ticked, the number is for replying to this inquiry only.
 */
export function smsConsentLine(lead: Pick<StoredLead, "smsConsentAt">): string {
  return lead.smsConsentAt
    ? `Marketing texts: agreed ${printable(lead.smsConsentAt)}`
    : "Marketing texts: no consent (call or e-mail about this inquiry only, no marketing texts)";
}

/** The language to reply in, as the listing, the e-mail and the CRM's note say it ("Reply in Spanish"). */
export function replyLanguageLine(lead: Pick<StoredLead, "lang">): string {
  return `Reply in ${LANGUAGES[lead.lang].inEnglish}`;
}

export function toCsv(leads: StoredLead[]): string {
  const rows = [
    COLUMNS.join(","),
    ...leads.map((lead) => COLUMNS.map((column) => csvField(cell(lead, column))).join(",")),
  ];
  return `${rows.join("\r\n")}\r\n`;
}

export function toText(leads: StoredLead[]): string {
  if (leads.length === 0) return "No leads stored yet.\n";
  return leads
    .map((lead) => {
      const message = printable(lead.message.replace(/\s+/g, " ")).slice(0, 200);
      const context = ATTRIBUTION_FIELDS.filter((field) => lead.attribution[field])
        .map((field) => `${field}=${printable(lead.attribution[field])}`)
        .join("  ");
      return `#${lead.id}  ${printable(lead.createdAt)}\n  ${printable(lead.name)} <${printable(lead.email)}>  ${printable(formatPhone(lead.phone))}\n  ${replyLanguageLine(lead)} (${lead.lang})\n  ${smsConsentLine(lead)}\n  ${message}\n${context ? `  ${context}\n` : ""}`;
    })
    .join("\n");
}

/**
 * `npm run leads -- --consents <phone>`: each consent to marketing texts from that number, with the words it agreed
 * to, as the proof a claim asks for (the lead it came with may be erased by now).
 */
export function consentsText(phone: string, records: ConsentRecord[]): string {
  if (records.length === 0) return `No text-message consent recorded for ${printable(phone)}.\n`;
  return records
    .map((record) => {
      const words =
        record.words === null
          ? "(words not recorded: given before the site kept them)"
          : `"${printable(record.words)}"`;
      return (
        `${printable(record.consentedAt)}  ${printable(formatPhone(record.phone))}  lead #${record.leadId}\n` +
        `  page ${printable(record.page ?? "(unknown)")}  language ${printable(record.lang)}  words' version ${printable(record.version ?? "(none)")}\n` +
        `  ${words}\n`
      );
    })
    .join("\n");
}

/** `npm run leads -- --failed` (and `--outbox`): one line per delivery with its attempts and last error. */
export function deliveriesText(deliveries: DeliveryRow[], empty: string): string {
  if (deliveries.length === 0) return `${empty}\n`;
  return deliveries
    .map((delivery) => {
      const due = delivery.status === "pending" ? `  next ${new Date(delivery.nextAttemptAt).toISOString()}` : "";
      const error = delivery.lastError ? `\n  last error: ${printable(delivery.lastError)}` : "";
      return `delivery ${delivery.id}  ${delivery.kind} #${delivery.subject}  ${delivery.destination}  ${delivery.status}  attempts ${delivery.attempts}  updated ${printable(delivery.updatedAt)}${due}${error}`;
    })
    .join("\n")
    .concat("\n");
}
