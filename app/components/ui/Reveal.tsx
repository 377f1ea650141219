import { useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "~/lib/motion";
import { cn } from "~/lib/cn";

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
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setState("waiting");
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState("shown");
          observer.disconnect();
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Tag
      ref={ref}
      data-reveal={state}
      style={state === "shown" ? { transitionDelay: `${delay}ms` } : undefined}
      className={cn(
        "transition duration-700 ease-out",
        state === "waiting" && "translate-y-4 opacity-0",
        className,
      )}
    >
      {children}
    </Tag>
  );
}
