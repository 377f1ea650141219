import { useEffect, useState } from "react";
import { SEARCH_RESULT_LIMIT, type SearchResults, toSearchHit } from "../../../lib/search";
import { loadPagefind } from "./load-pagefind";

/**
 * The results for what the field holds, searched as it changes (a search overtaken by a newer one is dropped), and
 * whether Pagefind failed to load or to search. Pagefind starts loading at each request to open the dialog, before
 * the first word is typed.
 */
export function useSearchResults(term: string, openRequest: number) {
  const [results, setResults] = useState<SearchResults | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    loadPagefind().catch(() => setFailed(true));
  }, [openRequest]);

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

  return { results, failed };
}
