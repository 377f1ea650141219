import {
  type CSSProperties,
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useSearchParams } from "react-router";
import { HydrateLater } from "~/components/ui/HydrateLater";
import { Icon } from "~/components/ui/Icon";
import type { SnapshotCategory, SnapshotListing } from "~/content/types";
import { cn } from "~/lib/cn";
import {
  filterFromSearchParams,
  filterSnapshots,
  filterToSearchParams,
  type SnapshotFilter,
} from "~/content-lib/snapshot-filter";
import { SnapshotCard } from "./SnapshotCard";

type PricedListing = SnapshotListing & { price: number; previewHtml: string };

interface MarketplaceBrowserProps {
  categories: (SnapshotCategory & { snapshots: PricedListing[] })[];
}

/** Set once the catalog has shown in this tab: a later visit (the back button) renders every category at once. */
let catalogShown = false;

/** The next idle moment (a short timer where the browser has no idle callbacks: Safari). */
const whenIdle = (callback: () => void): number =>
  typeof requestIdleCallback === "function"
    ? requestIdleCallback(callback, { timeout: 2000 })
    : window.setTimeout(callback, 50);
const cancelIdle = (handle: number | undefined) => {
  if (handle === undefined) return;
  if (typeof cancelIdleCallback === "function") cancelIdleCallback(handle);
  else window.clearTimeout(handle);
};

/**
 * The catalog grouped by category, with a category filter and a search box kept in the URL.
 * The prerendered HTML lists everything; the URL's filter applies once JavaScript runs.
 */
export function MarketplaceBrowser({ categories }: MarketplaceBrowserProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  // The categories off screen skip their rendering (app.css .render-on-approach) while the page first loads, where
  // that work would compete with the first paint and hydration; their heights are estimates until drawn. Then they
  // render one per idle moment, so that a position the router saves (a card opened) is measured on real heights, and
  // a later visit from this tab (the back button) renders them all at once. A reload is restored before the first
  // paint, on the estimates (the page is scrolled when it hydrates): the real heights are put back at once, before the
  // router restores it again, exactly.
  const [renderOnApproach, setRenderOnApproach] = useState(() => !catalogShown);
  const list = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    catalogShown = true;
    const sections = [...(list.current?.querySelectorAll(".render-on-approach") ?? [])];
    const render = (section: Element) => section.classList.remove("render-on-approach");
    if (window.scrollY > 0) sections.splice(0).forEach(render);
    let handle: number | undefined;
    const next = () => {
      const section = sections.shift();
      if (section) {
        render(section);
        handle = whenIdle(next);
      } else startTransition(() => setRenderOnApproach(false));
    };
    handle = whenIdle(next);
    return () => cancelIdle(handle);
  }, []);
  const [hydrated, setHydrated] = useState(false);
  // A transition: the render that applies the URL's filter yields to the browser in slices (and skips the cards when
  // nothing changed for them, SnapshotCard being memoized).
  useEffect(() => startTransition(() => setHydrated(true)), []);
  const searchId = useId();

  const categoryIds = useMemo(() => categories.map((category) => category.id), [categories]);
  const names = useMemo(
    () => Object.fromEntries(categories.map((category) => [category.id, category.name])),
    [categories],
  );
  const filter: SnapshotFilter = hydrated
    ? filterFromSearchParams(searchParams, categoryIds)
    : { category: "all", query: "" };

  const update = (next: Partial<SnapshotFilter>) =>
    setSearchParams(filterToSearchParams({ ...filter, ...next }), { replace: true, preventScrollReset: true });

  const groups = categories
    .map((category) => ({ ...category, visible: filterSnapshots(category.snapshots, filter, names) }))
    .filter((group) => group.visible.length > 0);
  const total = groups.reduce((sum, group) => sum + group.visible.length, 0);
  const all = categories.reduce((sum, category) => sum + category.snapshots.length, 0);

  const chip = (active: boolean) =>
    cn(
      "inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition",
      active
        ? "border-primary bg-primary text-on-primary"
        : "border-slate-300 bg-white text-slate-700 hover:border-brand-600",
    );

  return (
    <div ref={list}>
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
            All <span>({all})</span>
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
      <p role="status" className="mt-6 text-sm text-slate-600">
        {total === all ? `Showing all ${all} snapshots` : `Showing ${total} of ${all} snapshots`}
      </p>
      {/* Links to the categories shown, so a phone reaches the last one without scrolling past 80 cards (no script). */}
      {groups.length > 1 && (
        <nav aria-labelledby={`${searchId}-jump`} className="mt-4">
          <h2 id={`${searchId}-jump`} className="text-sm font-semibold text-ink">
            Jump to a category
          </h2>
          <ul className="mt-2 grid grid-cols-2 gap-x-4 text-sm sm:flex sm:flex-wrap sm:gap-x-6">
            {groups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#cat-${group.id}`}
                  className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 hover:underline sm:min-h-8"
                >
                  {group.name} <span className="text-slate-600">{group.visible.length}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
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
        <section
          key={group.id}
          aria-labelledby={`cat-${group.id}`}
          className={cn("mt-10 sm:mt-12", renderOnApproach && "render-on-approach")}
          // React's style type lists no custom properties.
          style={
            {
              "--rows-2": Math.ceil(group.visible.length / 2),
              "--rows-4": Math.ceil(group.visible.length / 4),
            } as CSSProperties
          }
          data-category={group.id}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-3">
            <h2 id={`cat-${group.id}`} className="text-2xl font-bold">
              {group.name} <span className="text-base font-medium text-slate-500">({group.snapshots.length})</span>
            </h2>
            <p className="text-sm text-slate-600">{group.description}</p>
          </div>
          {/* Each category's cards hydrate in a pass of their own after the search and the filter, which a visitor uses
              first, so the 82 cards never make one long task. */}
          <HydrateLater>
            <ul className="grid-balanced-4 mt-4 gap-3 sm:mt-6 sm:gap-5">
              {group.visible.map((snapshot) => (
                <li key={snapshot.slug}>
                  <SnapshotCard snapshot={snapshot} price={snapshot.price} previewHtml={snapshot.previewHtml} />
                </li>
              ))}
            </ul>
          </HydrateLater>
        </section>
      ))}
    </div>
  );
}
