import { useEffect, useRef, useState } from "react";
import { ConsultationLink } from "~/components/forms/ConsultationProvider";
import { buttonClasses } from "~/components/ui/Button";
import { CtaSection } from "~/components/ui/CtaBand";
import { COUNTER_STEP_MS, nextCount, prefersReducedMotion, type CounterSpec } from "~/lib/motion";
import { formatCount } from "~/lib/pricing";

/**
 * Counts from 0 to the target in steps every 50 ms once the element is visible, as the client asked. The prerendered
 * HTML shows the final value; reduced motion keeps it there.
 */
function useCountUp(spec: CounterSpec, element: React.RefObject<HTMLElement | null>) {
  const [value, setValue] = useState(spec.target);
  useEffect(() => {
    const node = element.current;
    if (!node || prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
    setValue(0);
    let timer: number | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (timer !== undefined || !entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      timer = window.setInterval(() => {
        setValue((current) => {
          const next = nextCount(current, spec.step, spec.target);
          if (next >= spec.target) window.clearInterval(timer);
          return next;
        });
      }, COUNTER_STEP_MS);
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
    };
  }, [element, spec.step, spec.target]);
  return value;
}

function Counter({ spec }: { spec: CounterSpec }) {
  const ref = useRef<HTMLDivElement>(null);
  const value = useCountUp(spec, ref);
  return (
    <div ref={ref} className="text-center">
      <dt className="text-sm font-medium">{spec.label}</dt>
      <dd className="order-first text-5xl font-bold tabular-nums" data-counter={spec.target}>
        {formatCount(value)}
        {spec.suffix}
      </dd>
    </div>
  );
}

export function ClosingCtaSection({ counters }: { counters: CounterSpec[] }) {
  return (
    <CtaSection
      spaced
      id="closing-title"
      title="Ready for a GoHighLevel setup that sells while you sleep?"
      lead="Book a free consultation. You'll leave the call with a clear build plan, whether or not you hire us."
    >
      {/* items-end: a label that wraps on a phone keeps both figures on one line. */}
      <dl className="mx-auto flex max-w-md items-end justify-center gap-12">
        {counters.map((spec) => (
          <Counter key={spec.label} spec={spec} />
        ))}
      </dl>
      <ConsultationLink className={buttonClasses("inverse", "lg", "mt-10")}>Get Free Consultation</ConsultationLink>
    </CtaSection>
  );
}
