import { cn } from "../../../lib/cn";
import { initials } from "../../../lib/text";

const SIZES = { sm: "size-10 text-sm", md: "size-12 text-base", lg: "size-16 text-xl" } as const;

/** A monogram avatar: initials on the brand gradient, no photograph. */
export function Monogram({
  name,
  size = "lg",
  className,
}: {
  name: string;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center surface-primary rounded-full font-bold",
        SIZES[size],
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
