import type { SnapshotCategory } from "~/content-model/types";
import type { SnapshotFilter } from "~/page-data/snapshot-filter";
import { cn } from "../../../lib/cn";

const chip = (active: boolean) =>
  cn(
    "inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition",
    active
      ? "border-primary bg-primary text-on-primary"
      : "border-slate-300 bg-white text-slate-700 hover:border-brand-600",
  );

/** The catalog's search box and category chips, each chip with its count. */
export function MarketplaceFilters({
  searchId,
  categories,
  total,
  filter,
  update,
}: {
  /** The search field's id. */
  searchId: string;
  categories: (SnapshotCategory & { snapshots: unknown[] })[];
  /** How many snapshots the catalog holds. */
  total: number;
  filter: SnapshotFilter;
  update: (next: Partial<SnapshotFilter>) => void;
}) {
  return (
    <div className="card p-4 shadow-sm sm:p-6">
      <label htmlFor={searchId} className="block text-sm font-semibold text-ink">
        Search snapshots
      </label>
      <div className="relative mt-2">
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 fill-none stroke-slate-500 stroke-2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" strokeLinecap="round" />
        </svg>
        <input
          id={searchId}
          type="search"
          value={filter.query}
          maxLength={80}
          onChange={(event) => update({ query: event.target.value })}
          placeholder="Try roofing, dentist or wedding"
          className="block w-full rounded-xl border border-slate-300 py-3 pr-4 pl-12 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 focus:outline-none"
        />
      </div>
      <div
        role="group"
        aria-label="Filter by category"
        className="-mx-4 mt-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        <button
          type="button"
          aria-pressed={filter.category === "all"}
          className={chip(filter.category === "all")}
          onClick={() => update({ category: "all" })}
        >
          All <span>({total})</span>
        </button>
        {categories.map((category) => (
          <button
            key={category.id}
            type="button"
            aria-pressed={filter.category === category.id}
            className={chip(filter.category === category.id)}
            onClick={() => update({ category: category.id })}
          >
            {category.name} <span>({category.snapshots.length})</span>
          </button>
        ))}
      </div>
    </div>
  );
}
