// How a lead's context and attribution fields map to the columns of the leads table.
import type { Row } from "@libsql/client";
import { ATTRIBUTION_FIELDS, type LeadAttribution } from "./lead-validation.ts";

/** The database column of each attribution field (`form` is stored as form_name). */
export const ATTRIBUTION_COLUMNS = ATTRIBUTION_FIELDS.map((field) => (field === "form" ? "form_name" : field));

/** The attribution fields of a row of the leads table; empty ones are left out. */
export function attributionOf(row: Row): LeadAttribution {
  return Object.fromEntries(
    ATTRIBUTION_FIELDS.flatMap((field, index) => {
      const value = row[ATTRIBUTION_COLUMNS[index]!];
      return value === null || value === undefined || value === "" ? [] : [[field, String(value)]];
    }),
  ) as LeadAttribution;
}
