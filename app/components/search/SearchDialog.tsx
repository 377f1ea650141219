import { useId, useState } from "react";
import { searchWords as copy } from "virtual:site-content";
import { CloseButton } from "~/components/ui/CloseButton";
import { Icon } from "~/components/ui/Icon";
import { arrowTarget, searchStatus } from "../../../lib/search";
import { SearchResultLink } from "./SearchResultLink";
import { useSearchDialog } from "./use-search-dialog";
import { useSearchResults } from "./use-search-results";

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
  const [term, setTerm] = useState("");
  const { results, failed } = useSearchResults(term, openRequest);
  const { dialogRef, inputRef, close } = useSearchDialog({ openRequest, openerRef, lastTotal: results?.total });
  const ids = { title: useId(), status: useId(), list: useId() };

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
    stops[arrowTarget(event.key, at, stops.length)]?.focus();
  };

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
            {searchStatus({ failed, results, term }, copy) || copy.hint}
          </p>
          <ul id={ids.list} aria-label={copy.results} className="mt-1 space-y-1">
            {results?.hits.map((hit) => (
              <li key={hit.id}>
                <SearchResultLink hit={hit} onOpen={close} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </dialog>
  );
}
