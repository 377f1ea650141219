import type { BlogCategory } from "../types";

/** The nine blog categories, in the order the site lists them. */
export const blogCategories: BlogCategory[] = [
  {
    slug: "agency-growth",
    name: "Agency Growth",
    description: "How GoHighLevel agencies package offers, price retainers, launch SaaS Mode and keep clients for years.",
  },
  {
    slug: "automation",
    name: "Automation",
    description: "Workflow recipes with the exact triggers, waits and conditions we use to follow up without manual work.",
  },
  {
    slug: "tutorials",
    name: "Tutorials",
    description: "Step-by-step walkthroughs of GoHighLevel features, from loading snapshots to connecting calendars and domains.",
  },
  {
    slug: "best-practices",
    name: "Best Practices",
    description: "Setup standards for deliverability, compliance, naming and account hygiene that keep sub-accounts healthy.",
  },
  {
    slug: "real-estate",
    name: "Real Estate",
    description: "Lead response, nurture and past-client systems for agents, teams and brokerages running on GoHighLevel.",
  },
  {
    slug: "mortgage",
    name: "Mortgage",
    description: "Pipelines, milestone updates and referral-partner communication for loan officers and mortgage teams.",
  },
  {
    slug: "healthcare",
    name: "Healthcare",
    description: "Booking, reminder and recall systems for clinics and practices, with plain notes on the HIPAA add-on.",
  },
  {
    slug: "coaching",
    name: "Coaching",
    description: "Application funnels, discovery-call booking and course delivery for coaches and consultants.",
  },
  {
    slug: "local-business",
    name: "Local Business",
    description: "Missed-call recovery, review requests and repeat-visit campaigns for trades, salons, shops and service crews.",
  },
];
