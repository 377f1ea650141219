import { Icon } from "~/components/ui/Icon";
import { cn } from "../../../lib/cn";

/** The round X button of the site's dialogs (the popup, the search): a 44 px target, named for screen readers. */
export function CloseButton({ label, onClick, className }: { label: string; onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(
        "inline-flex size-11 items-center justify-center rounded-full text-slate-500 transition hover:bg-slate-100 hover:text-ink",
        className,
      )}
    >
      <Icon name="close" />
    </button>
  );
}
