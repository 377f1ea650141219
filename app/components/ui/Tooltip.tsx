import { useEffect, useId, useState } from "react";
import { Icon } from "./Icon";

/**
 * An info button with a tooltip: shown on hover and keyboard focus, dismissed with Escape (WCAG 1.4.13),
 * and tied to the button with aria-describedby so screen readers read it too.
 */
export function InfoTooltip({ label, text }: { label: string; text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  // The description stays in the accessibility tree through aria-describedby even while hidden.
  return (
    <span className="relative inline-flex" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        aria-describedby={id}
        aria-label={`About ${label}`}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-8 items-center justify-center rounded-full text-slate-500 hover:text-brand-700"
      >
        <Icon name="info" className="size-4" />
      </button>
      <span
        role="tooltip"
        id={id}
        hidden={!open}
        className="absolute bottom-full left-0 z-20 mb-2 w-56 rounded-lg bg-ink px-3 py-2 text-left text-xs font-normal leading-snug text-white shadow-lg sm:left-1/2 sm:-translate-x-1/2"
      >
        {text}
      </span>
    </span>
  );
}
