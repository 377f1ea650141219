// A snapshot's structured data rates it from its buyers' approved reviews only: their count and average, one Review
// each, and no rating at all without one (the demo's sample figures never reach it).
import { describe, expect, it } from "vitest";
import type { VerifiedReview } from "~/content-model/types";
import { productJsonLd } from "./jsonld";

const BASE = { name: "S", description: "d", path: "/buy-snapshot/s", image: "/images/snapshots/s.png", price: 197 };
const review = (id: string, stars: number): VerifiedReview => ({
  id,
  stars,
  text: `Review ${id} of the snapshot, long enough.`,
  name: `Buyer ${id}`,
  date: "2026-11-18",
});

describe("a product's rating in structured data", () => {
  it("is absent without an approved review", () => {
    expect(productJsonLd(BASE)).not.toHaveProperty("aggregateRating");
    expect(productJsonLd({ ...BASE, reviews: [] })).not.toHaveProperty("review");
  });

  it("counts and averages exactly the approved reviews, with one Review each", () => {
    const doc = productJsonLd({ ...BASE, reviews: [review("a", 5), review("b", 2), review("c", 4)] });
    expect(doc).toMatchObject({
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: "3.7",
        reviewCount: 3,
        bestRating: "5",
        worstRating: "1",
      },
    });
    expect((doc as { review: unknown[] }).review).toEqual([
      expect.objectContaining({
        "@type": "Review",
        reviewRating: expect.objectContaining({ ratingValue: "5" }),
        author: { "@type": "Person", name: "Buyer a" },
        datePublished: "2026-11-18",
      }),
      expect.objectContaining({ reviewRating: expect.objectContaining({ ratingValue: "2" }) }),
      expect.objectContaining({ reviewRating: expect.objectContaining({ ratingValue: "4" }) }),
    ]);
  });
});
