import type { ServicePage } from "../types";

export const page: ServicePage = {
  slug: "social-media-automation",
  metaTitle: "GoHighLevel Social Planner & DM Automation Setup",
  metaDescription:
    "Social Planner calendars, bulk-scheduled and recycled evergreen posts, and Instagram and Facebook comment-to-DM automations, set up in GoHighLevel for you.",
  headline: "Social Media That Posts on Schedule and Starts Conversations",
  lead: "We set up GoHighLevel's Social Planner so a month of posts goes out across your channels from one calendar, and we build the automations that turn comments and DMs into leads in your CRM. You plan the content once; the account publishes it, reuses the evergreen pieces and follows up with the people who respond.",
  overview: [
    "Social Planner publishes to Facebook, Instagram, LinkedIn, Google Business Profile, TikTok, YouTube, Pinterest and X from one sub-account. We connect the profiles you actually use, set preferred posting times for each, and create content categories (tips, customer stories, offers, behind the scenes) so the calendar shows at a glance whether the mix is balanced. Posts can be uploaded in bulk from a CSV, drafted with Content AI, designed in Canva without leaving the planner, and adjusted per channel so a LinkedIn caption doesn't read like an Instagram one.",
    "Evergreen content is where most of the time is saved. Your best-performing tips, FAQs and testimonials are set up as recurring posts that go out again on a schedule you choose, keeping every profile active in the weeks when nobody has time to create something new. For teams and agencies, posts can be prepared as drafts and reviewed before they're scheduled, so the owner signs off on what goes out under their name.",
    "The part most businesses miss is what happens after someone engages. We build Workflows on Facebook and Instagram comment triggers so that a person who comments a keyword such as PRICE or GUIDE on a post receives a private message with the link or details, a tag, and a place in your pipeline. Instagram and Facebook messages land in Conversations beside SMS and email, Conversation AI can answer the common questions if you use it, and anyone who shares a phone number or email moves into your normal follow-up. Meta only allows automated messages within 24 hours of the person's last message, so every automation is built to respect that window.",
  ],
  audience: [
    "Real estate agents who know they should post listings, market updates and client wins every week but end up posting in bursts between closings.",
    "Gyms, yoga studios and personal trainers whose Instagram comments and DMs are full of 'how much?' and 'do you have a free trial?' questions that go unanswered for days.",
    "Local service businesses that want their Google Business Profile, Facebook page and Instagram kept active without hiring a full-time social media manager.",
    "Coaches and course creators running keyword campaigns, such as 'comment GUIDE for the free checklist', who need every commenter captured as a contact.",
    "Agencies managing social posting for many clients that want each client's calendar, drafts and reporting inside that client's own sub-account.",
  ],
  features: [
    {
      title: "Channel connection and posting times",
      description:
        "Each profile connected to Social Planner with its own preferred posting times, so a post dropped into the queue goes out when that audience is most active.",
    },
    {
      title: "Content categories and calendar view",
      description:
        "Posts grouped into categories with colour coding, giving a month view that shows gaps and imbalances before your followers notice them.",
    },
    {
      title: "Bulk scheduling from CSV",
      description:
        "A month or a quarter of posts prepared in a spreadsheet and uploaded in one go, with images, links and publish dates, instead of scheduling them one by one.",
    },
    {
      title: "Recurring evergreen posts",
      description:
        "Tips, FAQs and testimonials that still hold up set to repeat on a schedule, so every profile stays active during your busiest weeks.",
    },
    {
      title: "Content AI and Canva",
      description:
        "Caption drafts generated with Content AI and graphics created in the built-in Canva integration, edited and approved by a person before they publish.",
    },
    {
      title: "Channel-specific versions",
      description:
        "One post adapted per platform, with a longer caption for LinkedIn, hashtags for Instagram and a call-to-action button for Google Business Profile.",
    },
    {
      title: "Google Business Profile posts",
      description:
        "Updates, offers and events published to your Google profile on a steady schedule, keeping the listing fresh for people searching nearby.",
    },
    {
      title: "Comment-to-DM automations",
      description:
        "Keyword comments on chosen Facebook and Instagram posts trigger a private reply with the promised link, plus a tag that records which campaign the person came from.",
    },
    {
      title: "DMs in one inbox",
      description:
        "Instagram and Messenger conversations handled in Conversations next to SMS and email, with assignment to team members and optional Conversation AI replies.",
    },
    {
      title: "Lead capture into your pipeline",
      description:
        "People who share a phone number or email in a DM become contacts with an Opportunity in the right stage and enter the same follow-up as your website leads.",
    },
    {
      title: "Tracked links and social reporting",
      description:
        "UTM-tagged links in posts so website visits and form fills are credited to social, alongside Social Planner's statistics on reach and engagement per channel.",
    },
    {
      title: "Draft review routine",
      description:
        "Posts prepared as drafts for an owner or client to check before they're scheduled, so nothing is published under a business's name without a yes.",
    },
  ],
  benefits: [
    {
      title: "Consistency without daily effort",
      description:
        "An afternoon of batch scheduling each month replaces the daily scramble of deciding what to post and remembering to post it.",
    },
    {
      title: "Engagement that turns into leads",
      description:
        "Comments and DMs stop being likes that go nowhere; each interested person is captured, tagged and followed up like any other lead.",
    },
    {
      title: "Faster replies to questions",
      description:
        "Instant keyword replies and a shared inbox mean the person asking about prices today hears back today, not after the weekend.",
    },
    {
      title: "More life from good content",
      description:
        "Recurring evergreen posts keep reaching new followers who missed them the first time, so one strong post earns its keep for months.",
    },
    {
      title: "Fewer tools and logins",
      description:
        "Scheduling, messaging and lead capture live in the CRM you already use, so a separate scheduling subscription and a DM tool can often be cancelled.",
    },
    {
      title: "Proof that social is worth it",
      description:
        "Tracked links and campaign tags show which posts produced enquiries and bookings, which makes it easier to decide where to spend time next month.",
    },
  ],
  process: [
    {
      title: "Channel and content audit",
      description:
        "We review your profiles, posting history and the questions people ask in comments and DMs, then agree on channels, categories and posting frequency.",
    },
    {
      title: "Connect and configure Social Planner",
      description:
        "We connect each profile, set posting times and categories, and prepare the CSV template your team will use for bulk scheduling.",
    },
    {
      title: "Load the first month",
      description:
        "Using content you supply, we schedule the first month of posts, mark evergreen pieces as recurring, and tailor each post to its channel.",
    },
    {
      title: "Build DM and comment automations",
      description:
        "We build the keyword comment replies, DM routing, contact creation and pipeline placement, and test them with real comments on test posts.",
    },
    {
      title: "Handover and support",
      description:
        "We walk your team through the calendar, the inbox and the reporting, and you have 30 days of free support while the new routine beds in.",
    },
  ],
  faqs: [
    {
      question: "Which platforms can you connect, and do we need business accounts?",
      answer:
        "Social Planner connects to Facebook pages, Instagram professional accounts, LinkedIn, Google Business Profile, TikTok, YouTube, Pinterest and X. For Instagram posting and DM automation, the account needs to be a business or creator account, and we help switch it over if it's still personal. Whoever is an admin on each profile authorises the connection, so we never need your social media passwords.",
    },
    {
      question: "Will you write our posts, or only set up the system?",
      answer:
        "The service is the system: Social Planner, categories, evergreen scheduling, comment and DM automations and reporting. We load and schedule the first month from content you provide and show your team how to use Content AI and Canva to produce the rest. If you'd rather we keep loading posts each month, plan hours can be used for that batch scheduling.",
    },
    {
      question: "What does it cost and how long does setup take?",
      answer:
        "Setting up Social Planner and a handful of comment-to-DM automations usually fits the Starter plan at $499/mo (15-20 hours), or hourly at $15/hour for a lighter setup. Work starts within 5-7 business days and a typical setup is delivered in 7-10 days. Agencies rolling the same setup out to many client sub-accounts are better served by the Standard or Pro plan, where we can also turn it into a reusable snapshot.",
    },
    {
      question: "Is it safe to automate Instagram and Facebook messages?",
      answer:
        "Yes, when it's done within Meta's rules. The connection uses Meta's official messaging access, automations only reply to people who commented or messaged you first, and replies are sent within the 24-hour window Meta allows. We don't build mass cold DMs or anything that imitates a person scrolling and messaging strangers, because that is what gets accounts restricted.",
    },
    {
      question: "We schedule with HubSpot, Hootsuite, Buffer or a spreadsheet. What happens to our accounts and content?",
      answer:
        "Your social profiles stay yours; GoHighLevel simply becomes another authorised app, and you can disconnect it or your old tool at any time. Scheduled posts don't transfer between tools, so we export your upcoming queue and bring it across through the CSV upload, and a spreadsheet calendar usually converts directly. After delivery you have 30 days of free support, and our 30-day guarantee covers anything we built that doesn't work as agreed.",
    },
  ],
  cta: {
    title: "Get Your Social Media Automated",
    subtitle: "Tell us which channels you post on and what people ask in your comments, and we'll plan the calendar and automations to match.",
  },
  related: ["reputation-management", "chatbot-conversation-builder", "funnel-website-creation"],
  snapshots: ["real-estate-agent", "gym", "yoga-studio"],
};
