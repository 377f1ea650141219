import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newOrderId } from "../orders/orders-store.ts";
import { matchReviewPath, reviewPath, reviewTag, tagMatches } from "./review-link.ts";

describe("the review link", () => {
  const key = randomBytes(32);
  const order = newOrderId();

  it("is the same for an order every time, and another order's or another key's is different", () => {
    expect(reviewTag(key, order)).toBe(reviewTag(key, order));
    expect(reviewTag(key, newOrderId())).not.toBe(reviewTag(key, order));
    expect(reviewTag(randomBytes(32), order)).not.toBe(reviewTag(key, order));
  });

  it("opens only with the order's own tag", () => {
    const match = matchReviewPath(reviewPath(key, order))!;
    expect(match).toEqual({ orderId: order, tag: reviewTag(key, order), thanks: false });
    expect(tagMatches(key, order, match.tag)).toBe(true);
    const flipped = `${match.tag.slice(0, -1)}${match.tag.endsWith("A") ? "B" : "A"}`;
    expect(tagMatches(key, order, flipped)).toBe(false);
    expect(tagMatches(key, newOrderId(), match.tag)).toBe(false);
    expect(tagMatches(key, order, "short")).toBe(false);
  });

  it("matches the form and its thank-you page, and nothing else", () => {
    expect(matchReviewPath(`${reviewPath(key, order)}/thanks`)?.thanks).toBe(true);
    for (const other of [
      "/review",
      `/review/${order}`,
      `/review/${order}/x`,
      `/order/${order}`,
      `${reviewPath(key, order)}/other`,
    ])
      expect(matchReviewPath(other)).toBeUndefined();
  });
});
