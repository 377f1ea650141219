import { site } from "../site";
import type { LegalDocument } from "../types";

/** Picks the sentence that is true for the configured form delivery (see config/settings.mjs). */
const byMode = (text: Record<typeof site.formMode, string>): string => text[site.formMode];

const processorsByMode: Record<typeof site.formMode, string[]> = {
  provider: [
    "Web3Forms (api.web3forms.com), the form-to-email service that receives each enquiry from your browser and emails it to our inbox.",
    "Our business email provider, which stores the enquiry emails in our team inbox.",
    "Our website hosting provider, which serves the pages of this site; it does not receive enquiries.",
  ],
  own: [
    "Our website hosting provider, which runs the server and the SQLite/libSQL database where enquiries are stored.",
    "Our business email provider, which carries and stores enquiry notifications, when email notifications are switched on.",
  ],
  endpoint: [
    "Our hosting provider, which runs this website and the form endpoint we operate.",
    "Our business email provider, which stores the enquiries passed to our team inbox.",
  ],
};
const enquiryProcessors = processorsByMode[site.formMode];

export const document: LegalDocument = {
  slug: "data-protection",
  title: "Data Protection",
  description: `How ${site.brandName} protects personal data: lawful bases, retention, security, processors, work in clients' GoHighLevel accounts and 72-hour breach notice.`,
  intro: `This page sets out how ${site.brandName} meets its data protection responsibilities, both for the enquiries people send through this website and for the data we handle inside our clients' GoHighLevel accounts. It adds detail to our Privacy Policy and is written with the EU and UK GDPR in mind; where those laws do not apply to you, we still follow the same practices.`,
  sections: [
    {
      id: "our-roles",
      title: "Our two roles",
      blocks: [
        {
          type: "paragraph",
          text: "We handle personal data in two different capacities, and the rules differ for each:",
        },
        {
          type: "list",
          items: [
            "As a controller for the enquiries sent through this website (name, email, phone and message). We decide why and how that data is used, and we are responsible for it.",
            "As a processor for the data in our clients' GoHighLevel accounts, such as their leads, customers, patients or students. That data belongs to the client, who is the controller; we only work with it on the client's instructions and to deliver the work they hired us for.",
          ],
        },
      ],
    },
    {
      id: "lawful-bases",
      title: "Lawful bases for processing",
      blocks: [
        {
          type: "paragraph",
          text: "Where the GDPR applies, every use of personal data needs a lawful basis. Ours are:",
        },
        {
          type: "list",
          items: [
            "Enquiries: our legitimate interest in replying to people who contact us, and taking the steps you ask for before a possible contract, such as preparing a quote or booking a call. You choose to send the form, and you can ask us to delete the enquiry at any time.",
            "Consent: if we ever ask to keep you informed about news or offers, we will only do so with your separate, explicit consent, which you can withdraw at any time. We do not add enquiries to a mailing list.",
            "Client work: performance of our contract with the client, and, for the data inside the client's account, the client's own lawful basis, since we act on their behalf.",
            "Invoices and payment records: our legal obligation to keep accounting records.",
          ],
        },
      ],
    },
    {
      id: "retention",
      title: "How long we keep data",
      blocks: [
        {
          type: "list",
          items: [
            "Enquiries that do not lead to work: kept for 24 months from our last contact about them, then deleted.",
            "Enquiries from people who become clients: kept as part of the client record for the length of the relationship.",
            "Invoices and payment records: kept for as long as tax and accounting law requires, then deleted.",
            "Data inside a client's GoHighLevel account: it stays in the client's account, under the client's control. We keep no copies after the engagement ends, and we delete any working files that contain it (for example a CSV used for a migration) as soon as the task it was needed for is finished.",
            "Unsent enquiry drafts in your browser's sessionStorage: deleted after a successful send or when the tab closes. They never reach us.",
          ],
        },
        {
          type: "paragraph",
          text: `You can ask for earlier deletion of your enquiry at any time by writing to ${site.contactEmail}.`,
        },
      ],
    },
    {
      id: "security-measures",
      title: "Security measures",
      blocks: [
        { type: "paragraph", text: "The measures we apply include:" },
        {
          type: "list",
          items: [
            "Encryption in transit: the site and the enquiry form use HTTPS, and the services we rely on encrypt connections too.",
            byMode({
              provider: "Minimal footprint: this website's server does not receive or store enquiries at all; they go from your browser to Web3Forms and on to our inbox.",
              own: "Restricted storage: enquiries are stored in a database on our own server, which is not publicly reachable and can only be read by our team through authenticated access.",
              endpoint: "Restricted storage: enquiries go to a form endpoint we operate, and only our team can read what it receives.",
            }),
            "Individual accounts: every team member has their own logins, protected by two-factor authentication wherever the service supports it. We do not share passwords.",
            "Least access in client accounts: we ask to be added as named users with only the permissions the work needs, and for integrations we use scoped OAuth 2.0 apps or Private Integration tokens under API v2, never shared master credentials.",
            "Clean hand-over: at the end of an engagement we hand back or revoke the tokens and webhooks we created, and ask the client to remove our users.",
            "No local copies: we do not download client contact lists to personal devices, and we keep exports only as long as a task requires.",
          ],
        },
      ],
    },
    {
      id: "processors",
      title: "Processors we use",
      blocks: [
        {
          type: "paragraph",
          text: "We use a small number of service providers to run this website and handle enquiries. Each processes data only to provide its service to us:",
        },
        { type: "list", items: enquiryProcessors },
        {
          type: "paragraph",
          text: "We do not use analytics, advertising or data-broker services, and we do not sell personal data. If we add or replace a processor that handles enquiry data, we will update this page first. Some providers may process data in the United States; where the GDPR applies, we rely on the safeguards the law provides for such transfers, such as the EU Standard Contractual Clauses or an adequacy decision.",
        },
      ],
    },
    {
      id: "client-ghl-accounts",
      title: "Data in clients' GoHighLevel accounts",
      blocks: [
        {
          type: "paragraph",
          text: "When we build or support a client's systems, we work inside their GoHighLevel agency account or sub-accounts, where their contacts, conversations, opportunities, appointments and payment records live. In that work we act as a processor under the client's instructions. That means we:",
        },
        {
          type: "list",
          items: [
            "Use the data only to deliver the agreed work, for example mapping Custom Fields during a migration, testing a Workflow with a sample contact, or checking why a Calendar reminder did not fire.",
            "Do not message the client's contacts, export their data or connect new services to the account without the client's approval.",
            "Keep the data confidential within the team members assigned to the client.",
            "Help the client respond to their own customers' requests for access or deletion, where those requests involve systems we built.",
            "Return control fully at the end of the engagement, as described under security measures.",
          ],
        },
        {
          type: "paragraph",
          text: "HighLevel itself hosts the account and processes the data under the client's own agreement with HighLevel. Clinics and other businesses that handle health information should know that HIPAA support is a paid HighLevel add-on that covers the whole agency account; whether a business needs it, and what else it needs, is a question for its own legal advisers. We can explain how the platform behaves, but we do not give legal advice.",
        },
      ],
    },
    {
      id: "breach-notification",
      title: "Breach notification",
      blocks: [
        {
          type: "paragraph",
          text: "If we become aware of a security incident that affects personal data we are responsible for, we act straight away to contain it and find out what happened. We notify affected clients within 72 hours of becoming aware of a breach, telling them what happened, what data is involved, what we have done about it and what they may need to do, so they can meet their own obligations to their customers and regulators.",
        },
        {
          type: "paragraph",
          text: "If a breach affects enquiries sent through this website, we notify the relevant supervisory authority where the law requires it, and we tell the people affected when it poses a high risk to them. We keep a record of every incident, including those that did not need to be reported.",
        },
      ],
    },
    {
      id: "your-rights",
      title: "Your rights and contact",
      blocks: [
        {
          type: "paragraph",
          text: `You have the right to access, correct, delete, restrict or object to the processing of your personal data, and the right to receive it in a portable format. To use any of these rights, email ${site.contactEmail}. We answer within 30 days, and to protect you we confirm that the request comes from the email address in our records, or ask you to confirm details of your enquiry, before releasing or deleting anything.`,
        },
        {
          type: "paragraph",
          text: "If you are a customer of one of our clients, your request is best sent to that business, which controls your data; if it reaches us, we pass it on to them promptly and help them answer it. You also have the right to complain to your local data protection authority.",
        },
      ],
    },
  ],
};
