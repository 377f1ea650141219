import { useEffect, useState } from "react";
import { CONTACT_FORM_ID, INTEREST_MARKER, interestNote, type ContactInterest } from "../../../lib/interest-note";

// Empty (only the marker comment), the note takes no room.
const CLASSES =
  "mb-6 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800 empty:hidden";

/**
 * "You are asking about the Standard plan, $<price> per month.", with the hidden `interest` field of the contact form, when a
 * call to action brought the visitor here. The prerendered page holds a marker the production server fills in for
 * visitors without JavaScript (contracts/contact-interest.ts); with it, the query is read here once the page runs.
 */
export function InterestNote({ contactInterest }: { contactInterest: ContactInterest }) {
  const [note, setNote] = useState<ReturnType<typeof interestNote>>();
  useEffect(() => setNote(interestNote(window.location.search, contactInterest)), [contactInterest]);
  return note ? (
    <p className={CLASSES}>
      {note.text}
      <input type="hidden" name="interest" form={CONTACT_FORM_ID} value={note.key} />
    </p>
  ) : (
    <p className={CLASSES} dangerouslySetInnerHTML={{ __html: INTEREST_MARKER }} />
  );
}
