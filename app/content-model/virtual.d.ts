/** The content module made at build by app/content-model/.server/vite-plugin.ts from the files in content/. */
declare module "virtual:site-content" {
  type Exports = ReturnType<typeof import("~/content-model/.server/vite-plugin").moduleExports>;
  export const facts: Exports["facts"];
  export const plans: Exports["plans"];
  export const comparison: Exports["comparison"];
  export const customPricing: Exports["customPricing"];
  export const planPopup: Exports["planPopup"];
  export const pricingFaqs: Exports["pricingFaqs"];
  export const supportPlan: Exports["supportPlan"];
  export const navigation: Exports["navigation"];
  export const hero: Exports["hero"];
  export const whyChooseUs: Exports["whyChooseUs"];
  export const processSteps: Exports["processSteps"];
  export const teamSection: Exports["teamSection"];
  export const homeFaqs: Exports["homeFaqs"];
  export const testimonials: Exports["testimonials"];
  export const caseStudies: Exports["caseStudies"];
  export const caseStudiesHeading: Exports["caseStudiesHeading"];
  export const popularLabel: Exports["popularLabel"];
  export const snapshotLabels: Exports["snapshotLabels"];
  export const integrations: Exports["integrations"];
  export const snapshotPrices: Exports["snapshotPrices"];
  export const storeCheckout: Exports["storeCheckout"];
  export const snapshotCommonFaq: Exports["snapshotCommonFaq"];
  export const snapshotCategories: Exports["snapshotCategories"];
  export const blogCategories: Exports["blogCategories"];
  export const people: Exports["people"];
  export const services: Exports["services"];
  export const servicePages: Exports["servicePages"];
  export const snapshots: Exports["snapshots"];
  export const snapshotDetails: Exports["snapshotDetails"];
  export const posts: Exports["posts"];
  export const legal: Exports["legal"];
  export const enquiryForm: Exports["enquiryForm"];
  export const smsConsent: Exports["smsConsent"];
  export const calendarWords: Exports["calendarWords"];
  export const chatWords: Exports["chatWords"];
  export const interfaceWords: Exports["interfaceWords"];
  export const footerWords: Exports["footerWords"];
  export const searchWords: Exports["searchWords"];
  export const formWords: Exports["formWords"];
  export const sentWords: Exports["sentWords"];
  export const heroVisualWords: Exports["heroVisualWords"];
  export const pageWords: Exports["pageWords"];
  export const cardWords: Exports["cardWords"];
  export const homeWords: Exports["homeWords"];
  export const pricingWords: Exports["pricingWords"];
  export const notFoundWords: Exports["notFoundWords"];
  export const industries: Exports["industries"];
  export const homePage: Exports["homePage"];
  export const servicesPage: Exports["servicesPage"];
  export const industriesPage: Exports["industriesPage"];
  export const pricingPage: Exports["pricingPage"];
  export const marketplacePage: Exports["marketplacePage"];
  export const blogPage: Exports["blogPage"];
  export const contactPage: Exports["contactPage"];
  export const contactPromises: Exports["contactPromises"];
  export const contactInterest: Exports["contactInterest"];
  export const snapshotBuyNow: Exports["snapshotBuyNow"];
  export const thankYouPage: Exports["thankYouPage"];
  export const searchPage: Exports["searchPage"];
  export const notFoundPage: Exports["notFoundPage"];
  export const snapshotNotFoundPage: Exports["snapshotNotFoundPage"];
}

/** The address of the brand face cut to the site's characters and weights (app/content-model/.server/brand-font.ts). */
declare module "virtual:brand-font" {
  const url: string;
  export default url;
}
