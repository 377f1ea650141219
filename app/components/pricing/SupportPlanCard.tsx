import { ConsultationLink } from "~/components/forms/ConsultationProvider";
import { buttonClasses } from "~/components/ui/Button";
import { CheckList } from "~/components/ui/CheckList";
import type { SupportPlan } from "~/content-model/pricing";
import { pricingWords } from "virtual:site-content";

/**
 * The monthly support plan: what "monthly support from $X" on other pages refers to. A wide card under the four plan
 * cards rather than a fifth one, because it looks after a delivered system instead of buying development hours.
 */
export function SupportPlanCard({ plan }: { plan: SupportPlan }) {
  return (
    <article
      aria-labelledby="plan-support"
      data-support-plan
      className="mt-10 grid gap-6 card p-6 shadow-sm sm:p-8 lg:grid-cols-[1fr_auto] lg:items-center lg:gap-10"
    >
      <div>
        <h3 id="plan-support" className="text-xl font-semibold">
          {plan.name}
        </h3>
        <p className="mt-2 text-sm text-slate-600">{plan.summary}</p>
        <CheckList items={plan.features} className="mt-5 grid gap-3 sm:grid-cols-2" />
      </div>
      <div className="lg:w-80">
        <p className="flex items-baseline gap-1">
          <span className="text-slate-600">{pricingWords.from}</span>{" "}
          <span className="text-4xl font-bold tracking-tight text-ink">{plan.price}</span>{" "}
          <span className="text-slate-600">{plan.periodText}</span>
        </p>
        <p className="mt-1 text-sm text-slate-600">{plan.priceNote}</p>
        <ConsultationLink {...plan.popup} className={buttonClasses("secondary", "lg", "mt-5 w-full")}>
          {plan.buttonText}
        </ConsultationLink>
      </div>
    </article>
  );
}
