import { searchWords as copy } from "virtual:site-content";
import { Link } from "~/components/ui/Link";
import type { SearchHit } from "../../../lib/search";

/** One result: the page's kind and title (and the section the words are in), and the excerpt with the words marked. */
export function SearchResultLink({ hit, onOpen }: { hit: SearchHit; onOpen: () => void }) {
  return (
    <Link
      to={hit.href}
      onClick={onOpen}
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
  );
}
