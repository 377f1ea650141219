import {
  CaseStudiesSection,
  ClosingCtaSection,
  ContactSection,
  FaqSection,
  PricingSection,
  ProcessSection,
  ServicesSection,
  TeamSection,
  TestimonialsSection,
  ToolsSection,
  WhyChooseSection,
  preloadHomeSections,
} from "~/components/home/deferred-sections";
import { HeroSection } from "~/components/home/HeroSection";
import {
  caseStudies,
  caseStudiesHeading,
  homeFaqs,
  processSteps,
  team,
  teamSection,
  testimonials,
  whyChooseUs,
} from "~/content-model/home";
import { integrations } from "~/content-model/integrations";
import { contactPromises, homePage } from "~/content-model/pages";
import { site } from "~/content-model/site";
import { facts, monthlyPlans, planComparison, planOffers } from "~/content-model/pricing";
import { closingCounters } from "../../lib/motion";
import { homeTitle } from "../../lib/page-title";
import { organizationJsonLd, websiteJsonLd } from "~/page-data/jsonld";
import { seoMeta } from "~/page-data/seo";
import { headTags, withHead } from "../../lib/route-head";
import type { Route } from "./+types/home";
import { pageWords } from "~/content-model/page-words";

export const meta: Route.MetaFunction = headTags;

// Build-time only: the content reaches the page as prerendered data, not as JavaScript.
export function loader() {
  return withHead(
    {
      copy: homePage,
      contactPromises,
      tools: integrations,
      whyChooseUs,
      processSteps,
      team,
      teamSection,
      homeFaqs,
      caseStudies,
      caseStudiesHeading,
      testimonials,
      counters: closingCounters(facts),
      plans: planOffers(monthlyPlans),
      comparison: planComparison(),
    },
    (loaderData) =>
      seoMeta({
        title: homeTitle(site.brandName, pageWords.home.metaTitle),
        fullTitle: true,
        description: loaderData.copy.metaDescription ?? "",
        path: "/",
        jsonLd: [organizationJsonLd(), websiteJsonLd()],
      }),
  );
}

// A client-side visit shows the page once every section's code is in (a section missing for a moment would also
// break /#contact, which scrolls to the contact form as the page appears).
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), preloadHomeSections().catch(() => undefined)]);
  return data;
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
      {/* A production build keeps only verified team members, case studies and testimonials; with none, a section is left out. */}
      {content.team.length > 0 ? <TeamSection copy={content.teamSection} team={content.team} /> : null}
      <FaqSection faqs={content.homeFaqs} />
      {content.caseStudies.length > 0 ? (
        <CaseStudiesSection heading={content.caseStudiesHeading} studies={content.caseStudies} />
      ) : null}
      {content.testimonials.length > 0 ? <TestimonialsSection testimonials={content.testimonials} /> : null}
      <ToolsSection tools={content.tools} />
      <ContactSection intro={content.copy.contactIntro} promises={content.contactPromises} />
      <ClosingCtaSection copy={content.copy.closingCta} counters={content.counters} />
    </>
  );
}
