import type { Service } from "./types";

/** The 15 services, in the order of SPEC.md §2. Delay staggers the grid entrance by column. */
export const services: Service[] = [
  {
    slug: "funnel-website-creation",
    title: "Funnel & Website Creation",
    description: "High-converting funnels and fast websites built in GoHighLevel, wired to your forms, calendars and follow-up from day one.",
    icon: "funnel",
  },
  {
    slug: "ghl-api-automation",
    title: "GHL API & Custom Automation",
    description: "API v2, webhooks and custom integrations that connect GoHighLevel to the tools your business already runs on.",
    icon: "code",
  },
  {
    slug: "white-label-saas-setup",
    title: "White-Label SaaS Setup",
    description: "Your own branded platform on your domain, with a branded mobile app and onboarding your clients never see us in.",
    icon: "tag",
  },
  {
    slug: "crm-pipeline-configuration",
    title: "CRM & Pipeline Configuration",
    description: "Pipelines, stages, custom fields and tags designed around how you actually sell, so no lead sits untouched.",
    icon: "pipeline",
  },
  {
    slug: "dashboard-reporting",
    title: "Dashboards & Reporting",
    description: "Dashboards that show pipeline value, lead sources, booking rates and revenue at a glance, for you and your clients.",
    icon: "chart",
  },
  {
    slug: "saas-mode-setup",
    title: "SaaS Mode Setup",
    description: "SaaS Configurator plans, Stripe billing, rebilling and automatic sub-account creation, set up to sell on day one.",
    icon: "cloud",
  },
  {
    slug: "chatbot-conversation-builder",
    title: "Chatbot & Conversation AI",
    description: "Conversation AI bots that answer questions, qualify leads and book appointments across SMS, chat and social DMs.",
    icon: "chat",
  },
  {
    slug: "email-marketing-automation",
    title: "Email Marketing Automation",
    description: "Nurture sequences, broadcasts and re-engagement campaigns on LC Email with clean domains and real deliverability.",
    icon: "mail",
  },
  {
    slug: "sms-voice-messaging",
    title: "SMS & Voice Messaging",
    description: "A2P 10DLC registration, LC Phone numbers, missed-call text back, call routing and compliant SMS follow-up.",
    icon: "phone",
  },
  {
    slug: "form-survey-creation",
    title: "Forms & Surveys",
    description: "Multi-step forms and surveys with conditional logic that qualify leads and drop answers into the right fields.",
    icon: "form",
  },
  {
    slug: "membership-course-setup",
    title: "Membership & Course Setup",
    description: "Courses, memberships and communities with drip content, payments and automated student onboarding.",
    icon: "graduation",
  },
  {
    slug: "ecommerce-integration",
    title: "E-commerce Integration",
    description: "Stores, order bumps, Shopify and WooCommerce syncs and abandoned-cart recovery that brings buyers back.",
    icon: "cart",
  },
  {
    slug: "calendar-booking-setup",
    title: "Calendar & Booking Setup",
    description: "Round-robin and service calendars with reminders, deposits and no-show follow-up that keep your diary full.",
    icon: "calendar",
  },
  {
    slug: "reputation-management",
    title: "Reputation Management",
    description: "Automated review requests, AI review replies and a steady stream of fresh Google reviews.",
    icon: "star",
  },
  {
    slug: "social-media-automation",
    title: "Social Media Automation",
    description: "Social Planner calendars, recycled evergreen posts and DM automations that turn comments into conversations.",
    icon: "share",
  },
].map((service, index) => ({ ...service, delay: (index % 3) * 100 }) as Service);

export function findService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}
