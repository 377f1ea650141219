import { cn } from "../../../lib/cn";
import { words } from "~/content-model/interface-words";
import { starFillWidth } from "../../../lib/star-rating";

/**
 * Five stars with the rating as text for assistive technology, e.g. "Rated 4.8 out of 5" (the interface words' `rating`). One element: the stars are
 * a CSS mask (app.css, .star-rating) over a gold-then-gray fill that stops at the rating, so a page of ratings costs
 * a few bytes each.
 */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const label = words.rating.replace("{rating}", Number.isInteger(rating) ? String(rating) : rating.toFixed(1));
  return (
    <span
      role="img"
      aria-label={label}
      className={cn("star-rating", className)}
      // React's style type lists no custom properties.
      style={{ "--star-fill": starFillWidth(rating) } as React.CSSProperties}
    />
  );
}
