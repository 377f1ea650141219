import { ConsultationLink } from "~/components/forms/ConsultationProvider";
import { buttonClasses } from "~/components/ui/Button";
import { CheckList } from "~/components/ui/CheckList";
import type { PlanOffer } from "~/content-model/pricing";
import { cn } from "../../../lib/cn";
import { formatPlanPrice } from "../../../lib/pricing";

/** One plan: price, hours, features and a button that opens the popup titled with the plan's name. */
export function PlanCard({ plan, showFeatures = true }: { plan: PlanOffer; showFeatures?: boolean }) {
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-plan={plan.id}
      className={cn(
        "relative flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8",
        plan.popular ? "border-brand-600 shadow-xl shadow-brand-600/15 ring-1 ring-brand-600" : "border-slate-200",
      )}
    >
      {plan.badge && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 surface-primary rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap">
          {plan.badge}
        </p>
      )}
      <h3 id={headingId} className="text-xl font-semibold">
        {plan.name}
      </h3>
      <p className="mt-2 min-h-12 text-sm text-slate-600">{plan.summary}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-ink">{formatPlanPrice(plan)}</span>{" "}
        <span className="text-slate-600">{plan.periodText}</span>
      </p>
      <p className="mt-1 text-sm font-medium text-brand-700">{plan.hours}</p>
      {showFeatures && <CheckList items={plan.features} className="mt-6 flex-1 space-y-3" />}
      <ConsultationLink
        {...plan.consultation}
        className={buttonClasses(plan.popular ? "primary" : "secondary", "lg", "mt-8 w-full")}
      >
        {plan.buttonText}
      </ConsultationLink>
    </article>
  );
}
