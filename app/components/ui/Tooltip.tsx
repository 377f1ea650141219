import { useEffect, useId, useRef, useState } from "react";
import { words } from "~/content-model/interface-words";
import { Icon } from "./Icon";

/**
 * An info button with a tooltip: shown on mouse hover and keyboard focus, dismissed with Escape (WCAG 1.4.13),
 * and tied to the button with aria-describedby so screen readers read it too. On a touch screen a tap toggles it and
 * a tap anywhere else closes it (a tap also fires hover and focus, which opened it just before the tap's click
 * closed it again).
 */
export function InfoTooltip({ label, text }: { label: string; text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLSpanElement>(null);
  // Whether the focus about to arrive comes from a press (which the click then toggles) rather than the keyboard.
  const pressed = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    const onPress = (event: PointerEvent) =>
      !(event.target instanceof Node && root.current?.contains(event.target)) && setOpen(false);
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPress);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPress);
    };
  }, [open]);
  const hover = (value: boolean) => (event: React.PointerEvent) => event.pointerType === "mouse" && setOpen(value);

  // The description stays in the accessibility tree through aria-describedby even while hidden.
  return (
    <span ref={root} className="relative inline-flex" onPointerEnter={hover(true)} onPointerLeave={hover(false)}>
      <button
        type="button"
        aria-describedby={id}
        aria-label={words.tooltipButton.replace("{label}", label)}
        onPointerDown={() => (pressed.current = true)}
        onFocus={() => !pressed.current && setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => {
          pressed.current = false;
          setOpen((value) => !value);
        }}
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
