import { useCallback, useEffect, useId, useRef, useState } from "react";
import { searchWords as copy } from "virtual:site-content";
import { Link } from "~/components/ui/Link";
import { CloseButton } from "~/components/ui/CloseButton";
import { Icon } from "~/components/ui/Icon";
import {
  PAGEFIND_SCRIPT,
  SEARCH_RESULT_LIMIT,
  type PagefindApi,
  type SearchHit,
  resultCountText,
  toSearchHit,
} from "~/lib/search";
import { ANALYTICS_EVENTS, track } from "~/content-lib/site-analytics";

let pagefind: Promise<PagefindApi> | undefined;

/** Pagefind's script (and through it its WebAssembly and index) from this site's /pagefind/, once, when first needed. */
function loadPagefind(): Promise<PagefindApi> {
  // The script comes with no types: PagefindApi is the part of its API this dialog uses.
  pagefind ??= (import(/* @vite-ignore */ PAGEFIND_SCRIPT) as Promise<PagefindApi>).then(async (api) => {
    await api.options({ excerptLength: 24 });
    await api.init();
    return api;
  });
  // A failed load (offline, say) is tried again at the next search.
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}

type Results = { term: string; total: number; hits: SearchHit[] } | null;

/**
 * The search dialog: a native <dialog> (focus kept inside, Escape closes, focus returns to what opened it), a search
 * field, a live count of the results and the results as links. Arrow keys move between the field and the results;
 * Tab works as anywhere; Enter on a result opens it.
 */
export default function SearchDialog({
  openRequest,
  openerRef,
}: {
  openRequest: number;
  openerRef: React.RefObject<HTMLElement | null>;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState("");
  const [results, setResults] = useState<Results>(null);
  const [failed, setFailed] = useState(false);
  const ids = { title: useId(), status: useId(), list: useId() };
  // What the last search found, reported once when the dialog closes (not on every keystroke); never the words.
  const lastTotal = useRef<number | undefined>(undefined);
  useEffect(() => {
    lastTotal.current = results?.total;
  }, [results]);

  // Every request to open shows the dialog (if it is not open already) with the field focused and its words selected.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    inputRef.current?.focus();
    inputRef.current?.select();
    loadPagefind().catch(() => setFailed(true));
  }, [openRequest]);

  const close = useCallback(() => dialogRef.current?.close(), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      if (lastTotal.current !== undefined) track(ANALYTICS_EVENTS.searchUsed, { results: lastTotal.current });
      openerRef.current?.focus();
    };
    dialog.addEventListener("close", onClose);
    return () => dialog.removeEventListener("close", onClose);
  }, [openerRef]);

  useEffect(() => {
    const words = term.trim();
    if (!words) {
      setResults(null);
      return;
    }
    let current = true;
    loadPagefind()
      .then((api) => api.search(words))
      .then(async (response) => {
        if (!current || !response) return;
        const hits = await Promise.all(
          response.results
            .slice(0, SEARCH_RESULT_LIMIT)
            .map(async (result) => toSearchHit(result.id, await result.data())),
        );
        if (current) {
          setFailed(false);
          setResults({ term: words, total: response.results.length, hits });
        }
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [term]);

  /** Up and down arrows move through the field and the results, as in a menu. */
  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "Escape") {
      // Closes even from a search field, where the browser would first only clear the text.
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const stops = [
      inputRef.current,
      ...(dialogRef.current?.querySelectorAll<HTMLElement>("[data-search-result]") ?? []),
    ].filter((element): element is HTMLElement => element !== null);
    if (stops.length < 2) return;
    event.preventDefault();
    const at = stops.findIndex((stop) => stop === document.activeElement);
    const next = event.key === "ArrowDown" ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0);
    stops[next]?.focus();
  };

  const status = failed
    ? copy.failed
    : results
      ? resultCountText(results.total, results.hits.length, results.term, copy)
      : term.trim()
        ? copy.searching
        : "";

  return (
    <dialog
      ref={dialogRef}
      id="site-search"
      aria-labelledby={ids.title}
      className="mx-auto mt-4 mb-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-hidden rounded-2xl bg-white p-0 text-slate-700 shadow-2xl sm:mt-[12vh]"
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
        <div className="flex items-center gap-3 border-b border-slate-200 px-4 sm:px-5">
          <h2 id={ids.title} className="sr-only">
            {copy.title}
          </h2>
          <Icon name="search" className="size-5 shrink-0 text-slate-500" />
          <input
            ref={inputRef}
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            aria-label={copy.field}
            aria-describedby={ids.status}
            aria-controls={ids.list}
            placeholder={copy.placeholder}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            className="min-h-14 w-full min-w-0 flex-1 bg-transparent text-base text-ink outline-none placeholder:text-slate-500 [&::-webkit-search-cancel-button]:hidden"
          />
          <CloseButton label={copy.close} onClick={close} className="shrink-0" />
        </div>
        <div className="overflow-y-auto px-2 py-3 sm:px-3">
          <p id={ids.status} role="status" className="px-3 py-1 text-sm text-slate-600">
            {status || copy.hint}
          </p>
          <ul id={ids.list} aria-label={copy.results} className="mt-1 space-y-1">
            {results?.hits.map((hit) => (
              <li key={hit.id}>
                <Link
                  to={hit.href}
                  onClick={close}
                  data-search-result=""
                  className="block rounded-xl px-3 py-3 outline-none hover:bg-slate-50 focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600"
                >
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    {hit.type && (
                      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                        {copy.types[hit.type]}
                      </span>
                    )}
                    <span className="font-semibold text-ink">{hit.title}</span>
                    {hit.section && <span className="text-sm text-slate-600">› {hit.section}</span>}
                  </span>
                  <span className="mt-1 line-clamp-2 block text-sm text-slate-600">
                    {hit.excerpt.map((part, index) =>
                      part.mark ? (
                        <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-ink">
                          {part.text}
                        </mark>
                      ) : (
                        <span key={index}>{part.text}</span>
                      ),
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </dialog>
  );
}
