// Validation of an enquiry, shared limits with the browser form (app/lib/contact-form.ts FIELD_MAX_LENGTH).

export const FIELD_LIMITS = { name: 100, email: 254, phone: 30, message: 5000 } as const;

export type LeadField = keyof typeof FIELD_LIMITS;

/** The visitor's enquiry as validated. */
export interface LeadInput {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export type ValidationResult = { ok: true; lead: LeadInput } | { ok: false; field: string; message: string };

const LABELS: Record<LeadField, string> = { name: "Name", email: "Email", phone: "Phone", message: "Message" };
const FIELDS = Object.keys(FIELD_LIMITS) as LeadField[];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateLead(fields: Record<string, unknown>): ValidationResult {
  const lead: LeadInput = { name: "", email: "", phone: "", message: "" };
  for (const field of FIELDS) {
    // Stored verbatim (anything that displays it escapes it); only emptiness ignores surrounding spaces.
    const raw = fields[field];
    const value = typeof raw === "string" ? raw : "";
    if (!value.trim()) return { ok: false, field, message: `${LABELS[field]} is required.` };
    if (value.length > FIELD_LIMITS[field]) {
      return { ok: false, field, message: `${LABELS[field]} is too long (maximum ${FIELD_LIMITS[field]} characters).` };
    }
    lead[field] = value;
  }
  if (!EMAIL.test(lead.email.trim())) return { ok: false, field: "email", message: "Email must be a valid email address." };
  if (!/\d/.test(lead.phone)) return { ok: false, field: "phone", message: "Phone must contain at least one digit." };
  return { ok: true, lead };
}
