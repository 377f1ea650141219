// A call booked in the calendar on the page (server/enquiries/booking.ts), noted on the lead's GoHighLevel contact: one note per
// booking, through the outbox like the enquiry itself. The contact is found by the enquiry's e-mail address (the
// enquiry's own delivery, or the calendar's booking, made it); while it is not there yet, the attempt is retried.
import { goHighLevelCaller, type GoHighLevelSettings } from "./gohighlevel.ts";
import { contactAnswer, noteAnswer, notesAnswer } from "./gohighlevel-answers.ts";
import { DeliveryError } from "./http.ts";
import type { Destination, OutboxLead } from "./types.ts";

/** The outbox's name for this delivery; queued only when a booking is reported, never with a new lead. */
export const BOOKING_NOTE_DESTINATION = "gohighlevel-booking";

/** The note's last line, by which a retry recognises a note an interrupted attempt already wrote. */
export function bookingNoteReference(lead: Pick<OutboxLead, "reference">): string {
  return `Booked call reference: ${lead.reference}`;
}

export function bookingNote(lead: Pick<OutboxLead, "reference" | "createdAt">): string {
  return `Call booked\n\nThe visitor booked a call in the website's calendar right after sending the inquiry of ${lead.createdAt} (reported by their browser when the calendar confirmed it; the appointment itself is in the calendar).\n\n${bookingNoteReference(lead)}`;
}

export function createBookingNoteDestination(
  settings: GoHighLevelSettings,
  { timeoutMs, now = Date.now }: { timeoutMs: number; now?: () => number },
): Destination {
  const call = goHighLevelCaller(settings, { timeoutMs, now });
  return {
    name: BOOKING_NOTE_DESTINATION,
    kind: "lead",
    async deliver(lead, { steps, save }) {
      let contactId = steps.contactId;
      if (!contactId) {
        const query = new URLSearchParams({ locationId: settings.locationId, email: lead.email });
        contactId = (await call("GET", `/contacts/search/duplicate?${query}`, { answer: contactAnswer })).contact?.id;
        if (!contactId)
          throw new DeliveryError("The contact is not in GoHighLevel yet (the inquiry's own delivery makes it)");
        await save("contactId", contactId);
      }
      if (steps.noteId) return;
      const path = `/contacts/${encodeURIComponent(contactId)}/notes`;
      // An earlier attempt may have written the note without hearing back: look for it first.
      if (steps.unsure || steps.interrupted) {
        const reference = bookingNoteReference(lead);
        // A read GoHighLevel refuses (no read scope) is no reason to give up: the note is written.
        const refused = (error: unknown) =>
          error instanceof DeliveryError &&
          !error.pause &&
          error.status !== undefined &&
          error.status >= 400 &&
          error.status < 500 &&
          ![408, 429].includes(error.status);
        const listed = await call("GET", path, { answer: notesAnswer }).catch((error: unknown) => {
          if (refused(error)) return undefined;
          throw error;
        });
        const found = listed?.notes?.find((note) => note.body?.includes(reference))?.id;
        if (found) return save("noteId", found);
      }
      let noteId: string | undefined;
      try {
        noteId = (await call("POST", path, { body: { body: bookingNote(lead) }, answer: noteAnswer })).note?.id;
      } catch (error) {
        if (error instanceof DeliveryError && error.unsure) await save("unsure", "note", { progress: false });
        throw error;
      }
      if (!noteId) throw new DeliveryError("GoHighLevel's answer has no note id", { unsure: true });
      await save("noteId", noteId);
    },
  };
}
