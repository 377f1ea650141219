import { deferredSection } from "~/components/ui/DeferredSection";

// The home page's sections below the hero: each paints from the prerendered HTML and brings its code when it nears
// the viewport, so the home page's first load carries the hero's code only.
export const ServicesSection = deferredSection(() =>
  import("./ServicesSection").then((module) => module.ServicesSection),
);
export const WhyChooseSection = deferredSection(() =>
  import("./WhyChooseSection").then((module) => module.WhyChooseSection),
);
export const ProcessSection = deferredSection(() => import("./ProcessSection").then((module) => module.ProcessSection));
export const PricingSection = deferredSection(() => import("./PricingSection").then((module) => module.PricingSection));
export const TeamSection = deferredSection(() => import("./TeamSection").then((module) => module.TeamSection));
export const FaqSection = deferredSection(() => import("./FaqSection").then((module) => module.FaqSection));
export const CaseStudiesSection = deferredSection(() =>
  import("./CaseStudiesSection").then((module) => module.CaseStudiesSection),
);
export const TestimonialsSection = deferredSection(() =>
  import("./TestimonialsSection").then((module) => module.TestimonialsSection),
);
export const ToolsSection = deferredSection(() => import("./ToolsSection").then((module) => module.ToolsSection));
export const ContactSection = deferredSection(() => import("./ContactSection").then((module) => module.ContactSection));
export const ClosingCtaSection = deferredSection(() =>
  import("./ClosingCtaSection").then((module) => module.ClosingCtaSection),
);

const ALL = [
  ServicesSection,
  WhyChooseSection,
  ProcessSection,
  PricingSection,
  TeamSection,
  FaqSection,
  CaseStudiesSection,
  TestimonialsSection,
  ToolsSection,
  ContactSection,
  ClosingCtaSection,
];

/** Fetches every deferred section's code (before prerendering the page, and before a client-side visit shows it). */
export async function preloadHomeSections(): Promise<void> {
  await Promise.all(ALL.map((section) => section.preload()));
}
