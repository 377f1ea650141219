import type { ServicePage } from "../types";

export const page: ServicePage = {
  slug: "form-survey-creation",
  metaTitle: "GoHighLevel Forms & Surveys That Qualify Leads",
  metaDescription:
    "Multi-step GoHighLevel forms and surveys with conditional logic, Custom Field mapping, SMS consent and routing Workflows that qualify every lead on arrival.",
  headline: "Forms and Surveys That Sort Your Leads for You",
  lead: "We build forms and multi-step surveys in GoHighLevel that ask the right questions, store every answer in the right Custom Field, and send each lead down the right path the moment they submit. Good prospects reach a calendar, poor fits get a polite answer, and your team stops reading every enquiry by hand.",
  overview: [
    "The work starts with a field plan, not a form. We list the answers your team actually needs before acting on an enquiry (budget, timeline, service area, property type, date of incident, whatever applies to you), create each one as a Custom Field of the right type, such as dropdown, date, number, radio or file upload, and group them into folders so they read cleanly on the contact record. Because the forms write straight into those fields, a rep opening a contact sees 'Budget: $15k-$25k' instead of a paragraph of pasted text.",
    "For longer qualification we use Surveys, which show one question per slide with a progress bar and jump logic. Answer 'Renting' and the mortgage questions are skipped; pick a ZIP code outside your area and you land on a friendly disqualification slide instead of the booking step. Where a score is useful, we use quiz-style scoring or a Workflow that adds points per answer to a number field and tags the contact hot, warm or cold.",
    "Nothing goes live unwired. Hidden fields capture UTM source, campaign and the landing-page URL; a Form Submitted or Survey Submitted trigger starts the Workflow that creates an Opportunity in the right Pipeline stage, assigns an owner, sends the confirmation text and email, and notifies staff. Qualified submitters are taken to a booking calendar on the thank-you page, so the warmest enquiries book while they are still on your site.",
  ],
  audience: [
    "Personal-injury, family and immigration law firms that need intake details captured accurately and out-of-scope matters screened before an attorney spends time on them.",
    "Solar, roofing and remodeling companies whose ads bring in plenty of forms but too many renters, tiny jobs and addresses outside the service area.",
    "Insurance agents and mortgage brokers who want a pre-qualification survey to gather quote details up front, so the first call is about options and numbers rather than basic questions.",
    "Coaches and consultants using an application to decide who gets a discovery call, who currently sift every application by hand in a spreadsheet.",
    "Agencies replacing Typeform, Jotform or HubSpot forms for their clients and wanting the answers to live in the CRM rather than in a separate inbox.",
  ],
  features: [
    {
      title: "Custom Field architecture",
      description:
        "Every question maps to a typed Custom Field in a named folder, so answers can be filtered in Smart Lists, merged into messages and used in reports.",
    },
    {
      title: "Multi-step surveys with jump logic",
      description:
        "One question per slide with a progress bar, and logic that skips slides that don't apply or ends the survey early for people you can't help.",
    },
    {
      title: "Conditional fields on short forms",
      description:
        "Follow-up questions appear only when they're relevant, for example 'Date of accident' showing up after someone picks 'Car accident' from the case-type list.",
    },
    {
      title: "Lead scoring",
      description:
        "Points for each answer written to a score field, with hot, warm and cold tags, so both your sales team and your Workflows can treat each group differently.",
    },
    {
      title: "Disqualification paths",
      description:
        "People outside your area, budget or service list see a respectful end screen with a useful next step, and they are tagged rather than pushed into the sales pipeline.",
    },
    {
      title: "Attribution and hidden fields",
      description:
        "UTM source, medium and campaign, the page URL and ad click parameters are saved with each submission, so you can see which campaigns send qualified leads, not just leads.",
    },
    {
      title: "SMS and email consent",
      description:
        "A separate consent checkbox with wording that matches your A2P 10DLC campaign, kept apart from any terms-of-service box so texting permission is clear and recorded.",
    },
    {
      title: "File uploads and signatures",
      description:
        "Photo uploads for quote requests, document uploads for intake and signature fields where a signed acknowledgement is needed, all stored on the contact record.",
    },
    {
      title: "Routing Workflows",
      description:
        "Submission triggers create an Opportunity in the right stage, assign an owner by round robin or territory, and alert that person by SMS or mobile-app notification.",
    },
    {
      title: "Booking on the thank-you page",
      description:
        "Qualified submitters go to a calendar that already knows their name, email and phone, so booking takes one click instead of a second form.",
    },
    {
      title: "Spam protection and brand styling",
      description:
        "Captcha on public forms, styling matched to your fonts and colours, and embed codes for GoHighLevel funnels, WordPress or whichever site builder you use.",
    },
    {
      title: "Facebook and Instagram lead ads",
      description:
        "Lead ad forms connected so those leads arrive with the same Custom Fields, tags and follow-up as the forms on your website.",
    },
  ],
  benefits: [
    {
      title: "Sales time spent on the right people",
      description:
        "When poor fits are screened at the form, your team's calls go to people who can actually buy, and response times on good leads drop.",
    },
    {
      title: "Data you can filter and trust",
      description:
        "Dropdowns and typed fields replace free text, so 'Phoenix', 'phx' and 'Phoenix AZ' stop showing up as three different cities in your reports.",
    },
    {
      title: "Contact while interest is high",
      description:
        "Routing and alerts fire the second someone submits, so the assigned person can call back while the prospect still has your page open.",
    },
    {
      title: "Long intakes that people finish",
      description:
        "Splitting a fifteen-question intake into short slides with a progress bar makes it feel lighter, and someone who answers the first easy question is likely to keep going.",
    },
    {
      title: "Campaigns judged on quality",
      description:
        "Because source data and qualification answers are stored together, you can compare ad campaigns by cost per qualified lead rather than by raw form fills.",
    },
    {
      title: "Follow-up that sounds personal",
      description:
        "Answers feed merge fields, so the confirmation text can mention the service, timeline and budget the person has just given you.",
    },
    {
      title: "Compliance decided up front",
      description:
        "Consent wording and opt-out handling are built in from the start, and clinics planning to collect health details hear before launch that HighLevel's HIPAA coverage is a paid add-on applying to the whole agency account.",
    },
  ],
  process: [
    {
      title: "Question and field plan",
      description:
        "We interview you about what a good lead looks like, draft the questions and the Custom Fields behind them, and agree scoring and disqualification rules before anything is built.",
    },
    {
      title: "Build and style",
      description:
        "We build the forms and surveys, apply the logic and your styling, add consent wording and attribution fields, and embed them on your funnels or website.",
    },
    {
      title: "Wire the follow-up",
      description:
        "We connect the Workflows that tag, score, create Opportunities, assign owners, send confirmations and show a calendar to qualified leads.",
    },
    {
      title: "Test every branch and hand over",
      description:
        "We submit every path (qualified, disqualified, half-finished and spam) to confirm each lands correctly, then walk your team through the results and start your 30 days of free support.",
    },
  ],
  faqs: [
    {
      question: "Can you move our existing Typeform, Jotform or HubSpot forms into GoHighLevel?",
      answer:
        "Yes, although we rebuild rather than import, because no form tool exports its logic in a format GoHighLevel can read. We recreate each form, usually tightening the questions as we go, map every answer to Custom Fields, and import past submissions as contacts by CSV so your history isn't lost. If your forms sit on ClickFunnels or Kartra pages today, we can rebuild those pages as well or embed the new form on them while you migrate.",
    },
    {
      question: "Should we use a form or a survey?",
      answer:
        "Use a form when you need four to six quick fields, such as a quote request or a newsletter signup. Use a survey when there are more questions, when later questions depend on earlier answers, or when you want to screen people out; showing one question per screen keeps a long intake from feeling like paperwork. Many clients end up with both: a short form for ads and a survey for the full intake.",
    },
    {
      question: "What does a forms project cost and how long does it take?",
      answer:
        "A set of three to five forms with routing Workflows usually fits the Starter plan at $499/mo (15-20 hours), and a single form can be done hourly at $15/hour. Work starts within 5-7 business days of sign-up and a typical build is delivered in 7-10 days. Larger intake systems with scoring, several pipelines and territory routing are a better fit for the Standard plan at $799/mo.",
    },
    {
      question: "Can we collect medical or legal intake details through these forms?",
      answer:
        "The forms can technically collect almost anything, but whether you should is a compliance decision. For health information, HighLevel offers HIPAA support as a paid add-on that covers the whole agency account, and it should be in place before any health details are collected. For legal intake we keep questions to what is needed to screen the matter and avoid open text boxes that invite sensitive detail. We'll explain what the platform does; your own counsel should confirm what your practice needs.",
    },
    {
      question: "Who owns the submissions, and what if something breaks after launch?",
      answer:
        "Submissions are stored on contacts in your sub-account and can be exported by CSV whenever you like; we never keep copies anywhere else. If a form stops routing correctly or a field maps to the wrong place within 30 days of delivery, our 30-day guarantee covers the fix at no cost, and the 30 days of free support cover small changes such as rewording a question. After that, ongoing edits fit a monthly plan or hourly work.",
    },
  ],
  cta: {
    title: "Get Your Lead-Qualifying Forms Built",
    subtitle: "Send us the forms you use now and we'll show you the questions, fields and routing we would build in their place.",
  },
  related: ["funnel-website-creation", "crm-pipeline-configuration", "chatbot-conversation-builder"],
  snapshots: ["personal-injury-law", "solar", "insurance-agency"],
};
