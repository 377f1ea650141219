// Formats stored leads for `npm run leads` (plain text) and `--csv`.
import type { StoredLead } from "./leads-store.ts";

export const COLUMNS = ["id", "createdAt", "name", "email", "phone", "message"] as const satisfies readonly (keyof StoredLead)[];

/** RFC 4180 field quoting; a leading =,+,- or @ is prefixed so spreadsheets never run it as a formula. */
export function csvField(value: unknown): string {
  let text = String(value ?? "");
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(leads: StoredLead[]): string {
  const rows = [COLUMNS.join(","), ...leads.map((lead) => COLUMNS.map((column) => csvField(lead[column])).join(","))];
  return `${rows.join("\r\n")}\r\n`;
}

export function toText(leads: StoredLead[]): string {
  if (leads.length === 0) return "No leads stored yet.\n";
  return leads
    .map((lead) => `#${lead.id}  ${lead.createdAt}\n  ${lead.name} <${lead.email}>  ${lead.phone}\n  ${lead.message.replace(/\s+/g, " ").slice(0, 200)}\n`)
    .join("\n");
}
