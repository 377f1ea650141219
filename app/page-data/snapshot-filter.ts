import type { SnapshotCategoryId, SnapshotListing } from "~/content-model/types";
import { isOneOf } from "../../lib/typed-object.ts";

export interface SnapshotFilter {
  category: SnapshotCategoryId | "all";
  query: string;
}

function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Narrows the catalog by category and by words of the search box (every word must match). */
export function filterSnapshots<T extends Pick<SnapshotListing, "name" | "slug" | "category">>(
  listings: T[],
  filter: SnapshotFilter,
  categoryNames: Partial<Record<SnapshotCategoryId, string>> = {},
): T[] {
  const words = normalize(filter.query).split(" ").filter(Boolean);
  return listings.filter((listing) => {
    if (filter.category !== "all" && listing.category !== filter.category) return false;
    if (words.length === 0) return true;
    const haystack = normalize(`${listing.name} ${listing.slug} ${categoryNames[listing.category] ?? ""}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** Reads the filter kept in the URL (?category=...&q=...), ignoring unknown categories. */
export function filterFromSearchParams(
  params: URLSearchParams,
  categories: readonly SnapshotCategoryId[],
): SnapshotFilter {
  const category = params.get("category") ?? "all";
  return {
    category: isOneOf(categories, category) ? category : "all",
    query: (params.get("q") ?? "").slice(0, 80),
  };
}

export function filterToSearchParams(filter: SnapshotFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.category !== "all") params.set("category", filter.category);
  if (filter.query.trim()) params.set("q", filter.query);
  return params;
}

/**
 * The catalog as the filter leaves it: the categories with a listing left (each with `visible`, those listings), how
 * many listings are left and how many there are in all. The query also matches a listing's category name.
 */
export function filterCatalog<
  C extends { id: SnapshotCategoryId; name: string; snapshots: Pick<SnapshotListing, "name" | "slug" | "category">[] },
>(
  categories: readonly C[],
  filter: SnapshotFilter,
): { groups: (C & { visible: C["snapshots"][number][] })[]; shown: number; total: number } {
  const names = Object.fromEntries(categories.map((category) => [category.id, category.name]));
  const groups = categories
    .map((category) => ({ ...category, visible: filterSnapshots(category.snapshots, filter, names) }))
    .filter((group) => group.visible.length > 0);
  return {
    groups,
    shown: groups.reduce((sum, group) => sum + group.visible.length, 0),
    total: categories.reduce((sum, category) => sum + category.snapshots.length, 0),
  };
}
