import { site } from "../../site";
import type { BlogPostSource } from "../../types";

export const post: BlogPostSource = {
  id: 2,
  slug: "how-to-choose-and-load-ghl-snapshots",
  title: "How to Choose and Load a GHL Snapshot Without Breaking Anything",
  excerpt:
    "What a GoHighLevel snapshot carries and what it leaves behind, how to judge one before buying, and the exact import, load and post-install checklist we use on every client account.",
  date: "October 14, 2026",
  isoDate: "2026-10-14",
  author: "priya-raman",
  category: "tutorials",
  featured: false,
  tags: ["Snapshots", "Onboarding", "Sub-Accounts", "Custom Values", "Setup Checklist"],
  content: [
    {
      type: "paragraph",
      text: "A snapshot is a saved copy of a fully built sub-account's setup that you can load into another sub-account. Used well, it turns a two-week build into an afternoon of configuration. Used carelessly, it overwrites a client's working calendar, duplicates pipelines and leaves workflows texting from the wrong business name. The difference is almost entirely in the preparation and the checklist afterwards.",
    },
    {
      type: "paragraph",
      text: `This guide covers what a snapshot can and can't do, how to judge one before you pay for it, and the exact steps our team follows to load ready-to-use snapshots into client accounts. ${site.brandName} loads snapshots into most new client accounts, and the same handful of mistakes come up every time.`,
    },
    { type: "heading", text: "What a snapshot carries, and what it leaves behind" },
    {
      type: "paragraph",
      text: "Understanding this list saves most of the frustration. A snapshot copies the structure of an account, never its data or its connections.",
    },
    { type: "subheading", text: "Included" },
    {
      type: "list",
      items: [
        "Workflows, with their triggers, actions, waits and If/Else branches.",
        "Funnels and Websites, including pages, steps and forms embedded in them.",
        "Forms and Surveys, Calendars (settings and availability rules) and Pipelines with their stages.",
        "Custom Fields, Custom Values and tags.",
        "Email and SMS templates, membership products and dashboards.",
      ],
    },
    { type: "subheading", text: "Not included" },
    {
      type: "list",
      items: [
        "Contacts, conversations, notes and opportunities already in a pipeline.",
        "Users, so calendar team members and workflow user assignments must be set again.",
        "Phone numbers, email sending domains and A2P 10DLC registration.",
        "Connected integrations: Stripe, Google and Facebook connections all need to be reconnected.",
        "Reviews and reporting history.",
      ],
    },
    {
      type: "paragraph",
      text: "Snapshots also don't update themselves. If the seller improves their version next month, your loaded copy stays as it was until you load the new version, so keep track of which version each client runs.",
    },
    { type: "heading", text: "How to judge a snapshot before buying" },
    {
      type: "paragraph",
      text: "A snapshot is only as good as the business thinking inside it. Ask to see the pieces that matter, not just a screenshot of a pretty funnel.",
    },
    {
      type: "list",
      items: [
        "Pipeline stages that match how the niche actually sells. A roofing pipeline needs 'Inspection Booked' and 'Estimate Sent'; a dental one needs 'New Patient Booked' and 'Treatment Plan Presented'.",
        "A documented list of Custom Values (business name, phone, booking link, review link, owner's first name) so every message personalises from one screen.",
        "Workflows that use current triggers and actions. Anything built on the old Campaigns tool, which Workflows replaced in 2024, is a sign the snapshot hasn't been maintained.",
        "Setup videos and a written checklist. You will need them on the second client, when you've forgotten the order you did things in the first time.",
        "Support after purchase, by email at minimum, and an option for done-for-you installation if your time is worth more than the fee.",
        "A clear price and refund terms. Ours sell for $140 to $200, hold an average rating of 4.8/5 across more than 5,000 downloads, and come with setup support.",
      ],
    },
    { type: "heading", text: "Step 1: import the snapshot into your agency account" },
    {
      type: "paragraph",
      text: "The seller sends you a share link. Log in to your agency view first, then open the link in the same browser. GoHighLevel asks you to confirm the import, and the snapshot appears under Account Snapshots on the Imported Snapshots tab. Importing loads nothing into any client yet; it simply makes the snapshot available to your agency.",
    },
    { type: "heading", text: "Step 2: load it into a sub-account" },
    { type: "subheading", text: "For a brand-new client" },
    {
      type: "paragraph",
      text: "This is the clean path. Create the sub-account from the Sub-Accounts page and choose the snapshot during creation, or create it empty and load the snapshot straight away. There is nothing to conflict with, so every asset comes across as designed.",
    },
    { type: "subheading", text: "For an account that already has work in it" },
    {
      type: "paragraph",
      text: "Open the sub-account's actions menu from the agency's Sub-Accounts list and choose to load a snapshot. GoHighLevel lets you pick which assets to bring in and warns you about conflicts, meaning items with the same name that already exist. For each conflict you decide whether to overwrite the existing item or skip it. Our rule is simple: skip anything the client already uses in production, especially calendars and pipelines that hold live appointments and opportunities, and import the rest. You then type a confirmation and the load runs, usually within a few minutes.",
    },
    {
      type: "paragraph",
      text: "Before loading into an existing account, take your own snapshot of that account first. If something goes wrong, you have a restore point for the structure, even though snapshots never touch contacts.",
    },
    { type: "heading", text: "Step 3: the post-install checklist" },
    {
      type: "paragraph",
      text: "This is where most installs go wrong. The snapshot loaded, the funnels look great, and nobody notices for three weeks that the review request still links to the seller's demo business. Work through this list in order.",
    },
    {
      type: "list",
      items: [
        "Settings > Custom Values: replace every value. Search workflows and templates for the seller's demo name to catch anything hard-coded.",
        "Business Profile: legal name, address, time zone and logo. The time zone drives every wait step and calendar slot, so check it twice.",
        "Phone: buy or port an LC Phone number, set forwarding and start A2P 10DLC registration in the Trust Center, because brand and campaign approval can take several days.",
        "Email: add and verify a dedicated sending domain in LC Email and set the default sender name and address.",
        "Calendars: assign team members, connect each user's Google or Outlook calendar for conflict checking, and re-check availability hours and buffers.",
        "Funnels and Websites: connect the client's domain, set each funnel's domain and path, add tracking codes, and publish.",
        "Integrations: reconnect Stripe for Payments, Google Business Profile for Reputation Management and Facebook for lead ads and Social Planner.",
        "Workflows: reassign any action that names a specific user, update Internal Notification recipients, and keep every workflow in Draft until tested.",
      ],
    },
    { type: "heading", text: "Step 4: test every path before publishing" },
    {
      type: "paragraph",
      text: "Create a test contact with your own phone and email and walk through the customer journey: submit each form, book on each calendar, reply to a text, reply STOP, cancel an appointment. Watch the execution logs in each workflow and confirm the pipeline stages move as expected. Publish workflows one at a time, starting with the ones triggered by new leads, and leave bulk or re-engagement workflows until the account has a few days of clean activity.",
    },
    { type: "heading", text: "Customising without losing your upgrade path" },
    {
      type: "paragraph",
      text: "Snapshots are a starting point, not a cage. Rename, add and delete freely, but keep a short change log per client: which workflows you edited, which you added, which snapshot version you started from. When a new version arrives, load only the assets that changed into a copy of the account, compare, and move improvements across deliberately. Agencies that skip the change log tend to end up with twelve clients on twelve slightly different builds and no idea which one is correct.",
    },
    {
      type: "paragraph",
      text: `If you want help picking the right niche build or would rather have it installed and tested for you, browse our pre-built automation snapshots or talk to ${site.brandName}. Installation, custom values, A2P registration support and testing are all part of a normal onboarding, and typical builds are delivered within 7-10 days.`,
    },
  ],
};
