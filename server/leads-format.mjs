// Formats stored leads for `npm run leads` (plain text) and `--csv`.

export const COLUMNS = ["id", "createdAt", "name", "email", "phone", "message"];

/** RFC 4180 field quoting; a leading =,+,- or @ is prefixed so spreadsheets never run it as a formula. */
export function csvField(value) {
  let text = String(value ?? "");
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(leads) {
  const rows = [COLUMNS.join(","), ...leads.map((lead) => COLUMNS.map((column) => csvField(lead[column])).join(","))];
  return `${rows.join("\r\n")}\r\n`;
}

export function toText(leads) {
  if (leads.length === 0) return "No leads stored yet.\n";
  return leads
    .map((lead) => `#${lead.id}  ${lead.createdAt}\n  ${lead.name} <${lead.email}>  ${lead.phone}\n  ${lead.message.replace(/\s+/g, " ").slice(0, 200)}\n`)
    .join("\n");
}
