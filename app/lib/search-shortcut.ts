// The search's keyboard shortcut, apart from the rest of the search logic (app/lib/search.ts): every page's header
// needs it, while the rest loads with the search dialog.

/** Whether a key press is the search shortcut: Ctrl+K, or Cmd+K on a Mac. */
export function isSearchShortcut(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">): boolean {
  return event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}
