import { site } from "../site";
import type { LegalDocument } from "../types";

export const document: LegalDocument = {
  slug: "terms-of-service",
  title: "Terms of Service",
  description: `The terms for ${site.brandName}'s GoHighLevel services: monthly plans, hourly work, snapshot licences, who owns your account, billing, liability and governing law.`,
  intro: `These terms apply when you use this website and when you buy services or snapshots from ${site.brandName} ("we", "us", "our"). By starting a plan, paying for hourly work or buying a snapshot, you ("you", "the client") agree to them. If a written proposal or statement of work we both sign says something different for a particular project, that document wins for that project. Questions about these terms go to ${site.contactEmail}.`,
  sections: [
    {
      id: "who-we-are",
      title: "Who we are and what we do",
      blocks: [
        {
          type: "paragraph",
          text: `${site.brandName} is an independent agency that designs, builds and supports systems on the GoHighLevel platform: Workflows, Pipelines and Opportunities, Funnels and Websites, Forms and Surveys, Calendars, Conversations, Memberships and Courses, Reputation Management, SaaS Mode and integrations through API v2 and webhooks. We are not HighLevel, we do not speak for HighLevel, and we cannot change how the platform itself works, what it costs or what it is allowed to do.`,
        },
      ],
    },
    {
      id: "plans-and-hours",
      title: "Service plans and hours",
      blocks: [
        { type: "paragraph", text: "We sell our time through the following plans:" },
        {
          type: "list",
          items: [
            "Starter: $499 per month, for 15-20 hours of work a month.",
            "Standard: $799 per month, for 30-35 hours of work a month.",
            "Pro: $1200 per month, for 50-60 hours of work a month.",
            "Hourly: $15 per hour, pay as you go, for work agreed in advance.",
          ],
        },
        {
          type: "paragraph",
          text: "The hours on a monthly plan are an allowance for that month. We agree priorities with you, log the time we spend, and tell you before a request would take you past the month's range so you can decide whether to move it to the next month, switch plans or pay for the extra hours at the hourly rate. Unused hours do not carry over into the next month unless we agree otherwise in writing. What each plan includes beyond hours (for example progress calls or full website builds on Pro) is shown on our pricing page at the time you sign up.",
        },
      ],
    },
    {
      id: "how-work-runs",
      title: "How work starts and is delivered",
      blocks: [
        {
          type: "paragraph",
          text: "Work starts within 5-7 business days of your first payment and of us receiving the access we need. A typical build ships in 7-10 days; larger projects such as a white-label SaaS setup take longer, and we give you a timeline in writing before we start. Timelines depend on you providing access, content and decisions when they are needed; a delay on your side moves the delivery date by at least the same amount.",
        },
        {
          type: "paragraph",
          text: "We test what we build with realistic scenarios before handing it over, and we show you how to use it. You review the delivered work and tell us about anything that does not work as agreed.",
        },
      ],
    },
    {
      id: "fees-and-billing",
      title: "Fees, billing and HighLevel's subscription",
      blocks: [
        {
          type: "paragraph",
          text: "Monthly plans are billed in advance, on the same date each month, starting with your first payment. Hourly work is billed for the hours actually worked, against an estimate we agree with you first. Prices are in US dollars and exclude any taxes that apply to you.",
        },
        {
          type: "paragraph",
          text: "Our fees pay for our work only. Your GoHighLevel subscription is billed to you directly by HighLevel, separately from us, as are usage charges inside the platform (such as LC Phone calls and texts, LC Email sending, A2P 10DLC registration fees and add-ons like HIPAA or the AI Employee) and any other software you choose to connect. If we ever pay such a cost on your behalf, we will agree it with you first and pass it on at cost.",
        },
        {
          type: "paragraph",
          text: "You can cancel a monthly plan at any time by emailing us; cancellation stops the next renewal and the current month's hours remain available until the end of that billing period. Refunds are covered by our Refund Policy, which forms part of these terms.",
        },
      ],
    },
    {
      id: "ownership",
      title: "Your account, your data and the work we deliver",
      blocks: [
        {
          type: "paragraph",
          text: "You own your GoHighLevel account and everything in it: your contacts, conversations, opportunities, payments data and reporting history. We work inside your account as a user you invite, and you can remove our access at any time. We do not move your account or your data into an account we control, and when our work ends we hand back any logins, API credentials or integration settings we created for you.",
        },
        {
          type: "paragraph",
          text: "Once you have paid for it, the work we build specifically for you, such as your workflows, funnels, pages, forms and custom fields, is yours to use, change and keep. We keep the right to reuse our general know-how, techniques and generic building blocks that do not contain your data or your brand.",
        },
      ],
    },
    {
      id: "snapshots",
      title: "Snapshots",
      blocks: [
        {
          type: "paragraph",
          text: "A snapshot is a saved copy of a sub-account's setup (workflows, funnels and websites, forms, calendars, pipelines, custom fields and values, templates and similar assets). After payment we send you a share link that you import into your agency account. When you buy a snapshot, we grant you a non-exclusive, non-transferable licence to:",
        },
        {
          type: "list",
          items: [
            "Load it into sub-accounts of your own agency account, for your own business and for your own clients, as many times as you need.",
            "Change, rebrand and extend anything it contains once it is loaded.",
          ],
        },
        {
          type: "paragraph",
          text: "You may not resell, share or give away the snapshot itself, or a substantially unchanged copy of it, as a snapshot or template, and you may not pass the share link to anyone outside your agency. A snapshot does not carry contacts, phone numbers, email sending domains, A2P registration or connected integrations, and it does not update itself after you import it; connecting those is part of your setup.",
        },
      ],
    },
    {
      id: "your-responsibilities",
      title: "Your responsibilities",
      blocks: [
        {
          type: "list",
          items: [
            "Give us the access, content and answers we need, and keep your own logins secure.",
            "Make sure you have the right to use the contacts, text, images and brand material you give us.",
            "Only message people who have agreed to hear from you, and keep required opt-out wording in your texts and emails.",
            "Complete A2P 10DLC registration for US business texting; we can prepare it with you, but the registration is in your business's name and approval is decided by the carriers.",
            "Decide whether your business needs HighLevel's HIPAA add-on or other compliance measures, and take your own advice on them.",
          ],
        },
      ],
    },
    {
      id: "guarantees-and-support",
      title: "Guarantees and support",
      blocks: [
        {
          type: "paragraph",
          text: "For 30 days after delivery we fix, free of charge, anything in the delivered work that does not work as agreed; this is our 30-day guarantee, and it comes with 30 days of free support. We give a first reply to support requests within 48 hours. Monthly plans also carry a 14-day satisfaction guarantee, explained in the Refund Policy. Ongoing support after that is available from $297 per month.",
        },
        {
          type: "paragraph",
          text: "We cannot guarantee particular business results such as lead volume, revenue or deliverability, because they depend on your offer, your market and your list. Results we quote from other projects are examples, not promises.",
        },
      ],
    },
    {
      id: "no-legal-advice",
      title: "No legal advice and third-party platforms",
      blocks: [
        {
          type: "paragraph",
          text: "We explain how the platform works, including its compliance features, but we are not lawyers and nothing we say or build is legal, tax or regulatory advice. You are responsible for how your business uses the systems we build, including consent, privacy notices and industry rules.",
        },
        {
          type: "paragraph",
          text: "GoHighLevel, carriers, email providers, payment processors and other services we connect are run by third parties. We are not responsible for their outages, price changes, policy changes or decisions (such as a rejected A2P campaign or a suspended account), though we will help you work through them.",
        },
      ],
    },
    {
      id: "liability",
      title: "Limitation of liability",
      blocks: [
        {
          type: "paragraph",
          text: "To the extent the law allows, we are not liable for indirect or consequential losses, such as lost profits, lost revenue, lost data or lost opportunities, arising from our services or this website. Our total liability for any claim relating to our services is limited to the fees you paid us in the three months before the event that gave rise to the claim. Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud.",
        },
        {
          type: "paragraph",
          text: "This website and its content are provided as they are, for general information about our services.",
        },
      ],
    },
    {
      id: "governing-law-and-changes",
      title: "Governing law, changes and contact",
      blocks: [
        {
          type: "paragraph",
          text: "These terms are governed by the laws of the State of Delaware, USA, and any dispute will be decided by the courts of Delaware, unless the law where you are based gives you a right to bring the claim at home. Before going to court, both sides agree to try to settle a dispute by talking it through in good faith.",
        },
        {
          type: "paragraph",
          text: `We may update these terms. Changes apply to work and purchases after the date shown at the top of this page; a plan already running continues on the terms you signed up under until its next renewal. Questions go to ${site.contactEmail}.`,
        },
      ],
    },
  ],
};
