import type { SnapshotCategory } from "~/content-model/types";

/** Links to the categories shown, so a phone reaches the last one without scrolling past 80 cards (no script). */
export function CategoryJumpLinks({
  headingId,
  groups,
}: {
  headingId: string;
  groups: (Pick<SnapshotCategory, "id" | "name"> & { visible: unknown[] })[];
}) {
  return (
    <nav aria-labelledby={headingId} className="mt-4">
      <h2 id={headingId} className="text-sm font-semibold text-ink">
        Jump to a category
      </h2>
      <ul className="mt-2 grid grid-cols-2 gap-x-4 text-sm sm:flex sm:flex-wrap sm:gap-x-6">
        {groups.map((group) => (
          <li key={group.id}>
            <a
              href={`#cat-${group.id}`}
              className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 hover:underline sm:min-h-8"
            >
              {group.name} <span className="text-slate-600">{group.visible.length}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
