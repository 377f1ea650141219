import type { ServicePage } from "../types";

export const page: ServicePage = {
  slug: "saas-mode-setup",
  metaTitle: "GoHighLevel SaaS Mode & SaaS Configurator Setup",
  metaDescription:
    "SaaS Mode ready to sell: SaaS Configurator plans, Stripe billing, usage rebilling, trials and automatic sub-account creation with your snapshot loaded.",
  headline: "Sell Your Own Software Plans from Day One",
  lead:
    "SaaS Mode lets your agency sell GoHighLevel as monthly subscriptions under your own brand. We configure the plans, Stripe billing, usage rebilling and signup flow, so a customer can pay on your website and be working in a ready-built account minutes later.",
  overview: [
    "SaaS Mode comes with HighLevel's Agency Pro plan, and switching it on is the easy part. The hard decisions are commercial: how many plans, what each one unlocks, what it costs monthly and annually, whether there is a free trial, and how much you mark up phone, email and AI usage. We help you settle those with real numbers, then enter them in the SaaS Configurator so plans, features and prices match what your sales page promises.",
    "Billing runs through your agency's Stripe account. We connect it, create the products and prices, and build a signup funnel with an order form for each plan. When someone pays, HighLevel creates their sub-account automatically, loads the snapshot you assigned to that plan and sends login details; we extend that with a Workflow that delivers your welcome sequence and books an onboarding call.",
    "Usage is where margins are won or lost. We set rebilling for LC Phone, LC Email and AI features so each sub-account's wallet is charged at your rate, choose auto-recharge amounts so customers don't run dry in the middle of a campaign, and agree with you what happens when a card fails: Stripe's retries, a reminder sequence and the point at which access is paused. Upgrade and downgrade paths are tested so a customer moving between plans gets the right features straight away.",
  ],
  audience: [
    "Marketing agencies that want recurring software revenue alongside their service retainers.",
    "Industry specialists, such as a consultant who serves dental practices, who want to sell a ready-built CRM for that one niche at a fixed monthly price.",
    "Agencies already running white-label branding that now need self-serve billing instead of invoicing each client by hand.",
    "Coaches whose students need a CRM and funnels to carry out what the programme teaches, and who would rather bill for it than recommend it.",
  ],
  features: [
    {
      title: "Plan and pricing design",
      description:
        "Two to four plans with clear feature differences, monthly and annual prices, and the margin after HighLevel's costs modelled before anything is published.",
    },
    {
      title: "SaaS Configurator setup",
      description:
        "Plans, features, trial periods and prices entered in the SaaS Configurator and checked line by line against your pricing page.",
    },
    {
      title: "Stripe connection and products",
      description:
        "Your agency Stripe account connected, products and prices created, and test-mode purchases completed before the first live charge.",
    },
    {
      title: "Signup funnel with order forms",
      description:
        "A pricing page and a checkout for each plan, built in Funnels and Websites with your branding and the correct plan attached to each order form.",
    },
    {
      title: "Automatic sub-account creation",
      description:
        "A sub-account created the moment a customer pays, with the assigned snapshot loaded and login details sent without anyone on your team lifting a finger.",
    },
    {
      title: "Usage rebilling",
      description:
        "Markups on LC Phone, LC Email and AI usage charged to each customer's wallet, so heavy users pay for what they consume.",
    },
    {
      title: "Wallet and auto-recharge",
      description:
        "Starting credit and auto-recharge thresholds set so messages keep sending and your agency never ends up funding a customer's usage.",
    },
    {
      title: "Free trials that convert",
      description:
        "Trial length, whether a card is required up front, and an in-trial email and text sequence that steers customers toward their first result.",
    },
    {
      title: "Failed payment handling",
      description:
        "A reminder sequence when a charge fails, agreed grace days and a clear rule for pausing access, so collections don't depend on somebody remembering.",
    },
    {
      title: "Upgrade and downgrade paths",
      description:
        "Plan changes tested in both directions, so features unlock or lock immediately and the next invoice reflects the new plan.",
    },
    {
      title: "SaaS customer pipeline",
      description:
        "A pipeline tracking trial, active, past-due and cancelled customers, with Workflows at each change for onboarding, save offers and win-backs.",
    },
  ],
  benefits: [
    {
      title: "Recurring revenue that scales",
      description:
        "Each new subscriber adds monthly income without adding the same amount of service work.",
    },
    {
      title: "Signups while you sleep",
      description:
        "Self-serve checkout and automatic account creation mean a customer can buy and get started at 2 a.m. without a sales call.",
    },
    {
      title: "Usage costs covered",
      description:
        "Rebilling puts phone, email and AI costs on the customer who generates them, protecting your margin on the busiest accounts.",
    },
    {
      title: "Fewer billing chores",
      description:
        "Stripe collects, retries and records payments, so nobody on your team chases invoices by email.",
    },
    {
      title: "Faster activation",
      description:
        "Customers arrive in an account already built from your snapshot, so they see value in their first session instead of a blank screen.",
    },
    {
      title: "A clear view of the business",
      description:
        "The SaaS customer pipeline shows trials, conversions and cancellations, which tells you where the product needs work.",
    },
  ],
  process: [
    {
      title: "Offer and pricing workshop",
      description:
        "We agree plans, features, prices, trial terms and rebilling rates, using your expected usage to check that every plan still makes money.",
    },
    {
      title: "Configurator and Stripe setup",
      description:
        "We connect Stripe, configure each plan in the SaaS Configurator and assign the snapshot every plan should load.",
    },
    {
      title: "Checkout and onboarding build",
      description:
        "We build the pricing page, order forms, welcome emails and texts, onboarding call booking and the SaaS customer pipeline.",
    },
    {
      title: "End-to-end billing tests",
      description:
        "We buy each plan with test cards, force a failed payment, upgrade, downgrade and cancel, checking the account, wallet and emails at every step.",
    },
    {
      title: "Go live with your first customers",
      description:
        "We switch Stripe to live mode, watch the first real signups with you and hand over a written runbook. Thirty days of free support and our 30-day guarantee begin at delivery.",
    },
  ],
  faqs: [
    {
      question: "What do I need before SaaS Mode can be set up?",
      answer:
        "You need HighLevel's Agency Pro plan, which is what unlocks SaaS Mode, a Stripe account in your business name and a snapshot you're happy for customers to start from. If you don't yet have a branded domain and app, we usually suggest our white-label setup alongside, because customers will log in at whatever address you give them.",
    },
    {
      question: "How much does the SaaS Mode setup cost?",
      answer:
        "The setup runs on our plans. The Standard plan at $799/month (30-35 hours) typically covers two or three SaaS plans with checkout, rebilling and onboarding, while Pro at $1200/month (50-60 hours) suits launches that also need a new snapshot or a full sales website. HighLevel's subscription and Stripe's processing fees are separate and paid by you directly to them.",
    },
    {
      question: "How long until we can take the first payment?",
      answer:
        "Work starts within 5-7 business days of sign-up. Configuration, checkout and billing tests are typically finished within 7-10 days once the pricing decisions are made. If you also want the branded domain and mobile app, allow for the 2-4 weeks the white-label setup takes.",
    },
    {
      question: "Can we move existing clients onto SaaS plans?",
      answer:
        "Yes. Existing sub-accounts can be placed on a SaaS plan so their billing moves to Stripe, and customers coming from Keap, Kartra or spreadsheets arrive by CSV import for contacts, with their automations rebuilt as Workflows. We agree a switch date with each client so nobody is charged twice in the same month.",
    },
    {
      question: "Who owns the customers and the subscription revenue?",
      answer:
        "You do. Payments go straight into your Stripe account, customers accept your terms, and the sub-accounts sit in your agency account. We never take a share of your SaaS revenue; our fee is the plan you choose, and after the free support period you can keep us on monthly support from $297 or run it yourself.",
    },
  ],
  cta: {
    title: "Launch Your SaaS Offer",
    subtitle: "Tell us who you want to sell to and we'll design plans, pricing and rebilling that leave you a healthy margin.",
  },
  related: ["white-label-saas-setup", "email-marketing-automation", "dashboard-reporting"],
  snapshots: ["marketing-agency", "saas", "consultant"],
};
