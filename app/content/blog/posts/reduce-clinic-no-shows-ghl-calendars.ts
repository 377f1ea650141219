import { site } from "../../site";
import type { BlogPostSource } from "../../types";

export const post: BlogPostSource = {
  id: 6,
  slug: "reduce-clinic-no-shows-ghl-calendars",
  title: "Cutting Clinic No-Shows with GHL Calendars and Reminders",
  excerpt:
    "The booking settings, reminder timings, reply-to-confirm flow and no-show recovery we build for clinics in GoHighLevel, plus plain facts about the HIPAA add-on and what belongs in a text.",
  date: "April 21, 2026",
  isoDate: "2026-04-21",
  author: "marcus-delgado",
  category: "healthcare",
  featured: false,
  tags: ["Healthcare", "No-Shows", "Calendars", "Appointment Reminders", "HIPAA"],
  content: [
    {
      type: "paragraph",
      text: "An empty chair costs a clinic twice: the slot can't be resold, and the patient who skipped usually still needs care and drifts further away from getting it. The clinics we work with, from dental and chiropractic to physical therapy and med spas, often tell us that somewhere between one in ten and one in five appointments went missed before they automated reminders. Most of those patients didn't decide to skip. They forgot, double-booked or felt awkward about calling to move it.",
    },
    {
      type: "paragraph",
      text: `Reminders fix the first problem, easy rescheduling fixes the second and third, and a calm follow-up brings back the patients who still slip through. Here is how our team builds that system in GoHighLevel, with the settings and timings we use by default. The same build is part of ${site.brandName}'s ready-to-use snapshots for dental, chiropractic and med spa practices.`,
    },
    { type: "heading", text: "Start with the calendar settings" },
    {
      type: "paragraph",
      text: "Good reminders can't rescue a calendar that lets people book badly. In Calendars, set up each appointment type as its own calendar or service, then tighten these settings:",
    },
    {
      type: "list",
      items: [
        "Minimum scheduling notice of 2-4 hours, so nobody books a slot the front desk can't prepare for.",
        "A booking window of 30-45 days ahead for routine visits. Appointments booked months out are the ones most likely to be forgotten; use recall workflows for those instead.",
        "Buffer time between appointments that matches reality, for example 10 minutes after a new-patient exam.",
        "Each provider's Google or Outlook calendar connected for conflict checking, so personal commitments block bookings.",
        "A booking form that asks only what the front desk needs, plus an unticked SMS consent checkbox with opt-out wording.",
        "Optional payment at booking through Stripe for high-value consultations. Even a small deposit changes how seriously a booking is taken.",
      ],
    },
    { type: "heading", text: "The reminder cadence we use" },
    {
      type: "paragraph",
      text: "Build one workflow with the Customer Booked Appointment trigger, filtered to the relevant calendars. Each reminder sits behind a Wait step set to 'Event/Appointment Time' with an offset before the appointment. Turn on the option to skip a wait whose time has already passed, so someone who books this afternoon for tomorrow morning doesn't receive a 72-hour reminder at the wrong moment.",
    },
    {
      type: "list",
      items: [
        "Immediately: confirmation by SMS and email with date, time, provider, address and an add-to-calendar link.",
        "72 hours before: email with what to bring, a link to new-patient intake Forms, and parking or arrival notes.",
        "24 hours before: SMS asking for confirmation: 'Reply C to confirm, or tap here to reschedule: {{appointment.reschedule_link}}'.",
        "2 hours before: short SMS with the address and a map link. No call to action, just a nudge.",
        "Unconfirmed at 4 hours before: an internal task for the front desk to phone the patient.",
      ],
    },
    {
      type: "paragraph",
      text: "Three reminders is the sweet spot for most clinics. More than that and patients start to mute the number; fewer and the 24-hour reminder carries too much weight on its own.",
    },
    { type: "heading", text: "Reply-to-confirm, properly wired" },
    {
      type: "paragraph",
      text: "The confirmation request only helps if the reply does something. Create a second workflow with the Customer Replied trigger, filtered to SMS replies that contain 'C' or 'confirm' from contacts with an upcoming appointment. Its actions: Update Appointment Status to Confirmed, add the tag 'confirmed', and send a one-line acknowledgement ('Thanks, see you tomorrow at 3:00 pm'). Any other reply goes to the Conversations inbox unassigned so the front desk sees it at once.",
    },
    {
      type: "paragraph",
      text: "Include the reschedule link in every reminder. A patient who can move their appointment in two taps at 10 pm will do it; a patient who has to call during opening hours often just doesn't turn up.",
    },
    { type: "heading", text: "When someone still doesn't show" },
    {
      type: "paragraph",
      text: "Have the front desk mark missed visits as No-Show in the calendar the same day; that status is the trigger for recovery. Build a workflow on the Appointment Status trigger filtered to No-Show:",
    },
    {
      type: "list",
      items: [
        "Same day, 1 hour after the slot: a kind text: 'We missed you today. No problem, these things happen. You can pick a new time here.'",
        "Next day: an email with the booking link and the clinic's phone number.",
        "Day 3: a call task for the front desk if no new appointment exists.",
        "Day 10: a final text, then the contact moves to a monthly recall list instead of being chased.",
      ],
    },
    {
      type: "paragraph",
      text: "Use a Goal Event so that booking a new appointment ends the sequence at once. If your clinic charges a missed-appointment fee, state it clearly in the booking confirmation and let the front desk handle it personally; an automated fee text rarely goes down well.",
    },
    { type: "heading", text: "Filling cancelled slots" },
    {
      type: "paragraph",
      text: "Keep a waitlist as a tag ('waitlist-mornings', 'waitlist-dr-lee'). When the Appointment Status trigger sees a cancellation within 48 hours of the slot, send an Internal Notification to the front desk with the time that just opened, and let them text the waitlist from a saved template. Fully automated 'first to reply gets it' blasts tend to produce three replies for one slot, so keep a person in the loop.",
    },
    { type: "heading", text: "HIPAA: the plain facts" },
    {
      type: "paragraph",
      text: "This is not legal advice; the practice's own compliance adviser should review any setup that handles patient information. What we can say plainly is how the platform works:",
    },
    {
      type: "list",
      items: [
        "HIPAA support in GoHighLevel is a paid HighLevel add-on. It is enabled at the agency level and covers the whole agency account, meaning every sub-account under it, not one clinic at a time.",
        "It should be in place before any patient information enters the account, not switched on after launch.",
        "The add-on doesn't make every workflow compliant on its own. What you put in texts and emails is still your decision.",
        "Keep reminders generic: the clinic name, date, time and address. Leave out treatment names, diagnoses and anything clinical.",
        "Limit user permissions so staff see only what their role needs, and remove departed staff the same day.",
        "Don't collect clinical details in marketing Forms unless there is a real need and the practice has approved it.",
      ],
    },
    { type: "heading", text: "Measure it every month" },
    {
      type: "paragraph",
      text: "Add a dashboard showing appointments by status (showed, no-show, cancelled, confirmed) per calendar and per provider. Your no-show rate is no-shows divided by showed plus no-shows. Check it monthly, compare providers and appointment types, and adjust: if new-patient exams no-show more, add a 72-hour phone call from the front desk for those only. Small adjustments based on real numbers beat any template.",
    },
    {
      type: "paragraph",
      text: `Register the clinic's number for A2P 10DLC before reminders go live, because unregistered reminder texts are exactly the kind carriers block. If you'd like the whole system installed, tested and tuned for your practice, the monthly plans on our GHL pricing page cover it, or ${site.brandName} can quote the build as a one-off project.`,
    },
  ],
};
