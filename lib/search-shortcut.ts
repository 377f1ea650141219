// The search's keyboard shortcut, apart from the rest of the search logic (lib/search.ts): every page's header
// needs it, while the rest loads with the search dialog.

/** Whether a key press is the search shortcut: Ctrl+K, or Cmd+K on a Mac. */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">,
): boolean {
  return event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

/** The page that lists every page, where the search control leads without JavaScript (app/routes/search.tsx). */
export const SEARCH_PATH = "/search";
const OPEN_EVENT = "site-search:open";

/** Asks the header's search control to open the search (the /search page does once it runs). */
export function openSiteSearch(): void {
  document.dispatchEvent(new Event(OPEN_EVENT));
}

/** Calls `open` whenever the search is asked to open; returns the function that stops listening. */
export function onSiteSearchRequest(open: () => void): () => void {
  document.addEventListener(OPEN_EVENT, open);
  return () => document.removeEventListener(OPEN_EVENT, open);
}
