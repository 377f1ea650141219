// The review link of an order: /review/<order id>/<tag>, where the tag is an HMAC-SHA256 of the order id under the
// store's review key (kept in the database, made once: reviews-store.ts). Nobody can make a tag for an order without
// the key, a tag opens the form of one order only, and forgetting the key voids every review link at once without
// touching the order pages (docs/decisions/058-reviews-only-buyers-can-write.md).
import { createHmac, timingSafeEqual } from "node:crypto";

export const REVIEW_PREFIX = "/review/";
/** 128 bits of the MAC, base64url: as unguessable as the order id itself. */
const TAG_LENGTH = 22;

export function reviewTag(key: Buffer, orderId: string): string {
  return createHmac("sha256", key).update(`review:${orderId}`).digest("base64url").slice(0, TAG_LENGTH);
}

/** The review form's path for an order. */
export const reviewPath = (key: Buffer, orderId: string) => `${REVIEW_PREFIX}${orderId}/${reviewTag(key, orderId)}`;

/** Whether `tag` is the order's (compared in constant time). */
export function tagMatches(key: Buffer, orderId: string, tag: string): boolean {
  const expected = Buffer.from(reviewTag(key, orderId));
  const given = Buffer.from(tag);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** /review/<id>/<tag> and /review/<id>/<tag>/thanks: its parts, or undefined for any other path. */
export function matchReviewPath(path: string): { orderId: string; tag: string; thanks: boolean } | undefined {
  const match = /^\/review\/([A-Za-z0-9_-]{24})\/([A-Za-z0-9_-]{22})(\/thanks)?\/?$/.exec(path);
  return match ? { orderId: match[1]!, tag: match[2]!, thanks: match[3] !== undefined } : undefined;
}
