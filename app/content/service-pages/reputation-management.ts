import type { ServicePage } from "../types";

export const page: ServicePage = {
  slug: "reputation-management",
  metaTitle: "GoHighLevel Reputation Management & Review Setup",
  metaDescription:
    "Automated Google review requests, AI review replies, review widgets and low-rating alerts, set up in GoHighLevel Reputation Management around your business.",
  headline: "A Steady Stream of Fresh Google Reviews",
  lead: "We set up GoHighLevel's Reputation Management so every customer is asked for a review at the right moment, every review gets a reply, and a poor rating reaches you fast enough to put things right. It runs in the background while your team does the work that earns the reviews.",
  overview: [
    "We connect your Google Business Profile and Facebook page to the sub-account so reviews flow into the Reputation dashboard, then set up the request itself: a short, personal SMS and email with a direct link to your review form, sent when the customer is most likely to be pleased. For a plumber that is when the job is marked complete; for a clinic, a couple of hours after the appointment is marked showed; for a restaurant, the morning after the reservation. We build those moments as Workflows using the Send Review Request action, triggered by whichever pipeline stage, appointment status or paid invoice means the work has been delivered.",
    "Replies are handled with Reviews AI, which drafts responses in your tone of voice. We configure it to suggest replies for your approval or, if you prefer, to answer positive reviews on its own while holding neutral and negative ones for a person. Low ratings are flagged to the owner straight away, so a problem is dealt with the same day rather than discovered a month later by a prospective customer.",
    "Around that we add the pieces that make reviews work as marketing: a review widget on your website that shows your latest Google reviews, a QR code and short link for the counter, receipts and invoices, and reporting on requests sent, reviews received and average rating over time. Businesses with several locations get a separate review link and separate figures for each one, so a strong branch doesn't hide a struggling one.",
  ],
  audience: [
    "Roofers, HVAC firms and other home-service businesses competing in the local map pack, where a company with 40 recent reviews can outrank one with 200 from five years ago.",
    "Dental, chiropractic and med-spa practices that deliver good care every day but mostly hear online from the occasional unhappy patient.",
    "Restaurants, salons and auto-repair shops with high customer volume, where asking each customer by hand simply never happens on a busy Saturday.",
    "Multi-location businesses and franchises that need requests, replies and ratings tracked per location without mixing them together.",
    "Agencies that sell reputation management to local clients and want a setup they can roll out to each sub-account and report on every month.",
  ],
  features: [
    {
      title: "Google and Facebook connection",
      description:
        "Your Google Business Profile and Facebook page linked to the sub-account, so reviews from both appear in a single Reputation dashboard.",
    },
    {
      title: "Review requests timed to the job",
      description:
        "SMS and email requests sent by Workflow when a job is completed, an invoice is paid or an appointment is marked showed, after the delay you choose.",
    },
    {
      title: "Request wording people answer",
      description:
        "Short, personal messages signed by a named person at your business, checked for length on a phone screen, with one link and nothing else to click.",
    },
    {
      title: "One polite reminder",
      description:
        "A single follow-up a few days later to customers who didn't open the first request, and never more than that.",
    },
    {
      title: "Reviews AI replies",
      description:
        "Responses drafted in your brand voice, either suggested for approval or posted automatically for positive reviews, with critical ones always left for a person.",
    },
    {
      title: "Low-rating alerts",
      description:
        "Reviews of three stars or fewer flagged to the owner by notification, with a follow-up task created so someone is accountable for the response.",
    },
    {
      title: "Same-day service check-in",
      description:
        "A 'how did everything go?' text sent to every customer after the service, giving anyone with a problem an easy way to tell you directly.",
    },
    {
      title: "Website review widget",
      description:
        "Your latest Google reviews displayed on your website or funnel pages, refreshing as new ones come in.",
    },
    {
      title: "QR codes and short review links",
      description:
        "A review link and QR code for receipts, business cards, invoices and the front counter, so walk-in customers can leave a review on the spot.",
    },
    {
      title: "Multi-location setup",
      description:
        "Each location in its own sub-account or with its own review link, so requests point to the correct Google profile and ratings stay separate.",
    },
    {
      title: "Reputation reporting",
      description:
        "Requests sent, new reviews and average rating over time, visible on the dashboard and easy to share with an owner or an agency client.",
    },
  ],
  benefits: [
    {
      title: "Reviews that keep arriving",
      description:
        "Asking every customer consistently, rather than whenever someone remembers, is the biggest single change most businesses can make to their review count.",
    },
    {
      title: "Stronger local search presence",
      description:
        "Review count, recency and your replies are among the signals Google considers for local results, and a steady flow helps more than an occasional burst.",
    },
    {
      title: "Problems handled before they spread",
      description:
        "The service check-in and low-rating alerts give you a chance to fix a bad experience while the customer still wants to hear from you.",
    },
    {
      title: "Every review answered",
      description:
        "Replying to good and bad reviews alike shows prospective customers that someone is listening, and AI drafts turn each reply into a minute's work.",
    },
    {
      title: "Proof where buyers decide",
      description:
        "Fresh reviews on your website and landing pages reassure visitors at the moment they are choosing between you and a competitor.",
    },
    {
      title: "No more awkward asking",
      description:
        "Staff no longer have to remember, or feel uncomfortable, asking for reviews face to face; the request arrives on its own with the right wording.",
    },
    {
      title: "Results you can see",
      description:
        "Monthly figures for requests, new reviews and rating make it obvious whether the system is working and which location needs attention.",
    },
  ],
  process: [
    {
      title: "Profile and moment review",
      description:
        "We check your Google and Facebook profiles, current rating and review volume, and agree the exact point in your customer journey when the request should go out.",
    },
    {
      title: "Connect and configure",
      description:
        "We link your profiles, set up Reviews AI and notifications, write the request and reminder messages, and create review links and QR codes for each location.",
    },
    {
      title: "Build the request Workflows",
      description:
        "We attach review requests and service check-ins to the pipeline stages, appointment statuses or invoices that mark a finished job, and add the widget to your website.",
    },
    {
      title: "Test, launch and report",
      description:
        "We run test customers through every path, launch to live customers, and walk you through the reputation reporting, followed by 30 days of free support.",
    },
  ],
  faqs: [
    {
      question: "Can you send only happy customers to Google and route unhappy ones to us?",
      answer:
        "We don't build that. Google's review policies prohibit selectively asking for positive reviews, a practice often called review gating, and breaking them can get reviews removed from your profile. Instead, every customer receives the same review request, and a separate service check-in a little earlier gives anyone with a problem an easy way to reach you first. In practice that catches most complaints without putting your profile at risk.",
    },
    {
      question: "How many new reviews should we expect?",
      answer:
        "We won't promise a number, because it depends on how many customers you serve each month and how satisfied they are. What we see again and again is that businesses ask far fewer customers than they think; once every completed job or appointment triggers a request, your review count starts to follow your customer volume. The reporting shows requests sent and reviews received, so you can see the trend for yourself.",
    },
    {
      question: "What does reputation setup cost, and how long does it take?",
      answer:
        "A standard setup for one location fits within the Starter plan at $499/mo (15-20 hours), or can be done hourly at $15/hour if you only need the request Workflow. Work starts within 5-7 business days and delivery usually takes 7-10 days. Text requests need your number registered for A2P 10DLC, and SMS usage is billed by HighLevel, so if registration isn't done yet we handle it as part of the project.",
    },
    {
      question: "Can we ask past customers from a spreadsheet, HubSpot or Keap for reviews?",
      answer:
        "Yes. We import past customers by CSV with their last service date, and usually recommend asking only people served in the last six to twelve months, whose experience is still fresh. The requests are sent in small daily batches rather than all at once, so your profile gains reviews steadily. Customers who haven't agreed to receive texts are asked by email only.",
    },
    {
      question: "Who owns the reviews and the setup, and what support comes after delivery?",
      answer:
        "Reviews belong to your Google Business Profile and Facebook page; GoHighLevel only connects to them, and the connection can be removed at any time without losing a single review. The Workflows, templates and widgets live in your sub-account. After delivery you get 30 days of free support and our 30-day guarantee on anything that doesn't work as agreed, and monthly support from $297 is available if you want us to keep tuning requests and replies.",
    },
  ],
  cta: {
    title: "Get Your Review System Set Up",
    subtitle: "Tell us where your reviews stand today and we'll plan when and how every customer gets asked.",
  },
  related: ["calendar-booking-setup", "sms-voice-messaging", "social-media-automation"],
  snapshots: ["restaurant", "auto-repair", "chiropractor"],
};
