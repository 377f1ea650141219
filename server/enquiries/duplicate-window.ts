// A post without an idempotency key (a form sent without JavaScript, whose prerendered HTML is the same for every
// visitor and so cannot carry a key of its own; an API client that sends none) gets a key made from its content: the
// same name, e-mail (any case), phone and message within the same window is the same enquiry, sent twice (a double
// click, a reload that posts again, a back-and-resend); a change to any of them makes it a new one. The key of the window before is checked too, so a resend a moment after a window
// turns over is still caught (docs/decisions/023-outbox-and-receiver-under-faults.md).
import { createHash } from "node:crypto";
import { foldAddress } from "./erasure.ts";

/** How long an identical enquiry counts as a resend: between one and two windows. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

type Content = { name: string; email: string; phone: string; message: string };

/** A UUID-shaped key of the enquiry's content in the window `offset` windows from the one `now` is in. */
function windowKey({ name, email, phone, message }: Content, now: number, offset: number): string {
  const window = Math.floor(now / DUPLICATE_WINDOW_MS) + offset;
  // The address compared as erasure compares it, so "the same person" means one thing everywhere.
  const content = ["lead-content", name, foldAddress(email), phone, message, String(window)].join("\u0000");
  const hex = createHash("sha256").update(content).digest("hex");
  // Version 8 ("custom") and the RFC variant bits, so the key reads as any other UUID the store holds.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The key to store the enquiry under, and the one an identical enquiry of the window before was stored under. */
export function contentKeys(lead: Content, now: number): { key: string; previous: string } {
  return { key: windowKey(lead, now, 0), previous: windowKey(lead, now, -1) };
}
