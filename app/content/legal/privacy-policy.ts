import { site } from "../site";
import type { LegalDocument } from "../types";

/** Picks the sentence that is true for the configured form delivery (see config/settings.mjs). */
const byMode = (text: Record<typeof site.formMode, string>): string => text[site.formMode];

/** Host name of a custom form endpoint, for "endpoint" mode. */
function endpointHost(): string {
  try {
    return new URL(site.formEndpoint, site.siteUrl).host;
  } catch {
    return "a server we operate";
  }
}

const delivery = byMode({
  provider:
    "When you press send, your browser sends the form directly to Web3Forms (api.web3forms.com), a form-to-email service we use. Web3Forms turns the submission into an email and delivers it to our team's inbox. The enquiry does not pass through or get stored on the server that hosts this website; the copy we keep is the email in our inbox.",
  own: `When you press send, your browser sends the form to our own server at ${site.siteUrl}${site.formEndpoint}. Our server stores the enquiry in our own database (SQLite/libSQL) and, where we have switched on email notifications, also emails a copy to our team's inbox so someone can reply quickly. No outside form service is involved.`,
  endpoint: `When you press send, your browser sends the form to a form endpoint that we operate (${endpointHost()}). That endpoint passes the enquiry to our team so someone can reply to you. No third-party form-to-email service is involved in receiving it.`,
});

const whereItLives = byMode({
  provider: "in our email inbox, where Web3Forms delivered it",
  own: "in our database on our own server, and in our team inbox if an email notification was sent",
  endpoint: "in the systems behind the form endpoint we operate, and in our team inbox",
});

export const document: LegalDocument = {
  slug: "privacy-policy",
  title: "Privacy Policy",
  description: `How ${site.brandName} handles what you send through our enquiry forms: what we collect, where it goes, how long we keep it and how to see or delete it.`,
  intro: `This policy explains what personal data ${site.brandName} ("we", "us", "our") collects through this website, why, where it goes and what you can ask us to do with it. The short version: this site has no accounts, sets no cookies and runs no analytics. The only personal data it collects is what you type into an enquiry form and choose to send us.`,
  sections: [
    {
      id: "who-we-are",
      title: "Who we are",
      blocks: [
        {
          type: "paragraph",
          text: `${site.brandName} is an independent development agency that builds on the GoHighLevel platform. We are not HighLevel and we are not affiliated with it. For the enquiries you send through this website, we decide why and how that data is used, which makes us the "controller" of it under data protection laws such as the GDPR where they apply.`,
        },
        {
          type: "paragraph",
          text: `You can reach us about anything in this policy at ${site.contactEmail}. A real person on our team reads that inbox.`,
        },
      ],
    },
    {
      id: "what-we-collect",
      title: "What we collect",
      blocks: [
        {
          type: "paragraph",
          text: "There is no sign-up, login or customer account on this site, so we do not hold a profile about you. The only personal data we collect is what you enter in the enquiry form, which appears in the consultation popup (opened by buttons such as Hire Us or Request Free Consultation) and in the contact forms on the home and contact pages. Each of those forms asks for the same four things:",
        },
        {
          type: "list",
          items: [
            "Your name, so we know who we are replying to.",
            "Your email address, so we can reply.",
            "Your phone number, in case a call is the quicker way to answer your question.",
            "Your message, which is whatever you choose to tell us about your business and your project.",
          ],
        },
        {
          type: "paragraph",
          text: "Please do not put sensitive information, such as health details, passwords or payment card numbers, into the message box. We do not need them to answer an enquiry, and if we later need access to your GoHighLevel account we will arrange that safely rather than by form.",
        },
      ],
    },
    {
      id: "what-we-do-not-collect",
      title: "What we do not collect",
      blocks: [
        {
          type: "paragraph",
          text: "This website sets no cookies. It runs no analytics, advertising or tracking scripts, no social media pixels and no session recording. The fonts and images are served from our own domain, so no third-party service receives a request from your browser while our pages load.",
        },
        {
          type: "paragraph",
          text: "Like every website, the server that delivers these pages receives the technical details any browser sends with a request, such as your IP address, browser type and the page requested. We use these only to deliver the page and to keep the site secure and working; we do not use them to build a profile of you or to link your visits to your enquiry.",
        },
        {
          type: "paragraph",
          text: "If we ever add analytics, we will update this policy and our Cookie Policy first and ask for your consent through a banner before anything that needs consent is switched on.",
        },
      ],
    },
    {
      id: "form-drafts",
      title: "Unsent drafts kept in your browser",
      blocks: [
        {
          type: "paragraph",
          text: "While you are filling in the enquiry form, your browser keeps an unsent draft of it in sessionStorage, a small storage area that belongs to the open tab. This means an accidental reload does not wipe out a message you have half written. The draft stays on your device and is not sent to us until you press send.",
        },
        {
          type: "paragraph",
          text: "The draft is deleted after your enquiry is sent successfully, and your browser deletes it automatically when you close the tab. Our Cookie Policy explains how to clear it yourself.",
        },
      ],
    },
    {
      id: "how-your-enquiry-reaches-us",
      title: "How your enquiry reaches us",
      blocks: [
        { type: "paragraph", text: delivery },
        {
          type: "paragraph",
          text: `The connection is encrypted in transit, and the enquiry ends up ${whereItLives}. Only the members of our team who answer enquiries and prepare proposals can see it.`,
        },
      ],
    },
    {
      id: "how-we-use-it",
      title: "How we use your information",
      blocks: [
        {
          type: "paragraph",
          text: "We use the details you send for one purpose: dealing with your enquiry. In practice that means:",
        },
        {
          type: "list",
          items: [
            "Replying to you by email or phone, normally within 24 hours.",
            "Booking a discovery call if you ask for one, and preparing a quote or plan for your project.",
            "Keeping a record of what we discussed so that anyone on our team can pick up the conversation.",
            "If you become a client, setting up the working relationship, which is then covered by our Terms of Service and Data Protection page.",
          ],
        },
        {
          type: "paragraph",
          text: "We do not add you to a marketing list because you sent an enquiry, we do not sell or rent your details, and we do not use them for automated decisions about you. Where the GDPR applies, our lawful basis is our legitimate interest in answering people who contact us, together with the steps you ask us to take before a possible contract. The Data Protection page sets this out in more detail.",
        },
      ],
    },
    {
      id: "who-we-share-it-with",
      title: "Who we share it with",
      blocks: [
        {
          type: "paragraph",
          text: byMode({
            provider:
              "Your enquiry is handled by Web3Forms, which delivers it to us, and by the provider of our business email, which stores the message in our inbox. Both act on our instructions. Web3Forms also publishes its own privacy policy describing how it handles submissions.",
            own: "Your enquiry is stored on our own server and database, which run with our hosting provider. If email notifications are switched on, the provider of our business email also carries and stores the notification. These providers act on our instructions and do not use the data for their own purposes.",
            endpoint:
              "Your enquiry is received by the form endpoint we operate, which runs with our hosting provider, and reaches our team through our business email. These providers act on our instructions and do not use the data for their own purposes.",
          }),
        },
        {
          type: "paragraph",
          text: "Apart from these service providers, we share enquiry data only if the law requires us to, for example in response to a valid court order, or if you ask us to (for example, to introduce you to a partner). We never sell it.",
        },
      ],
    },
    {
      id: "how-long-we-keep-it",
      title: "How long we keep it",
      blocks: [
        {
          type: "paragraph",
          text: `We keep an enquiry for 24 months from the last time we were in touch about it, so that we have the context if you come back to us. After that we delete it ${byMode({ provider: "from our inbox", own: "from our database and our inbox", endpoint: "from the systems behind our form endpoint and from our inbox" })}. If you become a client, the enquiry becomes part of your client record and is kept for as long as we work together and as long afterwards as tax and accounting rules require. You can ask us to delete an enquiry sooner at any time.`,
        },
      ],
    },
    {
      id: "your-rights",
      title: "Your rights and how to use them",
      blocks: [
        {
          type: "paragraph",
          text: "You can ask us to:",
        },
        {
          type: "list",
          items: [
            "Tell you whether we hold any of your personal data and send you a copy of it (access).",
            "Correct details that are wrong or out of date (correction).",
            "Delete your enquiry and any related notes (deletion).",
            "Stop contacting you, or limit what we do with your data while a question about it is resolved.",
          ],
        },
        {
          type: "paragraph",
          text: `Email ${site.contactEmail} from the address you used in your enquiry and say what you would like us to do. We answer every request within 30 days. To make sure we only release or delete data at the request of the person it belongs to, we check that the request comes from the email address on the enquiry. If it comes from a different address, we will ask you to confirm a detail only the sender would know, such as roughly when you wrote and what the message was about, or to reply from the original address. We never ask for ID documents to handle an ordinary enquiry request.`,
        },
        {
          type: "paragraph",
          text: "There is no charge for these requests. If you are in the EU, the UK or another place with similar laws, you also have the right to complain to your local data protection authority, though we would appreciate the chance to put things right first.",
        },
      ],
    },
    {
      id: "security-and-children",
      title: "Security and children",
      blocks: [
        {
          type: "paragraph",
          text: "Enquiries travel over encrypted HTTPS connections, and access to the places they are stored is limited to the team members who need it, using individual logins protected by two-factor authentication where the service offers it. No system is perfectly secure, but if something went wrong we would tell affected people and clients promptly, as described on our Data Protection page.",
        },
        {
          type: "paragraph",
          text: "This site is for businesses and is not aimed at children. We do not knowingly collect data from anyone under 16; if you believe a child has sent us an enquiry, tell us and we will delete it.",
        },
      ],
    },
    {
      id: "changes-and-contact",
      title: "Changes to this policy and contact",
      blocks: [
        {
          type: "paragraph",
          text: `If we change how the site collects or uses personal data, for example by adding analytics or a new form service, we will update this policy before the change takes effect and show the new date at the top of this page. Questions about this policy or about your data go to ${site.contactEmail}.`,
        },
      ],
    },
  ],
};
