import { site } from "../../site";
import type { BlogPostSource } from "../../types";

export const post: BlogPostSource = {
  id: 3,
  slug: "a2p-10dlc-registration-explained",
  title: "A2P 10DLC Registration Explained for GoHighLevel Agencies",
  excerpt:
    "Why US business texting needs A2P 10DLC, what goes into the brand and campaign forms in the Trust Center, the rejection reasons we see most and how to get approved on the first try.",
  date: "September 8, 2026",
  isoDate: "2026-09-08",
  author: "marcus-delgado",
  category: "best-practices",
  featured: false,
  tags: ["A2P 10DLC", "SMS Compliance", "LC Phone", "Trust Center", "Deliverability"],
  content: [
    {
      type: "paragraph",
      text: "If a client's texts show 'delivered' in GoHighLevel but customers swear they never arrived, or the Conversations tab fills with carrier error codes, the cause is almost always the same: the sub-account is texting US numbers without an approved A2P 10DLC registration. Since 2023, US carriers block messages from unregistered 10-digit business numbers outright. Registration isn't optional paperwork any more; it is the switch that lets SMS work at all.",
    },
    {
      type: "paragraph",
      text: `This article explains what A2P 10DLC is, what each part of the registration asks for, and the preparation our team does so registrations pass the first time. It describes how the process works, not legal advice. Questions about consent law and the TCPA belong with the client's attorney. ${site.brandName} handles these registrations for clients every week, and the pattern of what gets approved is very consistent.`,
    },
    { type: "heading", text: "What A2P 10DLC actually means" },
    {
      type: "paragraph",
      text: "A2P stands for application-to-person: messages sent by software, such as a GoHighLevel workflow, rather than typed on a phone. 10DLC means 10-digit long code, an ordinary local phone number. The Campaign Registry (TCR) keeps a register of businesses (brands) and what they text about (campaigns) on behalf of the carriers. A registered number gets a trust rating and a sending allowance; an unregistered one gets filtered or blocked.",
    },
    {
      type: "paragraph",
      text: "There are two registrations, and both must be approved before you send: the brand, which proves the business exists, and the campaign, which describes the messages and how people agreed to receive them.",
    },
    { type: "heading", text: "Where to do it in GoHighLevel" },
    {
      type: "paragraph",
      text: "For sub-accounts on LC Phone, registration lives in the sub-account under Settings > Phone System > Trust Center. Each sub-account registers its own business, because each client is its own brand. The agency can fill the forms in on the client's behalf, but the details must be the client's, not the agency's. The one-time brand and campaign vetting fees and the monthly campaign fee set by the carriers are passed through to the LC Phone wallet; check the current amounts on the registration screen rather than relying on old blog posts, because they change.",
    },
    { type: "heading", text: "Gather this before you start" },
    {
      type: "list",
      items: [
        "The exact legal business name as it appears on the IRS EIN confirmation letter (form CP 575 or 147C). 'Smith Roofing' is not 'Smith Roofing & Gutters LLC', and a mismatch is the most common brand rejection.",
        "The EIN itself, business type (LLC, corporation, sole proprietor, nonprofit) and industry.",
        "The registered business address, which must match public records; a virtual mailbox often causes trouble.",
        "A live website on the business's own domain, showing the same business name, with a privacy policy and SMS terms.",
        "An authorised contact's name, email on the business domain and mobile number for verification.",
        "Two or more real sample messages and a clear description of how contacts opt in.",
      ],
    },
    {
      type: "paragraph",
      text: "Businesses without an EIN can register as a sole proprietor brand. It is quicker but limited: one campaign, one number and a low daily sending allowance. Fine for a solo coach, not for a clinic sending hundreds of reminders a day.",
    },
    { type: "heading", text: "Filling in the campaign so reviewers say yes" },
    {
      type: "paragraph",
      text: "Campaign vetting is done by people reading what you wrote, and they reject vague submissions. Be literal and specific.",
    },
    { type: "subheading", text: "Use case and description" },
    {
      type: "paragraph",
      text: "Pick the use case that matches reality. Most local businesses fit 'Mixed' or 'Customer Care' with marketing included, because they send both appointment reminders and the occasional offer. Then describe it in plain words: 'Riverside Dental sends appointment confirmations, reminders, and occasional promotional offers to patients and enquirers who opted in through our website booking form or in person at the front desk.'",
    },
    { type: "subheading", text: "Sample messages" },
    {
      type: "paragraph",
      text: "Write them as they'll actually go out, with the business name in each and opt-out wording in at least one. For example: 'Riverside Dental: Hi Maria, this is a reminder of your appointment on Tue at 3:00 pm. Reply C to confirm or call us to reschedule. Reply STOP to opt out.' If your real messages will contain links or phone numbers, include them in the samples and tick the matching boxes; undeclared links are a common reason for later filtering.",
    },
    { type: "subheading", text: "Consent (opt-in) description" },
    {
      type: "paragraph",
      text: "Explain exactly where and how someone agrees to texts, and make sure the website shows it. On GoHighLevel Forms, that means a separate, unticked consent checkbox with wording that names the business, says what kind of messages they'll get, mentions that message frequency varies and that message and data rates may apply, and explains how to reply STOP to opt out and HELP for help, with links to the privacy policy and terms. Reviewers visit the site, so publish the form before you submit.",
    },
    { type: "heading", text: "The rejection reasons we see most" },
    {
      type: "list",
      items: [
        "Legal name or EIN doesn't match the IRS record exactly, including punctuation and suffixes like LLC or Inc.",
        "Website not live, still on a builder's temporary URL, or showing a different business name.",
        "No privacy policy, or a privacy policy that doesn't say mobile numbers and consent won't be shared with third parties for marketing.",
        "Opt-in described as 'customers who contact us' with no visible consent wording on any form.",
        "Sample messages without the business name or without any opt-out instruction.",
        "Use case mismatch, such as registering 'Customer Care' and then sending promotions.",
      ],
    },
    { type: "heading", text: "Timelines and what to do while you wait" },
    {
      type: "paragraph",
      text: "Brand registration often comes back within minutes to a couple of days. Campaign vetting usually takes several business days and occasionally longer when reviewers are busy or ask for changes. Start registration on day one of onboarding, not the week of launch. While it is pending, build and test workflows with email, keep SMS actions in Draft, and don't send test texts to real customers from the number. Once the campaign shows as approved in the Trust Center, send a handful of tests to team phones across different carriers before publishing anything that texts at volume.",
    },
    { type: "heading", text: "Keeping the number healthy after approval" },
    {
      type: "list",
      items: [
        "Honour STOP instantly. GoHighLevel marks the contact as DND for SMS; never remove DND by hand to send 'one last offer'.",
        "Send only the kinds of messages you registered, at the volumes you described.",
        "Keep bulk sends inside reasonable hours in the contact's time zone; use the workflow time window and drip mode for large lists.",
        "Clean lists before importing. Texting an old purchased list is the fastest way to get a registered number filtered anyway.",
        "Re-register if the business changes its legal name, EIN or what it texts about.",
      ],
    },
    {
      type: "paragraph",
      text: "Toll-free numbers follow a separate toll-free verification process rather than 10DLC, and short codes are a different product again. For most local businesses and agencies, a registered 10DLC number is the right choice.",
    },
    {
      type: "paragraph",
      text: `Our team handles A2P registration as part of SMS setups and when we install ready-to-use snapshots for a client, and it's one of the most common requests on our monthly plans; see our GHL pricing for what each plan covers. If a registration has already been rejected, send us the rejection reason from the Trust Center and ${site.brandName} will tell you what to change before you resubmit.`,
    },
  ],
};
