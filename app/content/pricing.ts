import type { ComparisonRow, Faq, MonthlyPlanId, PricingPlan } from "./types";

/** The agency's plans (SPEC §9). Home shows the three monthly plans; /pricing adds Hourly. */
export const plans: PricingPlan[] = [
  {
    id: "starter",
    name: "Starter",
    price: 499,
    period: "mo",
    hours: "15-20 hours",
    popular: false,
    summary: "For a business that needs its GoHighLevel basics built right and kept tidy.",
    features: [
      "15-20 hours of GHL development a month",
      "Funnel, form and email template builds",
      "Pipeline and tag clean-up",
      "Workflow fixes and small automations",
      "Email support with 48hr response",
      "Monthly summary of work done",
    ],
    buttonText: "Start with Starter",
  },
  {
    id: "standard",
    name: "Standard",
    price: 799,
    period: "mo",
    hours: "30-35 hours",
    popular: true,
    summary: "For growing teams that want automation and booking running on their behalf.",
    features: [
      "30-35 hours of GHL development a month",
      "Everything in Starter",
      "Automation and calendar setup",
      "Multi-step workflows and lead routing",
      "Dashboards for pipeline and bookings",
      "Progress call once a month",
      "Priority support queue",
    ],
    buttonText: "Choose Standard",
  },
  {
    id: "pro",
    name: "Pro",
    price: 1200,
    period: "mo",
    hours: "50-60 hours",
    popular: false,
    summary: "For agencies and multi-location businesses that want a GHL team on call.",
    features: [
      "50-60 hours of GHL development a month",
      "Everything in Standard",
      "Full website builds",
      "Project management in your tool of choice",
      "Monthly live sales training",
      "Quarterly business review",
      "Bi-weekly progress calls",
    ],
    buttonText: "Go Pro",
  },
  {
    id: "hourly",
    name: "Hourly",
    price: 15,
    period: "hour",
    hours: "Pay as you go",
    popular: false,
    summary: "For one-off fixes and small builds, billed only for the time we spend.",
    features: [
      "Pay as you go, no monthly commitment",
      "Workflow, funnel and form fixes",
      "Snapshot installs and customisation",
      "Time logged to the quarter hour",
      "Estimate agreed before work starts",
    ],
    buttonText: "Book Hourly Help",
  },
];

export const monthlyPlans = plans.filter((plan): plan is PricingPlan & { id: MonthlyPlanId } => plan.id !== "hourly");

/** The comparison table shared by home and /pricing (SPEC §9). */
export const comparisonRows: ComparisonRow[] = [
  {
    name: "Monthly development hours",
    values: { starter: "15-20 hours", standard: "30-35 hours", pro: "50-60 hours" },
  },
  {
    name: "Funnels, forms and email templates",
    values: { starter: true, standard: true, pro: true },
  },
  {
    name: "Pipeline and CRM clean-up",
    values: { starter: true, standard: true, pro: true },
  },
  {
    name: "Automation setup",
    tooltip: "New Workflows built from scratch: lead follow-up, nurture sequences, internal notifications and routing.",
    values: { starter: false, standard: true, pro: true },
  },
  {
    name: "Calendar setup",
    tooltip: "Booking calendars with availability rules, reminders, round-robin assignment and no-show follow-up.",
    values: { starter: false, standard: true, pro: true },
  },
  {
    name: "Progress call",
    tooltip: "A scheduled video call to review what shipped, what's next and how the numbers moved.",
    values: { starter: false, standard: "Once a month", pro: "Bi-weekly" },
  },
  {
    name: "Full Website Builds",
    tooltip: "Complete multi-page websites in GoHighLevel, designed, written with you and launched on your domain.",
    values: { starter: false, standard: false, pro: true },
  },
  {
    name: "Project management tool of choice",
    tooltip: "We work inside your Asana, ClickUp, Trello, Monday or Notion board instead of asking you to learn ours.",
    values: { starter: false, standard: false, pro: true },
  },
  {
    name: "Monthly live sales training",
    tooltip: "A live session for your team on working the pipeline, using Conversations and following up fast.",
    values: { starter: false, standard: false, pro: true },
  },
  {
    name: "Quarterly business review",
    tooltip: "Every quarter we review pipeline, conversion and automation performance and agree the next priorities.",
    values: { starter: false, standard: false, pro: true },
  },
];

/** Popup copy for a plan's button: the title always names the plan. */
export function planConsultation(plan: PricingPlan) {
  return {
    title: `Get Started with the ${plan.name} Plan`,
    subtitle:
      plan.id === "hourly"
        ? "Tell us what needs fixing or building and we'll send an hour estimate before any work starts."
        : `Tell us about your business and we'll confirm the ${plan.name} plan (${plan.hours} a month) is the right fit.`,
  };
}

export const CUSTOM_PRICING = {
  title: "Request Custom Pricing",
  subtitle: "Need more hours, several sub-accounts or a fixed-price project? Describe it and we'll quote within 24 hours.",
};

export const SATISFACTION_GUARANTEE_DAYS = 14;
export const START_WITHIN = "5-7 business days";
export const MONTHLY_SUPPORT_FROM = 297;

export const pricingFaqs: Faq[] = [
  {
    question: "What is the 14-day satisfaction guarantee?",
    answer:
      "If you're not happy with our work in the first 14 days of your first monthly plan, tell us what's wrong. We put it right, and if we can't, we refund the hours of that first month we haven't delivered. Separately, you can cancel within 48 hours of your first payment for a full refund. The refund policy sets out every case.",
  },
  {
    question: "How soon do you start?",
    answer:
      "Work starts within 5-7 business days of sign-up. In that time we run the kickoff call, get access to your GoHighLevel account and agree the first month's priorities, so the hours go into building rather than waiting.",
  },
  {
    question: "What does an hour cover?",
    answer:
      "An hour is hands-on development time in your account: building workflows, funnels, forms, calendars, pipelines and dashboards, testing them and fixing issues. Time on calls and written updates counts too, and we log it to the quarter hour so you can see where every hour went.",
  },
  {
    question: "What happens to unused hours?",
    answer:
      "Plan hours are for the month they're bought in. We plan each month with you so the hours get used, and if a month runs light because you're waiting on something, we agree the backlog for next month rather than letting the work stall.",
  },
  {
    question: "Can I change or cancel my plan?",
    answer:
      "Yes. You can move up or down a plan from your next billing date, or cancel before it renews; there's no long-term contract. Builds we've delivered stay in your account, because you own the account and everything in it.",
  },
  {
    question: "Do you offer support after a project ends?",
    answer:
      "Every delivered build includes 30 days of free support and our 30-day guarantee on the work. After that, monthly support starts from $297 a month for monitoring, fixes and small changes, or you can use Hourly help at $15 an hour as needed.",
  },
  {
    question: "Is the HighLevel subscription included?",
    answer:
      "No. Your GoHighLevel subscription is billed by HighLevel directly, and our plans cover the work we do in it. We'll tell you which HighLevel plan your build needs, for example Agency Pro if you want SaaS Mode.",
  },
];
