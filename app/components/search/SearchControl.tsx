import { Suspense, lazy, useCallback, useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/Icon";
import { isPlainClick } from "../../../lib/contact-link";
import { pathIn } from "../../../config/languages.mjs";
import { words } from "~/content-model/interface-words";
import { SEARCH_PATH, isSearchShortcut, onSiteSearchRequest } from "../../../lib/search-shortcut";

// The dialog's code, like Pagefind's script and index, loads only when a visitor first opens the search.
const SearchDialog = lazy(() => import("./SearchDialog"));

/**
 * The header's search control: a link to the list of every page (/search, which works without JavaScript) that
 * opens the search dialog instead once the page runs, and the Ctrl+K / Cmd+K shortcut.
 */
export function SearchControl() {
  // Each request to open counts up, so the dialog (mounted on the first one) opens again on the next.
  const [openRequest, setOpenRequest] = useState(0);
  const openerRef = useRef<HTMLElement | null>(null);

  const openSearch = useCallback(() => {
    const active = document.activeElement;
    // The shortcut pressed again inside the open dialog keeps the original opener, where focus returns on close.
    if (!active?.closest("#site-search")) openerRef.current = active instanceof HTMLElement ? active : null;
    setOpenRequest((count) => count + 1);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      openSearch();
    };
    document.addEventListener("keydown", onKey);
    const stopListening = onSiteSearchRequest(openSearch);
    return () => {
      document.removeEventListener("keydown", onKey);
      stopListening();
    };
  }, [openSearch]);

  return (
    <>
      <a
        href={pathIn(__SITE_LANG__, SEARCH_PATH)}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          openSearch();
        }}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg text-slate-700 transition-colors hover:bg-slate-100 hover:text-brand-700 xl:border xl:border-slate-200 xl:bg-white/70 xl:px-3"
      >
        <Icon name="search" />
        <span className="sr-only xl:not-sr-only xl:text-sm xl:font-medium">{words.searchButton.label}</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border border-slate-200 bg-slate-50 px-1.5 font-sans text-xs whitespace-nowrap text-slate-500 xl:inline"
        >
          {words.searchButton.shortcut}
        </kbd>
      </a>
      {openRequest > 0 && (
        <Suspense fallback={null}>
          <SearchDialog openRequest={openRequest} openerRef={openerRef} />
        </Suspense>
      )}
    </>
  );
}
