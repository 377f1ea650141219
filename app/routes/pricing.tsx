import { ConsultationLink } from "~/components/forms/ConsultationProvider";
import { ComparisonTable } from "~/components/pricing/ComparisonTable";
import { PlanCard } from "~/components/pricing/PlanCard";
import { SupportPlanCard } from "~/components/pricing/SupportPlanCard";
import { Accordion } from "~/components/ui/Accordion";
import { buttonClasses } from "~/components/ui/Button";
import { CtaSection } from "~/components/ui/CtaBand";
import { Icon } from "~/components/ui/Icon";
import { PageHero } from "~/components/ui/PageHero";
import { Section, SectionHeading } from "~/components/ui/Section";
import { pricingPage } from "~/content-model/pages";
import { CUSTOM_PRICING, SUPPORT_PLAN, planComparison, planOffers, pricingFaqs } from "~/content-model/pricing";
import { breadcrumbJsonLd, faqPageJsonLd } from "~/page-data/jsonld";
import { seoMeta } from "~/page-data/seo";
import { headTags, withHead } from "../../lib/route-head";
import type { Route } from "./+types/pricing";
import { pageWords } from "~/content-model/page-words";

export const meta: Route.MetaFunction = headTags;

// Build-time only: the copy states prices, hours and guarantees (content/data/pages.yml); the plans, comparison and
// questions reach the page as prerendered data, not as JavaScript.
export function loader() {
  return withHead(
    {
      copy: pricingPage,
      words: pageWords.pricing,
      plans: planOffers(),
      support: SUPPORT_PLAN,
      comparison: planComparison(),
      faqs: pricingFaqs,
      customPricing: CUSTOM_PRICING,
    },
    (loaderData) =>
      seoMeta({
        title: loaderData.words.metaTitle,
        description: loaderData.copy.metaDescription ?? "",
        path: "/pricing",
        jsonLd: [
          faqPageJsonLd(loaderData.faqs ?? []),
          breadcrumbJsonLd([
            { name: pageWords.crumbs.home, path: "/" },
            { name: pageWords.crumbs.pricing, path: "/pricing" },
          ]),
        ],
      }),
  );
}

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const { copy, words, plans, support, comparison, faqs, customPricing } = loaderData;
  return (
    <>
      <PageHero
        title={
          <>
            {words.titleStart} <span className="text-gradient">{words.titleAccent}</span>
          </>
        }
        lead={copy.lead}
      />
      <section aria-labelledby="plans-title" className="pb-16">
        <div className="container-page">
          <h2 id="plans-title" className="sr-only">
            {words.plansTitle}
          </h2>
          <div className="grid gap-8 pt-4 sm:grid-cols-2 xl:grid-cols-4">
            {plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </div>
          <SupportPlanCard plan={support} />
          <div className="mt-10 flex flex-col items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:p-8">
            <div>
              <h3 className="text-xl font-semibold">{words.customTitle}</h3>
              <p className="mt-1 text-slate-600">{copy.customIntro}</p>
            </div>
            <ConsultationLink {...customPricing} className={buttonClasses("secondary", "lg", "shrink-0")}>
              {words.customButton}
            </ConsultationLink>
          </div>
        </div>
      </section>

      <Section tone="muted" labelledBy="compare-title">
        <SectionHeading id="compare-title" eyebrow={words.compare.eyebrow} title={words.compare.title} />
        <div className="mx-auto mt-12 max-w-4xl">
          <ComparisonTable comparison={comparison} />
        </div>
      </Section>

      <Section labelledBy="pricing-faq-title">
        <SectionHeading id="pricing-faq-title" eyebrow={words.faq.eyebrow} title={words.faq.title} />
        <Accordion id="faq" items={faqs} className="mx-auto mt-12 max-w-3xl" />
      </Section>

      <CtaSection id="pricing-cta-title" title={words.ctaTitle} lead={copy.ctaLead}>
        <ConsultationLink className={buttonClasses("inverse", "lg")}>
          <Icon name="calendar" />
          {words.ctaButton}
        </ConsultationLink>
      </CtaSection>
    </>
  );
}
