import { site } from "../../site";
import type { BlogPostSource } from "../../types";

export const post: BlogPostSource = {
  id: 7,
  slug: "mortgage-pipeline-milestones-ghl",
  title: "Mortgage Pipeline Milestones That Keep Borrowers Informed",
  excerpt:
    "A loan pipeline for GoHighLevel with milestone stages, the Custom Fields behind them and Workflows that update borrowers and referral partners automatically at every step from application to funding.",
  date: "February 10, 2026",
  isoDate: "2026-02-10",
  author: "priya-raman",
  category: "mortgage",
  featured: false,
  tags: ["Mortgage", "Pipelines", "Milestone Updates", "Referral Partners", "Workflows"],
  content: [
    {
      type: "paragraph",
      text: "The most common complaint borrowers have about their mortgage isn't the rate. It's the silence. Between application and closing there can be 30 to 45 days of underwriting, appraisals and conditions, and every quiet week produces anxious calls to the loan officer and, worse, to the buyer's agent, who is the person most likely to send the next deal. A loan officer who keeps everyone informed without spending the afternoon on the phone wins referrals on communication alone.",
    },
    {
      type: "paragraph",
      text: `GoHighLevel doesn't replace a loan origination system (LOS), and it shouldn't try to. What it does brilliantly is communication: a pipeline that mirrors the loan's milestones, and Workflows that tell the borrower and the referral partner what just happened and what comes next. This is the structure our team builds for loan officers and small mortgage teams, and it is the backbone of the mortgage build in ${site.brandName}'s pre-built automation snapshots.`,
    },
    { type: "heading", text: "Two pipelines, not one" },
    {
      type: "paragraph",
      text: "Keep leads and loans separate. A 'Mortgage Leads' pipeline handles enquiries through pre-approval; a 'Loans in Process' pipeline tracks files from contract to funding. Mixing them means your lead conversion reports fill up with loans that are weeks into underwriting, and your processor has to scroll past fifty cold leads to find a file.",
    },
    { type: "subheading", text: "Mortgage Leads stages" },
    {
      type: "list",
      items: [
        "New Lead",
        "Contacted",
        "Application Started",
        "Application Submitted",
        "Pre-Approved (Shopping)",
        "Long-Term Nurture",
      ],
    },
    { type: "subheading", text: "Loans in Process stages" },
    {
      type: "list",
      items: [
        "Purchase Contract Received",
        "Disclosures Sent",
        "Processing",
        "Appraisal Ordered",
        "Submitted to Underwriting",
        "Conditionally Approved",
        "Clear to Close",
        "Closing Scheduled",
        "Funded",
      ],
    },
    {
      type: "paragraph",
      text: "When a pre-approved borrower goes under contract, a workflow marks the lead opportunity as won and creates a new opportunity in Loans in Process at Purchase Contract Received, carrying the loan amount as the opportunity value.",
    },
    { type: "heading", text: "The Custom Fields behind every message" },
    {
      type: "paragraph",
      text: "Milestone messages only feel personal if the data is there. Add these Custom Fields to the contact and fill them in at application or from your LOS:",
    },
    {
      type: "list",
      items: [
        "Loan Type (Conventional, FHA, VA, USDA, Jumbo) and Loan Purpose (Purchase, Refinance).",
        "Loan Amount and Property Address.",
        "Estimated Closing Date and Rate Lock Expiration Date (both date fields).",
        "Buyer's Agent Name, Buyer's Agent Email and Buyer's Agent Phone.",
        "Processor Name and LOS Loan Number, so staff can find the file in both systems.",
        "Outstanding Conditions (a large text field the processor updates), used in the conditional approval message.",
      ],
    },
    { type: "heading", text: "Milestone workflows: one trigger, many messages" },
    {
      type: "paragraph",
      text: "Build one workflow on the Pipeline Stage Changed trigger, filtered to the Loans in Process pipeline, with an If/Else branch per stage. Each branch sends the borrower a text and an email, and sends the buyer's agent a short email through an Internal Notification set to a custom address using the Buyer's Agent Email field. Every message answers three questions: what just happened, what happens next, and whether the borrower needs to do anything.",
    },
    { type: "subheading", text: "Example messages" },
    {
      type: "list",
      items: [
        "Appraisal Ordered: 'Good news, Dan. Your appraisal is ordered. The appraiser will contact the listing agent to schedule access; results usually take about a week. Nothing needed from you right now.'",
        "Submitted to Underwriting: 'Your file is with underwriting. It's normal for them to ask for a few extra documents. If they do, we'll text you a list the same day.'",
        "Conditionally Approved: 'You're conditionally approved. We need these items to finish: {{contact.outstanding_conditions}}. Upload them here and reply DONE when sent.'",
        "Clear to Close: 'You're clear to close! Your closing disclosure is on its way, and you'll need to review and sign it before closing. Your closing is set for {{contact.estimated_closing_date}}.'",
        "Funded: a congratulations text to the borrower, a thank-you email to the buyer's agent, and a task for the loan officer to call both.",
      ],
    },
    {
      type: "paragraph",
      text: "Keep the partner emails short and skimmable: borrower name, property address, new milestone, expected closing date. Agents forward these to their own clients, which is free marketing for the loan officer.",
    },
    { type: "heading", text: "Date-driven safety nets" },
    {
      type: "paragraph",
      text: "Two dates cause most last-minute panics: the rate lock expiration and the closing date. Use date-based triggers on the Custom Date fields so nothing relies on memory.",
    },
    {
      type: "list",
      items: [
        "Rate lock expiring in 7 days while the loan isn't at Clear to Close: an urgent Internal Notification to the loan officer and processor, plus a task due the same day.",
        "Closing in 10 days while the loan is still in Processing or Underwriting: a flag to the team and a status check email to the processor.",
        "Closing in 3 days: borrower reminder to arrange funds to close and to bring photo ID, with the settlement agent's details.",
        "Stalled file: any opportunity that stays in one stage longer than 7 days creates a task for the processor to update the file or the borrower.",
      ],
    },
    { type: "heading", text: "Connecting to your LOS" },
    {
      type: "paragraph",
      text: "Moving stages by hand works for a small team; a processor can drag a card in seconds. For higher volume, let the LOS drive the pipeline. Many systems can send a webhook when a milestone changes; an Inbound Webhook trigger in GoHighLevel receives it, finds the contact by email or loan number, and runs the matching stage move. For two-way syncs, API v2 with OAuth 2.0 or a Private Integration token lets a middleware service update opportunities and Custom Fields directly. The old v1 API keys have reached end of support, so don't build anything new on them.",
    },
    { type: "heading", text: "After funding: the lifetime of a borrower" },
    {
      type: "paragraph",
      text: "A funded loan is the start of the relationship. Tag the contact 'past-client', then run a simple program: a review request through Reputation Management three days after funding, a one-year anniversary note, an annual mortgage review email, and a rate-watch list you can message when rates move meaningfully below their note rate. Referral partners get a monthly email with their funded loans and a quarterly lunch-and-learn invitation.",
    },
    { type: "heading", text: "Compliance notes" },
    {
      type: "paragraph",
      text: "Mortgage marketing and communication is regulated, and this isn't legal advice: run your templates past your compliance officer. Practically, that usually means including the company and NMLS identifiers where your compliance team requires them, avoiding rate quotes in automated texts, and never sending documents containing personal financial data by SMS; use your secure portal instead. Register the team's number for A2P 10DLC and collect texting consent on every application form.",
    },
    {
      type: "paragraph",
      text: `Our mortgage snapshot ships with both pipelines, the Custom Fields and every milestone workflow above; browse it with our other ready-to-use snapshots, or ask ${site.brandName} to install it, connect your LOS webhooks and rewrite the messages in your voice. CRM pipeline work like this typically lifts close rates by 20-30%, mostly because no lead or file is ever left waiting on a reply.`,
    },
  ],
};
