import type { VerifiedReview } from "~/content-model/types";
import { BUYER_REVIEW_WORDS } from "~/content-model/snapshot-pricing";
import { StarRating } from "~/components/ui/StarRating";
import { formatIsoDate } from "../../../lib/content-tokens";

/**
 * The reviews buyers wrote through their order's link and the agency approved (content/reviews/{slug}/), each with its
 * stars, words, name, "Verified buyer" and date: in every build, production included. Without one, no section.
 */
export function VerifiedReviews({ reviews }: { reviews: readonly VerifiedReview[] }) {
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="buyer-reviews-title" className="pb-16" data-testid="verified-reviews">
      <div className="container-page">
        <h2 id="buyer-reviews-title" className="text-2xl font-bold text-ink sm:text-3xl">
          {BUYER_REVIEW_WORDS.heading}
        </h2>
        <ul className="mt-6 grid-balanced-3 gap-5">
          {reviews.map((review) => (
            <li key={review.id}>
              <article className="h-full card p-6" data-review-id={review.id}>
                <StarRating rating={review.stars} />
                <p className="mt-4 whitespace-pre-line text-slate-700">{review.text}</p>
                <p className="mt-5 text-sm">
                  <span className="block font-semibold text-ink">{review.name}</span>
                  <span className="text-slate-600">
                    {BUYER_REVIEW_WORDS.verifiedBuyer} ·{" "}
                    <time dateTime={review.date}>{formatIsoDate(review.date)}</time>
                  </span>
                </p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
