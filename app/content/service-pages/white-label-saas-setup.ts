import type { ServicePage } from "../types";

export const page: ServicePage = {
  slug: "white-label-saas-setup",
  metaTitle: "White-Label GoHighLevel Setup on Your Own Domain",
  metaDescription:
    "Your own branded GoHighLevel platform: custom app domain, branded login, mobile app and client onboarding, set up by certified experts in 2-4 weeks.",
  headline: "Your Platform, Your Brand, Your Domain",
  lead:
    "We set up GoHighLevel so your clients log in at your address, see your logo and colours, receive email from your domain and install a mobile app with your name on it. The full white-label setup takes 2-4 weeks, and most of that time is spent waiting on DNS and app-store review rather than on us.",
  overview: [
    "White-labelling is a collection of small jobs that all have to be right before the first client logs in. We point a subdomain such as app.youragency.com at HighLevel with the correct CNAME record, upload your logo, favicon and colours in the agency settings, and style the branded login page. System emails, including invitations, password resets and notifications, go out from your own domain with authenticated records, so clients never receive a message that mentions a platform they didn't buy.",
    "The branded mobile app is a paid HighLevel add-on. We prepare the listing assets, icons and descriptions, and guide you through the Apple and Google developer accounts it is published under, so the app your clients install carries your name. App-store review is the slowest part of the project and the main reason the whole setup runs 2-4 weeks rather than a few days.",
    "Then comes what clients see after they log in. We build a default snapshot with your standard pipelines, Workflows, funnels and dashboards, load it into each new sub-account, and set user roles so clients see only the menus you want them to see. Custom menu links point to your help centre, booking page and support form, and a welcome sequence walks every new client through their first week.",
  ],
  audience: [
    "Marketing agencies that have outgrown reselling under someone else's name and want to offer clients a software platform of their own.",
    "Consultants and coaches who bundle a CRM with their programme and want it to feel like part of the programme rather than a third-party tool.",
    "Franchise groups handing every franchisee the same branded system, with head office controlling the snapshot each location runs on.",
    "Founders building a vertical CRM for dentists, contractors or realtors on top of GoHighLevel instead of writing one from scratch.",
  ],
  features: [
    {
      title: "Custom app domain",
      description:
        "Your platform served from a subdomain you own, with DNS records set, SSL issued and existing users moved to the new address.",
    },
    {
      title: "Branded login and theme",
      description:
        "Logo, favicon, colours and login page styled to your brand, then checked on desktop browsers and small phone screens.",
    },
    {
      title: "Branded system email",
      description:
        "Invitations, password resets and notifications sent from your domain through LC Email or your own SMTP provider, with SPF, DKIM and DMARC in place.",
    },
    {
      title: "White-label mobile app",
      description:
        "Store listings, icons, screenshots and descriptions prepared for HighLevel's branded-app add-on, with the submission walked through alongside you.",
    },
    {
      title: "Default client snapshot",
      description:
        "A tested snapshot with your standard pipeline, Workflows, forms and dashboards that loads into every new sub-account, so onboarding starts from your best setup.",
    },
    {
      title: "Roles and permissions",
      description:
        "User roles that limit what clients can change, hide tools they don't pay for and keep agency-only settings out of reach.",
    },
    {
      title: "Custom menu links",
      description:
        "Sidebar links to your knowledge base, support desk, training videos and booking page, opening inside the app or in a new tab as you prefer.",
    },
    {
      title: "Client onboarding flow",
      description:
        "A signup form, welcome emails and texts, an onboarding call in your calendar and a checklist tracked in a pipeline, so every new client is set up the same way.",
    },
    {
      title: "Light-touch custom CSS and JavaScript",
      description:
        "Agency-level code only where it genuinely helps, such as a support chat widget or a renamed menu label, kept minimal so platform updates don't break it.",
    },
    {
      title: "Help content in your voice",
      description:
        "Short how-to videos and written guides for the tasks clients ask about most, recorded inside your branded interface.",
    },
    {
      title: "DNS and account record",
      description:
        "A list of every DNS entry, sending domain and developer account we touched, so your team knows which records must never be deleted.",
    },
  ],
  benefits: [
    {
      title: "You own the client relationship",
      description:
        "Clients log in to your brand every day, which makes the platform part of what they pay you for rather than a tool they could buy around you.",
    },
    {
      title: "Higher perceived value",
      description:
        "A branded app and domain let you price the platform as your own software, not as a discounted resale of someone else's.",
    },
    {
      title: "Lower churn",
      description:
        "Clients whose data, funnels and automations live in your platform have real reasons to stay, especially when onboarding had them using it from week one.",
    },
    {
      title: "Consistent onboarding",
      description:
        "Every new sub-account starts from the same tested snapshot, so your team stops rebuilding the basics for each client.",
    },
    {
      title: "Fewer support tickets",
      description:
        "Custom menu links and short guides answer the routine questions before they ever reach your inbox.",
    },
    {
      title: "Ready for SaaS Mode",
      description:
        "The same foundation supports SaaS Mode, so adding Stripe-billed plans later is an extension of this work rather than a rebuild.",
    },
    {
      title: "Guaranteed handover",
      description:
        "Everything is set up in your agency account with written documentation, and our 30-day guarantee covers the delivered setup.",
    },
  ],
  process: [
    {
      title: "Brand and domain kickoff",
      description:
        "We collect logo files, colours, your chosen app subdomain and sending domain, and confirm access to your DNS provider and HighLevel agency settings.",
    },
    {
      title: "Domain, email and branding (week 1)",
      description:
        "DNS records go in, SSL is issued, system email is authenticated and the login page and theme are styled. By the end of this stage clients can log in at your address.",
    },
    {
      title: "Snapshot and onboarding (weeks 1-2)",
      description:
        "We build or refine the default client snapshot, roles, custom menu links and the onboarding Workflow, then test them on a fresh sub-account.",
    },
    {
      title: "Mobile app submission (weeks 2-4)",
      description:
        "We prepare and submit the branded app assets and handle reviewer feedback with you. Store review sets the pace here, which is why the full setup takes 2-4 weeks.",
    },
    {
      title: "Launch and training",
      description:
        "We onboard a first test client from signup to first login, record walkthroughs for your team and begin 30 days of free support on the day we hand over.",
    },
  ],
  faqs: [
    {
      question: "How long does the white-label setup take?",
      answer:
        "The full setup takes 2-4 weeks. The custom domain, branded login and system email are usually live in the first week. The remaining time goes into the client snapshot and onboarding flow and, above all, the branded mobile app, whose timing depends on Apple and Google review. Our team picks the project up within 5-7 business days of you signing up.",
    },
    {
      question: "What does it cost, and what exactly is included?",
      answer:
        "Our work covers the domain and DNS setup, branding, authenticated system email, the default snapshot, roles, menu links, onboarding automation, app-store preparation and team training. It runs on one of our plans; most white-label projects fit the Standard plan at $799/month (30-35 hours) or the Pro plan at $1200/month (50-60 hours), and we confirm the hours in writing first. HighLevel's own subscription and the branded mobile app add-on are billed to you by HighLevel, not by us.",
    },
    {
      question: "Will my clients ever see that the platform is GoHighLevel?",
      answer:
        "In daily use they see your domain, logo, colours, app and emails. A few outside screens are not yours to brand, such as the Stripe or Google pages a client sees when connecting their own accounts, and we show you where those appear so nothing surprises you. We never present ourselves to your clients; we work behind your brand.",
    },
    {
      question: "Who owns the agency account, the app listing and the client data?",
      answer:
        "You do. The agency account, domains, developer accounts and sub-accounts are all in your name, and we work through a user login you can remove at any time. Client contacts and conversations belong to you and your clients under your own terms, and we keep no copies.",
    },
    {
      question: "Our clients are on another platform today. Can you move them?",
      answer:
        "Yes. We migrate client by client from Kartra, Keap, HubSpot or a spreadsheet setup: contacts and opportunities import by CSV, funnels are rebuilt in Funnels and Websites, and automations are recreated as Workflows rather than copied. Each move is scheduled so that client's live campaigns keep running until their new sub-account has been tested.",
    },
  ],
  cta: {
    title: "Plan Your White-Label Launch",
    subtitle: "Share your brand and your client list, and we'll map a 2-4 week route to your own branded platform.",
  },
  related: ["saas-mode-setup", "ghl-api-automation", "dashboard-reporting"],
  snapshots: ["marketing-agency", "franchise", "business-coach"],
};
