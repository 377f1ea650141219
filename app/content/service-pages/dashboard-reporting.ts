import type { ServicePage } from "../types";

export const page: ServicePage = {
  slug: "dashboard-reporting",
  metaTitle: "GoHighLevel Dashboards & Reporting Setup for Agencies",
  metaDescription:
    "Custom GoHighLevel dashboards and reports showing pipeline value, lead sources, booking rates and revenue for your team and your clients, built on clean data.",
  headline: "See Which Marketing Actually Makes Money",
  lead:
    "We build GoHighLevel dashboards and reports that answer the questions owners ask every Monday: how many leads came in, from where, how many booked and what it turned into. First we make sure the data underneath is clean, because a dashboard can only be as honest as the fields it reads.",
  overview: [
    "Most sub-accounts have a dashboard nobody opens, because its widgets show counts without context. We start from the decisions you make: which ad campaigns to keep, which salesperson needs help, whether the calendar is filling. Then we build dashboards in GoHighLevel with widgets for opportunity value by stage, won revenue over time, leads by source, appointment show rates and response times, arranged so the answer to each question sits in one place.",
    "Reports are only right when tracking is right, so much of the work happens before any chart is drawn. We make sure UTM parameters and the lead source reach the contact record, forms carry attribution, opportunities hold values, appointment outcomes are recorded after each meeting and won deals are actually marked won. We connect Google Ads and Facebook ad accounts to the reporting tabs so spend sits beside leads, and switch on call reporting for businesses that sell by phone.",
    "For agencies we build a client-facing dashboard in each sub-account that you can share on a monthly review call, with permissions so clients see their own results and nothing else. When you need a side-by-side view of many sub-accounts that goes beyond what the agency view offers, we pull the figures through API v2 into Google Sheets or Looker Studio on a schedule, so a single report covers every client.",
  ],
  audience: [
    "Marketing agencies that report results to clients every month and are tired of assembling slides from screenshots.",
    "Multi-location businesses such as dental groups or franchise territories that need to compare locations on the same measures.",
    "Law firms and home-service companies spending heavily on Google Ads who want cost per signed case or booked job, not cost per click.",
    "Owners of sales teams who want response time, follow-up activity and close rate per rep without having to ask anyone for a report.",
  ],
  features: [
    {
      title: "Owner dashboard",
      description:
        "One screen with leads this month, booked appointments, pipeline value and won revenue, each compared with the month before.",
    },
    {
      title: "Lead source attribution",
      description:
        "First and last attribution captured on every contact, so reports can split leads and revenue by channel, campaign and ad.",
    },
    {
      title: "Pipeline and forecast widgets",
      description:
        "Opportunity value by stage, conversion between stages and won-versus-lost totals for each pipeline you run.",
    },
    {
      title: "Appointment reporting",
      description:
        "Booked, confirmed, showed, no-show and cancelled counts by calendar and by team member, once your team records outcomes consistently.",
    },
    {
      title: "Ad spend beside results",
      description:
        "Google Ads and Facebook ad reporting connected so cost, clicks and leads appear next to the opportunities those ads produced.",
    },
    {
      title: "Call reporting",
      description:
        "Inbound and outbound call volume, answered versus missed calls and call duration from LC Phone numbers, with tracking numbers per source where you use them.",
    },
    {
      title: "Team performance views",
      description:
        "Per-user figures for leads assigned, first response time, tasks completed and deals won, so coaching is based on facts rather than impressions.",
    },
    {
      title: "Client-facing dashboards",
      description:
        "A clean dashboard inside each client sub-account, with user permissions that show clients their results without exposing your internal setup.",
    },
    {
      title: "Data hygiene fixes",
      description:
        "Required fields, standard lead-source values and Workflows that update appointment and opportunity statuses, so the numbers don't drift over time.",
    },
    {
      title: "Cross-account roll-ups",
      description:
        "API v2 exports into Google Sheets or Looker Studio for an agency or franchise view across sub-accounts, refreshed on a schedule.",
    },
    {
      title: "Monthly report template",
      description:
        "A repeatable monthly report layout with space for a short commentary, ready to send to clients or present on review calls.",
    },
  ],
  benefits: [
    {
      title: "Budget moves to what works",
      description:
        "When cost per booked appointment is visible for each campaign, spend shifts away from campaigns that only produce clicks.",
    },
    {
      title: "Clients who renew",
      description:
        "Agencies that show clear results every month give clients a reason to stay that has nothing to do with contract terms.",
    },
    {
      title: "Problems spotted in days",
      description:
        "A falling show rate or a slower response time appears on the dashboard the same week, not at the end of the quarter.",
    },
    {
      title: "No more spreadsheet Mondays",
      description:
        "Figures someone used to compile by hand refresh on their own, and everyone in the business reads the same numbers.",
    },
    {
      title: "Fairer team conversations",
      description:
        "Per-rep numbers make coaching specific and settle arguments about who is busy and who is closing.",
    },
    {
      title: "Numbers worth deciding on",
      description:
        "Because tracking is repaired first, dashboard revenue lines up with what actually reaches your bank account.",
    },
  ],
  process: [
    {
      title: "Questions and data audit",
      description:
        "We list the decisions the dashboard must support and check whether the fields, statuses and attribution behind them are being recorded today.",
    },
    {
      title: "Tracking repairs",
      description:
        "We fix forms, UTM capture, opportunity values and status updates and connect your ad accounts, so new data arrives clean from here on.",
    },
    {
      title: "Dashboard and report build",
      description:
        "We build owner, team and client dashboards plus any cross-account exports, and check every widget against a manual count of the same records.",
    },
    {
      title: "Walkthrough and review",
      description:
        "We walk you through each dashboard on a recorded call, then revisit the figures with you after two to three weeks of fresh data, inside your 30 days of free support.",
    },
  ],
  faqs: [
    {
      question: "Why do our current GoHighLevel reports look wrong?",
      answer:
        "Usually because the records behind them are incomplete: appointments never marked as showed, opportunities without values, deals left open after they were won, or leads arriving with no source. A dashboard repeats whatever the records say. We fix the recording first, which is why our reporting work begins with an audit rather than with charts.",
    },
    {
      question: "Can clients see their own dashboard without seeing anything else?",
      answer:
        "Yes. Each client works in their own sub-account, and we set user roles and permissions so they see the dashboards and reports you choose. Agency-level settings, other clients and your internal notes stay hidden.",
    },
    {
      question: "What does a reporting setup cost?",
      answer:
        "Dashboards for one sub-account, including the tracking fixes they depend on, often fit into the Starter plan's 15-20 hours at $499/month. Agencies that want client dashboards in many sub-accounts, Looker Studio roll-ups and a monthly report template usually choose Standard at $799/month or Pro at $1200/month. Later additions can be billed at $15/hour.",
    },
    {
      question: "Can you report on data from before we moved to GoHighLevel?",
      answer:
        "Partly. Historic contacts and deals imported by CSV from HubSpot, Keap or a spreadsheet can keep their source, value and close date, which lets won-revenue reports include them. Old email opens, page views and call logs don't transfer, so trend lines for those start on the day tracking began in GoHighLevel.",
    },
    {
      question: "How soon will we have numbers we can use?",
      answer:
        "We start within 5-7 business days of sign-up, and the dashboards themselves are usually built within 7-10 days. Meaningful trends need a few weeks of clean data, so we review the figures with you during the 30 days of free support that follow delivery, and our 30-day guarantee covers any widget or report that doesn't work as agreed.",
    },
  ],
  cta: {
    title: "Get Reporting You Can Trust",
    subtitle: "Tell us the questions your dashboard should answer and we'll check whether your data can answer them today.",
  },
  related: ["crm-pipeline-configuration", "ghl-api-automation", "white-label-saas-setup"],
  snapshots: ["marketing-agency", "franchise", "personal-injury-law"],
};
