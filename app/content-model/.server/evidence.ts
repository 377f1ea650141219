/**
 * Evidence for social proof: every testimonial, rating, review or sales count, case study, marketing figure, team
 * member, badge, former price and claim made in words says whether the agency has verified it and where it comes
 * from. The build collects them as claims (for `npm run launch-check`), leaves every unverified one out of a
 * production build, says a claim made in words in its unclaimed words (decision record 054), or stops the build,
 * naming a sentence that states one (decision record 032), and keeps the words "verified" and "source" out of the
 * pages and the browser bundle.
 */

export interface Evidence {
  verified: boolean;
  source: string;
}

/** One thing the site claims, where it is written, and its evidence. */
export interface Claim extends Evidence {
  /** Path inside content/, e.g. snapshots/roofing.md */
  file: string;
  /** The field that carries the evidence, e.g. testimonials[2] */
  field: string;
  /** What is claimed, in a few words: `Testimonial from Rachel M.`, `Rating 4.8 from 40 reviews, 99 sales`. */
  what: string;
}

export function withoutEvidence<T extends Evidence>({
  verified: _verified,
  source: _source,
  ...rest
}: T): Omit<T, keyof Evidence> {
  return rest;
}

/**
 * Whether a rating shown with one decimal can be the average of `reviews` star ratings (1 to 5) that include the
 * reviews shown beside it. A 5.0 needs every review at 5 stars: a 4-star review next to it reads as made up. Returns
 * the problem, or undefined.
 */
export function ratingProblem(rating: number, reviews: number, shown: readonly number[]): string | undefined {
  if (reviews < shown.length) return `${reviews} reviews, but ${shown.length} are shown`;
  if (reviews === 0) return rating > 0 ? "a rating needs at least one review" : undefined;
  const total = shown.reduce((sum, stars) => sum + stars, 0);
  const others = reviews - shown.length;
  const lowest = (total + others) / reviews;
  const highest = (total + others * 5) / reviews;
  if (rating >= 5 && shown.some((stars) => stars < 5))
    return `a ${rating.toFixed(1)} rating next to a review of ${Math.min(...shown)} stars`;
  // The true average must round to the rating shown: [rating - 0.05, rating + 0.05) must meet [lowest, highest].
  if (highest < rating - 0.05 || lowest >= rating + 0.05)
    return `${rating.toFixed(1)} can't be the average of ${reviews} reviews that include ${shown.join(", ")} stars (possible: ${lowest.toFixed(2)}-${highest.toFixed(2)})`;
  return undefined;
}

/**
 * Words that make a claim, as a pattern: any case, and any spaces or line breaks between the words (YAML and
 * Markdown wrap lines where an editor or the formatter chose).
 */
export function wordsPattern(words: string, flags = "i"): RegExp {
  return new RegExp(
    words
      .trim()
      .split(/\s+/)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("\\s+"),
    flags,
  );
}

/** The fields of a parsed file whose text contains `pattern` (any case), as field paths; the body as "body". */
export function fieldsContaining(pattern: string, data: unknown, body = ""): string[] {
  const needle = wordsPattern(pattern);
  const found: string[] = [];
  const walk = (value: unknown, at: string) => {
    if (typeof value === "string") {
      if (needle.test(value)) found.push(at);
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${at}[${index}]`));
    else if (value !== null && typeof value === "object")
      for (const [key, inner] of Object.entries(value)) walk(inner, at ? `${at}.${key}` : key);
  };
  walk(data, "");
  if (needle.test(body)) found.push("body");
  return found;
}

/** A claim made in words and what a production build writes while it is unverified. */
export interface Rewording {
  pattern: string;
  unclaimed: string;
}

/**
 * `text` with each pattern's words replaced by its unclaimed words. These are written as they read mid-sentence, and
 * capitalized where the claim's words began with a capital (the start of a sentence or a heading).
 */
export function reword(text: string, rewordings: readonly Rewording[]): string {
  return rewordings.reduce(
    (out, { pattern, unclaimed }) =>
      out.replace(wordsPattern(pattern, "gi"), (found) =>
        /^\p{Lu}/u.test(found) ? unclaimed.charAt(0).toUpperCase() + unclaimed.slice(1) : unclaimed,
      ),
    text,
  );
}

/** Unverified claims grouped by file, as launch-check prints them. */
export function unverifiedReport(claims: readonly Claim[]): string {
  const open = claims.filter((claim) => !claim.verified);
  if (open.length === 0)
    return "Every claim is verified: testimonials, ratings, case studies, figures, team, badges, former prices and words.\n";
  const byFile = new Map<string, Claim[]>();
  for (const claim of open) byFile.set(claim.file, [...(byFile.get(claim.file) ?? []), claim]);
  const lines: string[] = [];
  for (const [file, list] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`content/${file}`);
    for (const claim of list) lines.push(`  ${claim.field}: ${claim.what}`);
  }
  lines.push(
    "",
    `${open.length} unverified ${open.length === 1 ? "claim" : "claims"} in ${byFile.size} ${byFile.size === 1 ? "file" : "files"}` +
      " (a production build leaves each out, says it in its unclaimed words, or stops where a sentence states one).",
    "Check each against its source, then set verified: true and name the source, or delete it.",
  );
  return `${lines.join("\n")}\n`;
}
