// How a person's address is matched, for erasure and for spotting an enquiry sent twice (server/enquiries/duplicate-window.ts),
// and the form it is remembered in once erased. Matching lowercases letter by letter the Unicode way
// (JOSÉ@EXAMPLE.ORG is josé@example.org; SQLite's lower() folds ASCII only) and normalizes the composed and decomposed
// forms of accented letters, but never folds one letter into several: STRASSE@ is another mailbox than straße@, and
// an erasure must not reach someone else's leads. The erased addresses are kept only as a SHA-256 of that form: enough
// for a restore of an older backup to erase the same people again, not enough to read an address back.
import { createHash } from "node:crypto";

/**
 * The address as it is compared: trimmed, NFKC-normalized, lowercased. Simple lowercasing only: upper- then
 * lowercasing would be full case folding (ß becomes ss), matching addresses that are not the same.
 */
export function foldAddress(email: string): string {
  return email.trim().normalize("NFKC").toLowerCase();
}

/** The erased-address list's key for `email`. */
export function addressHash(email: string): string {
  return createHash("sha256").update(foldAddress(email)).digest("hex");
}
