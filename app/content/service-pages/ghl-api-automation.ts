import type { ServicePage } from "../types";

export const page: ServicePage = {
  slug: "ghl-api-automation",
  metaTitle: "GoHighLevel API v2, Webhooks & Custom Integrations",
  metaDescription:
    "Custom GoHighLevel integrations on API v2 with OAuth 2.0, Private Integration tokens and webhooks, linking your CRM to the software your business runs on.",
  headline: "Connect GoHighLevel to the Rest of Your Business",
  lead:
    "When a native integration doesn't exist or doesn't go far enough, we build one on HighLevel's API v2 and webhooks. Your billing system, job software, lead vendors and internal tools exchange data with your CRM without anyone retyping it.",
  overview: [
    "Off-the-shelf connectors cover the common cases. The trouble starts when a lead vendor posts data in its own format, your job-management software needs a customer record the moment a deal is won, or a client wants the same contact kept in step across three sub-accounts. We write those integrations against API v2, authenticating with OAuth 2.0 when an app has to run across many sub-accounts and with Private Integration tokens when it serves one agency or one location. Anything still calling the old v1 API keys, which are end of support, we migrate before it breaks.",
    "Inside the account we reach for the tools HighLevel already provides: Inbound Webhook triggers to receive data, the Webhook and Custom Webhook actions to send it, and the Custom Code action for small JavaScript transformations inside a Workflow. When the logic outgrows a Workflow, we host a small service that listens for HighLevel webhook events such as a contact being created, an opportunity status changing or an appointment being booked, processes them and writes the results back through the API.",
    "Every integration ships with the unglamorous parts that keep it running: retries for failed calls, handling for the API's rate limits, deduplication so a resent webhook doesn't create a second contact, logs a person can read, and an alert when something fails repeatedly. You also receive documentation covering each endpoint we call, each field we map and where every credential is stored.",
  ],
  audience: [
    "Agencies running dozens of sub-accounts that want one app installed across all of them instead of a separate Zapier account for every client.",
    "Home-service companies that quote in GoHighLevel but schedule and invoice jobs in field-service software, and need both systems to agree about each customer.",
    "Mortgage brokers and insurance agencies buying leads from vendors who deliver by webhook and expect a call back within minutes.",
    "Franchise groups that need lead and sales figures from every location collected in one warehouse or spreadsheet for head office.",
    "Software companies that want their own product to create GoHighLevel contacts, start Workflows or read pipeline data on behalf of their users.",
  ],
  features: [
    {
      title: "API v2 integrations",
      description:
        "Contacts, opportunities, calendars, conversations, invoices and custom fields read and written through HighLevel's current API, with scopes limited to what the job needs.",
    },
    {
      title: "OAuth 2.0 marketplace apps",
      description:
        "For agencies and software vendors, a private or public marketplace app that installs into sub-accounts, refreshes its own tokens and keeps each location's data separate.",
    },
    {
      title: "Private Integration tokens",
      description:
        "For single-account work, scoped tokens created in your settings that replace old API keys and can be rotated without rebuilding the integration.",
    },
    {
      title: "Inbound webhooks",
      description:
        "Inbound Webhook triggers that accept posts from lead vendors, form tools and payment systems, with the payload mapped into standard and Custom Fields before the Workflow continues.",
    },
    {
      title: "Outbound webhooks",
      description:
        "Webhook and Custom Webhook actions that send contact, opportunity or appointment data to your other systems at exactly the Workflow step where it matters.",
    },
    {
      title: "Custom Code steps",
      description:
        "Short JavaScript steps inside Workflows for formatting phone numbers, splitting names, scoring leads or calculating dates, so small jobs need no outside server.",
    },
    {
      title: "Two-way syncs",
      description:
        "Syncs between GoHighLevel and accounting, field-service or property software, with a written rule for which system wins when both change the same record.",
    },
    {
      title: "Cross-sub-account automation",
      description:
        "Contacts, notes or tags copied between locations, for example from a franchise's central intake account to the location that will serve the customer.",
    },
    {
      title: "Reliability built in",
      description:
        "Retries with back-off, respect for the API's burst and daily rate limits, idempotency checks and an error log, so a busy day neither loses nor duplicates records.",
    },
    {
      title: "Migration off v1 keys",
      description:
        "An audit of everything still calling the retired v1 API, then a move to API v2 with identical behaviour, tested before the old key is switched off.",
    },
    {
      title: "Handover documentation",
      description:
        "A written map of endpoints, field mappings, webhook URLs and credential locations, so your team or another developer can maintain the integration later.",
    },
  ],
  benefits: [
    {
      title: "No more retyping",
      description:
        "Data entered once reaches every system that needs it, which removes the copy-and-paste mistakes behind wrong invoices and missed appointments.",
    },
    {
      title: "Faster speed to lead",
      description:
        "Vendor leads land in GoHighLevel and start a Workflow within seconds of being sent, instead of waiting in an inbox for someone to notice them.",
    },
    {
      title: "Fewer per-client subscriptions",
      description:
        "Integrations running on native webhooks or one small hosted service often replace a pile of automation-tool accounts you were paying for client by client.",
    },
    {
      title: "Access you can explain",
      description:
        "Scoped tokens, OAuth where it fits and credentials kept out of Workflow steps mean you know exactly what each integration can read and change.",
    },
    {
      title: "Something you can sell again",
      description:
        "An OAuth app built once installs on every new sub-account, which turns a one-off custom job into a feature an agency can offer every client.",
    },
    {
      title: "Failures caught early",
      description:
        "Alerts reach you before a client notices a missing lead, and the log shows which record failed and why.",
    },
  ],
  process: [
    {
      title: "Systems and data audit",
      description:
        "We list every system involved, what each must send and receive and what should trigger each transfer, then agree which system owns which fields.",
    },
    {
      title: "Technical design",
      description:
        "You approve a short design document covering endpoints, the authentication method, field mapping, error handling and where any hosted code will run.",
    },
    {
      title: "Build against a test account",
      description:
        "We build and test on a sandbox sub-account with sample records first, so your live contacts and pipelines are never the experiment.",
    },
    {
      title: "Load and failure testing",
      description:
        "We replay real payloads, push volume past normal levels and simulate outages to confirm that retries, deduplication and alerts behave as designed.",
    },
    {
      title: "Go live and monitor",
      description:
        "We switch on in production, watch the logs through the first days of real traffic and hand over the documentation, with 30 days of free support from delivery.",
    },
  ],
  faqs: [
    {
      question: "What does a custom GoHighLevel integration cost?",
      answer:
        "It depends on how many systems are involved and whether data flows one way or both ways. A single inbound webhook that maps a lead vendor's fields into a Workflow is a small job that suits pay-as-you-go work at $15/hour. A two-way sync or an OAuth marketplace app is scoped in hours and usually runs on the Standard plan ($799/month, 30-35 hours) or the Pro plan ($1200/month, 50-60 hours). You get the estimate in writing before we write any code, and hosting for any external service is billed to your own account so you can see every cost.",
    },
    {
      question: "Who owns the code, the app and the credentials?",
      answer:
        "You do. Tokens are created in your agency or sub-account settings, hosted code runs on an account in your company's name, and the source is handed over with the documentation. We keep nothing that would stop the integration running if you stopped working with us.",
    },
    {
      question: "We rely on Zapier plus old Keap or HubSpot automations. Can you replace them?",
      answer:
        "Often, yes. We list every zap and automation, decide which should become a native Workflow, which need a webhook and which are worth leaving in Zapier, and rebuild them in that order. Keap and HubSpot automations are rebuilt as Workflows rather than copied, and contact and deal history comes across by CSV import, or through the API when the volume is large.",
    },
    {
      question: "How do you keep our data secure and compliant?",
      answer:
        "We request only the scopes an integration needs, never place tokens in page code, and log payload metadata rather than full personal records wherever possible. If health information is involved, HighLevel's HIPAA add-on covers the whole agency account, and any outside system in the chain needs its own coverage; we point out where that applies, while your own advisers decide what your business requires. For EU contacts we document each data flow so you can answer GDPR requests.",
    },
    {
      question: "What happens when HighLevel changes its API?",
      answer:
        "HighLevel versions API v2 and announces changes in advance. During the 30 days of free support after delivery we fix anything that stops working as agreed, at no cost. After that, we recommend keeping integrations under a monthly plan or our $297-a-month support, so updates happen before an endpoint is retired rather than after leads stop arriving.",
    },
  ],
  cta: {
    title: "Scope Your Custom Integration",
    subtitle: "Tell us which systems need to talk to GoHighLevel and we'll outline the integration, the effort and the risks.",
  },
  related: ["ecommerce-integration", "dashboard-reporting", "crm-pipeline-configuration"],
  snapshots: ["franchise", "ecommerce-brand", "saas"],
};
