export interface LinkPhrase {
  phrase: string;
  to: string;
}

export type TextSegment = string | { text: string; to: string };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The phrases that link inside post text (the client's list), longest first so overlapping phrases resolve predictably. */
export function blogLinkPhrases(brandName: string): LinkPhrase[] {
  return [
    { phrase: brandName, to: "/" },
    { phrase: "ready-to-use snapshots", to: "/buy-snapshot" },
    { phrase: "pre-built automation snapshots", to: "/buy-snapshot" },
    { phrase: "GHL pricing", to: "/pricing" },
  ].sort((a, b) => b.phrase.length - a.phrase.length);
}

/**
 * Splits text into plain strings and link segments for every case-insensitive occurrence of a phrase.
 * The page turns link segments into <Link> elements, so no HTML is ever injected.
 */
export function linkifyText(text: string, phrases: LinkPhrase[]): TextSegment[] {
  const usable = phrases.filter((entry) => entry.phrase.trim() !== "");
  if (usable.length === 0) return [text];
  const pattern = new RegExp(usable.map((entry) => escapeRegExp(entry.phrase)).join("|"), "gi");
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    const found = match[0];
    const target = usable.find((entry) => entry.phrase.toLowerCase() === found.toLowerCase());
    if (!target) continue;
    if (start > last) segments.push(text.slice(last, start));
    segments.push({ text: found, to: target.to });
    last = start + found.length;
  }
  if (last < text.length) segments.push(text.slice(last));
  return segments;
}
