/**
 * Light and dark themes. The site follows the system setting unless the visitor picks light or dark in the header;
 * that choice is kept in localStorage and applied by a tiny inline script in <head> before the first paint, as the
 * `data-theme` attribute on <html>. Without JavaScript the stylesheet alone follows the system setting.
 */
export const THEME_STORAGE_KEY = "theme";
export const THEME_CHOICES = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** A stored value as a choice; anything unknown (or nothing) means following the system. */
export function parseThemeChoice(value: string | null | undefined): ThemeChoice {
  return value === "light" || value === "dark" ? value : "system";
}

/** The theme shown for a choice and the system's preference. */
export function effectiveTheme(choice: ThemeChoice, systemPrefersDark: boolean): "light" | "dark" {
  return choice === "system" ? (systemPrefersDark ? "dark" : "light") : choice;
}

/**
 * The inline script of every page's <head>: applies a stored light or dark choice before the first paint. Kept tiny
 * and dependency-free; its hash is in each page's Content-Security-Policy (the post-build step computes it).
 */
export const THEME_BOOT_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;

/** Applies and remembers a choice (system removes both the attribute and the stored value). */
export function applyThemeChoice(choice: ThemeChoice, root: HTMLElement, storage: Storage | undefined): void {
  if (choice === "system") delete root.dataset.theme;
  else root.dataset.theme = choice;
  try {
    if (choice === "system") storage?.removeItem(THEME_STORAGE_KEY);
    else storage?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused (private mode, quota): the choice holds for this page only.
  }
}
