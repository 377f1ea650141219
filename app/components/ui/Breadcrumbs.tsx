import { Link } from "~/components/ui/Link";
import { words } from "~/content-model/interface-words";
import type { Crumb } from "~/page-data/jsonld";

/** Breadcrumb trail; the last crumb is the current page. The home page's crumb reads the interface words' name. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label={words.breadcrumbs.label} data-pagefind-ignore="" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex min-w-0 items-center gap-2">
              {last ? (
                <span aria-current="page" className="truncate font-medium text-ink">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link to={crumb.path} className="inline-flex min-h-11 items-center hover:text-brand-700">
                    {crumb.path === "/" ? words.breadcrumbs.home : crumb.name}
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
