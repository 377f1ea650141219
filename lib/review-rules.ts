// A buyer's review: its limits, shared by the server's form and the build's check of each approved review file, and
// the only reasons a review may be rejected. These are the moderation rules the Terms publish, one code each; being
// negative is not one of them (the FTC's rule on consumer reviews, 16 CFR 465, forbids suppressing negative reviews).
import { isOneOf } from "./typed-object.ts";

export const REVIEW_LIMITS = {
  minStars: 1,
  maxStars: 5,
  /** Long enough for a sentence that says something; short enough to read on the page. */
  minText: 20,
  maxText: 2000,
  minName: 2,
  maxName: 40,
} as const;

/** The folder of approved reviews in the content folder: content/reviews/<snapshot slug>/<review id>.yml. */
export const REVIEWS_FOLDER = "reviews";

export const REJECTION_CODES = [
  "not-about-snapshot",
  "personal-data",
  "illegal-or-hateful",
  "spam-or-conflict",
] as const;
export type RejectionCode = (typeof REJECTION_CODES)[number];

export const isRejectionCode = (value: string): value is RejectionCode => isOneOf(REJECTION_CODES, value);

/** The name a buyer is shown by when they choose none: their first name and last initial ("Dana R."). */
export function defaultReviewName(fullName: string | null | undefined): string {
  const words = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  const first = words[0]!.slice(0, REVIEW_LIMITS.maxName - 3);
  const last = words.length > 1 ? ` ${[...words.at(-1)!][0]!.toUpperCase()}.` : "";
  return `${first}${last}`;
}

/** The average of the stars, to one decimal, and how many: undefined with no review (no rating is better than an invented one). */
export function starSummary(stars: readonly number[]): { rating: number; count: number } | undefined {
  if (stars.length === 0) return undefined;
  const total = stars.reduce((sum, value) => sum + value, 0);
  return { rating: Math.round((total / stars.length) * 10) / 10, count: stars.length };
}
