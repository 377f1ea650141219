import { cn } from "~/lib/cn";
import { starFillWidth } from "~/lib/star-rating";

/**
 * Five stars with the rating as text for assistive technology, e.g. "Rated 4.8 out of 5". One element: the stars are
 * a CSS mask (app.css, .star-rating) over a gold-then-gray fill that stops at the rating, so a page of ratings costs
 * a few bytes each.
 */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const label = `Rated ${Number.isInteger(rating) ? rating : rating.toFixed(1)} out of 5`;
  return (
    <span
      role="img"
      aria-label={label}
      className={cn("star-rating", className)}
      style={{ "--star-fill": starFillWidth(rating) } as React.CSSProperties}
    />
  );
}
