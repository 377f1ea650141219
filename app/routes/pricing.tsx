import { ConsultationButton } from "~/components/forms/ConsultationDialog";
import { ComparisonTable } from "~/components/pricing/ComparisonTable";
import { PlanCard } from "~/components/pricing/PlanCard";
import { Accordion } from "~/components/ui/Accordion";
import { buttonClasses } from "~/components/ui/Button";
import { CtaSection } from "~/components/ui/CtaBand";
import { Icon } from "~/components/ui/Icon";
import { PageHero } from "~/components/ui/PageHero";
import { Section, SectionHeading } from "~/components/ui/Section";
import { CUSTOM_PRICING, plans, pricingFaqs } from "~/content/pricing";
import { breadcrumbJsonLd, faqPageJsonLd } from "~/lib/jsonld";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/pricing";

export const meta: Route.MetaFunction = () =>
  seoMeta({
    title: "Pricing: GoHighLevel Development Plans",
    description:
      "GoHighLevel development from $499/mo: Starter 15-20 hours, Standard $799/mo 30-35 hours, Pro $1200/mo 50-60 hours, or Hourly at $15/hour. 14-day guarantee.",
    path: "/pricing",
    jsonLd: [
      faqPageJsonLd(pricingFaqs),
      breadcrumbJsonLd([{ name: "Home", path: "/" }, { name: "Pricing", path: "/pricing" }]),
    ],
  });

export default function PricingPage() {
  return (
    <>
      <PageHero
        title={
          <>
            Simple plans for <span className="text-gradient">serious GoHighLevel work</span>
          </>
        }
        lead="Buy a block of expert hours each month, or pay as you go. Every plan starts within 5-7 business days and is backed by our 14-day satisfaction guarantee."
      />
      <section aria-labelledby="plans-title" className="pb-16">
        <div className="container-page">
          <h2 id="plans-title" className="sr-only">
            Plans
          </h2>
          <div className="grid gap-8 pt-4 sm:grid-cols-2 xl:grid-cols-4">
            {plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </div>
          <div className="mt-10 flex flex-col items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:p-8">
            <div>
              <h3 className="text-xl font-semibold">Need something bigger or different?</h3>
              <p className="mt-1 text-slate-600">Multi-location rollouts, fixed-price projects or more than 60 hours a month.</p>
            </div>
            <ConsultationButton {...CUSTOM_PRICING} className={buttonClasses("secondary", "lg", "shrink-0")}>
              Request Custom Pricing
            </ConsultationButton>
          </div>
        </div>
      </section>

      <Section tone="muted" labelledBy="compare-title">
        <SectionHeading id="compare-title" eyebrow="Compare plans" title="What each monthly plan includes" />
        <div className="mx-auto mt-12 max-w-4xl">
          <ComparisonTable />
        </div>
      </Section>

      <Section labelledBy="pricing-faq-title">
        <SectionHeading id="pricing-faq-title" eyebrow="FAQ" title="Pricing questions, answered" />
        <Accordion items={pricingFaqs} className="mx-auto mt-12 max-w-3xl" />
      </Section>

      <CtaSection
        id="pricing-cta-title"
        title="Not sure which plan fits?"
        lead="In a free 30-minute consultation we'll look at your account and goals and recommend the smallest plan that gets you there."
      >
        <ConsultationButton className={buttonClasses("inverse", "lg")}>
          <Icon name="calendar" />
          Get Free Consultation
        </ConsultationButton>
      </CtaSection>
    </>
  );
}
