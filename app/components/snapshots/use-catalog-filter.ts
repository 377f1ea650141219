import { startTransition, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { SnapshotCategory } from "~/content-model/types";
import { filterFromSearchParams, filterToSearchParams, type SnapshotFilter } from "~/page-data/snapshot-filter";

const NO_FILTER: SnapshotFilter = { category: "all", query: "" };

/**
 * The catalog's filter, kept in the URL (?category=...&q=...). The prerendered HTML lists everything; the URL's filter
 * applies once the page has hydrated. Returns the filter and the function that changes it (a pair, as useState does).
 */
export function useCatalogFilter(categories: readonly Pick<SnapshotCategory, "id">[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [hydrated, setHydrated] = useState(false);
  // A transition: the render that applies the URL's filter yields to the browser in slices (and skips the cards when
  // nothing changed for them, SnapshotCard being memoized).
  useEffect(() => startTransition(() => setHydrated(true)), []);
  const filter = hydrated
    ? filterFromSearchParams(
        searchParams,
        categories.map((category) => category.id),
      )
    : NO_FILTER;
  const update = (next: Partial<SnapshotFilter>) =>
    setSearchParams(filterToSearchParams({ ...filter, ...next }), { replace: true, preventScrollReset: true });
  return [filter, update] as const;
}
