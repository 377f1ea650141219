import { site } from "../../site";
import type { BlogPostSource } from "../../types";

export const post: BlogPostSource = {
  id: 5,
  slug: "real-estate-lead-nurture-system-ghl",
  title: "A Real Estate Lead Nurture System in GoHighLevel, Step by Step",
  excerpt:
    "The pipeline, Custom Fields and Workflows we build for agents and teams: a first-hour response, a two-week sprint, long-term nurture by timeframe and a past-client program that earns referrals.",
  date: "June 16, 2026",
  isoDate: "2026-06-16",
  author: "jordan-ellis",
  category: "real-estate",
  featured: false,
  tags: ["Real Estate", "Lead Nurture", "Pipelines", "Workflows", "Past Clients"],
  content: [
    {
      type: "paragraph",
      text: "Real estate has the longest gap between a lead and a commission of almost any local business. A buyer who registers on your site today might be ready in three weeks or in fourteen months. Agents who win consistently aren't better at first calls; they're better at staying helpfully present for the whole stretch in between, without making anyone feel chased. GoHighLevel can carry most of that load if the system is designed around timeframes rather than a single generic drip.",
    },
    {
      type: "paragraph",
      text: `Below is the structure our team builds for solo agents, teams and small brokerages. It has four layers: clean data, a first-hour response, a two-week sprint and a long-term nurture, plus a past-client program that feeds referrals back in. The same structure is what ships in the real estate agent build among ${site.brandName}'s ready-to-use snapshots.`,
    },
    { type: "heading", text: "Layer 1: the data that makes nurture possible" },
    {
      type: "paragraph",
      text: "Automations can only be as smart as the fields they read. Create these Custom Fields before you build a single workflow, and add them to every form, survey and Facebook lead form so they fill themselves in.",
    },
    {
      type: "list",
      items: [
        "Lead Type: Buyer, Seller, Buyer and Seller, Investor, Renter.",
        "Timeframe: 0-3 months, 3-6 months, 6-12 months, 12+ months, Just browsing.",
        "Price Range and Preferred Areas (text or multi-select of neighbourhoods).",
        "Pre-Approved: Yes, No, Not sure, plus Lender Name when known.",
        "Property Address for sellers, and Home Purchase Date for past clients.",
        "Lead Source: website, portal, open house, sign call, referral, social ad.",
      ],
    },
    {
      type: "paragraph",
      text: "Then create a pipeline called 'Buyer and Seller Leads' with these stages: New Lead, Attempting Contact, Engaged, Appointment Set, Showing or Listing Appointment, Under Contract, Closed, and Long-Term Nurture. Keep it to one pipeline for leads and a separate one for transactions if your team tracks escrow in detail; mixing the two makes reporting messy.",
    },
    { type: "heading", text: "Layer 2: the first hour" },
    {
      type: "paragraph",
      text: "Trigger the speed-to-lead workflow on Form Submitted, Facebook Lead Form Submitted and an Inbound Webhook for portal leads. The actions: round-robin Assign to User among active agents, Create/Update Opportunity at New Lead, an immediate SMS from the agent's first name, an email with a short intro and a link to book a call, and a Call action that rings the agent and connects them to the lead.",
    },
    {
      type: "paragraph",
      text: "Keep the first text conversational and specific to what they did. 'Hi Jenna, it's Mike with Lakeside Realty. I saw you were looking at the 3-bed on Birch Street. Do you want to see it this week, or are you still early in the search?' That second question does two jobs: it starts a conversation and it tells you their timeframe. When the lead answers, the agent updates the Timeframe field from the contact record, and the rest of the system takes it from there.",
    },
    { type: "heading", text: "Layer 3: the two-week sprint" },
    {
      type: "paragraph",
      text: "Leads who don't respond in the first hour enter a 14-day sprint. It mixes channels and gives the agent manual touchpoints as tasks, because a real call still beats any automated message.",
    },
    {
      type: "list",
      items: [
        "Day 1: call task for the agent at 10:00 am, plus a short email with three listings that match their price range.",
        "Day 2: SMS: 'Did any of those homes catch your eye?'",
        "Day 3: a second call task; if it goes to voicemail, the agent leaves a 20-second message and the workflow follows up with a text.",
        "Day 5: email explaining how the buying process works locally, with the agent's calendar link.",
        "Day 7: SMS asking a simple either/or question: 'Are you hoping to move before the school year or after?'",
        "Day 10: call task marked high priority.",
        "Day 14: the final text: 'I don't want to fill up your phone. Shall I just send new listings by email for now?' Any reply moves them to Engaged.",
      ],
    },
    {
      type: "paragraph",
      text: "Switch on Stop on Response in the workflow settings, and add a Goal Event for 'Appointment booked' so anyone who books jumps straight out. At the end of day 14 with no reply, the workflow moves the opportunity to Long-Term Nurture and adds the tag 'nurture-active'.",
    },
    { type: "heading", text: "Layer 4: long-term nurture by timeframe" },
    {
      type: "paragraph",
      text: "This is where most CRMs fail agents: one monthly newsletter goes to everyone. Instead, build one nurture workflow with an If/Else branch on the Timeframe field.",
    },
    { type: "subheading", text: "0-3 months" },
    {
      type: "paragraph",
      text: "Weekly contact. New listings email every Monday, a personal text from the agent every second week, and a call task every three weeks. These people should hear from a human, not just automations.",
    },
    { type: "subheading", text: "3-12 months" },
    {
      type: "paragraph",
      text: "Every two weeks: alternating a local market update email (median price, days on market, inventory trend for their preferred areas) and a useful guide such as 'What to fix before you list' or 'How much cash you really need at closing'. A check-in SMS every 45 days asking whether anything has changed.",
    },
    { type: "subheading", text: "12+ months and just browsing" },
    {
      type: "paragraph",
      text: "A monthly email only, plus a 90-day check-in text. The most effective one is short enough to answer in a word: 'Hi Sam, are you still thinking about a move this year?' A yes adds the tag 'nurture-reengaged', creates a task and moves the opportunity back to Engaged.",
    },
    {
      type: "paragraph",
      text: "Every few months, run a smart list of contacts whose timeframe was set more than six months ago and have the team ask them to update it. Timeframes drift, and a lead marked '6-12 months' last spring might be ready now.",
    },
    { type: "heading", text: "The past-client program that feeds referrals" },
    {
      type: "paragraph",
      text: "When an opportunity moves to Closed, a workflow adds the tag 'past-client', stores the Home Purchase Date, and starts a program built on a simple fact: repeat and referral business is the cheapest business an agent ever gets, yet plenty of past clients can't recall their agent's name a few years after closing.",
    },
    {
      type: "list",
      items: [
        "Closing day +3: thank-you text and a review request through Reputation Management, linking to the agent's Google Business Profile.",
        "Closing +30 days: a 'settling in' email with local service recommendations and a simple referral ask.",
        "Every quarter: a home value or market update for their area.",
        "Birthday Reminder trigger: a personal text at 9:00 am in the contact's time zone.",
        "Home anniversary: a workflow based on the Home Purchase Date field that sends a note and a home value offer each year.",
      ],
    },
    { type: "heading", text: "Reporting that keeps the team honest" },
    {
      type: "paragraph",
      text: "Add a dashboard with four widgets: new opportunities by lead source, average time from New Lead to Attempting Contact, the number of opportunities in each stage, and appointments set per agent per week. If an agent's leads sit in New Lead for more than an hour, the team lead sees it that day. Review the nurture emails each quarter and cut anything with low engagement.",
    },
    {
      type: "paragraph",
      text: "Two compliance notes: register the team's texting number for A2P 10DLC before any of this goes live, and add a consent checkbox to every form. Messages should always identify the agent and brokerage and include a way to opt out.",
    },
    {
      type: "paragraph",
      text: `If you want this system without building it field by field, our pre-built automation snapshots for agents and brokerages include the pipeline, Custom Fields, workflows and email library described here. ${site.brandName} can also install it, connect your lead sources and adjust the nurture content to your market.`,
    },
  ],
};
