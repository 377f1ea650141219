import { useState } from "react";
import type { Faq } from "~/content-model/types";
import { cn } from "../../../lib/cn";
import { Icon } from "./Icon";

interface AccordionProps {
  items: Faq[];
  /**
   * The start of its ids (`faq` gives `faq-q0` for a question, `faq-a0` for its answer), unique on the page. A page
   * has one FAQ, so a short word beats React's generated ids, which cost the home page 60 bytes of its compressed
   * first round trip.
   */
  id: string;
  className?: string;
  /** Index open at first; -1 for none. */
  defaultOpen?: number;
}

/**
 * FAQ accordion (WAI-ARIA accordion pattern): one item open at a time, clicking the open item closes it.
 * Answers are in the HTML (hidden attribute), so they are prerendered and indexable.
 */
export function Accordion({ items, id, className, defaultOpen = -1 }: AccordionProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <div className={cn("divide-y divide-slate-200 card", className)}>
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${id}-q${index}`;
        const panelId = `${id}-a${index}`;
        return (
          <div key={item.question}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? -1 : index)}
                className="accordion-trigger"
              >
                <span>{item.question}</span>
                <Icon
                  name="chevronDown"
                  className={cn(
                    "size-5 shrink-0 text-slate-500 transition-transform duration-200",
                    expanded && "rotate-180",
                  )}
                />
              </button>
            </h3>
            {/* A named <section> is the accordion's region role, natively. */}
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-5 text-slate-600 sm:px-6"
            >
              <p>{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
