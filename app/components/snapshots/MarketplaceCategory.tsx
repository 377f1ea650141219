import type { CSSProperties } from "react";
import { HydrateLater } from "~/components/ui/HydrateLater";
import type { SnapshotCategory, SnapshotListing } from "~/content-model/types";
import { cn } from "../../../lib/cn";
import { SnapshotCard } from "./SnapshotCard";

/** A listing as the catalog shows it: with its price and its preview drawn. */
export type PricedListing = SnapshotListing & { price: number; previewHtml: string };

/** One category of the catalog: its heading, with how many snapshots it holds, and the cards the filter leaves. */
export function MarketplaceCategory({
  group,
  renderOnApproach,
}: {
  group: SnapshotCategory & { snapshots: PricedListing[]; visible: PricedListing[] };
  /** Off screen, skip rendering until the page has settled (see useRenderOnApproach). */
  renderOnApproach: boolean;
}) {
  return (
    <section
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
  );
}
