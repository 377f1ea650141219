import type { ServicePage } from "../types";

export const page: ServicePage = {
  slug: "calendar-booking-setup",
  metaTitle: "GoHighLevel Calendar & Booking System Setup",
  metaDescription:
    "Round-robin, service and class calendars in GoHighLevel with Google and Outlook sync, deposits, SMS reminders and no-show follow-up that keep the diary full.",
  headline: "Booking Systems That Fill the Diary and Cut No-Shows",
  lead: "We build GoHighLevel calendars around the way your business really schedules: one person, a rotating sales team, a group class, or a menu of services with staff and rooms. Reminders, confirmations, deposits and no-show follow-up then run automatically, so the diary stays full without the phone tag.",
  overview: [
    "We start by choosing the right calendar type for each way you take bookings. Personal calendars suit a single practitioner or consultant; Round Robin calendars share new appointments across a sales team, either by priority or evenly; Collective calendars find a time when several people are all free; Class booking handles group sessions with a seat limit; and Service calendars let a salon or clinic client pick a service and then a staff member, with durations and prices per service and rooms or equipment booked as resources.",
    "Each calendar then gets the settings that quietly prevent problems: availability by weekday, buffers before and after appointments, a minimum scheduling notice so nobody books you for ten minutes from now, a cap on bookings per day, and a booking window so the calendar doesn't open a year ahead. Staff connect Google or Outlook with two-way sync, so personal commitments block time automatically, and online meetings get a Zoom or Google Meet link generated the moment they are booked.",
    "The booking form collects what your team needs to prepare, such as service address, reason for visit or property type, into Custom Fields, and a Stripe payment can be required to hold the slot where deposits make sense. Around every calendar we build the Workflows: confirmation by email and SMS, reminders at 24 hours and 2 hours with reschedule and cancel links, a reply-to-confirm text, staff alerts, and separate branches for appointments marked showed, no-show or cancelled. No-shows receive a friendly rebooking message, and completed visits flow into your review request.",
  ],
  audience: [
    "Dental, chiropractic and physical-therapy practices whose front desk spends every morning confirming tomorrow's patients by phone and still loses slots to no-shows.",
    "Real estate, solar and insurance sales teams that need inbound leads shared fairly between reps and booked into whoever is genuinely free.",
    "Salons, barbershops and med spas with several staff, services of different lengths, and treatment rooms or chairs that can only hold one client at a time.",
    "Fitness studios, tutoring centres and workshop hosts running group sessions where each class has a fixed number of places.",
    "Consultants and coaches who lose prospects between the first enquiry and the first call because arranging a time takes three emails.",
  ],
  features: [
    {
      title: "Calendar types matched to your business",
      description:
        "Personal, Round Robin, Collective, Class and Service calendars, each chosen for one way you book instead of one calendar forced to do everything.",
    },
    {
      title: "Round-robin distribution",
      description:
        "New appointments shared across the team by priority or equally, with each rep's own hours and synced personal calendar respected.",
    },
    {
      title: "Service menus with staff and rooms",
      description:
        "Clients choose a service, then a provider, with durations, buffers and prices per service, and rooms or equipment that can't be double-booked.",
    },
    {
      title: "Google and Outlook two-way sync",
      description:
        "Personal events block time in GoHighLevel, and every GoHighLevel booking appears on the staff member's own phone calendar.",
    },
    {
      title: "Availability rules",
      description:
        "Weekday hours, buffers, minimum notice, a daily booking limit and a booking window, set per calendar and per staff member.",
    },
    {
      title: "Deposits and paid bookings",
      description:
        "A Stripe payment taken on the booking page for deposits, paid consultations or class fees, recorded on the contact alongside the appointment.",
    },
    {
      title: "Booking forms with Custom Fields",
      description:
        "Questions asked at booking time save to Custom Fields, so staff arrive prepared and reminders can mention the details the client gave.",
    },
    {
      title: "Reminder and confirmation Workflows",
      description:
        "Email and SMS confirmations, reminders at 24 hours and 2 hours, and a reply-to-confirm text that updates the appointment status on its own.",
    },
    {
      title: "Self-service reschedule and cancel links",
      description:
        "Links in every reminder let people move their appointment themselves instead of quietly not turning up.",
    },
    {
      title: "No-show and cancellation follow-up",
      description:
        "Appointment status triggers send a rebooking message after a no-show and alert staff, while a cancellation can prompt an offer of the next open slot.",
    },
    {
      title: "Embedded booking widgets",
      description:
        "Calendars embedded on your website, funnels and thank-you pages in your brand colours, and linked from ads, emails and your Google Business Profile.",
    },
  ],
  benefits: [
    {
      title: "Fewer empty slots",
      description:
        "Reminders with a confirmation request and easy rescheduling catch most would-be no-shows early enough for you to refill the time.",
    },
    {
      title: "Hours back for the front desk",
      description:
        "Confirmation calls, reschedules and 'what time was I booked for?' messages largely disappear once the Workflows take them over.",
    },
    {
      title: "New leads book while they're keen",
      description:
        "A lead who can book from the thank-you page or a text link does it in the moment, instead of waiting for a call back that may come too late.",
    },
    {
      title: "Fair, visible lead distribution",
      description:
        "Round-robin rules share appointments exactly as you set them, and managers can see who received which booking.",
    },
    {
      title: "No more double bookings",
      description:
        "Buffers, room resources and two-way sync stop overlapping appointments and impossible back-to-back visits on opposite sides of town.",
    },
    {
      title: "Commitment from deposits",
      description:
        "People who have paid to hold a slot are more likely to turn up, and when they don't, the deposit softens the cost of the lost time.",
    },
  ],
  process: [
    {
      title: "Scheduling review",
      description:
        "We map how you book today: who takes which appointments, how long each type runs, what you need to know in advance and where no-shows hurt most.",
    },
    {
      title: "Calendar build",
      description:
        "We create the calendars, staff availability, services, rooms and booking forms, and connect each team member's Google or Outlook calendar.",
    },
    {
      title: "Payments and Workflows",
      description:
        "We connect Stripe for deposits where needed and build the confirmation, reminder, reschedule, no-show and post-appointment Workflows.",
    },
    {
      title: "Embed and test",
      description:
        "We place booking widgets on your site and funnels, then book, reschedule, cancel and mark no-shows on test appointments to check every message.",
    },
    {
      title: "Team training and support",
      description:
        "We show your team how to use the calendar view, block time off and record appointment outcomes, and you have 30 days of free support afterwards.",
    },
  ],
  faqs: [
    {
      question: "Is calendar setup included in your monthly plans?",
      answer:
        "Yes. Calendar and automation setup are included in the Standard plan at $799/mo (30-35 hours) and the Pro plan at $1200/mo (50-60 hours). A small job, such as one calendar with reminders, can also be done hourly at $15/hour. Work starts within 5-7 business days and a typical booking system is delivered in 7-10 days.",
    },
    {
      question: "We book through spreadsheets, HubSpot meeting links or another scheduler. How do we switch?",
      answer:
        "Contacts import by CSV, including the Custom Fields your team relies on, and any HubSpot or Keap meeting links on your website and emails are replaced with the new booking widgets. Appointments already in the old tool are usually honoured there for a short overlap while every new booking goes to GoHighLevel from launch day; for a busy diary we can re-enter upcoming appointments instead. Reminder sequences are rebuilt as Workflows rather than copied.",
    },
    {
      question: "Will it sync with our Google or Outlook calendars?",
      answer:
        "Yes. Each team member connects their own Google or Outlook calendar, and the sync runs both ways: personal events block availability in GoHighLevel, and GoHighLevel bookings appear on their phone. Some practice-management and dispatch systems don't offer a calendar sync, and where that's the case we'll tell you during the review and agree which system holds the master diary.",
    },
    {
      question: "How do SMS reminders stay compliant, especially for clinics?",
      answer:
        "Reminders go out from your A2P 10DLC-registered number, and the booking form includes consent wording for texts. Anyone who replies STOP is marked Do Not Disturb for SMS and receives email reminders instead. If appointment details count as health information in your practice, HighLevel's HIPAA add-on, which covers the whole agency account, should be in place first, and we keep reminder texts to the date, time and location rather than the reason for the visit.",
    },
    {
      question: "Who owns the calendars and booking data, and what happens after delivery?",
      answer:
        "Everything is built in your sub-account, connected to your own Google, Outlook and Stripe accounts, so the calendars, contacts and appointment history are yours. After delivery you have 30 days of free support, and our 30-day guarantee means anything we built that doesn't work as agreed, such as a reminder firing at the wrong time, is fixed at no charge. Ongoing changes like new services or new staff can go on a monthly plan or hourly work.",
    },
  ],
  cta: {
    title: "Get Your Booking System Built",
    subtitle: "Tell us how appointments are booked today and we'll design the calendars and reminders around your team.",
  },
  related: ["sms-voice-messaging", "reputation-management", "crm-pipeline-configuration"],
  snapshots: ["dentist", "med-spa", "hair-salon"],
};
