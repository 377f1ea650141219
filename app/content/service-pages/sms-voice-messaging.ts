import type { ServicePage } from "../types";

export const page: ServicePage = {
  slug: "sms-voice-messaging",
  metaTitle: "SMS & Voice Messaging Setup in GoHighLevel",
  metaDescription:
    "A2P 10DLC registration, LC Phone numbers, missed-call text back, IVR call routing and compliant SMS follow-up, built in GoHighLevel by certified experts.",
  headline: "Texting and Calling That Catch Every Lead",
  lead: "We register your business for A2P 10DLC, set up LC Phone numbers and build the Workflows that text back missed calls, route inbound calls and follow up by SMS. Your team works every thread from one Conversations inbox, and carriers see a sender they can trust.",
  overview: [
    "Most of this service happens in two places: the sub-account's phone settings and Workflows. We buy or port your LC Phone numbers, set the forwarding number and caller ID, turn on call recording where you want it, and switch on missed-call text back so anyone who reaches voicemail gets a text from the same number within seconds. Inbound calls run through an IVR menu built in Workflows (press 1 for new appointments, 2 for an existing job, 3 for billing) that connects the caller to the right person during business hours and records a transcribed voicemail after them.",
    "Before any of that can send texts at volume in the US, the number has to sit behind an approved A2P 10DLC brand and campaign. We prepare the registration in your business's legal name: EIN, registered address, a campaign description that matches how you actually text, sample messages, and a description of how people opt in. We also check that your website carries a privacy policy saying mobile numbers are not shared with third parties for marketing, because a missing or vague policy is one of the most common reasons carriers reject a campaign.",
    "Then we write the messages. Speed-to-lead texts go out within a minute of a form fill, appointment reminders land at 24 hours and 2 hours with a reply-to-confirm option, reactivation broadcasts are sent in drip mode so carriers don't see a sudden spike, and if you have the AI Employee add-on, Conversation AI or Voice AI can take the first exchange. Every first message carries your business name and opt-out instructions, and a STOP reply sets the contact to Do Not Disturb for SMS automatically.",
  ],
  audience: [
    "HVAC, plumbing and roofing companies, where a call missed while the crew is on a job often becomes a lost job because the homeowner simply rings the next number on Google.",
    "Dental offices, chiropractors and med spas whose front desk spends hours each week on reminder calls and wants confirmations, reschedules and no-show follow-up handled by text instead.",
    "Real estate teams and mortgage brokers with several people on one account who need shared numbers, routing by agent, and every call and text recorded against the contact.",
    "Agencies whose client sub-accounts are stuck in A2P rejection loops, or whose messages are being filtered, and who want the registration fixed properly rather than resubmitted blindly.",
    "Any business still texting customers from a personal mobile or a standalone texting app that wants those conversations inside the CRM, where the whole team can see them.",
  ],
  features: [
    {
      title: "A2P 10DLC brand and campaign registration",
      description:
        "We complete the brand and campaign submission with your EIN, legal name, use-case description and sample messages written to match your real traffic. If a campaign comes back rejected, we read the carrier's reason, correct it and resubmit.",
    },
    {
      title: "LC Phone numbers and porting",
      description:
        "Local or toll-free numbers bought in your sub-account, or your existing number ported in so customers keep dialling the number printed on your vans and your Google profile. Toll-free numbers go through their own verification, which we submit too.",
    },
    {
      title: "Missed-call text back",
      description:
        "When a call goes unanswered, the caller gets a text from the same number within seconds, written in your voice and offering a booking link or a call back. Their reply lands in Conversations as an ordinary thread.",
    },
    {
      title: "IVR menus and call routing",
      description:
        "Press-1 menus that send sales, service and billing calls to different people or ring groups, with business-hours branches and an after-hours voicemail that is transcribed and assigned to an owner.",
    },
    {
      title: "Call recording and voicemail greetings",
      description:
        "Recording switched on per number where you want it, with an optional spoken notice at the start of the call, plus custom voicemail greetings for each number or menu branch.",
    },
    {
      title: "Consent wording on every form",
      description:
        "An SMS consent statement with your business name, message frequency, a note that message and data rates may apply, and STOP and HELP instructions, added to every form and survey that asks for a phone number.",
    },
    {
      title: "Speed-to-lead SMS sequences",
      description:
        "A first text within a minute of a form submission or Facebook lead, followed by a short sequence that ends the moment the contact replies, so nobody receives a scripted nudge after they've already answered.",
    },
    {
      title: "Two-way appointment confirmations",
      description:
        "Reminders at 24 hours and 2 hours ask the contact to reply C to confirm. A Customer Replied trigger reads the answer, updates the appointment and alerts staff if someone asks to move it.",
    },
    {
      title: "Quiet hours and send windows",
      description:
        "Every Workflow that texts is held to daytime hours in the contact's own time zone, so a lead who fills in a form at 11pm hears from you at 9am rather than at midnight.",
    },
    {
      title: "Drip-mode broadcasts",
      description:
        "Reactivation and promotional bulk texts released in batches over several hours instead of all at once, which keeps carrier filtering down and spreads the replies across your team's day.",
    },
    {
      title: "Voice AI and call tracking (optional)",
      description:
        "With the AI Employee add-on, a Voice AI agent can answer after-hours calls, capture the reason for calling and book into your calendar. Separate tracking numbers per ad source show which campaigns actually make the phone ring.",
    },
  ],
  benefits: [
    {
      title: "Callers you couldn't answer still become conversations",
      description:
        "Most people hang up rather than leave a voicemail, but many will answer a text that arrives seconds later. Missed-call text back turns that silence into a thread your team can pick up.",
    },
    {
      title: "Texts that reach the handset",
      description:
        "A correctly registered campaign, honest sample messages and steady send volumes are what keep messages out of carrier filtering, and we build for all three rather than hoping for the best.",
    },
    {
      title: "One history per customer",
      description:
        "Calls, recordings, voicemails and texts sit on the contact's timeline beside their forms and appointments, so whoever takes the next call can see what was already said.",
    },
    {
      title: "Fewer empty appointment slots",
      description:
        "Reply-to-confirm reminders ask people to commit. Anyone who stays silent gets a call from staff the day before, while there is still time to offer the slot to someone else.",
    },
    {
      title: "A team that isn't tied to one handset",
      description:
        "The mobile app and shared Conversations inbox let anyone on the team reply from the business number, and customers never see a staff member's personal mobile.",
    },
    {
      title: "Opt-outs honoured without anyone remembering",
      description:
        "STOP, UNSUBSCRIBE and similar replies mark the contact Do Not Disturb for SMS straight away, so no later Workflow or broadcast texts them again by accident.",
    },
  ],
  process: [
    {
      title: "Phone and compliance audit",
      description:
        "We review your current numbers, call flow, forms and website, and collect what registration needs: legal name, EIN, address, website URL and a plain description of who you text and why.",
    },
    {
      title: "Registration and numbers",
      description:
        "We submit the A2P brand and campaign, buy numbers or start the port, and set forwarding, caller ID and recording. Carrier review runs on its own clock, so this is always the first thing we start.",
    },
    {
      title: "Call flows and texting Workflows",
      description:
        "We build the IVR, missed-call text back, lead sequences, reminders and opt-out handling, testing each one with real calls and texts to a test contact.",
    },
    {
      title: "Staged go-live",
      description:
        "Once the campaign is approved we switch on live sending and watch delivery and reply rates over the first few days before any broadcast goes out to your list.",
    },
    {
      title: "Handover and support",
      description:
        "You get a recorded walkthrough of the inbox, the mobile app and each Workflow, followed by 30 days of free support while your team settles into the new routine.",
    },
  ],
  faqs: [
    {
      question: "How long does A2P 10DLC approval take, and can we text before it's approved?",
      answer:
        "The build itself takes our usual 7-10 days, and we file the registration on day one because carrier review runs separately, usually a few days and longer if a campaign is sent back for changes. US carriers block messages from unregistered 10DLC numbers, so we don't switch on live SMS sequences until the campaign is approved. Calls, the IVR and voicemail work from the first day, and we test the texting Workflows on internal numbers while we wait.",
    },
    {
      question: "What opt-out wording do our texts need?",
      answer:
        "We put your business name and 'Reply STOP to opt out' in the first message any sequence sends, and we set HELP replies to return your business name and a way to reach you. Forms that collect phone numbers get a consent statement naming your business, the kind of messages you'll send, how often, that message and data rates may apply, and how to opt out. That is the wording carriers look for when they review a campaign. For questions about your own legal obligations, such as state texting-hour rules, your attorney is the right person to ask.",
    },
    {
      question: "What does it cost, and is phone usage included?",
      answer:
        "The build is covered by our plans: a typical SMS and voice setup fits the Starter plan at $499/mo (15-20 hours), and a smaller job such as missed-call text back on a single number can be done hourly at $15/hour. Usage is separate. LC Phone numbers, per-message and per-minute charges and A2P registration fees are billed by HighLevel to whoever owns the account, at HighLevel's rates, and we tell you what to expect before anything is bought.",
    },
    {
      question: "We already have a business number and another texting tool. Can you move us over?",
      answer:
        "Yes. Most business numbers can be ported into LC Phone, and while the port completes, typically one to two weeks depending on the losing carrier, we forward calls so nothing is missed. Contacts come across by CSV import with an opt-in field mapped, so people who opted out in Keap, HubSpot or your old texting app stay opted out. Old message threads usually can't be imported as conversations, so we export them for your records, and sequences are rebuilt as Workflows rather than copied.",
    },
    {
      question: "Who owns the numbers and the registration, and what support do we get after delivery?",
      answer:
        "The numbers sit in your sub-account and the A2P brand is registered to your business under your EIN, not ours, so nothing is tied to us if we ever part ways. After delivery you get 30 days of free support, and our 30-day guarantee means anything we built that doesn't work as agreed is fixed at no charge. After that, monthly support starts at $297, with a first reply to every support request within 48 hours.",
    },
  ],
  cta: {
    title: "Get Your Phone and SMS System Built",
    subtitle: "Tell us how calls and texts reach you today, and we'll map out the registration, numbers and Workflows you need.",
  },
  related: ["chatbot-conversation-builder", "calendar-booking-setup", "crm-pipeline-configuration"],
  snapshots: ["hvac", "plumbing", "dentist"],
};
