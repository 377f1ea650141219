import { useEffect, useState } from "react";
import { Icon } from "~/components/ui/Icon";
import { cn } from "../../../lib/cn";
import { words } from "~/content-model/interface-words";
import {
  THEME_CHOICES,
  THEME_STORAGE_KEY,
  applyThemeChoice,
  parseThemeChoice,
  type ThemeChoice,
} from "../../../lib/theme";

const ICONS = { system: "monitor", light: "sun", dark: "moon" } as const;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Three toggle buttons (system, light, dark). The pressed one is the stored choice, read after hydration (the HTML
 * shows "system" pressed, the page's colors are already right from the head script or the stylesheet). Hidden, in its
 * place, until the page runs: without the script it could not work.
 */
export function ThemeControl({ className }: { className?: string }) {
  const [choice, setChoice] = useState<ThemeChoice>("system");
  useEffect(() => setChoice(parseThemeChoice(storage()?.getItem(THEME_STORAGE_KEY))), []);
  const choose = (next: ThemeChoice) => {
    applyThemeChoice(next, document.documentElement, storage());
    setChoice(next);
  };
  return (
    <div
      role="group"
      aria-label={words.theme.label}
      data-js=""
      className={cn("inline-flex items-center gap-0.5 rounded-full border border-slate-200 p-0.5", className)}
    >
      {THEME_CHOICES.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={choice === option}
          aria-label={words.theme[option]}
          title={words.theme[option]}
          onClick={() => choose(option)}
          className={cn(
            "inline-flex size-8 items-center justify-center rounded-full transition-colors",
            choice === option ? "bg-brand-50 text-brand-700" : "text-slate-600 hover:text-ink",
          )}
        >
          <Icon name={ICONS[option]} className="size-4" />
        </button>
      ))}
    </div>
  );
}
