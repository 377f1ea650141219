import { Icon } from "~/components/ui/Icon";
import type { SpecSheetView } from "../../../lib/spec-sheet";

function Promise({ children }: { children: React.ReactNode }) {
  return (
    <li className="flex gap-2">
      <Icon name="check" className="mt-0.5 size-4 shrink-0 text-green-600" />
      <span>{children}</span>
    </li>
  );
}

/**
 * What the purchase box promises beside the price: each line only when a field of the spec sheet backs it (videos
 * that exist, a checklist, Custom Values documented one by one), so a snapshot without a video never promises one.
 */
export function PurchasePromises({ sheet }: { sheet: SpecSheetView | undefined }) {
  return (
    <ul className="mt-5 space-y-2 text-sm text-slate-700" data-testid="purchase-promises">
      {sheet ? (
        <Promise>
          <a href="#spec-sheet" className="font-medium text-brand-700 underline underline-offset-2">
            Spec sheet
          </a>
          : what is inside and what it needs
        </Promise>
      ) : null}
      {sheet?.promises.videos ? <Promise>{`Setup videos (${sheet.videos.length})`}</Promise> : null}
      {sheet?.promises.checklist ? <Promise>{`Setup checklist, ${sheet.checklist.length} steps`}</Promise> : null}
      {sheet?.promises.documentedCustomValues ? <Promise>Documented custom values</Promise> : null}
      <Promise>Email support after import</Promise>
    </ul>
  );
}
