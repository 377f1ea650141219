import type { ServicePage } from "../types";

export const page: ServicePage = {
  slug: "email-marketing-automation",
  metaTitle: "GoHighLevel Email Marketing Automation & Deliverability",
  metaDescription:
    "Email nurture sequences, broadcasts and re-engagement campaigns on LC Email, sent from an authenticated domain so your messages reach the inbox, not spam.",
  headline: "Email That Lands in the Inbox and Gets Read",
  lead:
    "We set up LC Email on an authenticated sending domain, then build the nurture sequences, broadcasts and re-engagement campaigns that turn a quiet list into booked calls and repeat sales. Deliverability comes first, because the best email is wasted in a spam folder.",
  overview: [
    "Email problems usually start below the copy. We set up a dedicated sending subdomain such as mail.yourbusiness.com on LC Email, add SPF, DKIM and DMARC records, and align the from address so mailbox providers can verify it. Gmail and Yahoo now expect bulk senders to authenticate, offer one-click unsubscribe and keep spam complaints low, so we check each of those before the first send and warm a new domain up gradually.",
    "Then we build the automation in Workflows. A typical setup includes a welcome sequence for new subscribers, a nurture series for leads who didn't book, a post-purchase or post-appointment sequence, and a re-engagement campaign for contacts who haven't opened in 90 days. Each uses wait steps, if/else branches on opens, clicks and tags, and goal events that pull contacts out the moment they book or buy, so nobody receives a sales email the day after paying.",
    "Broadcasts are built from reusable templates in the email builder, with your logo, colours and footer saved once. We create smart lists for the segments that matter, such as past customers, open leads by service and subscribers who clicked a particular offer, and run A/B subject-line tests on larger sends. Bounced and long-unengaged addresses are suppressed so they stop dragging down your sender reputation.",
  ],
  audience: [
    "Coaches and course creators with thousands of subscribers who only send email when a launch is on.",
    "Retail boutiques and e-commerce brands that want past buyers back for each new collection without paying for another email tool.",
    "Dental and chiropractic practices that need recall reminders and newsletters sent to patients who haven't booked in six months.",
    "Businesses moving from Mailchimp, Keap or ActiveCampaign to GoHighLevel whose open rates dropped after the switch.",
  ],
  features: [
    {
      title: "Sending domain setup",
      description:
        "A dedicated LC Email sending subdomain with SPF, DKIM and DMARC records, verified and aligned with your from address.",
    },
    {
      title: "Domain warm-up plan",
      description:
        "A gradual volume schedule for new domains that starts with your most engaged contacts, so early sends build reputation rather than spend it.",
    },
    {
      title: "Welcome sequence",
      description:
        "Three to five emails for new subscribers that deliver what they signed up for, introduce your business and invite the first booking or purchase.",
    },
    {
      title: "Lead nurture series",
      description:
        "Longer sequences for leads who didn't buy, mixing worked examples, answers to common objections and direct offers, with branches based on what they click.",
    },
    {
      title: "Post-purchase and post-visit emails",
      description:
        "Thank-you, how-to-use, review request and next-purchase emails timed from the Order Submitted trigger or a change in appointment status.",
    },
    {
      title: "Re-engagement campaigns",
      description:
        "A short series for contacts who haven't opened in months, followed by automatic suppression of anyone who still doesn't respond.",
    },
    {
      title: "Broadcast templates",
      description:
        "Branded, mobile-tested templates in the email builder for newsletters, promotions and announcements, with a saved footer and unsubscribe link.",
    },
    {
      title: "Segmentation with smart lists",
      description:
        "Segments built on tags, purchase history, pipeline stage and engagement, so each broadcast reaches the people it is relevant to.",
    },
    {
      title: "Goals and exit rules",
      description:
        "Goal events that take contacts out of a sequence when they book, buy or reply, so nobody is pitched something they already own.",
    },
    {
      title: "Subject line testing",
      description:
        "A/B tests on subject lines for larger campaigns, with the winning version sent to the rest of the list.",
    },
    {
      title: "List hygiene",
      description:
        "Email verification for imported lists, bounce and complaint suppression, and a written rule for retiring contacts who have stopped engaging.",
    },
  ],
  benefits: [
    {
      title: "More email in the inbox",
      description:
        "Authentication and list hygiene improve inbox placement, which lifts every number that follows it.",
    },
    {
      title: "Revenue from a list you already own",
      description:
        "Past customers and old leads become a regular source of bookings instead of an export sitting forgotten in a folder.",
    },
    {
      title: "Always-on nurture",
      description:
        "Leads keep hearing from you on a sensible schedule while your team concentrates on the people ready to buy now.",
    },
    {
      title: "One less subscription",
      description:
        "Sending through LC Email inside GoHighLevel can replace a separate email platform you are paying for today.",
    },
    {
      title: "Messages that fit the reader",
      description:
        "Branches and segments mean a lead interested in one service doesn't receive a newsletter about another.",
    },
    {
      title: "Clear performance data",
      description:
        "Opens, clicks, bounces and unsubscribes for each email and each sequence show what to rewrite and what to leave alone.",
    },
  ],
  process: [
    {
      title: "Deliverability and list audit",
      description:
        "We check your DNS records, current sender reputation, list sources and engagement, and flag contacts who should not be emailed at all.",
    },
    {
      title: "Campaign map and copy",
      description:
        "We map each sequence with its triggers, timing and branches, and write or edit the emails with you so they sound like your business.",
    },
    {
      title: "Build and authenticate",
      description:
        "We configure the sending domain, build templates and Workflows, import and segment contacts, and send tests to Gmail, Outlook and Yahoo inboxes.",
    },
    {
      title: "Launch and optimise",
      description:
        "We send to engaged segments first, widen the audience as reputation holds, and go over the results with you while your free 30-day support period runs.",
    },
  ],
  faqs: [
    {
      question: "Why are our emails going to spam?",
      answer:
        "The usual causes are a sending domain without SPF, DKIM or DMARC, a from address that doesn't match the authenticated domain, a list containing old or purchased addresses, or a sudden jump in volume. We check each of these, fix the DNS, clean the list and raise volume gradually. Content matters too, but it is rarely the main culprit.",
    },
    {
      question: "Can you move our list and campaigns from Mailchimp, Keap or ClickFunnels?",
      answer:
        "Contacts move by CSV import with their tags and subscription status, and unsubscribed contacts stay marked so they are never emailed again. Templates and automations are rebuilt in GoHighLevel rather than copied, which is also a good moment to drop sequences nobody reads. We time the switch so subscribers don't receive duplicate emails from both systems.",
    },
    {
      question: "What does email automation setup cost?",
      answer:
        "Setup runs on our plans or at $15/hour. A sending domain, welcome sequence and one nurture series typically fit the Starter plan ($499/month, 15-20 hours), while a full programme with re-engagement, post-purchase flows and ongoing monthly broadcasts suits Standard ($799/month) or Pro ($1200/month). LC Email sending is billed by HighLevel at its own per-email rates.",
    },
    {
      question: "How do you handle consent, unsubscribes and GDPR?",
      answer:
        "Every marketing email carries an unsubscribe link, and unsubscribes are honoured automatically across all Workflows. We record how and when each contact opted in wherever your forms allow it, and for EU contacts we can add consent checkboxes and separate lists to support GDPR. We set the platform up to support your compliance; your own adviser confirms what your business needs.",
    },
    {
      question: "Who owns the list, and what if something breaks after launch?",
      answer:
        "You own the list and the domain. The domain is registered to you, the contacts live in your GoHighLevel account, and you can export them whenever you like. If a sequence or template we built misfires within 30 days of delivery, our 30-day guarantee covers the fix, and support requests always get a first reply within 48 hours.",
    },
  ],
  cta: {
    title: "Fix Your Email Marketing",
    subtitle: "Tell us about your list and your current results, and we'll find what is keeping your emails out of the inbox.",
  },
  related: ["sms-voice-messaging", "funnel-website-creation", "form-survey-creation"],
  snapshots: ["online-course-creator", "life-coach", "retail-boutique"],
};
