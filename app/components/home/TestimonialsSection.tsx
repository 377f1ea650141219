import { useEffect, useState } from "react";
import { Icon } from "~/components/ui/Icon";
import { Monogram } from "~/components/ui/Monogram";
import { Quote } from "~/components/ui/Quote";
import { Section, SectionHeading } from "~/components/ui/Section";
import { StarRating } from "~/components/ui/StarRating";
import type { Testimonial } from "~/content-model/types";
import { cn } from "../../../lib/cn";
import { CAROUSEL_INTERVAL_MS, prefersReducedMotion, wrapIndex } from "../../../lib/motion";
import { homeWords } from "virtual:site-content";
import { fill } from "../../../lib/fill";

/**
 * Auto-rotating testimonials (WAI-ARIA carousel pattern). Rotation pauses while the pointer or focus is inside,
 * and the pause button stops it for good (WCAG 2.2.2). With reduced motion it starts paused.
 */
const words = homeWords.testimonials;

export function TestimonialsSection({ testimonials }: { testimonials: Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = testimonials.length;
  const rotating = !stopped && !hovered && !focused;

  useEffect(() => {
    if (prefersReducedMotion()) setStopped(true);
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((current) => wrapIndex(current, 1, count)), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  return (
    <Section tone="muted" labelledBy="testimonials-title">
      <SectionHeading id="testimonials-title" eyebrow={words.eyebrow} title={words.title} />
      <section
        aria-roledescription="carousel"
        aria-label={words.carousel}
        className="mx-auto mt-12 max-w-3xl"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
      >
        <div className="mb-4 flex items-center justify-end">
          <button
            type="button"
            onClick={() => setStopped((value) => !value)}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-white"
          >
            <Icon name={stopped ? "play" : "pause"} className="size-4" />
            {stopped ? words.play : words.pause}
          </button>
        </div>
        <div aria-live={rotating ? "off" : "polite"} className="grid">
          {testimonials.map((testimonial, slide) => (
            <div
              key={testimonial.name}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(words.slide, { number: slide + 1, count })}
              hidden={slide !== index}
              className="col-start-1 row-start-1"
            >
              <figure className="h-full card p-8 shadow-sm sm:p-10">
                <StarRating rating={testimonial.rating} />
                <Quote
                  text={testimonial.text}
                  quotedIn={testimonial.quotedIn}
                  className="mt-5 text-lg leading-relaxed text-ink sm:text-xl"
                />
                <figcaption className="mt-6 flex items-center gap-4">
                  <Monogram name={testimonial.name} size="md" />
                  <span>
                    <span className="block font-semibold text-ink">{testimonial.name}</span>
                    <span className="block text-sm text-slate-600">{testimonial.company}</span>
                  </span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
        <div className="mt-6 flex items-center justify-center gap-4">
          <button
            type="button"
            aria-label={words.previous}
            onClick={() => setIndex((current) => wrapIndex(current, -1, count))}
            className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-ink hover:border-brand-600"
          >
            <Icon name="arrowLeft" />
          </button>
          <div className="flex">
            {testimonials.map((testimonial, slide) => (
              <button
                key={testimonial.name}
                type="button"
                aria-label={fill(words.show, { number: slide + 1, count })}
                aria-current={slide === index ? "true" : undefined}
                onClick={() => setIndex(slide)}
                className="group inline-flex size-11 items-center justify-center"
              >
                <span
                  className={cn(
                    "block h-2.5 rounded-full transition-all",
                    slide === index ? "w-7 bg-brand-600" : "w-2.5 bg-slate-300 group-hover:bg-slate-400",
                  )}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            aria-label={words.next}
            onClick={() => setIndex((current) => wrapIndex(current, 1, count))}
            className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-ink hover:border-brand-600"
          >
            <Icon name="arrowRight" />
          </button>
        </div>
      </section>
    </Section>
  );
}
