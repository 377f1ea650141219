import type { SnapshotDetailContent } from "../types";

export const details: SnapshotDetailContent[] = [
  {
    slug: "wedding-venue",
    tagline:
      "Answer date enquiries in minutes, hold dates with a deadline and run each couple's payment schedule through to the final walkthrough.",
    description: [
      "Couples enquire with one question first: is our date open? The enquiry form asks for the preferred date, two backups, guest count and whether the ceremony is on site, and the first reply quotes that season's pricing with a link to book a tour, in person, virtual or at the monthly open house.",
      "Once a couple falls for the space, a courtesy hold gives them seven days, a reminder on day five, and releases the date if no retainer arrives. Signed couples move onto a payment schedule, and the walkthrough, vendor list and headcount deadlines all run from one Wedding Date field, so a date change moves everything with it.",
    ],
    features: [
      {
        title: "Seasonal pricing replies",
        description:
          "Peak Saturday, Friday, Sunday and winter rates live in Custom Values, so the first reply quotes the right figure for the date asked.",
      },
      {
        title: "Tour and open-house calendars",
        description:
          "Private tours, virtual walkthroughs and open-house slots each send directions, parking notes and a reminder the morning of.",
      },
      {
        title: "Date holds that expire",
        description:
          "A hold tags the date and starts a seven-day timer. If the retainer isn't paid, the date is released and your coordinator is told.",
      },
      {
        title: "Payment schedules",
        description:
          "Retainer, mid-point and final balance invoices go out on their due dates with Text-2-Pay, each reminded seven days and one day before.",
      },
      {
        title: "Off-peak date offers",
        description:
          "Unbooked Fridays, Sundays and winter Saturdays within nine months are offered to couples who found peak dates out of budget.",
      },
      {
        title: "Wedding-date timeline",
        description:
          "The final walkthrough booking at 60 days, vendor list at 45 and final headcount at 21 are all timed from the Wedding Date field.",
      },
      {
        title: "Vendor details and insurance",
        description:
          "A vendor form gathers caterer, DJ, photographer and planner contacts, plus certificates of insurance where your venue requires them.",
      },
      {
        title: "Tour follow-up",
        description:
          "Tour no-shows get new times by text, and couples who toured but haven't held a date hear from you three days later.",
      },
      {
        title: "Wedding show capture",
        description:
          "A tablet form at bridal shows records names and dates at the booth and sends a tour link before the couple reaches the next stand.",
      },
      {
        title: "Reviews and anniversaries",
        description:
          "A week after the wedding, couples are asked for a review, and on their first anniversary they get a note from the venue.",
      },
    ],
    includes: [
      "Bookings pipeline: Enquiry → Tour Booked → Toured → Date Held → Contract Sent → Retainer Paid → Wedding Complete",
      "Date availability form with backup dates, guest count and ceremony question",
      "Private tour, virtual walkthrough and open house calendars",
      "Seven-day date hold workflow with automatic release",
      "Retainer, mid-point and final balance invoice templates with Text-2-Pay",
      "Wedding Date timeline workflow: walkthrough, vendor list and headcount deadlines",
      "Vendor information form with insurance certificate upload",
      "Off-peak date promotion campaign",
      "Bridal show lead form and follow-up sequence",
      "Venue dashboard: enquiries, tours, open holds and revenue booked by season",
    ],
    benefits: [
      "Couples get their date answer while they're still excited, not two days later.",
      "Tours are booked from the very first reply instead of an email back-and-forth.",
      "Holds end cleanly, so you're never stuck with a Saturday nobody paid for.",
      "Balances are collected on schedule without you chasing couples in their busiest month.",
      "Off-peak dates find buyers instead of sitting empty on the calendar.",
      "Every deadline runs from the wedding date, so nothing depends on memory.",
      "Vendor contacts and insurance certificates are in hand well before the day.",
      "Reviews from newlyweds bring in next season's enquiries.",
    ],
    testimonials: [
      {
        name: "Allison P.",
        business: "Barn wedding venue, Lexington KY",
        content:
          "The hold timer took the awkwardness out of chasing couples. If they don't pay, the date releases itself, and most of them pay before day five now.",
        rating: 5,
      },
      {
        name: "Ben C.",
        business: "Vineyard venue, Paso Robles CA",
        content:
          "Payment reminders used to be my Sunday night job. Now the schedule runs by itself and final balances arrive on time.",
        rating: 5,
      },
      {
        name: "Tamara J.",
        business: "Historic estate venue, Natchez MS",
        content:
          "Quoting the right season in the first reply lifted our tour bookings. Setting up our three pricing seasons took a while, but the video walked me through it.",
        rating: 5,
      },
    ],
    faq: [
      {
        question: "Can couples see open dates on our website?",
        answer:
          "We leave that off by default, because most venues want a conversation before confirming a date. The first reply tells the couple whether their date is open and what it costs.",
      },
      {
        question: "How do the payment schedule invoices match our contract?",
        answer:
          "Your contract sets the terms and the invoices follow them. Enter the amounts and due dates when the couple signs; reminders then run automatically through the Stripe account you connect.",
      },
      {
        question: "Can we run several ceremony sites or buildings?",
        answer:
          "Yes. Add a Space field and a tour calendar for each building or garden, then filter the pipeline by space.",
      },
      {
        question: "What happens if a couple changes their wedding date?",
        answer:
          "Update the Wedding Date field and every deadline moves with it, because none of them are tied to fixed calendar dates.",
      },
    ],
  },
  {
    slug: "wedding-planner",
    tagline:
      "Match each couple to full planning, partial planning or month-of coordination, then keep every milestone on time from engagement to send-off.",
    description: [
      "Most couples who contact a planner don't yet know whether they need full planning, partial planning or month-of coordination. The enquiry form asks for their date, guest count, budget range, venue status and how much help they want, so the consultation invitation they receive is pitched at the package that fits.",
      "After the contract and retainer, each couple is enrolled in a planning timeline run from their wedding date and gets a private client portal in Memberships with their checklist, vendor contacts and guides. The review and referral ask waits until their photos come back, when they're happiest to give it.",
    ],
    features: [
      {
        title: "Package-fit enquiry",
        description:
          "Budget range, venue status and level of help tag each couple Full, Partial or Month-Of before the first call.",
      },
      {
        title: "Consultation with pre-call questions",
        description:
          "A video consultation calendar asks about priorities, must-haves and family dynamics, so the call starts with substance.",
      },
      {
        title: "Proposal follow-through",
        description:
          "The proposal email carries the contract link and retainer invoice, with a gentle nudge after three days if nothing is signed.",
      },
      {
        title: "Milestone planning timeline",
        description:
          "Client reminders and planner tasks fire at 12, 9, 6, 3 and 1 months out, covering venue and key vendors, attire, invitations, tasting and final timeline.",
      },
      {
        title: "Client portal",
        description:
          "Couples log in to a Memberships portal with the planning checklist, budget worksheet, vendor contacts and etiquette guides.",
      },
      {
        title: "Vendor referral tracking",
        description:
          "Vendors you recommend are saved as contacts and tagged when a couple books them, so you know which referrals get used.",
      },
      {
        title: "Month-of handover",
        description:
          "Coordination-only couples complete a handover form listing every vendor, contract detail and deadline agreed so far.",
      },
      {
        title: "Final timeline meeting",
        description:
          "Six weeks out, couples book the final meeting and get a run-of-show questionnaire covering family photos, speeches and entrance order.",
      },
      {
        title: "Planning fee installments",
        description:
          "Fees are split into scheduled invoices with reminders, so money conversations never interrupt a planning session.",
      },
      {
        title: "Review and referral timing",
        description:
          "Seven weeks after the wedding, when most galleries have arrived, couples get a review request and a referral card to pass along.",
      },
    ],
    includes: [
      "Client pipeline: Enquiry → Consultation Booked → Proposal Sent → Contract Signed → Planning → Final Details → Wedding Complete",
      "Package-fit enquiry form with budget range and venue status",
      "Consultation calendar with pre-call questionnaire",
      "Proposal email template with package comparison and retainer invoice",
      "Planning timeline workflow with 12, 9, 6, 3 and 1-month milestones",
      "Client portal in Memberships: checklist, budget worksheet and vendor contacts",
      "Month-of coordination handover form",
      "Final timeline meeting calendar and run-of-show questionnaire",
      "Planning fee installment invoice templates",
      "Review and referral sequence timed seven weeks after the wedding",
    ],
    benefits: [
      "Consultations start with the right package in mind, so fewer calls end in a mismatch.",
      "Contracts get signed while the couple is still excited about working with you.",
      "Milestones arrive on time without a new spreadsheet for every couple.",
      "Couples stop emailing for the vendor list because it sits in their portal.",
      "You learn which vendor referrals turn into bookings and can strengthen those relationships.",
      "Month-of clients hand over everything in one form rather than forty emails.",
      "Fee installments are collected without awkward reminders from you.",
      "Reviews and referrals arrive when couples are happiest, right after they see their photos.",
    ],
    testimonials: [
      {
        name: "Olivia H.",
        business: "Full-service wedding planner, Nashville TN",
        content:
          "The client portal changed how couples see us. They stopped texting me at midnight for the florist's number because everything is in one place.",
        rating: 5,
      },
      {
        name: "Danielle K.",
        business: "Wedding coordination company, Sarasota FL",
        content:
          "The package-fit form means I walk into consultations knowing whether they need month-of or partial planning. More of my consults turn into contracts now.",
        rating: 5,
      },
      {
        name: "Maya T.",
        business: "Destination wedding planner, San Diego CA",
        content:
          "The milestone timeline works well for local weddings. For destination couples I shifted the timings around travel deadlines, which took some work but was easy to follow.",
        rating: 4,
      },
    ],
    faq: [
      {
        question: "Can I change the milestone timings?",
        answer:
          "Yes. Each milestone is a wait step measured from the Wedding Date field, so moving vendor booking from nine months to eleven is a single edit.",
      },
      {
        question: "How do couples get into the portal?",
        answer:
          "Access is granted automatically when the couple reaches Contract Signed. The checklist and guides are shared across couples, while each couple's own documents are sent by link from their contact record.",
      },
      {
        question: "Can I use it for elopements and micro-weddings?",
        answer:
          "Yes. Add an Elopement tag and a shorter timeline; the enquiry already asks for guest count, so small weddings can be routed there automatically.",
      },
      {
        question: "Does it handle payments to vendors?",
        answer:
          "No. Vendor contracts and payments stay between the couple and each vendor. The snapshot tracks who is booked and when their deposits fall due, so your reminders are accurate.",
      },
    ],
  },
  {
    slug: "event-planner",
    tagline:
      "Turn event briefs into proposals, keep vendors and deadlines on track and win back the same clients for next year's event.",
    description: [
      "Corporate and social events start with a brief that's rarely complete: a date range, a rough headcount, a budget nobody has approved yet. This snapshot captures the brief in a structured RFP form, books a discovery call and moves the opportunity through proposal, contract and retainer, with both the day-to-day contact and the budget approver on the record.",
      "Once signed, vendor deadlines, site visits and run-of-show drafts become tasks timed from the event date, and attendee registration runs through a funnel with confirmations and reminders. Afterwards, attendees and the client each get a survey, and a rebook reminder reaches the client ten months later, before next year's event goes out to bid.",
    ],
    features: [
      {
        title: "Structured RFP intake",
        description:
          "Event type, date range, headcount, budget band, venue needs and the approver's name are captured before the first call.",
      },
      {
        title: "Discovery call booking",
        description:
          "Complete briefs get a discovery call link; incomplete ones get a short follow-up asking for what's missing.",
      },
      {
        title: "Proposal and retainer",
        description:
          "Proposals go out with a retainer invoice, and an unsigned one prompts a check-in after four business days.",
      },
      {
        title: "Event-date task timeline",
        description:
          "Venue contract, catering menu, AV order, rooming list and final numbers each arrive as a task at the right distance from the event.",
      },
      {
        title: "Attendee registration funnel",
        description:
          "Corporate events get a registration page with an order form for ticket types, a confirmation email and reminders a week and a day before.",
      },
      {
        title: "Vendor records",
        description:
          "Caterers, AV firms, rental companies and venues are tagged by category and event, so confirmations and insurance certificates are easy to chase.",
      },
      {
        title: "Site visit scheduling",
        description:
          "A site visit calendar books walk-throughs with the venue and client together and sends a list of questions to ask on the day.",
      },
      {
        title: "Post-event surveys",
        description:
          "Attendees and the client each get their own survey within 24 hours, and client scores feed the dashboard.",
      },
      {
        title: "Annual rebook reminder",
        description:
          "A Custom Date Reminder on Last Event Date contacts the client ten months on, before the next holiday party or conference is shopped around.",
      },
      {
        title: "Social event track",
        description:
          "Milestone birthdays, anniversaries and galas use a lighter pipeline with the same proposal and payment steps.",
      },
    ],
    includes: [
      "Event pipeline: Brief Received → Discovery Call → Proposal Sent → Contract & Retainer → Planning → Event Live → Wrap-up",
      "RFP intake form with budget band and approver fields",
      "Discovery call and site visit calendars",
      "Proposal email and retainer invoice templates",
      "Event-date task workflow for venue, catering, AV and final numbers",
      "Attendee registration funnel with order form and reminders",
      "Vendor tags and a certificate-of-insurance request template",
      "Client and attendee post-event surveys",
      "Annual rebook workflow using a Last Event Date field",
      "Planner dashboard: briefs by source, proposals out, win rate and survey scores",
    ],
    benefits: [
      "Briefs arrive complete enough to price, so discovery calls are about the event rather than the form.",
      "Proposals don't go cold because someone forgot to follow up.",
      "Deadlines come from the event date, so nothing is tracked on sticky notes.",
      "Corporate clients see a polished registration experience with their own branding.",
      "Vendor confirmations and insurance certificates are easy to find when a venue asks.",
      "Survey scores give you proof for the next pitch.",
      "Annual clients hear from you before a competitor sends them a proposal.",
      "Social and corporate work run side by side without mixing up their processes.",
    ],
    testimonials: [
      {
        name: "Rachel N.",
        business: "Corporate event planner, Denver CO",
        content:
          "The annual rebook reminder paid for itself in the first year. Two clients we'd have lost to a cheaper bid re-signed because we reached them early.",
        rating: 5,
      },
      {
        name: "Jamal W.",
        business: "Event production company, Atlanta GA",
        content:
          "The RFP form filters out the briefs with no real budget. We spend our time on proposals we can actually win.",
        rating: 5,
      },
      {
        name: "Kristen L.",
        business: "Social and nonprofit event planner, Richmond VA",
        content:
          "Attendee registration for our galas works smoothly. I rebuilt the task timeline for fundraising events, which took some thought, but the structure made it straightforward.",
        rating: 5,
      },
    ],
    faq: [
      {
        question: "Can attendees pay for tickets on the registration page?",
        answer:
          "Yes. Registration pages take payment through the Stripe account connected to the sub-account, so agree with your client whose account receives ticket revenue. Free registrations need no payment setup.",
      },
      {
        question: "Does it manage event budgets line by line?",
        answer:
          "Proposals and invoices carry your line items, but detailed budget tracking usually stays in your spreadsheet or event software. The pipeline records the contract value and what has been paid.",
      },
      {
        question: "Can a corporate client follow progress?",
        answer:
          "The snapshot includes a weekly status email template you send from the opportunity. If a client wants a login, a Memberships portal with their timeline and documents can be added.",
      },
      {
        question: "Will it handle multi-day conferences?",
        answer:
          "Yes. The registration order form supports several ticket types, and the task timeline can be duplicated for each day or session track.",
      },
    ],
  },
  {
    slug: "dj",
    tagline:
      "Reply to date checks before the couple hears from four other DJs, then lock in the date, the music and the final balance without chasing.",
    description: [
      "Couples and event hosts send the same date check to several DJs at once, and the first clear answer usually wins. This snapshot replies within a minute with availability and starting packages for that day, books a call or video consult, and follows up for two weeks unless the lead books or says no. Multi-op companies assign each booking to a DJ and keep every date in one place.",
      "Once the contract and retainer are in, the client gets a music planning questionnaire, a planning meeting 30 days out and the final balance invoice 14 days before the event. Uplighting, photo booth and ceremony sound are offered at the moments clients decide on them, and a review request follows the week after.",
    ],
    features: [
      {
        title: "One-minute date check reply",
        description:
          "The form captures event date, type, venue and guest count, and the reply states availability and starting packages from Custom Values.",
      },
      {
        title: "Multi-op DJ assignment",
        description:
          "Each booking is assigned to a DJ user, and every DJ sees only their own events and planning forms.",
      },
      {
        title: "Package and add-on quotes",
        description:
          "Quotes list the base package with uplighting, photo booth, ceremony sound and monogram projection, so upgrades are chosen early.",
      },
      {
        title: "Contract and retainer",
        description:
          "Once the retainer is paid, the opportunity moves forward and the event is booked onto that DJ's calendar.",
      },
      {
        title: "Music planning questionnaire",
        description:
          "First dance, parent dances, grand entrance names with pronunciation, must-plays and the do-not-play list are all saved to the contact.",
      },
      {
        title: "Planning meeting at 30 days",
        description:
          "Clients book a final planning call a month out, with the questionnaire due beforehand so the call settles details instead of collecting them.",
      },
      {
        title: "Final balance before the gig",
        description:
          "The balance invoice goes out 14 days ahead with Text-2-Pay and reminders, so nobody hands you an envelope at the end of the night.",
      },
      {
        title: "Coordinator timeline check",
        description:
          "A week out, the timeline is emailed to the venue coordinator and photographer so introductions and the cake cutting line up.",
      },
      {
        title: "School and corporate leads",
        description:
          "Prom, homecoming and company party enquiries flow into their own pipeline with the purchase order step schools expect.",
      },
      {
        title: "Review request the week after",
        description:
          "Five days after the event, clients get a review link with a nudge to mention their DJ by name.",
      },
    ],
    includes: [
      "Bookings pipeline: Date Check → Quote Sent → Consult Booked → Contract & Retainer → Planning → Balance Paid → Event Complete",
      "Date check form with event type, venue and guest count",
      "Two-week lead follow-up sequence: 6 texts and 4 emails",
      "Music planning questionnaire with do-not-play list and pronunciation fields",
      "Per-DJ calendars with an assignment workflow for multi-op teams",
      "Final balance invoice template with Text-2-Pay, sent 14 days out",
      "Planning meeting calendar with questionnaire reminder",
      "School and corporate pipeline with purchase order stage",
      "Add-on emails for uplighting, photo booth and ceremony sound",
      "DJ dashboard: date checks, booking rate, add-on revenue and events by DJ",
    ],
    benefits: [
      "You're the first clear answer in a couple's inbox, which often wins the booking.",
      "Every DJ on your team knows exactly which events are theirs.",
      "Add-ons are chosen weeks ahead, when there's time to plan and budget for them.",
      "Music details arrive in one form instead of scattered texts and screenshots.",
      "Planning calls stay short because the homework is done first.",
      "Final balances are paid before the event, not chased afterwards.",
      "Vendors work from the same timeline, so the night flows.",
      "Reviews that name your DJs help future clients request them.",
    ],
    testimonials: [
      {
        name: "Chris A.",
        business: "Wedding DJ company, Omaha NE",
        content:
          "We run five DJs and used to juggle a shared spreadsheet. Now each DJ sees their own events and questionnaires, and I see everything.",
        rating: 5,
      },
      {
        name: "Nate F.",
        business: "Mobile DJ and photo booth, Tulsa OK",
        content:
          "The instant date check reply has won us bookings against much bigger companies. Couples tell us we were the first to answer properly.",
        rating: 5,
      },
      {
        name: "Brandon Y.",
        business: "DJ and MC, Grand Rapids MI",
        content:
          "This is the best music planning questionnaire I've used, especially the pronunciation fields. I trimmed the follow-up to one week because my market books fast.",
        rating: 5,
      },
    ],
    faq: [
      {
        question: "Can clients pick songs from a library in the questionnaire?",
        answer:
          "The questionnaire has free-text fields for must-plays and do-not-plays, plus a field for a streaming playlist link. It doesn't include a song database; most DJs keep that in their own software.",
      },
      {
        question: "How is a date blocked once it's booked?",
        answer:
          "The confirmed appointment on that DJ's calendar blocks the date. Multi-op companies can still sell the same date with another DJ, since each has their own calendar.",
      },
      {
        question: "Can I offer payment plans?",
        answer:
          "Yes. Split the balance into invoices due on the dates you choose; each goes out with Text-2-Pay and its own reminders.",
      },
      {
        question: "Does it suit photo booth rentals too?",
        answer:
          "Yes. The photo booth is set up as an add-on, and booth-only bookings can run through the same pipeline with their own package details.",
      },
    ],
  },
  {
    slug: "photographer",
    tagline:
      "Book weddings, families and newborns on the right timeline, run mini-session days and deliver galleries without a stream of 'are they ready yet?' texts.",
    description: [
      "Photographers run several businesses in one calendar: weddings booked a year out, newborn sessions that hinge on a due date, fall minis that sell out in a weekend, and headshots booked the same week. This snapshot gives each session type its own enquiry path, calendar and prep emails, so a bride gets a family formals questionnaire and expecting parents get a message around their due date.",
      "After the session, clients know what's coming: sneak peeks in a few days, the full gallery by a set date, then an invitation to order prints or an album. Anniversaries and graduation years bring clients back for the next chapter.",
    ],
    features: [
      {
        title: "Session-specific enquiry paths",
        description:
          "Wedding, family, newborn, senior and headshot enquiries ask their own questions and get replies with the right starting prices.",
      },
      {
        title: "Due-date newborn booking",
        description:
          "Expecting parents book with a due date; near it, they're asked to text when the baby arrives, and the session is scheduled inside your newborn window.",
      },
      {
        title: "Mini-session days",
        description:
          "Short back-to-back slots with payment at booking, for fall family minis, holiday sets and spring blooms.",
      },
      {
        title: "What-to-wear prep guides",
        description:
          "Each session type sends its own prep email a week ahead with wardrobe, location and light advice.",
      },
      {
        title: "Wedding day questionnaire",
        description:
          "Family formal groupings, key people, the day's timeline and venue photography rules are collected six weeks before the wedding.",
      },
      {
        title: "Gallery delivery updates",
        description:
          "Moving a session to Editing and then Delivered sends sneak-peek and gallery-ready texts, so clients stop asking.",
      },
      {
        title: "Print and album follow-up",
        description:
          "After delivery, clients get an ordering guide and a reminder before the gallery expires.",
      },
      {
        title: "Seasonal waitlists",
        description:
          "Past family clients join the waitlist for next year's fall minis and hear first when dates go live.",
      },
      {
        title: "Senior and milestone prompts",
        description:
          "A Graduation Year field on family clients prompts a senior session offer the spring before their child's final year.",
      },
      {
        title: "Reviews after the gallery",
        description:
          "The review request waits until the client has seen their gallery, when they have the most to say.",
      },
    ],
    includes: [
      "Wedding pipeline: Enquiry → Consult → Contract & Retainer → Engagement Session → Wedding Day → Gallery Delivered → Album Ordered",
      "Portrait pipeline: Enquiry → Booked → Session Complete → Editing → Gallery Delivered → Print Order",
      "Enquiry forms for weddings, families, newborns, seniors and headshots",
      "Newborn due-date workflow using a Custom Date Reminder",
      "Mini-session class calendar with payment at booking",
      "Prep guide emails by session type",
      "Wedding day questionnaire with family formals list",
      "Gallery status texts for sneak peeks and final delivery",
      "Seasonal minis waitlist and launch campaign",
      "Studio dashboard: enquiries by session type, bookings, galleries due and print orders",
    ],
    benefits: [
      "Each client gets advice and pricing that match the session they asked about.",
      "Newborn sessions land inside your window instead of weeks too late.",
      "Mini days fill from your own waitlist before you post them publicly.",
      "Clients arrive prepared, so sessions run on time and need less retouching.",
      "Wedding days run smoother because family groupings are listed in advance.",
      "Delivery updates stop the inbox filling with gallery questions.",
      "Print and album orders rise when clients are reminded before the gallery closes.",
      "Past clients come back for the next milestone because you remembered it.",
    ],
    testimonials: [
      {
        name: "Emily S.",
        business: "Family and newborn photographer, Bend OR",
        content:
          "The due-date workflow is genius. Parents text me when the baby arrives and they're booked within days, right when I want them.",
        rating: 5,
      },
      {
        name: "Jon R.",
        business: "Wedding photographer, Lake Placid NY",
        content:
          "Family formal lists used to be chaos on the day. Now couples fill them in six weeks out and my second shooter carries a printed copy.",
        rating: 5,
      },
      {
        name: "Ashley G.",
        business: "Portrait studio, Chattanooga TN",
        content:
          "Mini-session days sell out from the waitlist now. I rewrote the prep guides in my own voice, which I'd recommend anyone does.",
        rating: 4,
      },
    ],
    faq: [
      {
        question: "Does it replace my gallery delivery platform?",
        answer:
          "No. Keep your gallery platform for delivery and print sales. You paste the gallery link into a field, and the snapshot sends it along with the status updates.",
      },
      {
        question: "Can I take payment for mini sessions at booking?",
        answer:
          "Yes. The mini-session calendar charges when the slot is booked, using the Stripe account you link to the sub-account.",
      },
      {
        question: "What if the baby comes early?",
        answer:
          "Parents text the studio as soon as the baby arrives. Entering the birth date starts the booking message straight away, whatever the original due date said.",
      },
      {
        question: "Can second shooters see their assignments?",
        answer:
          "Yes. Add them as users limited to their assigned appointments, and the wedding questionnaire is visible on each contact they're assigned to.",
      },
    ],
  },
  {
    slug: "videographer",
    tagline:
      "Quote films by deliverable, plan the audio and shot list before the day, and keep clients informed through a long edit.",
    description: [
      "Video clients buy deliverables, not hours: a four-minute highlight film, a full ceremony edit, drone shots, raw files. This snapshot quotes by deliverable, books a consult and moves the project through contract and retainer, then sends a pre-production questionnaire covering the shot list, key people, speech order and how audio will be captured from the officiant and the DJ.",
      "Post-production is where video clients get anxious, because a film can take eight to twelve weeks. Each project stage sends an update, from footage backed up to first cut ready, and revision notes come in through one form inside your revision window. Brand and corporate work runs in its own pipeline with script approval and sign-off at every step.",
    ],
    features: [
      {
        title: "Deliverable-based quotes",
        description:
          "Highlight film, full ceremony, speeches edit, drone, raw footage and same-day edit are listed as options, so the quote matches what the client wants to keep.",
      },
      {
        title: "Pre-production questionnaire",
        description:
          "Shot list, key people, speech order, venue restrictions and the audio plan are collected four weeks out.",
      },
      {
        title: "Audio coordination",
        description:
          "A week before, the DJ or planner gets an email confirming the lapel mics and soundboard feed your crew needs.",
      },
      {
        title: "Edit-stage updates",
        description:
          "Moving a project from Filmed to Editing to First Cut sends a short update, so clients aren't left wondering for weeks.",
      },
      {
        title: "Revision window",
        description:
          "A revision form collects timestamped notes in one place and closes after the window you set, keeping edits to the rounds you agreed.",
      },
      {
        title: "Music selection",
        description:
          "Clients choose from the licensed tracks you offer, and the form explains why their favorite chart song can't go in a film shared online.",
      },
      {
        title: "Photo and video pairing",
        description:
          "The enquiry asks who the photographer is, so you can coordinate early or offer a bundle with your partner studio.",
      },
      {
        title: "Commercial production pipeline",
        description:
          "Brand and corporate projects move through brief, script approval, shoot day, rough cut and final delivery with client sign-off at each step.",
      },
      {
        title: "Balance before delivery",
        description:
          "The balance invoice goes out when the film is ready, and the download link follows payment.",
      },
      {
        title: "Review with the film",
        description:
          "A week after delivery, the review request goes out along with an invitation to share the highlight film and tag the studio.",
      },
    ],
    includes: [
      "Wedding film pipeline: Enquiry → Consult → Contract & Retainer → Pre-production → Filmed → Editing → First Cut → Delivered",
      "Commercial pipeline: Brief → Proposal → Script Approved → Shoot Day → Rough Cut → Final Delivered",
      "Deliverables enquiry form with highlight, ceremony, drone and raw footage options",
      "Pre-production questionnaire with shot list and speech order",
      "Audio coordination email template for DJs and planners",
      "Edit-stage update workflow triggered by pipeline stage changes",
      "Revision request form with timestamp fields",
      "Final payment invoice with Text-2-Pay, triggered when the film is ready",
      "Music selection form for licensed tracks",
      "Studio dashboard: projects in edit, days to delivery and enquiries by type",
    ],
    benefits: [
      "Quotes reflect the films clients actually want, which avoids awkward upgrades later.",
      "Audio is planned with the DJ in advance, so vows and toasts are captured cleanly.",
      "Clients stay calm through a long edit because they always know which stage their film is in.",
      "Revision requests arrive organized and within limits, protecting your editing time.",
      "Music questions are settled before editing starts, not after the first cut.",
      "Balances are paid before files leave your hands.",
      "Commercial clients get the sign-off steps they expect from a production company.",
      "Shared highlight films and reviews bring in next season's couples.",
    ],
    testimonials: [
      {
        name: "Tyler B.",
        business: "Wedding film studio, Louisville KY",
        content:
          "The edit-stage updates cut our 'is it ready?' emails to almost nothing. Couples know where their film is at every point.",
        rating: 5,
      },
      {
        name: "Sofia L.",
        business: "Wedding and brand videographer, Milwaukee WI",
        content:
          "The audio coordination email has saved more than one toast. DJs get the request a week ahead and show up with the right feed ready.",
        rating: 5,
      },
      {
        name: "Kevin M.",
        business: "Corporate video production, Pensacola FL",
        content:
          "We mostly use the commercial pipeline and the sign-off steps fit how we work. I'd like a storyboard template included, but the rest covered what we needed.",
        rating: 4,
      },
    ],
    faq: [
      {
        question: "How long should I promise for delivery?",
        answer:
          "That's your decision. Your delivery timeframe sits in a Custom Value and appears in quotes, updates and the FAQ page; the stage updates keep clients informed as you work.",
      },
      {
        question: "Can clients leave notes at exact timestamps?",
        answer:
          "The revision form has fields for timestamp and note. If you use a review platform for frame-accurate comments, paste that link into the First Cut message instead.",
      },
      {
        question: "Can I deliver the files through GoHighLevel?",
        answer:
          "Large video files are better delivered from your cloud storage or delivery platform. The snapshot sends that link once the balance is paid.",
      },
      {
        question: "Does it handle second shooters and editors?",
        answer:
          "Yes. Add them as users and assign tasks by stage, so the editor is notified the moment a project moves to Filmed.",
      },
    ],
  },
  {
    slug: "party-rentals",
    tagline:
      "Quote bounce houses, tents and tables by date and address, stop double-booking your popular units and handle a stormy weekend in one step.",
    description: [
      "Rental companies don't sell time; they sell a specific unit on a specific date, delivered to a yard that may or may not have a flat spot and an outlet. This snapshot gives each high-demand item, like each inflatable or the 20x40 tent, its own calendar, so a unit can't be promised twice for the same Saturday. The quote form asks for the address, surface, power access and gate width before you price anything.",
      "Bookings take a deposit and a damage waiver choice, delivery windows are confirmed the day before, and a Weather Watch tag offers every customer on a stormy day a new date at once. After pickup, customers get a review request, and eleven months later a reminder about next year's birthday or company picnic.",
    ],
    features: [
      {
        title: "One calendar per popular unit",
        description:
          "Each inflatable, water slide and large tent has its own calendar, so two customers can never claim the same unit for the same day.",
      },
      {
        title: "Site details before the quote",
        description:
          "Address, surface type, slope, power within 100 feet and gate width are asked up front, so the crew isn't surprised on delivery.",
      },
      {
        title: "Deposits and damage waiver",
        description:
          "Bookings take a deposit, and the customer accepts or declines the damage waiver on the form so there's a record either way.",
      },
      {
        title: "Delivery window confirmation",
        description:
          "The day before, customers get their delivery window and a reminder to clear the setup area and flag sprinkler heads.",
      },
      {
        title: "Weather Watch",
        description:
          "Tag a date Weather Watch and every booking that day receives your rain and wind policy with options to move.",
      },
      {
        title: "Crew task lists",
        description:
          "Confirmed orders create setup and pickup tasks for the crew, complete with address, gate notes and items.",
      },
      {
        title: "Tent installs and utility locates",
        description:
          "Larger tent orders ask whether the site needs a permit or a utility locate before staking, so it's raised well before install day.",
      },
      {
        title: "Schools, churches and companies",
        description:
          "Field days, festivals and company picnics run through their own pipeline with purchase order details and insurance certificate requests.",
      },
      {
        title: "Next-year rebooking",
        description:
          "A Custom Date Reminder on the event date invites last year's customers to book again eleven months later.",
      },
      {
        title: "Review after pickup",
        description:
          "When the crew marks a pickup done, a review request goes out that evening.",
      },
    ],
    includes: [
      "Rentals pipeline: Quote Request → Quote Sent → Deposit Paid → Delivery Confirmed → Delivered → Picked Up → Reviewed",
      "Quote request form with surface, power, slope and gate width fields",
      "Unit calendar template to copy for each inflatable or tent",
      "Deposit and damage waiver fields on the booking form",
      "Day-before delivery window workflow",
      "Weather Watch rescheduling workflow",
      "Crew setup and pickup task workflow",
      "Organizations pipeline for schools, churches and companies",
      "Eleven-month rebooking reminder workflow",
      "Dashboard: quotes, bookings by unit, deposits taken and weekend utilization",
    ],
    benefits: [
      "Your best-selling units can't be double-booked on a busy summer Saturday.",
      "Quotes account for the real site, so the crew arrives with the right stakes, sandbags and extension cords.",
      "Deposits keep customers committed when a cheaper company calls them back.",
      "A stormy forecast becomes one tag and a batch of texts rather than an evening on the phone.",
      "Customers are ready for the truck, so deliveries stay on schedule.",
      "Organizations get the paperwork they need without delaying the booking.",
      "Birthday parties come back every year because you remind the parents first.",
      "Reviews after each pickup build trust with families comparing rental companies.",
    ],
    testimonials: [
      {
        name: "Jess W.",
        business: "Bounce house rentals, Baton Rouge LA",
        content:
          "We had two double-bookings the summer before we switched. With a calendar per unit it simply can't happen anymore.",
        rating: 5,
      },
      {
        name: "Mike D.",
        business: "Tent and event rentals, Wichita KS",
        content:
          "The gate width and power questions alone save my crew from wasted trips. The Weather Watch tag handled a whole stormy weekend in about ten minutes.",
        rating: 5,
      },
      {
        name: "Angela R.",
        business: "Party and table rentals, Des Moines IA",
        content:
          "Great for our inflatables and tents. Chairs and linens still live in our spreadsheet, which the FAQ warned us about, so no surprises there.",
        rating: 4,
      },
    ],
    faq: [
      {
        question: "Can it track tables, chairs and linens too?",
        answer:
          "Count-based stock like 200 chairs is best kept in your inventory sheet or rental software. Calendars are used for one-of-a-kind units where double-booking hurts most, and quotes record the quantities.",
      },
      {
        question: "How does the damage waiver work?",
        answer:
          "The form offers it as a line item using your wording from a Custom Value. Whether to require it is your policy; have your insurer or adviser review the terms.",
      },
      {
        question: "What happens when storms are forecast?",
        answer:
          "Tag the date Weather Watch and each booked customer gets your policy and a link to pick a new date. Replies land in Conversations so you can confirm each one.",
      },
      {
        question: "Can customers book simple items online without a quote?",
        answer:
          "Yes. Customers choose a unit's calendar, pay the deposit and answer the site questions in one go; bigger orders like tents still go through a quote.",
      },
    ],
  },
  {
    slug: "catering",
    tagline:
      "Turn event enquiries into tastings and signed menus, lock headcounts on deadline and keep corporate lunch clients ordering every week.",
    description: [
      "A catering enquiry is only useful if it tells you the date, headcount, service style and dietary needs. This snapshot asks for those first, whether buffet, plated, family style, stations or drop-off, and routes weddings and galas to a tasting while office lunches get a menu and order link straight away.",
      "Signed events move onto a payment schedule, with the final headcount due ten days out and the event order confirmed in writing before it goes to the kitchen. Corporate clients get reorder reminders, a standing weekly order option and monthly invoicing, and every event ends with a thank-you and a review request.",
    ],
    features: [
      {
        title: "Complete event enquiries",
        description:
          "Date, venue, headcount, service style, bar service and dietary counts are required, so quotes start from real numbers.",
      },
      {
        title: "Tasting appointments",
        description:
          "Wedding and gala leads book a tasting, and the confirmation asks which menu items they'd like to try.",
      },
      {
        title: "Proposal and deposit",
        description:
          "Menus and quotes go out with a deposit invoice, and paying it confirms the date on the events calendar.",
      },
      {
        title: "Headcount deadline",
        description:
          "Ten days before the event, the client is asked for the final guest count and dietary breakdown, with a reminder at seven.",
      },
      {
        title: "Event order sign-off",
        description:
          "The final menu, timings, staffing and rentals go to the client to confirm in writing before the kitchen orders product.",
      },
      {
        title: "Dietary and allergy notes",
        description:
          "Dietary counts and allergy notes are stored on the opportunity, and anything marked severe alerts the chef directly.",
      },
      {
        title: "Office lunch ordering",
        description:
          "Corporate drop-off clients get a menu and order form with lead times, delivery windows and minimums drawn from Custom Values.",
      },
      {
        title: "Standing orders and reorder nudges",
        description:
          "Weekly office clients confirm each order by text, and accounts that go quiet for 30 days get a check-in.",
      },
      {
        title: "Holiday party season",
        description:
          "In September, past corporate clients are invited to reserve December dates before the calendar fills.",
      },
      {
        title: "Post-event thank-you",
        description:
          "The day after, the host gets a thank-you and a review request, and the salesperson gets a task to ask about the next event.",
      },
    ],
    includes: [
      "Events pipeline: Enquiry → Tasting Booked → Proposal Sent → Deposit Paid → Headcount Confirmed → Event Complete",
      "Catering enquiry form with service style, bar and dietary counts",
      "Tasting calendar with menu selection questions",
      "Proposal email and deposit invoice templates with Text-2-Pay",
      "Final headcount workflow at 10 and 7 days out",
      "Event order confirmation email template",
      "Corporate lunch order form with lead time and minimum",
      "Standing order and 30-day reorder workflows",
      "September holiday party campaign",
      "Catering dashboard: enquiries by event type, tastings, deposits and corporate reorders",
    ],
    benefits: [
      "Quotes start from complete information, so fewer proposals need rewriting.",
      "Tastings are booked with a purpose, and couples arrive knowing what they want to try.",
      "Dates are secured by deposits rather than verbal yeses.",
      "Final counts arrive on time, so the kitchen orders the right amount of product.",
      "Signed event orders settle disputes before they happen.",
      "Allergy notes reach the chef instead of staying buried in an email thread.",
      "Office lunch clients keep ordering because reordering takes one text.",
      "December fills early with returning corporate parties.",
    ],
    testimonials: [
      {
        name: "Denise P.",
        business: "Full-service caterer, Minneapolis MN",
        content:
          "The headcount deadline workflow fixed our biggest headache. Final numbers arrive on day ten and purchasing is finally predictable.",
        rating: 5,
      },
      {
        name: "Luca B.",
        business: "Italian catering kitchen, Little Rock AR",
        content:
          "Corporate lunch reorders by text have become a steady part of our week. Accounts that go quiet get a check-in without me remembering to send it.",
        rating: 5,
      },
      {
        name: "Frances O.",
        business: "Wedding and event caterer, Santa Fe NM",
        content:
          "The tasting calendar and proposal flow work well for our weddings. We had to add our own bar packages to the form, but that was simple to do.",
        rating: 5,
      },
    ],
    faq: [
      {
        question: "Can clients order drop-off catering online?",
        answer:
          "Yes. The corporate lunch order form works on its own, and with Stripe connected it can take payment at checkout. Most caterers invoice regular office clients monthly instead.",
      },
      {
        question: "Where do menus and pricing live?",
        answer:
          "Package names, per-person prices and minimums sit in Custom Values and on the proposal templates, so seasonal menu changes are made in one place.",
      },
      {
        question: "Does it help with staffing each event?",
        answer:
          "Each confirmed event creates staffing tasks with the date, times and headcount. Detailed shift scheduling usually stays in your staffing app.",
      },
      {
        question: "How are allergies handled?",
        answer:
          "The snapshot records what the client tells you and flags severe allergies to the chef. How the kitchen handles them is your own food safety process; the system makes sure the note arrives.",
      },
    ],
  },
];
