// A short text with links written as Markdown's inline links, `[the SMS terms](/sms-terms)`, split into its plain and
// linked parts: for a sentence whose words are content (the text-message consent) and whose links must be real links
// wherever it is shown (the form in React, the server's answer without JavaScript), with no Markdown stack in either.

export type InlinePart = { text: string; href?: undefined } | { text: string; href: string };

/** Only site paths and https addresses become links; any other bracketed text stays as it was written. */
const LINK = /\[([^\]\n]+)\]\((\/[^)\s]*|https:\/\/[^)\s]+)\)/g;

export function inlineLinks(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[1]!, href: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The text as a reader sees it, links reduced to their words (for a stored copy of what was shown, or a plain e-mail). */
export const inlineText = (text: string): string =>
  inlineLinks(text)
    .map((part) => part.text)
    .join("");
