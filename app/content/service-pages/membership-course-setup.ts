import type { ServicePage } from "../types";

export const page: ServicePage = {
  slug: "membership-course-setup",
  metaTitle: "GoHighLevel Membership, Course & Community Setup",
  metaDescription:
    "Courses, memberships and Communities built in GoHighLevel with drip content, Stripe payments, Offers and onboarding Workflows that keep students progressing.",
  headline: "Courses and Memberships Your Students Actually Finish",
  lead: "We build your courses, membership tiers and Communities inside GoHighLevel, connect them to checkout and automate everything from login emails to completion certificates. Content, students and payments live beside your CRM, so you can stop paying for a separate course platform.",
  overview: [
    "We set up the course structure in Memberships: products, categories and lessons, with video hosted inside GoHighLevel, downloadable worksheets, and quizzes wherever you want students to show they've understood a module. Drip schedules release categories a set number of days after enrolment, or lock each lesson until the one before it is complete, so a twelve-week program feels like twelve weeks rather than a folder of videos handed over on day one.",
    "Access is sold through Offers. Each Offer bundles one or more products and is tied to a price: a one-time payment, a payment plan or a monthly subscription, all charged through your own Stripe account. We build the sales page and order form in Funnels, add an order bump for a workbook or a coaching add-on, and make sure a successful payment grants access automatically while a refund or a cancelled subscription removes it.",
    "Around the courses we build the community and the automation. Communities get groups and channels for announcements, wins and questions, with levels and a leaderboard if you want to reward participation. Workflows send the welcome email with login details, nudge anyone who hasn't logged in for seven days, celebrate module completions, ask for a testimonial when someone finishes, and offer the next program to graduates of the first. The client portal can sit on your own domain and be used through the learner mobile app, so students see your brand and nobody else's.",
  ],
  audience: [
    "Coaches moving a signature program off Kajabi, Teachable or Kartra who want to stop paying for two platforms and see student progress next to their sales data.",
    "Business coaches and consultants running a group program with a paid community, who need payments, access and the weekly call schedule handled without admin.",
    "Trade and professional trainers selling certification courses, where quizzes, completion tracking and certificates matter as much as the videos themselves.",
    "Gyms, yoga studios and martial-arts schools adding an on-demand video library as a member perk or as a paid tier for people who can't make live classes.",
    "Agencies that want to run a client academy or an onboarding course inside the same account their clients already log in to.",
  ],
  features: [
    {
      title: "Course, category and lesson structure",
      description:
        "Products, categories and lessons organised the way your program teaches, with video, text, audio and downloadable files attached to each lesson.",
    },
    {
      title: "Drip and lock schedules",
      description:
        "Modules released a chosen number of days after enrolment, or lessons locked until the previous one is completed, so students work through the material in order.",
    },
    {
      title: "Quizzes and assessments",
      description:
        "Graded quizzes at the end of a module, with a pass mark where you want one, and the results visible on the student's record.",
    },
    {
      title: "Completion certificates",
      description:
        "Certificates carrying the student's name and completion date, issued when the course is finished, for programs where proof of completion has real value.",
    },
    {
      title: "Offers and pricing",
      description:
        "One-time, payment-plan and subscription Offers through Stripe, including free trials and bundles that unlock several courses with one purchase.",
    },
    {
      title: "Checkout funnels with order bumps",
      description:
        "A sales page, order form and one-click upsell built in Funnels, so the add-on workbook or extra coaching call is a single tick away at checkout.",
    },
    {
      title: "Automatic access control",
      description:
        "Workflows grant access on payment and revoke it when a subscription is cancelled or a refund is issued, with a message explaining how to restore it.",
    },
    {
      title: "Communities",
      description:
        "Groups with channels for announcements, questions and wins, member profiles, and optional levels and a leaderboard that reward people who take part.",
    },
    {
      title: "Onboarding and login emails",
      description:
        "A welcome sequence with login details, a start-here video and the community link, followed by a check-in if someone still hasn't logged in.",
    },
    {
      title: "Progress-based nudges",
      description:
        "Lesson and category completion triggers drive messages that congratulate, remind and move students forward instead of letting them stall halfway.",
    },
    {
      title: "Branded portal and learner app",
      description:
        "The client portal on your own domain, in your logo and colours, with access through the learner mobile app so students can watch on their phones.",
    },
    {
      title: "Student import and bulk enrolment",
      description:
        "Existing students imported by CSV and granted the right Offer in bulk by Workflow, with one email inviting them to set a password on the new platform.",
    },
  ],
  benefits: [
    {
      title: "One subscription fewer",
      description:
        "Hosting courses where your CRM, funnels and email already live means one bill, one login and no fragile integration to maintain between two platforms.",
    },
    {
      title: "More students reach the end",
      description:
        "Drip releases and progress nudges keep people moving, and students who finish are the ones who renew, refer friends and buy the next program.",
    },
    {
      title: "No manual access admin",
      description:
        "Purchases, refunds and cancellations change access on their own, so nobody on your team is adding or removing students by hand at the end of the month.",
    },
    {
      title: "More revenue from each buyer",
      description:
        "Order bumps, upsells and a next-program offer sent on completion add revenue from people who already trust you enough to have bought once.",
    },
    {
      title: "Student data you can act on",
      description:
        "Logins, progress and quiz results sit on the contact record, so you can segment by who is stuck, who is engaged and who is ready for one-to-one coaching.",
    },
    {
      title: "A community you control",
      description:
        "Discussion happens in your branded space rather than a social network group whose rules can change overnight, and member activity can feed your Workflows.",
    },
    {
      title: "Fresh testimonials every month",
      description:
        "Graduates are asked for a written or video testimonial while the result is fresh, which keeps giving your sales page new proof without you chasing anyone.",
    },
  ],
  process: [
    {
      title: "Program map",
      description:
        "We map your modules, release schedule, pricing and community structure with you, and agree what each tier includes before any content is uploaded.",
    },
    {
      title: "Content build",
      description:
        "We create the products, upload or embed your videos and files, write lesson descriptions where needed, and add quizzes and certificates.",
    },
    {
      title: "Checkout and access",
      description:
        "We build the sales funnel and Offers, connect Stripe, and run test purchases, refunds and cancellations to prove access changes correctly each time.",
    },
    {
      title: "Community and automation",
      description:
        "We set up the groups and channels, then the onboarding, re-engagement, completion and upsell Workflows that surround them.",
    },
    {
      title: "Student migration and launch",
      description:
        "We import existing students, grant their access in bulk, send the invitation email, and stay close through the first week of logins and questions.",
    },
  ],
  faqs: [
    {
      question: "Can you move our course from Kajabi, Teachable, Kartra or ClickFunnels?",
      answer:
        "Yes. Videos are downloaded from the old platform or taken from your original files and uploaded to GoHighLevel, lesson text and downloads are moved across, and students are imported by CSV with a tag that grants the right Offer. Progress history generally doesn't transfer between platforms, so we either let existing members mark finished modules complete or unlock the course fully for them. Sales pages and automations are rebuilt rather than copied, and we suggest keeping the old platform live until everyone has logged in to the new one.",
    },
    {
      question: "How long does a course build take, and what does it cost?",
      answer:
        "A single course with one Offer, a checkout funnel and onboarding Workflows usually takes 7-10 days once we have your content, and fits the Starter plan at $499/mo. Larger academies with several tiers, a community and migrated students fit the Standard plan at $799/mo. Upload time depends on how many hours of video you have, so we give a firm estimate after seeing your content list, and work starts within 5-7 business days of sign-up.",
    },
    {
      question: "How do payments, payment plans and refunds work?",
      answer:
        "Payments run through your own Stripe account connected to the sub-account, so the money goes straight to you rather than through us. We set up one-time prices, payment plans and subscriptions as Offers, and build the Workflows that remove access after a refund or a cancelled subscription. Failed card payments are retried under your Stripe settings, and we add a text and email asking the student to update their card before access lapses.",
    },
    {
      question: "Who owns the content and the student list?",
      answer:
        "You do. Videos, files, students and payment records all sit in your sub-account and your Stripe account, and the student list can be exported whenever you like. We work as a user on the account during the build and remove our access at handover if you prefer. Because snapshots carry membership products, the finished structure can also be saved and reused for your next program.",
    },
    {
      question: "What support do we and our students get after launch?",
      answer:
        "Your team gets a recorded walkthrough covering how to add lessons, change prices and manage members, plus 30 days of free support for questions and adjustments. Our 30-day guarantee covers anything we built that doesn't behave as agreed, such as access not being granted after a purchase. Students contact you rather than us, so we set up a help channel in the community and a support form that creates a task for your team.",
    },
  ],
  cta: {
    title: "Get Your Course Platform Built",
    subtitle: "Tell us about your program and where it lives today, and we'll plan the move and the build around your launch date.",
  },
  related: ["funnel-website-creation", "ecommerce-integration", "email-marketing-automation"],
  snapshots: ["online-course-creator", "business-coach", "martial-arts"],
};
