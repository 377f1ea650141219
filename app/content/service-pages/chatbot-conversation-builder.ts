import type { ServicePage } from "../types";

export const page: ServicePage = {
  slug: "chatbot-conversation-builder",
  metaTitle: "GoHighLevel Conversation AI Chatbot Setup & Training",
  metaDescription:
    "Conversation AI bots trained on your business that answer questions, qualify leads and book appointments across SMS, web chat, Facebook and Instagram DMs.",
  headline: "An AI Assistant That Answers, Qualifies and Books",
  lead:
    "We set up GoHighLevel's Conversation AI to reply to enquiries on SMS, web chat, Facebook and Instagram within seconds, ask your qualifying questions and book the right calendar. It hands over to a person when it should, and everything it says is visible in Conversations.",
  overview: [
    "A chatbot earns its keep in the hours your team can't cover: evenings, weekends and the first few minutes after a lead submits a form. We configure Conversation AI on the channels your customers already use, including SMS, the website chat widget, Facebook Messenger and Instagram DMs, and decide channel by channel whether the bot replies on its own or drafts suggestions for a person to approve.",
    "The bot is only as good as what it knows. We build its knowledge base from your website pages, service list, any prices you are happy to publish and a written FAQ, and we write its instructions: tone of voice, what it must never promise, when to ask for a phone number and which questions go straight to a human. Qualifying answers such as the service needed, ZIP code, budget or insurance type are saved to Custom Fields, so each conversation becomes data your pipeline can use.",
    "Booking is where bots pay for themselves. We connect Conversation AI to your Calendars so it offers genuinely open slots and books the appointment, which fires your normal confirmation and reminder Workflows. Conversations that need a person are tagged, assigned and flagged with an internal notification, and the bot stops replying once your team steps in. For phone enquiries the same approach extends to Voice AI, which can answer calls and take details when nobody is free.",
  ],
  audience: [
    "Dental offices and med spas whose front desk can't answer website chats and texts while checking patients in.",
    "HVAC, plumbing and roofing companies that receive most after-hours enquiries by text and lose them to whichever competitor replies first.",
    "Real estate agents running lead ads who need every new lead asked about timeline, price range and pre-approval before the agent calls.",
    "Coaches and course sellers answering the same twenty questions in Instagram DMs every single week.",
  ],
  features: [
    {
      title: "Multi-channel bots",
      description:
        "Conversation AI active on SMS, web chat, Facebook Messenger and Instagram DMs, with settings tuned for each channel.",
    },
    {
      title: "Auto-pilot or suggestive mode",
      description:
        "Choose per channel whether the bot replies by itself or drafts replies for staff to approve, and switch over once you trust its answers.",
    },
    {
      title: "Knowledge base training",
      description:
        "Your website pages, FAQs and service details loaded as the bot's source material and reviewed so outdated prices or policies aren't repeated.",
    },
    {
      title: "Instructions and guardrails",
      description:
        "Written rules on tone, topics to avoid, promises the bot may not make and wording for sensitive questions, tested against awkward messages.",
    },
    {
      title: "Lead qualification",
      description:
        "Questions asked in a natural order, with the answers saved to Custom Fields and tags so your pipeline and Workflows can act on them.",
    },
    {
      title: "Appointment booking",
      description:
        "A calendar connection that offers real availability and books directly, setting off your usual confirmation and reminder sequences.",
    },
    {
      title: "Human handover",
      description:
        "Rules for when the bot steps back and a person takes over, with the conversation assigned and an internal alert sent to the right user.",
    },
    {
      title: "Branded website chat widget",
      description:
        "A chat widget styled to your brand, with a greeting and opening question matched to the page it sits on.",
    },
    {
      title: "Workflows started from chats",
      description:
        "Tags and field updates from bot conversations that start nurture sequences, create opportunities or alert the owner about hot leads.",
    },
    {
      title: "Voice AI for the phones",
      description:
        "Where calls matter, Voice AI configured to answer after hours, collect the caller's details and send a summary to your team.",
    },
    {
      title: "Transcript review routine",
      description:
        "A weekly checklist for reading bot transcripts, spotting weak answers and updating the knowledge base before small errors repeat.",
    },
  ],
  benefits: [
    {
      title: "Replies in seconds, at any hour",
      description:
        "Someone who messages at 10 p.m. gets an answer straight away instead of finding a competitor before your office opens.",
    },
    {
      title: "Front desk time back",
      description:
        "Routine questions about hours, prices and locations are handled by the bot, leaving staff free for the conversations that need them.",
    },
    {
      title: "Better-prepared sales calls",
      description:
        "By the time a salesperson rings, the bot has already gathered budget, timeline and service details.",
    },
    {
      title: "More booked appointments",
      description:
        "Offering real calendar slots inside the conversation removes the back-and-forth that usually loses the booking.",
    },
    {
      title: "Consistent answers",
      description:
        "Every enquiry receives the same accurate information, drawn from a knowledge base you control and can update.",
    },
    {
      title: "Full visibility",
      description:
        "Bot messages sit in Conversations next to your team's, so you can read exactly what was said to whom.",
    },
  ],
  process: [
    {
      title: "Conversation audit",
      description:
        "We read a sample of your recent messages to learn what people ask, how they phrase it and where replies are slow or missing.",
    },
    {
      title: "Knowledge and script design",
      description:
        "We write the knowledge base, bot instructions, qualifying questions and handover rules, and you approve them before the bot speaks to anyone.",
    },
    {
      title: "Build and test",
      description:
        "We configure the bot, calendars and Workflows, then test with dozens of realistic messages, including rude, off-topic and tricky ones, in suggestive mode first.",
    },
    {
      title: "Launch, review and refine",
      description:
        "We move channels to auto-pilot one at a time, review transcripts with you over the first weeks and tune answers during your 30 days of free support.",
    },
  ],
  faqs: [
    {
      question: "Will the bot say something wrong to a customer?",
      answer:
        "Any AI can get an answer wrong, so we reduce the risk three ways. The bot answers only from a knowledge base we have reviewed, its instructions forbid quoting anything that isn't listed and send tricky questions to a person, and we launch in suggestive mode so your staff approve replies until you are comfortable. Every message is visible in Conversations for you to check.",
    },
    {
      question: "What does it cost to run, beyond your setup work?",
      answer:
        "Our setup runs on any of our plans or at $15/hour, depending on how many channels you want and how complex the booking rules are. Conversation AI usage itself is billed by HighLevel, either per use or through its AI Employee plan, and text messages are charged through LC Phone as usual. We show you the expected usage before launch so the bill holds no surprises.",
    },
    {
      question: "Can a clinic use the bot, and is the texting compliant?",
      answer:
        "Clinics can use it, but storing health information in the account means you need HighLevel's HIPAA add-on, which covers the whole agency account, and you should confirm with your own advisers what may be discussed by text. For SMS in the US your number must be registered for A2P 10DLC, and the bot respects opt-out replies such as STOP. We configure the platform; we don't give legal advice.",
    },
    {
      question: "We already have a chatbot on our website. Can you replace it?",
      answer:
        "Yes. We take the questions and answers from your existing bot or help desk, turn them into the Conversation AI knowledge base and swap the old widget for the GoHighLevel chat widget. Contacts captured by the old tool come across by CSV, so the record of who enquired is kept.",
    },
    {
      question: "How long does setup take, and who owns the bot?",
      answer:
        "A bot covering one or two channels with booking is typically delivered in 7-10 days, with the build beginning no later than 5-7 business days after you sign up. The bot, its knowledge base and every conversation live in your account and belong to you, and our 30-day guarantee covers anything we configured that doesn't behave as agreed.",
    },
  ],
  cta: {
    title: "Design Your AI Assistant",
    subtitle: "Send us the questions your customers ask most and we'll show you how a Conversation AI bot would answer and book them.",
  },
  related: ["sms-voice-messaging", "calendar-booking-setup", "crm-pipeline-configuration"],
  snapshots: ["dentist", "med-spa", "hvac"],
};
