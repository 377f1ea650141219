import type { SearchType } from "../../../lib/search";

/**
 * Marks a page's main content for the site search: Pagefind indexes only what is inside such an element (so menus,
 * footers and other pages' cards never match) and records the page's kind, shown beside each result.
 */
export function SearchableContent({
  type,
  title,
  children,
}: {
  type: SearchType;
  title?: string;
  children: React.ReactNode;
}) {
  return (
    <div data-pagefind-body="" data-pagefind-filter={`type:${type}`} data-pagefind-meta={`type:${type}`}>
      {/* The result's title when the page's h1 is a headline rather than its name (a service page). */}
      {title && (
        <span hidden data-pagefind-meta="title" data-pagefind-ignore="">
          {title}
        </span>
      )}
      {children}
    </div>
  );
}
