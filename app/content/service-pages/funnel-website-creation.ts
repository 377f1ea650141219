import type { ServicePage } from "../types";

export const page: ServicePage = {
  slug: "funnel-website-creation",
  metaTitle: "GoHighLevel Funnel & Website Build Service",
  metaDescription:
    "Funnels and websites built in GoHighLevel, wired to your forms, calendars and Workflows so every opt-in gets follow-up. A typical build ships in 7-10 days.",
  headline: "Funnels and Websites That Hand Every Lead to Your Follow-Up",
  lead:
    "We build landing pages, multi-step funnels and full websites inside GoHighLevel, then connect every form, calendar and checkout to the Workflows that follow up. A typical build ships in 7-10 days, on your domain, in your account.",
  overview: [
    "Most funnel projects we inherit look fine and leak badly: the opt-in form writes to no custom field, the thank-you page has no calendar, and nobody gets a text when a lead lands. We build in GoHighLevel's Funnels and Websites builder so the page and the follow-up live in the same account. Each funnel step is a real page with its own path on your connected domain, its own SEO title and social image, and a mobile layout we edit separately rather than trusting the desktop version to shrink well.",
    "For lead generation we usually build an opt-in page, a qualifying survey from Forms and Surveys, a booking step with an embedded Calendars widget and a confirmation page that sets expectations for the call. For sales funnels we add order forms connected to Payments through Stripe, an order bump at checkout, one-click upsells and a downsell for buyers who decline. Websites get global sections for the header and footer, a blog where it helps your search traffic, and popups that appear only on the pages you choose.",
    "Behind the pages sit the Workflows: a Form Submitted or Survey Submitted trigger tags the contact with the funnel name, creates an opportunity in the right pipeline stage, alerts the owner and starts the nurture. Tracking goes in before launch, with your Meta pixel and Google tag in the funnel tracking code, UTM values saved on the contact, and split tests set up on the steps where a headline change could actually move the numbers.",
  ],
  audience: [
    "Real estate agents running seller-valuation or buyer-search ads who need a landing page that books a call instead of just collecting an email address.",
    "Coaches and course creators leaving ClickFunnels or Kartra who want sales pages, checkout and the members area billed from one account.",
    "Roofers, HVAC companies and other contractors whose old website gets traffic but sends enquiries to an inbox nobody checks at the weekend.",
    "Clinics and med spas launching a seasonal offer that needs its own page, a deposit at booking and reminders that cut no-shows.",
    "Agencies that sell funnels to their clients and need builds finished to a consistent standard under their own brand.",
  ],
  features: [
    {
      title: "Lead-capture funnels",
      description:
        "Opt-in, survey, booking and thank-you steps laid out in the order your buyers make decisions. Each step passes the contact along, so nobody types their email twice.",
    },
    {
      title: "Sales funnels with bumps and upsells",
      description:
        "Two-step order forms on Stripe through Payments, an order bump on checkout and one-click upsell and downsell pages after it. Products and prices live in the account, not hard-coded on a page.",
    },
    {
      title: "Full websites",
      description:
        "Multi-page sites with global header and footer sections, service pages, a contact page and a blog, built in the Websites builder and served on your own domain with SSL.",
    },
    {
      title: "Mobile-first layouts",
      description:
        "We edit the mobile view of every section on its own, hiding heavy images and resizing headlines, because most paid-social traffic arrives on a phone.",
    },
    {
      title: "Embedded forms and calendars",
      description:
        "Forms and Surveys and Calendars widgets placed on the page and mapped to Custom Fields, so answers such as budget, timeline or service type land where your team and Workflows can use them.",
    },
    {
      title: "Follow-up Workflows",
      description:
        "Form Submitted, Order Submitted and Customer Booked Appointment triggers that tag the contact, open an opportunity, text the owner and start the right nurture sequence.",
    },
    {
      title: "Tracking and attribution",
      description:
        "Meta pixel, Google tag and conversion events in the funnel tracking code, with UTM source and campaign recorded on the contact so you can see which ad produced which sale.",
    },
    {
      title: "Split testing",
      description:
        "A/B variations of a funnel step with the traffic split you choose, used on headlines, offers and form length where there is enough traffic to read a result.",
    },
    {
      title: "Custom Values for reuse",
      description:
        "Business name, phone number, address and offer details stored as Custom Values, so a single edit updates every page and email that mentions them.",
    },
    {
      title: "Speed and SEO basics",
      description:
        "Compressed images, lazy-loaded video, page titles, meta descriptions, social share images and clean URL paths on every step before it goes live.",
    },
    {
      title: "Consent wording and policy links",
      description:
        "Links to the privacy and terms pages you supply in every footer, and SMS consent text beside phone fields so the form matches what your A2P 10DLC campaign registration describes.",
    },
  ],
  benefits: [
    {
      title: "Leads followed up in minutes",
      description:
        "Because the form and the Workflow sit in the same account, a new opt-in gets a text and the owner gets an alert before the visitor has left the thank-you page.",
    },
    {
      title: "One bill instead of four",
      description:
        "Pages, checkout, email and booking that used to need separate page-builder, email and scheduling subscriptions run on the GoHighLevel plan you already pay for.",
    },
    {
      title: "Numbers you can trust",
      description:
        "Funnel stats show views and opt-ins for each step, and attribution on the contact record shows which campaign produced each lead.",
    },
    {
      title: "Edits without a developer",
      description:
        "Pages are built from sections you can duplicate and change yourself, with Custom Values holding the details that change most often.",
    },
    {
      title: "Live in days, not months",
      description:
        "Once we have copy, branding and access, a typical funnel is delivered in 7-10 days, and your project starts within 5-7 business days of signing up.",
    },
    {
      title: "Covered after launch",
      description:
        "Our 30-day guarantee covers the delivered build: if a form, redirect or automation does not work as agreed, we fix it at no charge.",
    },
  ],
  process: [
    {
      title: "Offer and traffic review",
      description:
        "We look at what you sell, where your visitors come from and what a lead must do next, then map the funnel steps and the data each one has to collect.",
    },
    {
      title: "Wireframe and copy plan",
      description:
        "You approve a page-by-page outline with headlines, sections and form fields, or you send your own copy and we fit the layout around it.",
    },
    {
      title: "Build and connect",
      description:
        "We build the pages in Funnels and Websites, connect your domain, Stripe and calendars, and write the Workflows that fire behind every form and order.",
    },
    {
      title: "Test every path",
      description:
        "We submit each form, book each calendar, run test orders and check mobile views, pixels and redirects before a single ad points at the page.",
    },
    {
      title: "Launch and hand over",
      description:
        "We publish, watch the first live leads arrive with you and send a short video on editing pages and reading funnel stats. Your 30 days of free support start that day.",
    },
  ],
  faqs: [
    {
      question: "How much does a funnel or website build cost, and what is included?",
      answer:
        "We scope the build in hours and run it on one of our plans: Starter at $499/month for 15-20 hours, Standard at $799/month for 30-35 hours, Pro at $1200/month for 50-60 hours, or pay as you go at $15/hour. Full website builds are part of the Pro plan. Every quote covers the pages, forms, calendars, checkout, tracking and the follow-up Workflows the funnel needs, so you never pay for pages that lead nowhere. If you need copy written from scratch, tell us on the first call so it goes into the scope.",
    },
    {
      question: "Can you move our funnels over from ClickFunnels or Kartra?",
      answer:
        "Yes, but we rebuild rather than copy. Page designs do not transfer cleanly between builders, so we recreate each page in Funnels and Websites and usually tighten it on the way. Contacts come across by CSV import with their tags, products are recreated in Payments, and your old automations are rebuilt as Workflows. The old funnel stays live until the new one has passed testing, then we switch the domain so you don't lose a day of leads.",
    },
    {
      question: "How long until the funnel is live?",
      answer:
        "We begin within 5-7 business days of sign-up, and a typical funnel is delivered 7-10 days after we receive your copy, logo and account access. A multi-page website with a blog takes longer, and you get a dated plan before any work begins.",
    },
    {
      question: "Who owns the pages, the domain and the leads?",
      answer:
        "You do. We build inside your GoHighLevel account or your client's sub-account, and the domain stays registered in your name. If you ever stop working with us, the funnels, forms, Workflows and contacts stay exactly where they are. We can also save the finished build as a snapshot so you can reuse it in other sub-accounts.",
    },
    {
      question: "What support do we get once the funnel is launched?",
      answer:
        "You get 30 days of free support from delivery, and under the 30-day guarantee anything we built that doesn't work as agreed is fixed free. After that, new pages and changes can run through a monthly plan or monthly support from $297, and every support request gets a first reply within 48 hours.",
    },
  ],
  cta: {
    title: "Plan Your Funnel Build",
    subtitle: "Tell us what you sell and where your traffic comes from, and we'll map the pages and follow-up it needs.",
  },
  related: ["form-survey-creation", "calendar-booking-setup", "email-marketing-automation"],
  snapshots: ["real-estate-agent", "roofing", "online-course-creator"],
};
