import { useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "../../../lib/motion";
import { cn } from "../../../lib/cn";

type RevealState = "static" | "waiting" | "shown";

/**
 * Fades its children in when they scroll into view. The prerendered HTML is fully visible; only elements
 * still below the fold when JavaScript starts are hidden and revealed, and never with reduced motion.
 */
export function Reveal({
  delay = 0,
  className,
  children,
  as: Tag = "div",
}: {
  delay?: number;
  className?: string;
  children: React.ReactNode;
  as?: "div" | "li";
}) {
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null);
  const [state, setState] = useState<RevealState>("static");

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
    // Whether the element starts on screen comes from the observer's first report, delivered with the next frame,
    // not from measuring it here: a measurement while the page hydrates forces a layout of the whole page, the
    // largest blocking task on a phone. An element on screen stays as it is; one below is hidden until it scrolls in.
    let reveal: IntersectionObserver | undefined;
    const start = new IntersectionObserver((entries) => {
      start.disconnect();
      if (entries.some((entry) => entry.isIntersecting)) return;
      setState("waiting");
      reveal = new IntersectionObserver(
        (later) => {
          if (!later.some((entry) => entry.isIntersecting)) return;
          setState("shown");
          reveal?.disconnect();
        },
        { rootMargin: "0px 0px -10% 0px" },
      );
      reveal.observe(element);
    });
    start.observe(element);
    return () => {
      start.disconnect();
      reveal?.disconnect();
    };
  }, []);

  return (
    <Tag
      ref={ref}
      // Only a revealing element is marked: the prerendered HTML stays as it is (and a few bytes lighter).
      data-reveal={state === "static" ? undefined : state}
      style={state === "shown" ? { transitionDelay: `${delay}ms` } : undefined}
      // The transition only from hidden to shown (the styles after a change decide whether it animates): hiding
      // is instant, and the prerendered HTML carries no transition classes on every card.
      className={cn(
        state === "shown" && "transition duration-700 ease-out",
        state === "waiting" && "translate-y-4 opacity-0",
        className,
      )}
    >
      {children}
    </Tag>
  );
}
