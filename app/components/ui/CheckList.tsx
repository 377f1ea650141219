import { Icon } from "~/components/ui/Icon";
import { cn } from "../../../lib/cn";

/** A list of features, each with a green check: what a plan includes. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("text-sm", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <Icon name="check" className="mt-0.5 size-4 shrink-0 text-green-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
