import { Link } from "~/components/ui/Link";
import { site } from "~/content-model/site";
import { ICON_SPRITE } from "~/components/ui/Icon";
import { BRAND_MARK_SYMBOL } from "../../../lib/brand-mark";

/** The brand mark (a monogram tile, never HighLevel's logo) and name, linking home. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="inline-flex min-h-11 items-center gap-2.5 rounded-lg font-bold text-ink"
    >
      {/* The tile is a CSS gradient and the bolt comes from the shared sprite: no drawing in every page's HTML. */}
      <svg
        viewBox="0 0 32 32"
        className="size-8 shrink-0 rounded-lg bg-gradient-to-br from-primary to-primary-end"
        aria-hidden="true"
      >
        <use href={`${ICON_SPRITE}#${BRAND_MARK_SYMBOL}`} />
      </svg>
      <span className="text-lg tracking-tight whitespace-nowrap">{site.brandName}</span>
    </Link>
  );
}
