import { Link } from "~/components/ui/Link";
import { ComparisonTable } from "~/components/pricing/ComparisonTable";
import { PlanCard } from "~/components/pricing/PlanCard";
import { buttonClasses } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { Section, SectionHeading } from "~/components/ui/Section";
import type { PlanComparison, PlanOffer } from "~/content-model/pricing";
import { homeWords } from "virtual:site-content";

/** The plans, the comparison and `hourlyLink` (naming the Hourly price) come through the home loader. */
export function PricingSection({
  hourlyLink,
  plans,
  comparison,
}: {
  hourlyLink: string;
  plans: PlanOffer[];
  comparison: PlanComparison;
}) {
  return (
    <Section tone="muted" labelledBy="pricing-title" id="pricing">
      <SectionHeading
        id="pricing-title"
        eyebrow={homeWords.pricing.eyebrow}
        title={homeWords.pricing.title}
        intro={homeWords.pricing.intro}
      />
      <div className="mt-12 grid gap-8 sm:mt-16 lg:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} showFeatures={false} />
        ))}
      </div>
      <h3 className="mt-12 mb-6 text-center text-2xl font-semibold sm:mt-16">{homeWords.pricing.compareTitle}</h3>
      {/* On phones the table waits behind a native disclosure; from sm it shows (app/app.css, .phone-more). */}
      <details className="phone-more">
        <summary className={buttonClasses("secondary")}>
          {homeWords.pricing.showComparison}
          <Icon name="chevronDown" className="size-4" />
        </summary>
        <ComparisonTable comparison={comparison} explained={false} className="mt-4 sm:mt-0" />
      </details>
      <p className="mt-6 text-center text-slate-600">
        {homeWords.pricing.oneOff}{" "}
        <Link to="/pricing" className="font-semibold text-brand-700 underline underline-offset-4">
          {hourlyLink}
        </Link>
      </p>
    </Section>
  );
}
