import type { ServicePage } from "../types";

export const page: ServicePage = {
  slug: "crm-pipeline-configuration",
  metaTitle: "GoHighLevel CRM & Pipeline Setup That Closes Deals",
  metaDescription:
    "GoHighLevel pipelines, stages, custom fields and tags built around how you sell, with follow-up automation that keeps leads moving. Clients close 20-30% more.",
  headline: "A Pipeline That Matches How You Actually Sell",
  lead:
    "We design GoHighLevel Pipelines, stages, Custom Fields and tags around your real sales process, then automate the follow-up between stages. Every lead gets an owner and a next step, and no opportunity sits untouched.",
  overview: [
    "A CRM only helps when its stages describe something true. We start by walking through your last twenty deals, won and lost, and turn what actually happened into pipeline stages. For a mortgage broker that might be New Enquiry, Contacted, Application Sent, Docs Received, Submitted to Lender, Approved and Funded; for a roofer, Lead In, Inspection Booked, Estimate Sent, Follow-Up, Signed and Job Complete. Each stage gets a clear entry rule so your whole team agrees where a card belongs.",
    "Next come the fields. We create contact and opportunity Custom Fields for the details you sell on, such as loan amount, property address, roof type or budget range, set opportunity values so pipeline totals mean something, and define lost reasons so you learn why deals die. Tags are kept to a short, documented list, and smart lists give each salesperson a daily view of who needs a call.",
    "Then the pipeline starts working on its own. Workflows move cards when a form is submitted or an appointment is booked, assign new leads round-robin or by territory, create tasks with due dates, and use the Stale Opportunities trigger to nudge the owner when a deal sits in one stage too long. Won and lost statuses fire their own sequences, from a review request after a signed job to a 90-day check-in for deals that went quiet.",
  ],
  audience: [
    "Real estate teams whose agents keep leads in their own phones and spreadsheets, so the broker can't see what is really in the pipeline.",
    "Mortgage and insurance brokers with long, document-heavy files who need every deal's status visible without a daily status meeting.",
    "Contractors and solar installers sending dozens of estimates a month with no system for chasing the ones that didn't sign.",
    "Agencies whose client bought GoHighLevel, never set up a pipeline, and now asks why the leads aren't turning into revenue.",
  ],
  features: [
    {
      title: "Pipeline and stage design",
      description:
        "Pipelines and stages mapped from your real sales process, with written entry and exit rules for each stage so the board reflects reality.",
    },
    {
      title: "Separate pipelines where they help",
      description:
        "Distinct pipelines for new business, renewals, referrals or different service lines, instead of one board trying to do five jobs.",
    },
    {
      title: "Opportunity values and forecasting",
      description:
        "A monetary value on every opportunity, so the total in each stage shows what is likely to close this month.",
    },
    {
      title: "Custom Fields that fit your deals",
      description:
        "Contact and opportunity fields for the facts you qualify on, grouped into folders and shown on the opportunity card where reps need them.",
    },
    {
      title: "Required lost reasons",
      description:
        "A short list of lost reasons chosen whenever a deal is marked lost, so losses to price, timing or a competitor can be counted rather than guessed.",
    },
    {
      title: "Lead assignment rules",
      description:
        "Round-robin, territory or source-based assignment through Workflows, with the assigned user notified by text or in the mobile app.",
    },
    {
      title: "Stage-based automation",
      description:
        "Pipeline Stage Changed triggers that send the right email or text, create tasks and update fields as a card moves across the board.",
    },
    {
      title: "Stale deal alerts",
      description:
        "The Stale Opportunities trigger flags cards that haven't moved for a set number of days and prompts the owner before the lead goes cold.",
    },
    {
      title: "Tag and smart list clean-up",
      description:
        "An audit of existing tags that merges duplicates and deletes dead ones, followed by smart lists for hot leads, overdue tasks and no contact in 30 days.",
    },
    {
      title: "Data import and deduplication",
      description:
        "Contacts and open deals imported by CSV from your old CRM or spreadsheets, mapped to the new fields and stages, with duplicate records merged.",
    },
    {
      title: "Team permissions",
      description:
        "User roles so reps see their own opportunities or the whole team's, and only managers can delete records or edit pipelines.",
    },
  ],
  benefits: [
    {
      title: "Higher close rates",
      description:
        "Clients typically see close rates lift 20-30% after we rebuild their pipeline, mostly because follow-up stops depending on anyone's memory.",
    },
    {
      title: "Every lead has an owner",
      description:
        "Assignment rules and notifications make it clear who is responsible for each new enquiry from the minute it arrives.",
    },
    {
      title: "A forecast you can plan around",
      description:
        "Stage totals and opportunity values show expected revenue, which helps with hiring decisions, ad budgets and cash flow.",
    },
    {
      title: "Shorter sales meetings",
      description:
        "The board answers the status questions, so meetings can concentrate on the handful of deals that are actually stuck.",
    },
    {
      title: "Lessons from lost deals",
      description:
        "Lost reasons show whether you lose on price, speed or fit, and point to what needs to change.",
    },
    {
      title: "Clean data for marketing",
      description:
        "Consistent fields and tags let you send the right campaign to the right segment instead of emailing everyone the same thing.",
    },
    {
      title: "Faster onboarding of new reps",
      description:
        "Documented stages and automatic tasks mean a new salesperson learns your process from the system in their first week.",
    },
  ],
  process: [
    {
      title: "Sales process interview",
      description:
        "We talk with you and ideally one salesperson, review recent won and lost deals and look at your current CRM or spreadsheet to see where leads stall.",
    },
    {
      title: "Pipeline blueprint",
      description:
        "You approve a written blueprint of pipelines, stages, fields, tags, lost reasons and assignment rules before anything is built.",
    },
    {
      title: "Build, import and automate",
      description:
        "We build the pipelines, import contacts and open deals, and write the stage-based Workflows and tasks, testing each one with sample records.",
    },
    {
      title: "Team training and tuning",
      description:
        "We train your team on a recorded live call and review the board with you after two weeks to adjust any stage that isn't used as intended, all within 30 days of free support.",
    },
  ],
  faqs: [
    {
      question: "Will a new pipeline really improve our close rate?",
      answer:
        "Clients typically see close rates rise 20-30% once the pipeline is rebuilt and the follow-up automation is running. The gain comes from ordinary things done every time: each enquiry gets a fast first contact, quotes are chased on schedule, and stalled deals trigger a prompt instead of being forgotten. Results depend on lead quality and on your team working the board, which is why training is part of the job.",
    },
    {
      question: "How do you move our data from HubSpot, Keap or spreadsheets?",
      answer:
        "We export contacts and open deals, clean them up, map each column to a GoHighLevel field and import by CSV, including each opportunity's stage, value and owner. Notes and activity history come across where the export allows. Old automations can't be exported, so we recreate their logic as Workflows, and if your team needs it we run the old and new systems side by side for a short overlap.",
    },
    {
      question: "What does a CRM and pipeline setup cost?",
      answer:
        "A single pipeline with its fields, import and core automations often fits within the Starter plan at $499/month (15-20 hours). Multiple pipelines, territory routing or a large, messy import usually call for Standard at $799/month or Pro at $1200/month. Pay-as-you-go work at $15/hour suits small changes to a pipeline you already have. We estimate the hours before we start.",
    },
    {
      question: "Who owns our CRM data?",
      answer:
        "You do, always. Everything lives in your GoHighLevel account or sub-account, and you can export contacts and opportunities whenever you like. Our access is a user seat in your account that you control and can delete at any time.",
    },
    {
      question: "How long does it take, and what happens after delivery?",
      answer:
        "Work begins within 5-7 business days, and a typical pipeline build is delivered within 7-10 days of the blueprint being approved. Delivery opens a 30-day window of free support, and our 30-day guarantee means we correct anything we delivered that misses what was agreed, without charge. For ongoing adjustments, most teams keep a monthly plan or our support package starting at $297 a month.",
    },
  ],
  cta: {
    title: "Map Your Sales Pipeline",
    subtitle: "Walk us through how a lead becomes a customer and we'll show you the pipeline and automation that fit.",
  },
  related: ["dashboard-reporting", "sms-voice-messaging", "calendar-booking-setup"],
  snapshots: ["real-estate-agent", "mortgage", "insurance-agency"],
};
