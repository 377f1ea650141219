import { site } from "../site";
import type { LegalDocument } from "../types";

export const document: LegalDocument = {
  slug: "refund-policy",
  title: "Refund Policy",
  description: `When ${site.brandName} refunds: 48-hour early cancellation, the 14-day satisfaction guarantee, the 30-day guarantee on delivered work, snapshots and timelines.`,
  intro: `We want you to know exactly where you stand before you pay us. This policy sets out when you can get your money back from ${site.brandName}, when we fix things instead of refunding, and how long each step takes. It forms part of our Terms of Service.`,
  sections: [
    {
      id: "at-a-glance",
      title: "The policy at a glance",
      blocks: [
        {
          type: "list",
          items: [
            "Within 48 hours of your initial payment: cancel for a full refund, no questions asked.",
            "Within 14 days of the first payment of a monthly plan: if you are not satisfied and we cannot put it right, we refund the hours of that first month we have not yet delivered.",
            "For 30 days after delivery: anything that does not work as agreed is fixed free of charge. This is a guarantee of corrections, not a cash refund.",
            "Once a service has been used for over 30 days, it is non-refundable.",
            "Snapshots: refundable within 48 hours of purchase, as long as the snapshot has not been loaded into a sub-account.",
            "Refund requests are reviewed in 5-7 business days, and approved refunds are processed in 10-14 business days.",
          ],
        },
        {
          type: "paragraph",
          text: "Each of these rules covers a different point in time, so they do not overlap or contradict each other. The sections below explain each one.",
        },
      ],
    },
    {
      id: "early-cancellation",
      title: "Early cancellation within 48 hours",
      blocks: [
        {
          type: "paragraph",
          text: "If you change your mind within 48 hours of your initial payment for a monthly plan or for hourly work, email us and we will cancel and refund that payment in full. You do not need to give a reason, and it does not matter whether we have already started. The 48 hours run from the time the payment was made, and the request counts from the time your email reaches us.",
        },
      ],
    },
    {
      id: "satisfaction-guarantee",
      title: "The 14-day satisfaction guarantee on monthly plans",
      blocks: [
        {
          type: "paragraph",
          text: "Our pricing page promises a 14-day satisfaction guarantee on the Starter, Standard and Pro monthly plans. Here is what that means. If, within 14 days of the first payment of a monthly plan, you are not satisfied with our work, tell us what is wrong. We will first try to put it right. If we cannot, or you would rather stop, we cancel the plan and refund the hours of that first month that we have not yet delivered, at the plan's rate.",
        },
        {
          type: "paragraph",
          text: "For example, on the Standard plan ($799 for 30-35 hours), if we have delivered 10 hours by the time you ask and cannot resolve the problem, you get back the value of the remaining hours of the month, worked out on the plan's top figure of 35 hours. Hours already delivered are not refunded, because that work is done and is yours to keep.",
        },
        {
          type: "paragraph",
          text: "The guarantee applies to the first month of a plan only. It does not apply to renewals, to hourly work or to snapshots, and it sits alongside the 48-hour early cancellation: within 48 hours you get a full refund whatever has been delivered; from then until day 14 the satisfaction guarantee applies.",
        },
      ],
    },
    {
      id: "thirty-day-guarantee",
      title: "The 30-day guarantee on delivered work",
      blocks: [
        {
          type: "paragraph",
          text: "Separately, everything we deliver comes with a 30-day guarantee: for 30 days after delivery, if a workflow, funnel, form, integration or anything else we built does not work as we agreed, we fix it free of charge, and the time spent does not come out of your plan's hours. Delivered work also comes with 30 days of free support.",
        },
        {
          type: "paragraph",
          text: "This guarantee is about corrections, not cash. It is how we stand behind finished work after the refund windows above have closed. It does not cover new requests or changes of scope, or problems caused by later edits to the account, changes HighLevel makes to the platform, or third-party services.",
        },
      ],
    },
    {
      id: "after-thirty-days",
      title: "After 30 days of use",
      blocks: [
        {
          type: "paragraph",
          text: "Once a service has been used for over 30 days, it is non-refundable. That includes any month of a monthly plan that has already run, and any hourly work delivered more than 30 days ago. From then on, the way to stop paying is to cancel the plan: cancellation stops the next renewal, and the hours of the month you have already paid for remain available until the end of that billing period.",
        },
        {
          type: "paragraph",
          text: "Between day 15 and day 30 of a first month, the satisfaction guarantee has ended, but the 30-day guarantee on delivered work still applies, so if something we built is not working as agreed, we will fix it.",
        },
      ],
    },
    {
      id: "hourly-work",
      title: "Hourly work",
      blocks: [
        {
          type: "paragraph",
          text: "Hourly work at $15 per hour is billed for the hours worked. The 48-hour early cancellation applies to your initial payment. After that, hours that have been worked are not refunded; if the result does not work as agreed, the 30-day guarantee means we fix it without charging further hours.",
        },
      ],
    },
    {
      id: "snapshots",
      title: "Snapshots",
      blocks: [
        {
          type: "paragraph",
          text: "A snapshot can be refunded within 48 hours of purchase, as long as it has not yet been loaded into a sub-account. Once a snapshot has been loaded, its workflows, funnels and templates are in your account and cannot be handed back, so the purchase is final. If a loaded snapshot has a fault, for example a broken workflow step or a missing template, tell us and we will correct it.",
        },
        {
          type: "paragraph",
          text: "Please check the snapshot's description, feature list and FAQ before buying, and ask us if you are unsure whether it fits your business.",
        },
      ],
    },
    {
      id: "what-is-not-refunded",
      title: "Charges we cannot refund",
      blocks: [
        {
          type: "paragraph",
          text: "We can only refund what you paid us. Your GoHighLevel subscription, usage charges (LC Phone, LC Email, A2P 10DLC fees), add-ons and other software are billed by their providers, and refunds for them are up to those providers under their own terms. If you were charged by us in error, for example twice for the same month, that is a billing correction rather than a refund under this policy, and we put it right as soon as we confirm it.",
        },
      ],
    },
    {
      id: "how-to-request",
      title: "How to request a refund",
      blocks: [
        {
          type: "paragraph",
          text: `Email ${site.contactEmail} from the email address linked to your plan or purchase, with "Refund request" in the subject line. Please include:`,
        },
        {
          type: "list",
          items: [
            "Your name and business name.",
            "The plan, hourly work or snapshot the request is about, and the date you paid.",
            "For the 14-day guarantee, a short description of what is not working for you.",
            "For a snapshot, confirmation that it has not been loaded into a sub-account.",
          ],
        },
      ],
    },
    {
      id: "review-and-processing",
      title: "Review and processing times",
      blocks: [
        {
          type: "paragraph",
          text: "We acknowledge your request and review it within 5-7 business days, checking the payment date, what has been delivered and, for the 14-day guarantee, whether we can fix the problem. We then tell you the outcome and the amount by email. Approved refunds are processed within 10-14 business days and go back to the card or account you paid with. Your bank may take a few extra days to show the money.",
        },
        {
          type: "paragraph",
          text: "If you disagree with our decision, reply to the same email and the person who manages your account will look at it again. We would rather sort things out with you directly than through a payment dispute.",
        },
      ],
    },
  ],
};
