import type { CaseStudy, Faq, ProcessStep, TeamMember, Testimonial, WhyChooseItem } from "./types";

/** The home page's "Why choose us" section: six claims, in the order SPEC.md lists them. */
export const whyChooseUs: WhyChooseItem[] = [
  {
    stat: "48hr",
    title: "Guaranteed response",
    description: "Every support request gets a first reply from a named team member within 48 hours, with a diagnosis or a clear next step, not an automated ticket number.",
    icon: "chat",
  },
  {
    stat: "365",
    title: "Days of support a year",
    description: "Workflows don't stop on holidays, so neither do we. Broken automations, failed payments and missed reminders are picked up every day of the year.",
    icon: "calendar",
  },
  {
    stat: "30-day",
    title: "Guarantee on delivered work",
    description: "If anything we deliver doesn't work as agreed within 30 days, we fix it free, and the time doesn't come out of your plan's hours.",
    icon: "star",
  },
  {
    stat: "30 days",
    title: "Free support after delivery",
    description: "For the first 30 days after hand-over we answer your questions, tweak copy and adjust timings at no charge while your team settles in.",
    icon: "phone",
  },
  {
    stat: "$297",
    title: "Monthly support from $297/mo",
    description: "After that, ongoing support starts at $297 a month for monitoring, small changes and help when HighLevel ships a feature you want to use.",
    icon: "chart",
  },
  {
    stat: "99%",
    title: "Client satisfaction",
    description: "Across 150+ projects, from single-location trades to multi-account agencies, 99% of clients rated the finished work as satisfied or better.",
    icon: "pipeline",
  },
];

/** How an engagement runs, from first call to ongoing support. */
export const processSteps: ProcessStep[] = [
  {
    title: "Discovery call",
    description: "A 30-minute call about how leads reach you today, where they stall and what a booked job or closed deal looks like. You leave with a straight answer on whether GoHighLevel fits.",
  },
  {
    title: "Audit & plan",
    description: "We review your current account or tools, then send a written plan listing every pipeline stage, workflow, custom field and integration we will build, with hours and a delivery date.",
  },
  {
    title: "Build",
    description: "We build in your own account: Pipelines and stages, Workflows with their triggers, Forms and Calendars, Funnels and Websites and the Custom Values that tie them together. Typical builds ship in 7-10 days.",
  },
  {
    title: "Test with real scenarios",
    description: "Before launch we run test contacts through every path: a form fill at 11pm, a no-show, a reply of STOP, a failed payment. Each workflow is checked against the plan, step by step.",
  },
  {
    title: "Launch & training",
    description: "We switch everything on with you, then record short walkthrough videos for your team on working the Conversations inbox, moving Opportunities and reading the dashboard.",
  },
  {
    title: "Support & optimisation",
    description: "You get 30 days of free support, then optional monthly support from $297. We watch booking rates, reply times and stage conversion and suggest changes where the numbers dip.",
  },
];

export const team: TeamMember[] = [
  {
    name: "Marcus Bennett",
    role: "Lead GHL Architect",
    bio: "Marcus plans every build before a single workflow is written, mapping pipelines, custom fields and sub-account structure so the system still makes sense at fifty clients. He has set up SaaS Mode and white-label rollouts for agencies moving off spreadsheets and three separate tools.",
  },
  {
    name: "Priya Raman",
    role: "Automation Engineer",
    bio: "Priya builds the Workflows, webhooks and API v2 integrations that move data between GoHighLevel and the rest of a client's stack, from Stripe to practice-management software. She is the one who makes sure a lead created at 2am gets its text, its task and its pipeline stage within a minute.",
  },
  {
    name: "Elena Castillo",
    role: "Funnel & CRO Designer",
    bio: "Elena designs the funnels, websites and forms prospects actually see, and tests headlines and form length against booking rates rather than opinions. Before joining us she spent years redesigning landing pages for home-service and med-spa advertisers.",
  },
  {
    name: "Jordan Ellis",
    role: "Client Success Manager",
    bio: "Jordan is your day-to-day contact: he runs the discovery call, keeps the plan and the hours log up to date and chairs the progress calls. He also handles A2P 10DLC registrations with clients so texting goes live without carrier rejections.",
  },
];

export const homeFaqs: Faq[] = [
  {
    question: "How much does it cost, and what do the plans include?",
    answer: "Our monthly plans are Starter at $499 for 15-20 hours, Standard at $799 for 30-35 hours and Pro at $1200 for 50-60 hours of work a month; smaller jobs can be done at $15 an hour, pay as you go. Standard adds automation and calendar setup with a monthly progress call; Pro adds bi-weekly progress calls, full website builds, a monthly live sales training and a quarterly business review. Your HighLevel subscription is separate and billed by HighLevel.",
  },
  {
    question: "How quickly can you start, and how long does a build take?",
    answer: "We start within 5-7 business days of sign-up, once we have access to your account. A typical build, such as a lead funnel with a pipeline, booking calendar and follow-up workflows, ships in 7-10 days. Larger projects like a white-label SaaS setup take 2-4 weeks, and we give you the timeline in writing before we begin.",
  },
  {
    question: "Who owns the account and the data?",
    answer: "You do. We build inside your own GoHighLevel account as invited users, so your contacts, conversations, opportunities and everything we build stay with you. You can remove our access at any time, and when we finish we hand back any API credentials or integrations we set up.",
  },
  {
    question: "Can you move us over from HubSpot, ClickFunnels or Keap?",
    answer: "Yes. Contacts, tags and open deals are imported by CSV and mapped to your new custom fields and pipeline stages, so nothing lands in the wrong place. Automations and funnels can't be copied between platforms, so we rebuild them as GoHighLevel Workflows and Funnels, usually tidier than the originals, and run both systems side by side until you're happy to switch off the old one.",
  },
  {
    question: "Will our text messages be compliant?",
    answer: "US business texting needs A2P 10DLC registration, a brand and campaign approved by the carriers, which usually takes a few days. We prepare the registration with you, write your opt-in and opt-out wording (including STOP handling) and set up workflows so people who opt out are never texted again. We explain how the platform works, but we don't give legal advice.",
  },
  {
    question: "Is GoHighLevel HIPAA compliant for our clinic?",
    answer: "HighLevel offers HIPAA support as a paid add-on that covers the whole agency account, not a single sub-account. If your practice uses it, we build within it: appointment reminders that leave out clinical details, user permissions limited to what each role needs, and intake forms that collect only what you use. Whether your practice needs the add-on is a question for your own compliance adviser; we don't give legal advice.",
  },
  {
    question: "What happens after you deliver?",
    answer: "Every project includes 30 days of free support and our 30-day guarantee: if something we built doesn't work as agreed, we fix it at no charge. After that, monthly support starts at $297 a month, with a first reply on support requests within 48 hours.",
  },
];

export const caseStudies: CaseStudy[] = [
  {
    metric: "+38%",
    metricLabel: "more kept appointments",
    title: "A three-location dental group fills its chairs",
    description: "No-shows were costing each location several hours of chair time a week. We rebuilt their Calendars with confirmation texts at booking, 48 hours and 2 hours before, plus a one-tap reschedule link, and routed every reply into a shared Conversations inbox. Kept appointments rose 38% in the first quarter.",
    palette: "blue",
  },
  {
    metric: "90 sec",
    metricLabel: "average speed to lead",
    title: "A mortgage brokerage answers every lead in minutes",
    description: "Leads from rate-quote forms sat in email for hours before a loan officer called. We built a round-robin workflow that assigns the lead, texts the borrower and rings the officer's phone through LC Phone the moment the form is submitted. Average speed to lead dropped from over 3 hours to 90 seconds.",
    palette: "violet",
  },
  {
    metric: "+27%",
    metricLabel: "higher close rate",
    title: "A roofing contractor stops losing estimates",
    description: "Estimates were tracked in a spreadsheet and half never got a second call. We set up a pipeline from New Lead to Inspection Booked, Estimate Sent and Won, with automatic follow-ups on days 2, 5 and 10 after an estimate. Within four months the close rate on sent estimates rose 27%.",
    palette: "emerald",
  },
];

export const testimonials: Testimonial[] = [
  {
    name: "Rachel M.",
    company: "Real estate team lead, Austin TX",
    text: "They rebuilt our pipeline so every portal and open-house lead gets a text within a minute and lands in the right stage. Our agents stopped arguing over who owns a lead, and we booked 22 more showings the first month.",
    rating: 5,
  },
  {
    name: "Daniel K.",
    company: "Mortgage broker, Scottsdale AZ",
    text: "Our old CRM couldn't keep up with rate-shoppers. Now a new lead is assigned, texted and called in under two minutes, and our application rate went from 1 in 9 leads to 1 in 6.",
    rating: 5,
  },
  {
    name: "Amanda L.",
    company: "Med spa owner, Tampa FL",
    text: "The reminder sequence and one-click rebooking cut our no-shows almost in half within six weeks. They also set up review requests after each visit, and we went from 40 to over 150 Google reviews.",
    rating: 5,
  },
  {
    name: "Chris T.",
    company: "HVAC company owner, Columbus OH",
    text: "Missed calls now get an automatic text back, and every estimate has a follow-up schedule, so nothing slips while we're on jobs. We closed eleven replacement jobs in the first two months that I'm sure we'd have lost before.",
    rating: 5,
  },
  {
    name: "Nicole P.",
    company: "Agency owner, Denver CO",
    text: "They set up SaaS Mode with three Stripe-billed plans and a snapshot for our niche, so a new client gets a fully built sub-account the minute they pay. We onboarded 14 clients in the first month without adding staff.",
    rating: 5,
  },
];
