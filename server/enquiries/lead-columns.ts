// How a lead's context and attribution fields map to the columns of the leads table.
import type { Row } from "@libsql/client";
import { DEFAULT_LANG, LANGS, type Lang } from "../../config/languages.mjs";
import { ATTRIBUTION_FIELDS, type LeadAttribution, type LeadInput } from "./lead-validation.ts";
import { isOneOf } from "../../lib/typed-object.ts";

/** A lead as read back for the listing and the CSV export. */
export interface StoredLead extends LeadInput {
  id: number;
  createdAt: string;
  attribution: LeadAttribution;
  /** When the visitor ticked the box agreeing to marketing texts; null when they did not. */
  smsConsentAt: string | null;
  /** The language of the page the enquiry was sent from ("en", "es"): the one to reply in. */
  lang: Lang;
}

/** The database column of each attribution field (`form` is stored as form_name). */
export const ATTRIBUTION_COLUMNS = ATTRIBUTION_FIELDS.map((field) => (field === "form" ? "form_name" : field));

/** The attribution fields of a row of the leads table; empty ones are left out. */
export function attributionOf(row: Row): LeadAttribution {
  return Object.fromEntries(
    ATTRIBUTION_FIELDS.flatMap((field, index) => {
      const value = row[ATTRIBUTION_COLUMNS[index]!];
      return value === null || value === undefined || value === "" ? [] : [[field, String(value)]];
    }),
  );
}

/** The columns of a stored lead from `table` (the table's name or alias), named apart from any joined table's. */
export function leadColumns(table: string): string {
  const columns = ["name", "email", "phone", "message", "sms_consent_at", "lang", ...ATTRIBUTION_COLUMNS].map(
    (column) => `${table}.${column}`,
  );
  return [`${table}.id AS lead_id`, `${table}.created_at AS lead_created_at`, ...columns].join(", ");
}

/** A stored lead from a row selected with leadColumns. */
export function storedLeadOf(row: Row): StoredLead {
  return {
    id: Number(row.lead_id),
    createdAt: String(row.lead_created_at),
    name: String(row.name),
    email: String(row.email),
    phone: String(row.phone),
    message: String(row.message),
    attribution: attributionOf(row),
    smsConsentAt: row.sms_consent_at === null || row.sms_consent_at === undefined ? null : String(row.sms_consent_at),
    lang: langOf(row.lang),
  };
}

/** A stored language; English for a lead stored before the column existed (or anything unknown). */
export function langOf(value: unknown): Lang {
  return isOneOf(LANGS, value) ? value : DEFAULT_LANG;
}
