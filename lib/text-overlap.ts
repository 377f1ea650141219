/**
 * Finds wording two texts share: runs of `length` or more words in the same order, compared without case or
 * punctuation. The industry pages are held to original copy with it (no sentence of more than 12 words in common).
 */
export function words(text: string): string[] {
  return text
    .replace(/<[^>]+>/g, " ")
    .toLowerCase()
    .replace(/[’']/g, "")
    .split(/[^a-z0-9$%]+/)
    .filter(Boolean);
}

/** Every sentence-sized piece of a text: split at . ! ? : ; and line breaks, so a shared run never spans two. */
export function sentences(text: string): string[][] {
  return text
    .replace(/<[^>]+>/g, "\n")
    .split(/[.!?;:\n]+(?:\s|$)|\n/)
    .map(words)
    .filter((sentence) => sentence.length > 0);
}

/** The runs of `length` words (joined by spaces) that appear in a sentence of both texts. */
export function sharedRuns(a: string, b: string, length: number): string[] {
  const runs = (text: string) => {
    const found = new Set<string>();
    for (const sentence of sentences(text))
      for (let start = 0; start + length <= sentence.length; start += 1)
        found.add(sentence.slice(start, start + length).join(" "));
    return found;
  };
  const inB = runs(b);
  return [...runs(a)].filter((run) => inB.has(run));
}
