import { cn } from "~/lib/cn";

/** Five stars with the rating as text for assistive technology, e.g. "Rated 4.8 out of 5". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const label = `Rated ${Number.isInteger(rating) ? rating : rating.toFixed(1)} out of 5`;
  return (
    <span role="img" aria-label={label} className={cn("inline-flex gap-0.5", className)}>
      {Array.from({ length: 5 }, (_, index) => {
        const fill = Math.max(0, Math.min(1, rating - index));
        return (
          <svg key={index} viewBox="0 0 20 20" className="size-4" aria-hidden="true">
            <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" fill="#e2e8f0" />
            <path
              d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"
              fill="#f59e0b"
              style={{ clipPath: `inset(0 ${100 - fill * 100}% 0 0)` }}
            />
          </svg>
        );
      })}
    </span>
  );
}
