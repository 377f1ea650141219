// The review form's fields as the server reads them: stars (1-5), the text and the name to show, each a single
// string within the limits the build checks approved reviews against (lib/review-rules.ts). Anything else sent is
// dropped; a field sent twice, a file or a control character is refused, never guessed at.
import { REVIEW_LIMITS } from "../../lib/review-rules.ts";
import type { SubmittedFields } from "../enquiries/contact.ts";

export type ReviewField = "stars" | "text" | "name";

export interface ReviewInput {
  stars: number;
  text: string;
  name: string;
}

export interface FieldProblem {
  field: ReviewField;
  message: string;
}

/** Control characters other than a line break or a tab (a pasted text keeps its paragraphs). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;

const one = (value: unknown) => (typeof value === "string" ? value : undefined);

export function readReviewFields(
  fields: SubmittedFields,
): { review: ReviewInput } | { problems: FieldProblem[]; values: Partial<Record<ReviewField, string>> } {
  const problems: FieldProblem[] = [];
  const starsText = one(fields.stars)?.trim() ?? "";
  const text = (one(fields.text) ?? "").replace(/\r\n?/g, "\n").trim();
  const name = (one(fields.name) ?? "").replace(/\s+/g, " ").trim();
  const stars = /^[1-9]$/.test(starsText) ? Number(starsText) : Number.NaN;
  if (!(stars >= REVIEW_LIMITS.minStars && stars <= REVIEW_LIMITS.maxStars))
    problems.push({
      field: "stars",
      message: `Choose from ${REVIEW_LIMITS.minStars} to ${REVIEW_LIMITS.maxStars} stars.`,
    });
  if (one(fields.text) === undefined || CONTROL.test(text))
    problems.push({ field: "text", message: "Write your review as plain text." });
  else if ([...text].length < REVIEW_LIMITS.minText || [...text].length > REVIEW_LIMITS.maxText)
    problems.push({
      field: "text",
      message: `Write between ${REVIEW_LIMITS.minText} and ${REVIEW_LIMITS.maxText} characters.`,
    });
  if (one(fields.name) === undefined || CONTROL.test(name) || /[<>]/.test(name))
    problems.push({ field: "name", message: "Give the name to show as plain text." });
  else if ([...name].length < REVIEW_LIMITS.minName || [...name].length > REVIEW_LIMITS.maxName)
    problems.push({
      field: "name",
      message: `Give a name of ${REVIEW_LIMITS.minName} to ${REVIEW_LIMITS.maxName} characters.`,
    });
  if (problems.length > 0)
    return {
      problems,
      values: {
        stars: starsText.slice(0, 1),
        text: text.slice(0, REVIEW_LIMITS.maxText * 2),
        name: name.slice(0, REVIEW_LIMITS.maxName * 2),
      },
    };
  return { review: { stars, text, name } };
}
