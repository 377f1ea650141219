import { Link } from "react-router";
import { site } from "~/content/site";
import { BRAND_MARK_BOLT } from "~/lib/brand-mark";

/** The brand mark (a monogram tile, never HighLevel's logo) and name, linking home. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" onClick={onNavigate} className="inline-flex min-h-11 items-center gap-2.5 rounded-lg font-bold text-ink">
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="var(--color-brand-600)" />
            <stop offset="1" stopColor="var(--color-accent-600)" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill="url(#logo-gradient)" />
        <path d={BRAND_MARK_BOLT} fill="#fff" stroke="#fff" strokeWidth="1.2" strokeLinejoin="round" />
      </svg>
      <span className="text-lg tracking-tight">{site.brandName}</span>
    </Link>
  );
}
