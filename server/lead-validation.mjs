// Validation of an enquiry, shared limits with the browser form (app/lib/contact-form.ts FIELD_MAX_LENGTH).

export const FIELD_LIMITS = { name: 100, email: 254, phone: 30, message: 5000 };

const LABELS = { name: "Name", email: "Email", phone: "Phone", message: "Message" };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** @returns {{ ok: true, lead: {name: string, email: string, phone: string, message: string} } | { ok: false, field: string, message: string }} */
export function validateLead(fields) {
  const lead = {};
  for (const field of Object.keys(FIELD_LIMITS)) {
    // Stored verbatim (anything that displays it escapes it); only emptiness ignores surrounding spaces.
    const value = typeof fields[field] === "string" ? fields[field] : "";
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
