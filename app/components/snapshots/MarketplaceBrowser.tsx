import { useId } from "react";
import { Icon } from "~/components/ui/Icon";
import type { SnapshotCategory } from "~/content-model/types";
import { filterCatalog } from "~/page-data/snapshot-filter";
import { CategoryJumpLinks } from "./CategoryJumpLinks";
import { MarketplaceCategory, type PricedListing } from "./MarketplaceCategory";
import { MarketplaceFilters } from "./MarketplaceFilters";
import { useCatalogFilter } from "./use-catalog-filter";
import { useRenderOnApproach } from "./use-render-on-approach";

interface MarketplaceBrowserProps {
  categories: (SnapshotCategory & { snapshots: PricedListing[] })[];
}

/**
 * The catalog grouped by category, with a category filter and a search box kept in the URL.
 * The prerendered HTML lists everything; the URL's filter applies once JavaScript runs.
 */
export function MarketplaceBrowser({ categories }: MarketplaceBrowserProps) {
  const [list, renderOnApproach] = useRenderOnApproach();
  const [filter, update] = useCatalogFilter(categories);
  const searchId = useId();
  const { groups, shown, total } = filterCatalog(categories, filter);

  return (
    <div ref={list}>
      <MarketplaceFilters searchId={searchId} categories={categories} total={total} filter={filter} update={update} />
      <p role="status" className="mt-6 text-sm text-slate-600">
        {shown === total ? `Showing all ${total} snapshots` : `Showing ${shown} of ${total} snapshots`}
      </p>
      {groups.length > 1 && <CategoryJumpLinks headingId={`${searchId}-jump`} groups={groups} />}
      {groups.length === 0 && (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <p className="font-semibold text-ink">No snapshot matches “{filter.query}”.</p>
          <p className="mt-2 text-slate-600">
            We build custom snapshots for any niche; clear the search or ask us for one.
          </p>
          <button
            type="button"
            onClick={() => update({ category: "all", query: "" })}
            className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700"
          >
            <Icon name="close" className="size-4" /> Clear filters
          </button>
        </div>
      )}
      {groups.map((group) => (
        <MarketplaceCategory key={group.id} group={group} renderOnApproach={renderOnApproach} />
      ))}
    </div>
  );
}
