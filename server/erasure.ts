// How a person's address is matched for erasure, and the form it is remembered in once erased. Matching folds case
// the Unicode way (JOSÉ@EXAMPLE.ORG is josé@example.org; SQLite's lower() folds ASCII only) and normalizes the
// composed and decomposed forms of accented letters. The erased addresses are kept only as a SHA-256 of that folded
// form: enough for a restore of an older backup to erase the same people again, not enough to read an address back.
import { createHash } from "node:crypto";

/** The address as erasure compares it: trimmed, NFKC-normalized, case-folded. */
export function foldAddress(email: string): string {
  return email.trim().normalize("NFKC").toUpperCase().toLowerCase();
}

/** The erased-address list's key for `email`. */
export function addressHash(email: string): string {
  return createHash("sha256").update(foldAddress(email)).digest("hex");
}
