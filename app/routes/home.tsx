import { CaseStudiesSection } from "~/components/home/CaseStudiesSection";
import { ClosingCtaSection } from "~/components/home/ClosingCtaSection";
import { ContactSection } from "~/components/home/ContactSection";
import { FaqSection } from "~/components/home/FaqSection";
import { HeroSection } from "~/components/home/HeroSection";
import { PricingSection } from "~/components/home/PricingSection";
import { ProcessSection } from "~/components/home/ProcessSection";
import { ServicesSection } from "~/components/home/ServicesSection";
import { TeamSection } from "~/components/home/TeamSection";
import { TestimonialsSection } from "~/components/home/TestimonialsSection";
import { ToolsSection } from "~/components/home/ToolsSection";
import { WhyChooseSection } from "~/components/home/WhyChooseSection";
import { caseStudies, homeFaqs, processSteps, team, testimonials, whyChooseUs } from "~/content/home";
import { integrations } from "~/content/integrations";
import { contactPromises, homePage } from "~/content/pages";
import { site } from "~/content/site";
import { facts, monthlyPlans, planComparison, planOffers } from "~/content/pricing";
import { closingCounters } from "~/lib/motion";
import { organizationJsonLd, websiteJsonLd } from "~/lib/jsonld";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({
    title: `${site.brandName} | GoHighLevel Development Agency & Snapshots`,
    fullTitle: true,
    description: loaderData?.copy.metaDescription ?? "",
    path: "/",
    jsonLd: [organizationJsonLd(), websiteJsonLd()],
  });

// Build-time only: the content reaches the page as prerendered data, not as JavaScript.
export function loader() {
  return {
    copy: homePage,
    contactPromises,
    tools: integrations,
    whyChooseUs,
    processSteps,
    team,
    homeFaqs,
    caseStudies,
    testimonials,
    counters: closingCounters(facts),
    plans: planOffers(monthlyPlans),
    comparison: planComparison(),
  };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const content = loaderData;
  return (
    <>
      <HeroSection />
      <ServicesSection intro={content.copy.servicesIntro} />
      <WhyChooseSection items={content.whyChooseUs} />
      <ProcessSection steps={content.processSteps} />
      <PricingSection hourlyLink={content.copy.hourlyLink} plans={content.plans} comparison={content.comparison} />
      <TeamSection team={content.team} />
      <FaqSection faqs={content.homeFaqs} />
      <CaseStudiesSection studies={content.caseStudies} />
      <TestimonialsSection testimonials={content.testimonials} />
      <ToolsSection tools={content.tools} />
      <ContactSection intro={content.copy.contactIntro} promises={content.contactPromises} />
      <ClosingCtaSection counters={content.counters} />
    </>
  );
}
