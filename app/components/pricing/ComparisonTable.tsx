import { Icon } from "~/components/ui/Icon";
import { InfoTooltip } from "~/components/ui/Tooltip";
import type { PlanComparison } from "~/content-model/pricing";
import { cn } from "../../../lib/cn";
import { formatPlanPrice } from "../../../lib/pricing";
import { pricingWords } from "virtual:site-content";

function Value({ value }: { value: boolean | string }) {
  if (typeof value === "string") return <span className="text-sm font-medium text-ink">{value}</span>;
  return value ? (
    <Icon name="check" className="mx-auto size-5 text-green-600" label={pricingWords.included} />
  ) : (
    <span className="text-slate-400">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{pricingWords.notIncluded}</span>
    </span>
  );
}

/**
 * The plan comparison as a real table; columns narrow enough to read on a 360 px phone. `explained` adds each
 * feature's explanation as a tooltip: the pricing page has them; the home page's summary links there instead, which
 * keeps its HTML within the first round trip.
 */
export function ComparisonTable({
  comparison,
  captionId = "comparison-caption",
  explained = true,
  className,
}: {
  comparison: PlanComparison;
  captionId?: string;
  explained?: boolean;
  className?: string;
}) {
  const { plans: monthlyPlans, rows: comparisonRows } = comparison;
  return (
    <div className={cn("card", className)}>
      <table className="w-full table-fixed border-collapse text-left">
        <caption id={captionId} className="sr-only">
          {pricingWords.caption}
        </caption>
        <colgroup>
          <col className="w-[40%] sm:w-1/2" />
          {monthlyPlans.map((plan) => (
            <col key={plan.id} className="w-[20%] sm:w-1/6" />
          ))}
        </colgroup>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="p-3 text-sm font-semibold text-slate-600 sm:p-4">
              {pricingWords.feature}
            </th>
            {monthlyPlans.map((plan) => (
              <th key={plan.id} scope="col" className="p-2 text-center text-sm font-semibold text-ink sm:p-4">
                {plan.name}
                <span className="block text-xs font-normal text-slate-600">{`${formatPlanPrice(plan)} ${plan.periodText}`}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {comparisonRows.map((row) => (
            <tr key={row.name} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="p-3 text-sm font-medium text-slate-700 sm:p-4">
                <span className="inline-flex items-center gap-0.5">
                  {row.name}
                  {explained && row.tooltip && <InfoTooltip label={row.name} text={row.tooltip} />}
                </span>
              </th>
              {monthlyPlans.map((plan) => (
                <td key={plan.id} className="p-2 text-center sm:p-4">
                  <Value value={row.values[plan.id]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
