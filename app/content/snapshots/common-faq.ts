import type { Faq } from "../types";

export const commonSnapshotFaq: Faq[] = [
  {
    question: "How is the snapshot delivered, and how do I install it?",
    answer:
      "After payment we send you a snapshot share link, together with the setup videos, the setup checklist and the list of documented Custom Values. Open the link while logged in to your HighLevel agency account to import the snapshot, then load it into a new or existing sub-account and choose which assets to bring in. If you load it into an existing sub-account, check for assets with the same names before confirming, because loading can overwrite them. Snapshots don't update themselves: the copy you load is yours to edit, and later changes we make to our version don't reach your sub-account automatically.",
  },
  {
    question: "What isn't included, and what setup do I still need to do?",
    answer:
      "A snapshot carries the build, not the data or the connections. Contacts, conversations, users, phone numbers, email sending domains, A2P 10DLC registration and connected integrations such as Stripe, Google and Facebook never travel in a snapshot, and neither do reviews or reporting history. After loading, you add your users, buy or port a phone number in LC Phone, register for A2P 10DLC if you text US numbers, set up your sending domain, connect your payment provider, calendars and social accounts, fill in the Custom Values, import your contacts by CSV, and test each Workflow before you publish it. The setup checklist walks through these steps in order.",
  },
  {
    question: "Can I get a refund, or have you install it for me?",
    answer:
      "A snapshot purchase is eligible for a refund if you request it within 48 hours of payment and the snapshot hasn't been loaded into a sub-account. We review requests within 5-7 business days, and approved refunds are processed within 10-14 business days. If you'd rather not do the setup yourself, done-for-you installation and customisation are available on our service plans, from the Hourly plan at $15 an hour to the monthly Starter, Standard and Pro plans.",
  },
];
