import { Link } from "react-router";
import { Icon } from "~/components/ui/Icon";
import type { IndustryLink } from "~/content/industries";

/** "Built for mortgage brokers": links from a snapshot, service or post to the audiences' pages that list it. */
export function BuiltForLinks({ industries, className }: { industries: IndustryLink[]; className?: string }) {
  if (industries.length === 0) return null;
  return (
    <ul className={className ? `flex flex-wrap gap-x-5 gap-y-1 ${className}` : "flex flex-wrap gap-x-5 gap-y-1"} data-pagefind-ignore="" aria-label="Industries">
      {industries.map((industry) => (
        <li key={industry.slug}>
          <Link to={`/industries/${industry.slug}`} className="link-more min-h-11">
            Built for {industry.audience}
            <Icon name="arrowRight" className="size-4" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
