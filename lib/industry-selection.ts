/**
 * Which snapshots and articles an industry page lists: its content names categories and tags, never slugs, so a new
 * snapshot or post of the niche joins the page on the next build without anyone editing the page.
 */
export interface Selector {
  categories: readonly string[];
  tags: readonly string[];
}

export interface Selectable {
  category: string;
  tags?: readonly string[] | undefined;
}

/** True when the item is in one of the categories or carries one of the tags (tags compare in any case). */
export function selects(selector: Selector, item: Selectable): boolean {
  if (selector.categories.includes(item.category)) return true;
  const wanted = new Set(selector.tags.map((tag) => tag.toLowerCase()));
  return (item.tags ?? []).some((tag) => wanted.has(tag.toLowerCase()));
}

/** The items a selector picks, in the order given. */
export function selectAll<T extends Selectable>(selector: Selector, items: readonly T[]): T[] {
  return items.filter((item) => selects(selector, item));
}
