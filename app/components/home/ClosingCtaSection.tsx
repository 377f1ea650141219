import { useEffect, useRef, useState } from "react";
import { ConsultationLink } from "~/components/forms/ConsultationProvider";
import { buttonClasses } from "~/components/ui/Button";
import { CtaSection } from "~/components/ui/CtaBand";
import { COUNTER_STEP_MS, nextCount, prefersReducedMotion, type CounterSpec } from "../../../lib/motion";
import { formatCount } from "../../../lib/pricing";

/**
 * Counts from 0 to the target in steps every 50 ms once the element is on screen, as the client asked. The prerendered
 * HTML shows the final value, and so does a counter already on screen when its code arrives (a tall screenshot
 * window, a fast scroll): it is reset to 0 only while out of sight, so nothing ever shows a count caught half way
 * unless it is counting in front of the reader. Reduced motion keeps the final value.
 */
function useCountUp(spec: CounterSpec, element: React.RefObject<HTMLElement | null>) {
  const [value, setValue] = useState(spec.target);
  useEffect(() => {
    const node = element.current;
    if (!node || prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
    let timer: number | undefined;
    let first = true;
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((entry) => entry.isIntersecting);
      if (first) {
        first = false;
        if (visible) return observer.disconnect();
        return setValue(0);
      }
      if (timer !== undefined || !visible) return;
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
    <div ref={ref} className="flex flex-col text-center">
      <dt className="text-sm font-medium">{spec.label}</dt>
      <dd className="order-first text-5xl font-bold tabular-nums" data-counter={spec.target}>
        {formatCount(value)}
        {spec.suffix}
      </dd>
    </div>
  );
}

export function ClosingCtaSection({
  copy,
  counters,
}: {
  copy: { title: string; lead: string; button: string };
  counters: CounterSpec[];
}) {
  return (
    <CtaSection spaced id="closing-title" title={copy.title} lead={copy.lead}>
      {/* Each figure above its label; items-start keeps the figures on one line when a label wraps on a phone. */}
      {counters.length > 0 && (
        <dl className="mx-auto flex max-w-md items-start justify-center gap-12">
          {counters.map((spec) => (
            <Counter key={spec.label} spec={spec} />
          ))}
        </dl>
      )}
      <ConsultationLink className={buttonClasses("inverse", "lg", "mt-10")}>{copy.button}</ConsultationLink>
    </CtaSection>
  );
}
