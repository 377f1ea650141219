import { site } from "../../site";
import type { BlogPostSource } from "../../types";

export const post: BlogPostSource = {
  id: 4,
  slug: "launch-ghl-saas-mode-profitably",
  title: "Launching GHL SaaS Mode Profitably: Plans, Rebilling, Margins",
  excerpt:
    "How to plan a GoHighLevel SaaS Mode launch that makes money: picking a niche, designing tiers in the SaaS Configurator, rebilling usage, onboarding that prevents churn and the maths to check first.",
  date: "August 4, 2026",
  isoDate: "2026-08-04",
  author: "priya-raman",
  category: "agency-growth",
  featured: false,
  tags: ["SaaS Mode", "SaaS Configurator", "White Label", "Rebilling", "Recurring Revenue"],
  content: [
    {
      type: "paragraph",
      text: "SaaS Mode lets an agency resell GoHighLevel under its own brand: clients pay you monthly through Stripe, a sub-account is created for them automatically, and their phone, email and AI usage is rebilled to them. It sits on HighLevel's Agency Pro plan, which is $497 a month at the time of writing. On paper the economics look irresistible. In practice, plenty of agencies switch it on, sell a dozen accounts and then watch half of them cancel within three months.",
    },
    {
      type: "paragraph",
      text: `The agencies that make SaaS Mode profitable treat it as a product launch, not a settings change. Here is the plan we walk clients through before ${site.brandName} builds a white-label SaaS setup, which typically takes 2-4 weeks end to end.`,
    },
    { type: "heading", text: "Step 1: sell a niche outcome, not 'a CRM'" },
    {
      type: "paragraph",
      text: "Nobody wakes up wanting an all-in-one marketing platform. A cleaning company owner wants every quote request answered and every finished job to produce a review. A chiropractor wants fewer empty slots. Pick one niche you already understand, and define the outcome your software delivers in a sentence. That sentence drives everything else: the snapshot you load, the onboarding, the sales page and the price.",
    },
    {
      type: "paragraph",
      text: "The niche is also what makes support affordable. If every client runs the same pipeline, the same workflows and the same Custom Values, your team answers the same ten questions instead of a hundred different ones.",
    },
    { type: "heading", text: "Step 2: build the product as a snapshot" },
    {
      type: "paragraph",
      text: "Build one internal sub-account that is the product: the pipeline, the speed-to-lead and review request Workflows, the booking Calendars, a template website in Funnels and Websites, the dashboards and a short onboarding course in Memberships. Snapshot it. Every new SaaS client gets that snapshot loaded automatically when their sub-account is created, so a client who signs up at 11 pm wakes up to a working system instead of a blank account.",
    },
    {
      type: "paragraph",
      text: "You don't have to build it from zero. Many agencies start with ready-to-use snapshots for their niche, then rename, restyle and add their own workflows before saving the result as their product snapshot.",
    },
    { type: "heading", text: "Step 3: design the tiers in the SaaS Configurator" },
    {
      type: "paragraph",
      text: "In the SaaS Configurator you create plans with a monthly (and optionally annual) price, a free trial length, the features each plan unlocks, and the snapshot each plan loads. Three tiers is usually the right number: a base plan, the plan most people should buy, and a done-with-you plan that includes your team's time.",
    },
    {
      type: "list",
      items: [
        "Base: CRM, Conversations, Calendars, Forms and Surveys, Reputation Management and the core workflows. The self-serve tier.",
        "Growth: adds Funnels and Websites, Social Planner, Memberships and Conversation AI. Price it so it is the obvious choice.",
        "Managed: the Growth features plus a monthly strategy call and a set number of build hours from your team. This is where margin lives.",
        "Trial: 7 or 14 days with a card required at sign-up. Trials without a card convert poorly and fill your account with abandoned sub-accounts.",
        "Annual option: two months free for paying upfront. It improves cash flow and cuts early churn sharply.",
      ],
    },
    { type: "heading", text: "Step 4: set up rebilling before the first client" },
    {
      type: "paragraph",
      text: "Usage is the quiet margin killer. Every text, call minute, email and AI reply has a small cost that lands in your agency wallet. With SaaS Mode you can rebill LC Phone, LC Email and AI usage to each client's own wallet, with a markup you set per plan. A text segment costs a little under a cent; at a 2x markup, a client sending 3,000 texts a month covers their own messaging and adds a small profit instead of costing you money.",
    },
    {
      type: "list",
      items: [
        "Require clients to add their own card for their wallet, with auto-recharge (for example, top up $25 when the balance falls below $10).",
        "Turn on the setting that pauses a sub-account when its subscription payment fails, so unpaid accounts stop using your resources.",
        "Explain usage billing in your terms and on the pricing page. Surprise charges are a leading cause of cancellations and chargebacks.",
        "Watch your agency wallet's own auto-recharge too; a failed agency recharge can interrupt every client at once.",
      ],
    },
    { type: "heading", text: "Step 5: white label the experience" },
    {
      type: "paragraph",
      text: "Point a subdomain such as app.youragency.com at the platform, upload your logo and colours, set a custom sending domain for system emails and, if it fits your market, publish a branded mobile app. Replace every link clients might see with your own help docs and support address. The goal is that a client never has to wonder who they are buying from.",
    },
    { type: "heading", text: "Step 6: onboarding is your churn strategy" },
    {
      type: "paragraph",
      text: "SaaS clients rarely cancel because of price. They cancel because they never got the system working. Track onboarding in a pipeline inside your own agency sub-account with stages such as Trial Started, Onboarding Call Booked, Phone Connected, A2P Approved, First Lead Received, First Appointment Booked, Active and At Risk.",
    },
    {
      type: "list",
      items: [
        "Day 0: welcome email and SMS with a 30-minute onboarding calendar link; Workflows chase anyone who hasn't booked after 24 hours.",
        "Days 1-3: connect their number, start A2P 10DLC registration, verify a sending domain and fill in Custom Values together on the call.",
        "Days 4-14: short lessons in the Memberships course, one per feature, each ending with a task they complete in their own account.",
        "Day 30: a check-in call where you show them their dashboard: leads received, response time, appointments booked, reviews collected.",
        "Ongoing: a workflow that tags accounts as 'at-risk' when logins or conversations drop for 14 days, and creates a task for your team to call.",
      ],
    },
    { type: "heading", text: "Step 7: check the maths before you launch" },
    {
      type: "paragraph",
      text: "Run your own numbers, but here is a simple example. Twenty-five clients averaging $250 a month is $6,250 in monthly revenue. Subtract the $497 Agency Pro subscription, roughly 3% in Stripe fees (about $190), and the cost of support: if each client needs an hour a month, that is 25 hours of someone's time. Usage should be neutral or slightly positive with rebilling in place. What is left is real margin, but only if churn stays low. Lose 10% of clients a month and you are replacing the whole base every year just to stand still; keep churn at 3% and the same 25 clients become a durable business.",
    },
    {
      type: "paragraph",
      text: "Two numbers decide whether SaaS Mode works for you: the cost to acquire a client and how many months they stay. Track both from day one in your dashboards, and don't scale ad spend until a cohort of clients has stayed past month three.",
    },
    { type: "heading", text: "Common launch mistakes" },
    {
      type: "list",
      items: [
        "Selling to every industry at once, so every client needs a custom build.",
        "Free trials with no card and no onboarding call.",
        "No rebilling, so the most active clients are the least profitable.",
        "Leaving HighLevel's own links and branding in emails and help menus.",
        "Skipping A2P registration, so the first client's texts fail in week one.",
      ],
    },
    {
      type: "paragraph",
      text: `If you want a partner for the build, our white-label SaaS and SaaS Mode setup covers the Configurator, Stripe plans, rebilling, the product snapshot, branding and onboarding workflows; see our GHL pricing for the monthly plans, or ask ${site.brandName} for a fixed quote on the launch itself.`,
    },
  ],
};
