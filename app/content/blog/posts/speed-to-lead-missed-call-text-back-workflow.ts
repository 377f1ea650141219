import { site } from "../../site";
import type { BlogPostSource } from "../../types";

export const post: BlogPostSource = {
  id: 1,
  slug: "speed-to-lead-missed-call-text-back-workflow",
  title: "Speed to Lead in GHL: Missed-Call Text Back and 5-Minute Follow-Up",
  excerpt:
    "A step-by-step build of the speed-to-lead system we install most: instant missed-call text back, a five-minute call connect and a seven-day follow-up that stops the moment a lead replies.",
  date: "November 10, 2026",
  isoDate: "2026-11-10",
  author: "jordan-ellis",
  category: "automation",
  featured: true,
  tags: ["Speed to Lead", "Workflows", "Missed Call Text Back", "LC Phone", "Lead Follow-Up"],
  content: [
    {
      type: "paragraph",
      text: "Most small businesses don't have a lead problem, they have a response problem. A homeowner fills in a quote form at 7:40 pm, a patient calls during lunch, a buyer taps a Facebook lead ad on Sunday morning. Whoever answers first usually gets the conversation, and the business that replies the next afternoon is competing for whatever is left. Speed to lead is the habit of answering every new enquiry within minutes, every time, and GoHighLevel is very good at it once the pieces are wired together properly.",
    },
    {
      type: "paragraph",
      text: `This is the exact system our team installs for service businesses, clinics and sales teams. It has three parts: a missed-call text back that fires within seconds, a five-minute response workflow for web and ad leads, and a short follow-up sequence that stops the moment the lead replies. You can build all of it in one sub-account in an afternoon. If you'd rather start from a tested version, the same structure ships in our ready-to-use snapshots, and ${site.brandName} can install and adapt it for you.`,
    },
    { type: "heading", text: "Before you build: the three things that must already work" },
    {
      type: "paragraph",
      text: "Automations only move as fast as the channels underneath them. Check these before you open the workflow builder, because a perfect workflow that sends from an unregistered number is a workflow that quietly fails.",
    },
    {
      type: "list",
      items: [
        "An LC Phone number in the sub-account, with call forwarding set to the phone the team actually answers, and a ring timeout of about 20 seconds before the call counts as missed.",
        "An approved A2P 10DLC brand and campaign in the Trust Center (Settings > Phone System). US carriers block or heavily filter business texts from unregistered 10-digit numbers, so register first and build second.",
        "A verified sending domain in LC Email (a subdomain such as mail.yourbusiness.com with its DNS records in place) so follow-up emails land in the inbox instead of spam.",
        "Users created for everyone who takes leads, each with a mobile number on their profile and the LeadConnector mobile app installed, so internal notifications reach a pocket and not just a desktop tab.",
      ],
    },
    { type: "heading", text: "Part 1: missed-call text back that fires in seconds" },
    {
      type: "paragraph",
      text: "There is a simple missed-call text back toggle in the sub-account settings, and it is fine for a one-person shop. We build it as a workflow instead because a workflow lets you branch on business hours, create an opportunity, alert the right person and measure what happens next.",
    },
    { type: "subheading", text: "The workflow, step by step" },
    {
      type: "list",
      items: [
        "Trigger: Call Status, filtered to inbound calls with a status of no-answer, busy or voicemail. Give the workflow a clear name such as 'STL 01 - Missed Call Text Back'.",
        "Action: Send SMS immediately, with no wait step. Keep it short and human: 'Hi, this is Sarah at Riverside Plumbing. Sorry we missed your call. What can we help with? You can also book a time here: {{custom_values.booking_link}}'.",
        "Action: Create/Update Opportunity in your sales pipeline at the stage 'New Lead', with the source set to 'Missed Call'. Tick the option that prevents duplicate opportunities for the same contact.",
        "Action: If/Else branch that checks the current day and time against opening hours. Inside business hours, send an Internal Notification (SMS and app push) to the assigned user: 'Missed call from {{contact.phone}}. Call back now.' Outside hours, add the tag 'after-hours-missed' and create a task due at 9:00 am the next business day.",
        "Action: Wait for Contact Reply with a timeout of 10 minutes. If they reply, the conversation is live in Conversations and a human takes over. If they don't, send one follow-up text asking for the best time to call.",
      ],
    },
    {
      type: "paragraph",
      text: "Use Custom Values for the business name, the sender's first name and the booking link. When you clone this workflow for another client, or load it from a snapshot, you change three Custom Values instead of editing every message by hand.",
    },
    { type: "heading", text: "Part 2: the five-minute response workflow for forms and ads" },
    {
      type: "paragraph",
      text: "Form and ad leads get the same urgency, with one addition: the workflow rings a salesperson and connects them to the lead automatically. The five-minute mark is the line we design around. Past it, the chance of reaching someone drops sharply, and the lead has often already filled in a competitor's form.",
    },
    { type: "subheading", text: "Triggers" },
    {
      type: "list",
      items: [
        "Form Submitted, filtered to your quote or contact forms (not newsletter sign-ups).",
        "Facebook Lead Form Submitted for Meta lead ads connected through the Facebook integration.",
        "Inbound Webhook for portals and third-party sources that can post lead data, mapping name, phone, email and source into standard and Custom Fields.",
      ],
    },
    { type: "subheading", text: "Actions in order" },
    {
      type: "list",
      items: [
        "Assign to User using round robin, limited to the sales team, with 'only apply to unassigned contacts' switched on so existing customers keep their owner.",
        "Create/Update Opportunity at 'New Lead' with the lead source and estimated value from a Custom Field.",
        "Send SMS within the first minute: confirm you got the request, name the person who will call, and ask one easy question ('Is this for a repair or a replacement?').",
        "Send Email with the same message plus anything useful to read while they wait, such as pricing ranges or what happens on a first visit.",
        "Call action (call connect): GoHighLevel rings the assigned user, plays a whisper message such as 'New website lead, press 1 to connect', and dials the lead when the user presses 1.",
        "Wait 5 minutes, then If/Else on whether the call was answered. If not, send a second SMS: 'Tried you just now from this number. When is a good time?'",
      ],
    },
    {
      type: "paragraph",
      text: "Set the workflow's time window so the call connect only runs when someone is working, for example 8:00 am to 7:00 pm Monday to Saturday. Texts and emails can still go out immediately after hours; the call simply waits for the window to open.",
    },
    { type: "heading", text: "Part 3: the seven-day follow-up that knows when to stop" },
    {
      type: "paragraph",
      text: "Most leads that go quiet are busy, not uninterested. A short, varied sequence over a week catches the majority of them. The important part is stopping the sequence the moment the lead engages, so nobody gets a 'just checking in' text after they've already booked.",
    },
    {
      type: "list",
      items: [
        "Day 0, +2 hours: a voicemail-style SMS from the assigned user's first name.",
        "Day 1, 10:00 am: email answering the most common objection for the niche (price, timing or trust).",
        "Day 2, 4:30 pm: SMS with the booking link and two suggested times.",
        "Day 4, 11:00 am: a second call connect attempt plus an internal task 'Personal call - day 4'.",
        "Day 7, 10:00 am: the break-up text: 'Should I close your file or are you still looking at this?' This one gets a surprising number of replies.",
        "After day 7 with no reply: move the opportunity to 'Nurture', add the tag 'stl-no-response', and hand the contact to a monthly newsletter workflow.",
      ],
    },
    {
      type: "paragraph",
      text: "In the workflow settings, switch on Stop on Response so any reply by SMS or email removes the contact from the sequence. Add a Goal Event too: when the contact books an appointment, the workflow jumps to the end, moves the opportunity to 'Appointment Set' and stops. Between those two settings, the system never talks over a conversation that has already started.",
    },
    { type: "heading", text: "Where Conversation AI fits" },
    {
      type: "paragraph",
      text: "Conversation AI can answer first replies in the Conversations inbox, ask qualifying questions and offer calendar slots. We usually start a new client in suggestive mode, where the bot drafts answers and a person approves them, then switch channels to auto-pilot once a couple of weeks of transcripts show it handles the common questions well. Give the bot a narrow job: qualify, book, and hand off. It should never quote prices your team hasn't written down for it.",
    },
    { type: "heading", text: "Test it like a customer, then measure it" },
    {
      type: "paragraph",
      text: "Before switching anything to Published, run every path with a real phone: call and hang up, submit the form, reply 'yes', reply 'STOP', book through the link. Check that each step appears in the workflow's execution log, that the opportunity lands in the right stage and that the STOP reply marks the contact as DND. Then add a dashboard widget for opportunities created by source and a second for the time from 'New Lead' to 'Contacted'. If that average creeps above five minutes, you'll see it on Monday morning instead of at the end of the quarter.",
    },
    {
      type: "list",
      items: [
        "Name every workflow with a prefix (STL 01, STL 02) and keep them in one folder.",
        "Never run two workflows that both text new leads; merge them or use tags to keep them apart.",
        "Review the sequence every 90 days: swap the lowest-replying message for a new one.",
        "Keep an eye on your wallet balance; a paused LC Phone wallet stops every text in this system at once.",
      ],
    },
    {
      type: "paragraph",
      text: `If you want this system without building it yourself, our pre-built automation snapshots include every workflow above with the Custom Values already mapped, and the monthly plans on our GHL pricing page cover installation, A2P registration help and ongoing tweaks. Either way, the principle is the same: answer in minutes, follow up for a week, and stop the instant a human conversation begins. That is most of the speed-to-lead advantage, and ${site.brandName} sees it pay off in every niche we work in.`,
    },
  ],
};
