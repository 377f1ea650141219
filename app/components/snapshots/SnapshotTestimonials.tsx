import { Monogram } from "~/components/ui/Monogram";
import { StarRating } from "~/components/ui/StarRating";
import type { SnapshotPageData } from "~/page-data/snapshots";

/** What the snapshot's clients say: a tab of the snapshot's details. */
export function SnapshotTestimonials({ testimonials }: { testimonials: SnapshotPageData["detail"]["testimonials"] }) {
  return (
    <>
      <h2 className="sr-only">Testimonials</h2>
      <ul className="grid-balanced-3 gap-5">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="h-full card p-6">
              <StarRating rating={testimonial.rating} />
              <blockquote className="mt-4 text-slate-700">
                <p>{`“${testimonial.content}”`}</p>
              </blockquote>
              <figcaption className="mt-5 flex items-center gap-3">
                <Monogram name={testimonial.name} size="sm" />
                <span>
                  <span className="block font-semibold text-ink">{testimonial.name}</span>
                  <span className="block text-sm text-slate-600">{testimonial.business}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}
