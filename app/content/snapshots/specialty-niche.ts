import type { SnapshotDetailContent } from "../types";

export const details: SnapshotDetailContent[] = [
  {
    slug: "church",
    tagline:
      "First-time guest follow-up, small-group sign-ups and serve-team scheduling, so nobody who visits on Sunday slips through the cracks by Wednesday.",
    description: [
      "Most churches collect connect cards on Sunday and rely on one busy staff member to follow up sometime that week. By then the guest has half forgotten the visit. This snapshot turns the paper card, a Plan a Visit form and a text-to-connect keyword into one first-time guest journey: a warm text in the pastor's name within the hour, a welcome email the next day and a gentle three-week series introducing groups, serving and your Next Steps class.",
      "It also covers the rest of the assimilation path. Small-group sign-ups are routed to each group leader, volunteer interest feeds a Serve Team pipeline, and event registration handles everything from a women's retreat to VBS. Prayer requests go to a pastoral care queue and are kept off every broadcast list.",
      "Giving stays with the giving platform you already use; the website simply links to it. Service times, campus address, lead pastor and giving link are Custom Values, so a multi-campus church can load the same snapshot into each campus sub-account.",
    ],
    features: [
      {
        title: "Plan a Visit page",
        description:
          "Answers what to wear, where to park and what happens with the kids, then asks which service and how many children are coming. Guests get directions the evening before and a greeter is notified.",
      },
      {
        title: "Connect card and text-to-connect",
        description:
          "A mobile connect card for the bulletin QR code, plus an inbound keyword such as NEW that replies with the card link. Keywords rely on SMS, so A2P 10DLC registration comes first.",
      },
      {
        title: "First-time guest follow-up",
        description:
          "A text from the pastor within an hour, a short welcome video email the next morning and three weekly emails about groups, serving and Next Steps.",
      },
      {
        title: "Second-visit recognition",
        description:
          "When a guest fills in the connect card again, they are tagged as returning and the connections pastor gets a task to invite them for coffee.",
      },
      {
        title: "Small-group sign-ups",
        description:
          "A group finder page with one form per group type. Each sign-up notifies the leader and sends the member the meeting day, time and host address.",
      },
      {
        title: "Serve Team pipeline",
        description:
          "Volunteer interest moves through contact, shadowing and background check stages. Team leaders get a task at each step and new volunteers receive onboarding for their team.",
      },
      {
        title: "Serve date reminders",
        description:
          "A Next Serve Date field drives reminders three days and one day before each shift. Volunteers who can't make it reply to the text and the coordinator sees it in Conversations.",
      },
      {
        title: "Event registration",
        description:
          "A reusable registration funnel with childcare and dietary questions and optional paid tickets through Payments. Attendees get reminders and a short feedback survey afterwards.",
      },
      {
        title: "Prayer requests and pastoral care",
        description:
          "A prayer request form with a keep-confidential option. Requests are assigned to the pastoral care team and excluded from every marketing email by tag.",
      },
      {
        title: "Staff meeting dashboard",
        description:
          "Guests this month, follow-ups completed, group sign-ups and new volunteers on one screen for your weekly staff meeting.",
      },
    ],
    includes: [
      "Church website with I'm New, ministries, groups, events, sermons and give pages",
      "First-Time Guests pipeline: New Guest → Contacted → Second Visit → Next Steps Class → Joined a Group",
      "Serve Team pipeline: Interest → Contacted → Shadowing → Background Check → Scheduled → Serving",
      "Connect card form with QR-code landing page",
      "Text-to-connect keyword Workflow with an auto-reply",
      "Plan a Visit form with a night-before directions text",
      "Small-group sign-up forms and leader notification Workflow",
      "Next Steps class calendar with reminders at 2 days and 3 hours",
      "Prayer request form with pastoral care assignment Workflow",
      "Custom Values for service times, campus address, lead pastor, kids check-in details and giving link",
    ],
    benefits: [
      "Guests hear from a real person while Sunday is still fresh in their minds.",
      "Connect cards stop piling up on the church office desk until Tuesday.",
      "Group leaders learn about new members the same day someone signs up.",
      "Volunteers feel looked after instead of recruited and then forgotten.",
      "Fewer Sunday gaps on the schedule, because serve reminders go out automatically.",
      "Prayer requests are handled with care and never mixed into announcements.",
      "Staff meetings start from numbers rather than impressions.",
      "Each campus keeps its own details while sharing one proven setup.",
    ],
    testimonials: [
      {
        name: "Dan W.",
        business: "Non-denominational church, Lubbock TX",
        content:
          "We used to follow up with first-time guests when someone found time. Now every guest gets a text that same afternoon, and our connections team spends its hours on coffee meetings instead of data entry.",
        rating: 5,
      },
      {
        name: "Michelle A.",
        business: "Community church, Greenville SC",
        content:
          "The serve team pipeline finally shows where each volunteer is stuck. Background checks used to stall for weeks without anyone noticing.",
        rating: 5,
      },
      {
        name: "Grace N.",
        business: "Baptist church, Macon GA",
        content:
          "Getting our texting registration approved took longer than setting up the snapshot itself. Once it went through, the text-to-connect keyword became our main way of collecting guest details.",
        rating: 5,
      },
    ],
    faq: [
      {
        question: "Does it replace our church management software?",
        answer:
          "No. Keep your church management system for membership records, child check-in and giving statements. This snapshot handles the outreach side: guest follow-up, sign-ups, volunteer onboarding and reminders.",
      },
      {
        question: "Can we text the whole congregation?",
        answer:
          "You can send SMS broadcasts to people who have given consent, once your A2P 10DLC registration is approved. Every message should carry opt-out wording, and the templates in the snapshot already include it.",
      },
      {
        question: "Can people give online through it?",
        answer:
          "The website has a Give page linking to your existing giving platform. If you'd rather take gifts inside HighLevel, connect a payment provider in Payments and use a donation product on an order form.",
      },
      {
        question: "How does it work for a multi-campus church?",
        answer:
          "Load the snapshot into one sub-account per campus and set each campus's service times, address and staff names in its Custom Values. Each campus sees only its own guests, groups and volunteers.",
      },
    ],
  },
  {
    slug: "nonprofit",
    tagline:
      "Donor journeys from first gift to monthly giver, event registrations and volunteer onboarding, built for a small development team doing the work of a large one.",
    description: [
      "Most small nonprofits don't have a donor problem, they have a second-gift problem. A first-time donor who isn't thanked promptly and shown what their money did is unlikely to give again. This snapshot makes the first 90 days after a gift count: a thank-you within minutes, an impact story at two weeks, an invitation to see the work in person and, at the right moment, an ask to join your monthly giving circle.",
      "Giving history lives on each contact: a Payment Received Workflow writes the Last Gift Date and adds the amount to a Lifetime Giving field. That powers lapsed-donor outreach at 13 months, a major-gift pipeline for your executive director, and segments for your year-end appeal.",
      "Events and volunteers are covered too, with a ticketed registration funnel for galas or fun runs and a volunteer pipeline with shift reminders.",
    ],
    features: [
      {
        title: "Donation pages with suggested amounts",
        description:
          "One-time and monthly donation products on an order form, with amounts tied to outcomes such as a week of meals. The monthly option is pre-selected on the giving circle page.",
      },
      {
        title: "First-gift stewardship series",
        description:
          "A thank-you within minutes, an impact story at day 14, a visit invitation at day 45 and a soft monthly-giving ask at day 90. No second appeal goes out before the donor has seen results.",
      },
      {
        title: "Monthly giving circle",
        description:
          "Recurring donors get their own welcome, a quarterly insider update and an anniversary thank-you. Failed recurring payments alert staff so a person can reach out.",
      },
      {
        title: "Giving history on every contact",
        description:
          "Last Gift Date and Lifetime Giving update automatically with each payment. Staff can filter donors by recency and total without exporting spreadsheets.",
      },
      {
        title: "Lapsed donor re-engagement",
        description:
          "Donors with no gift in 13 months receive a personal-sounding catch-up about what has changed. Anyone who gives again returns to the stewardship series.",
      },
      {
        title: "Major gift pipeline",
        description:
          "Donors above a threshold you set in Custom Values appear as opportunities for the executive director, with tasks for cultivation calls and site visits.",
      },
      {
        title: "Event registration and sponsorship",
        description:
          "A gala or 5K funnel with tickets, table purchases and sponsorship levels through Payments. Registrants get logistics, reminders and a post-event thank-you with photos.",
      },
      {
        title: "Volunteer onboarding",
        description:
          "An interest form captures skills and availability, then a Volunteers pipeline moves people through orientation to active. Shift reminders go out two days before.",
      },
      {
        title: "Year-end appeal campaign",
        description:
          "A sequence for the Giving Tuesday to December 31 window, segmented into monthly donors, recent donors, lapsed donors and people who have never given.",
      },
      {
        title: "Development dashboard",
        description:
          "Gifts this month, new monthly donors, second-gift rate and event registrations, ready for board reports.",
      },
    ],
    includes: [
      "Donors pipeline: First Gift → Thanked → Second Gift → Monthly Donor → Lapsed",
      "Major Gifts pipeline: Identified → Qualified → Cultivating → Ask Made → Pledged → Stewarding",
      "Donation page and order form with one-time and monthly donation product templates",
      "Payment Received Workflow that writes Last Gift Date and adds to Lifetime Giving",
      "First-gift stewardship series across 90 days with email and SMS",
      "Gift acknowledgement email template with amount, date and your organisation's details",
      "13-month lapsed donor Workflow",
      "Event registration funnel with ticket, table and sponsorship products",
      "Volunteer interest form, Volunteers pipeline and shift reminder Workflow",
      "Custom Values for organisation name, mission line, EIN, major gift threshold and executive director name",
    ],
    benefits: [
      "New donors are thanked before they close the browser tab.",
      "More first-time donors give a second time because they see their impact first.",
      "Monthly givers feel like insiders rather than a line on a bank statement.",
      "Your executive director spends cultivation time on the donors who matter most.",
      "Lapsed supporters are invited back before they forget why they cared.",
      "Event logistics and ticketing stop eating the last week before the gala.",
      "Volunteers arrive oriented and on time for their shifts.",
      "Board reports take minutes because the numbers are already on a dashboard.",
    ],
    testimonials: [
      {
        name: "Laura C.",
        business: "Food bank, Dayton OH",
        content:
          "Our second-gift rate was something we guessed at. Now it's on the dashboard, and the 90-day stewardship series has clearly moved it in the right direction.",
        rating: 5,
      },
      {
        name: "Omar J.",
        business: "Youth mentoring nonprofit, Tacoma WA",
        content:
          "We ran our first gala registration through this, with tables and sponsors in one place. Sponsors got their logos and invoices without me building a spreadsheet.",
        rating: 5,
      },
      {
        name: "Beth S.",
        business: "Animal rescue, Frederick MD",
        content:
          "The lapsed donor emails brought back supporters we hadn't heard from in two years. I rewrote them to include adoption stories, which the template made easy.",
        rating: 5,
      },
    ],
    faq: [
      {
        question: "Does it replace our donor database?",
        answer:
          "For many small organisations it becomes the donor database, since giving history sits on each contact. Larger organisations often keep a dedicated fundraising database for gift accounting and use this snapshot for stewardship and events.",
      },
      {
        question: "Can it send tax receipts?",
        answer:
          "It includes a gift acknowledgement email that fills in the amount, date and your organisation's details. The exact receipt wording your donors need is for you and your accountant to confirm; paste it into the template once.",
      },
      {
        question: "Which payment providers work for donations?",
        answer:
          "Donations use HighLevel Payments, so you need a supported provider connected, most commonly Stripe. The connection isn't carried by the snapshot and is one of the first items on the setup checklist.",
      },
      {
        question: "Can we track volunteer hours?",
        answer:
          "Yes, in a simple way. Each completed shift adds its hours to a Volunteer Hours field, which you can report on or use to thank volunteers at milestones such as 50 hours.",
      },
    ],
  },
  {
    slug: "funeral-home",
    tagline:
      "Thoughtful communication for at-need families, pre-planning enquiries and a full year of aftercare, designed so automation never speaks when a person should.",
    description: [
      "A funeral home is not a typical marketing account, and this snapshot doesn't treat it like one. At-need calls are routed straight to a person: missed calls get a short, gentle text saying a director will call back within minutes, and the on-call director is notified. No family in the middle of arrangements is ever enrolled in a promotional sequence.",
      "The growth side of the business is pre-planning. A planning guide download, pre-planning seminar registrations and an arrangement appointment calendar feed a Pre-Planning pipeline, with patient follow-up that respects how long these decisions take.",
      "Aftercare is where families remember you. A 13-month grief support series, a note on the first anniversary and an invitation to your holiday remembrance service are scheduled from the date of the service. Review requests are only sent when the director marks a family as ready.",
    ],
    features: [
      {
        title: "At-need call handling",
        description:
          "A missed call from an unknown number triggers a calm text and an urgent notification to the on-call director. The number itself is set up in LC Phone, since phone numbers never travel in a snapshot.",
      },
      {
        title: "Marketing safeguards",
        description:
          "Contacts tagged at-need are excluded from every promotional Workflow and broadcast. Families only hear from you about arrangements until the aftercare series begins.",
      },
      {
        title: "Arrangement conference booking",
        description:
          "A calendar for arrangement meetings with reminders that list what to bring, such as clothing, photographs and military discharge papers for veterans. Directors see the family's notes before they arrive.",
      },
      {
        title: "Service details page",
        description:
          "A page template for service time, venue, livestream link and flower delivery details that staff duplicate for each family and share by text.",
      },
      {
        title: "Pre-planning guide",
        description:
          "A downloadable guide that explains options from burial to cremation, with a follow-up offering a no-pressure planning conversation.",
      },
      {
        title: "Pre-planning seminars",
        description:
          "A Class Booking calendar for lunch-and-learn seminars with seat limits. Attendees are thanked and offered a personal appointment within the week.",
      },
      {
        title: "Pre-Planning pipeline",
        description:
          "Tracks enquiries from guide download to completed plan, with follow-up spaced in months rather than days.",
      },
      {
        title: "13-month aftercare series",
        description:
          "Grief support letters by email at gentle intervals, starting two weeks after the service. Each letter can be replaced with your own writing or a local counsellor's.",
      },
      {
        title: "Anniversary and holiday remembrance",
        description:
          "The Date of Service field schedules a one-year note. Each November, families served that year are invited to your candlelight remembrance service.",
      },
      {
        title: "Director-approved reviews",
        description:
          "Reputation Management requests go out only after a director applies the review-ready tag, usually several weeks after the service.",
      },
    ],
    includes: [
      "Pre-Planning pipeline: Enquiry → Guide Sent → Appointment Booked → Options Discussed → Plan Completed → Annual Check-in",
      "At-Need pipeline: First Call → Arrangement Booked → Arrangements Made → Service Held → Aftercare",
      "Missed-call text and on-call director notification Workflow",
      "Arrangement conference calendar with a what-to-bring reminder",
      "Pre-planning guide funnel with download page and follow-up emails",
      "Seminar registration page on a Class Booking calendar",
      "Service details page template for sharing with family and friends",
      "13-month aftercare email series triggered from Date of Service",
      "Holiday remembrance service invitation Workflow",
      "Custom Values for funeral home name, on-call number, chapel address, director names and livestream provider link",
    ],
    benefits: [
      "Families reach a person quickly at the hardest moment, even after hours.",
      "Nobody grieving receives a sales message by accident.",
      "Arrangement meetings run smoother because families arrive with what they need.",
      "Pre-planning enquiries are nurtured patiently instead of forgotten after one call.",
      "Seminar attendees are offered a personal appointment while interest is warm.",
      "Aftercare continues for a year without a director having to remember dates.",
      "Reviews are requested with judgement, never by a timer alone.",
      "Your community sees a funeral home that stays in touch long after the service.",
    ],
    testimonials: [
      {
        name: "Robert E.",
        business: "Family-owned funeral home, Bowling Green KY",
        content:
          "I was wary of automation in this business. The way at-need families are kept out of every campaign convinced me, and the aftercare letters have drawn heartfelt replies.",
        rating: 5,
      },
      {
        name: "Patricia L.",
        business: "Funeral home and crematory, Joplin MO",
        content:
          "Our pre-planning seminars now fill from the registration page, and every attendee gets a follow-up within a week. We used to lose half of them to good intentions.",
        rating: 5,
      },
      {
        name: "Walter M.",
        business: "Funeral chapel, Rapid City SD",
        content:
          "The remembrance service invitations saved us a week of addressing envelopes. I'd like more letter options for the aftercare series, though I've started writing our own.",
        rating: 4,
      },
    ],
    faq: [
      {
        question: "Will families in the middle of arrangements get marketing messages?",
        answer:
          "No. The at-need tag removes contacts from every promotional Workflow and every broadcast segment in the snapshot. Only arrangement reminders, and later the aftercare series, reach them.",
      },
      {
        question: "Does it handle pre-need contracts?",
        answer:
          "It tracks enquiries, appointments and follow-up, but it doesn't create or manage pre-need contracts. Those are governed by your state's rules and handled by your licensed staff and your existing providers.",
      },
      {
        question: "Does it replace our case management software?",
        answer:
          "No. Keep your case management system for case records, paperwork and obituaries. This snapshot covers phone follow-up, pre-planning, aftercare and reviews, which those systems usually don't.",
      },
      {
        question: "Can we run several locations?",
        answer:
          "Yes. Use one sub-account per location with its own address, on-call number and director names in Custom Values, or keep one sub-account and add a location field if your team works across all of them.",
      },
    ],
  },
  {
    slug: "home-care",
    tagline:
      "Answer family enquiries fast, book in-home care assessments, start care smoothly and keep caregiver applicants flowing, in one sub-account built for private-duty home care.",
    description: [
      "Home care enquiries rarely come from the client. They come from an adult daughter who has just learned her father can't be left alone after a fall, calling three agencies from the hospital car park. The agency that responds first with calm, specific answers usually gets the care assessment. This snapshot handles that moment: a needs-based enquiry form, an instant text from your care coordinator and an assessment calendar with reminders to the family.",
      "The other half of the business is caregivers. You can't start care without staff, so recruiting has its own funnel and Applicants pipeline, from application through interview, background check and orientation to first shift. Referral partners such as discharge planners and social workers have a pipeline of their own.",
      "On privacy: HIPAA support is a paid HighLevel add-on that covers the whole agency account, not a single sub-account. The snapshot keeps clinical detail out of forms and texts by default; whether your agency needs the add-on is a decision for you and your compliance adviser.",
    ],
    features: [
      {
        title: "Family enquiry form",
        description:
          "Asks who needs care, hours per week, help needed with daily activities, memory concerns and how care will be paid for: private pay, long-term care insurance or veterans' benefits.",
      },
      {
        title: "Speed-to-lead for families",
        description:
          "A text from the care coordinator within a minute and an urgent notification. If the enquiry isn't answered in 15 minutes, the office manager is alerted too.",
      },
      {
        title: "In-home assessment calendar",
        description:
          "Assessments are booked with the family present, with reminders a day and two hours before. The assessor sees enquiry answers in the appointment notes.",
      },
      {
        title: "Start of care sequence",
        description:
          "Once the family signs the service agreement, they receive a welcome, their caregiver's introduction and what to expect in week one.",
      },
      {
        title: "First-30-days check-ins",
        description:
          "Calls at day 3, 14 and 30 are created as tasks for the care coordinator, followed by a short satisfaction survey to the family.",
      },
      {
        title: "Referral partner pipeline",
        description:
          "Discharge planners, social workers and elder law offices are tracked with visit tasks, a monthly update email and a thank-you when a referral starts care.",
      },
      {
        title: "Caregiver recruiting funnel",
        description:
          "A mobile-first job application with availability, transport and certification questions. Applicants get a text with an interview booking link within minutes.",
      },
      {
        title: "Applicants pipeline",
        description:
          "Moves caregivers from Applied to First Shift, with reminders for missing documents and orientation. Slow hiring steps show up at a glance.",
      },
      {
        title: "Certification expiry reminders",
        description:
          "CPR and other certification expiry dates sit in custom date fields, and caregivers are reminded 60 and 30 days before.",
      },
      {
        title: "Family reviews",
        description:
          "After 60 days of care and a good survey score, families are asked for a Google review. Lower scores go to the office manager instead.",
      },
    ],
    includes: [
      "Clients pipeline: Enquiry → Assessment Booked → Assessment Done → Agreement Sent → Care Started → 30-Day Review",
      "Applicants pipeline: Applied → Phone Screen → Interview → Background Check → Orientation → First Shift",
      "Referral Partners pipeline: Identified → Visited → Referring → Active Partner",
      "Family enquiry funnel with care-needs and payer-type questions",
      "In-home assessment calendar with reminders at 24 hours and 2 hours",
      "Care coordinator speed-to-lead Workflow with 15-minute escalation",
      "Caregiver job application funnel and interview calendar",
      "Certification expiry Workflow with reminders at 60 and 30 days",
      "Family satisfaction survey with review routing",
      "Custom Values for agency name, service area, office phone, care coordinator and hiring manager names",
    ],
    benefits: [
      "Worried families get a response while they are still making calls.",
      "Assessors walk in already knowing the care needs and how care will be paid for.",
      "New clients feel looked after in the first month, when most cancellations happen.",
      "Referral partners see that you follow through, so they keep sending families.",
      "Caregiver applicants hear back in minutes, before another agency hires them.",
      "Expiring certifications are caught long before a caregiver's next shift.",
      "Reviews come from families who have told you they are happy.",
      "Your coordinator's day is organised by tasks instead of sticky notes.",
    ],
    testimonials: [
      {
        name: "Karen D.",
        business: "Non-medical home care agency, Fort Wayne IN",
        content:
          "Families told us we were the first agency to call back, and that's with a two-person office. The payer-type question alone saves a wasted assessment most weeks.",
        rating: 5,
      },
      {
        name: "Luis R.",
        business: "In-home senior care, Bakersfield CA",
        content:
          "Recruiting was our bottleneck. Applicants now get an interview link within minutes, and we can see exactly where people drop out between interview and orientation.",
        rating: 5,
      },
      {
        name: "Denise H.",
        business: "Companion care agency, Wilmington NC",
        content:
          "We had to decide about the HIPAA add-on before going live, which took some thought. The snapshot was clear about what it collects, so that conversation was easier.",
        rating: 4,
      },
    ],
    faq: [
      {
        question: "Is the snapshot HIPAA compliant?",
        answer:
          "A snapshot can't make an account compliant. HighLevel offers HIPAA support as a paid add-on covering the whole agency account, and how you use it is up to you and your compliance adviser. The snapshot avoids collecting diagnoses or medication details by default.",
      },
      {
        question: "Does it schedule caregiver shifts?",
        answer:
          "No. Keep your home care scheduling and visit verification software for shifts and timesheets. This snapshot covers the work around it: enquiries, assessments, onboarding families, recruiting and reviews.",
      },
      {
        question: "Can we track how each client pays?",
        answer:
          "Yes. Payer type is a dropdown on the enquiry form and a filter in the Clients pipeline, so you can see how many enquiries are private pay, long-term care insurance or veterans' benefits.",
      },
      {
        question: "We serve several counties. Can enquiries go to the right office?",
        answer:
          "The enquiry form asks for the client's ZIP code or county, and a Workflow assigns the contact to that office's coordinator. Agencies with separate branches can also use one sub-account per branch.",
      },
    ],
  },
  {
    slug: "franchise",
    tagline:
      "A franchisor's system for recruiting franchisees through discovery day, plus a location template that gives every territory the same lead handling.",
    description: [
      "A franchise brand needs two systems: one that sells franchises and one that helps each location sell its services. This snapshot gives you both. The franchise development side takes a candidate from the opportunity page through qualification, intro call, disclosure document delivery and discovery day to signing, with the dates your team needs to track.",
      "The location side is a template sub-account: local landing pages, enquiry forms, booking calendar, review requests and a grand opening campaign, all driven by Custom Values such as location name, owner, phone, address and review link. Customise it once, save it as your own snapshot and load it into each new territory.",
      "Because the location template lives in your agency account, later improvements can be pushed from your saved snapshot to location sub-accounts, choosing which assets to update. That is how a brand stays consistent across twenty locations without rebuilding each one.",
    ],
    features: [
      {
        title: "Franchise opportunity funnel",
        description:
          "An opportunity page with investment range, support model and territory map, plus a form asking for liquid capital, timeline and preferred market.",
      },
      {
        title: "Candidate qualification",
        description:
          "Candidates below your capital threshold get a polite, informative reply. Qualified candidates are offered an intro call straight away.",
      },
      {
        title: "Franchise development pipeline",
        description:
          "Tracks each candidate from enquiry to signed agreement, with tasks for your development team at every stage and a view of deals by market.",
      },
      {
        title: "Disclosure date tracking",
        description:
          "Dates when the disclosure document was sent and receipt confirmed are stored as fields. Your team sees the waiting period your counsel specifies before a signing is scheduled.",
      },
      {
        title: "Discovery day registration",
        description:
          "A registration page with travel details and agenda, reminders, and a follow-up survey asking candidates what they still need to decide.",
      },
      {
        title: "Location template",
        description:
          "Local website pages, enquiry forms, a booking calendar and follow-up Workflows that pull every local detail from Custom Values.",
      },
      {
        title: "Grand opening campaign",
        description:
          "A pre-opening VIP list page and a countdown sequence leading to opening day, with a launch offer set per location.",
      },
      {
        title: "Local review engine",
        description:
          "Each location requests Google reviews for its own listing through Reputation Management, using its own review link.",
      },
      {
        title: "Franchisee onboarding checklist",
        description:
          "New owners receive a paced email series for their pre-opening tasks, and your support team gets a task when a milestone is missed.",
      },
      {
        title: "Location dashboard",
        description:
          "Leads, booked appointments, response times and reviews per location, so field consultants can coach from the same numbers.",
      },
    ],
    includes: [
      "Franchise Development pipeline: Enquiry → Qualified → Intro Call → Disclosure Sent → Discovery Day → Approved → Signed → Open",
      "Franchise opportunity funnel with a qualification form",
      "Intro call calendar for the development team with reminders at 24 hours and 1 hour",
      "Discovery day registration page and reminder Workflow",
      "Custom date fields for disclosure sent, receipt confirmed and earliest signing date",
      "Location template website with home, services, about and contact pages",
      "Location lead pipeline: New Lead → Contacted → Booked → Won",
      "Grand opening VIP list page and countdown Workflow",
      "Franchisee onboarding email series with missed-milestone tasks",
      "Custom Values for brand name, location name, owner, phone, address, booking link and review link",
    ],
    benefits: [
      "Candidates get answers quickly, which matters when they are comparing several brands.",
      "Unqualified enquiries are handled politely without taking up your development team's week.",
      "Disclosure dates are recorded rather than remembered.",
      "New locations start with proven lead handling on day one instead of improvising.",
      "Brand standards hold because every location starts from the same template.",
      "Improvements reach locations through pushed updates rather than twenty rebuilds.",
      "Field consultants can compare locations on the same measures.",
      "Grand openings begin with a list of local people already waiting.",
    ],
    testimonials: [
      {
        name: "Brian K.",
        business: "Home services franchisor, Charlotte NC",
        content:
          "We opened six locations last year, each from the same template. The owners started with working follow-up instead of asking us for help with basic lead handling.",
        rating: 5,
      },
      {
        name: "Tanya F.",
        business: "Children's education franchise, Overland Park KS",
        content:
          "Our discovery days used to be organised by email threads. Registration, reminders and the follow-up survey now run themselves, and the survey answers shape our closing calls.",
        rating: 5,
      },
      {
        name: "Greg P.",
        business: "Fitness franchise development, Tampa FL",
        content:
          "Saving our customised location template as our own snapshot took a little learning. Once we had it, adding a territory became an afternoon job.",
        rating: 5,
      },
    ],
    faq: [
      {
        question: "Is this for the franchisor or for individual franchisees?",
        answer:
          "Both, in separate sub-accounts. The franchise development pipeline runs in the franchisor's sub-account, and the location template is loaded into a sub-account per territory.",
      },
      {
        question: "Does it manage franchise disclosure compliance?",
        answer:
          "No. It records the dates your team enters and can remind them of the waiting period you specify, but franchise sales rules are a matter for your franchise counsel.",
      },
      {
        question: "Who owns the leads at each location?",
        answer:
          "Each location's contacts live in its own sub-account. You decide which franchisor staff have access to which sub-accounts through user permissions in your agency account.",
      },
      {
        question: "Can franchisees pay for the software through us?",
        answer:
          "Many franchisors use SaaS Mode to bill locations for their sub-accounts through Stripe. It's a separate setup on HighLevel's Agency Pro plan; the snapshot works the same with or without it.",
      },
    ],
  },
  {
    slug: "ecommerce-brand",
    tagline:
      "Abandoned checkout recovery, post-purchase flows, replenishment reminders and win-backs for a direct-to-consumer brand selling on a HighLevel store or Shopify.",
    description: [
      "Direct-to-consumer brands live on repeat purchases, and repeat purchases depend on what happens after the order: whether the customer knows how to use the product, whether they hear from you when they're about to run out, and whether they're given a reason to come back after 90 quiet days. This snapshot builds those flows around the order events HighLevel receives from its own e-commerce store or a connected Shopify store.",
      "It starts with list growth: a welcome offer form for your site with separate email and SMS consent, and a welcome series that tells the brand story before the discount expires. Abandoned checkouts get a three-step sequence, and purchases branch by product so a first-time buyer of your starter kit hears something different from a fifth-time reorder.",
      "Every customer question arrives in Conversations, whether it came by text, email, Instagram DM or Messenger, so your small team answers from one inbox.",
    ],
    features: [
      {
        title: "Welcome offer and consent capture",
        description:
          "A pop-up form with a first-order discount, separate email and SMS consent checkboxes and a five-part welcome series.",
      },
      {
        title: "Abandoned checkout sequence",
        description:
          "Fires from the Abandoned Checkout trigger after a delay you choose. Three messages over 48 hours move from a reminder to social proof to a final nudge.",
      },
      {
        title: "Post-purchase education",
        description:
          "Product-specific how-to emails arrive as the order ships, so customers get good results from the first use.",
      },
      {
        title: "Delivery follow-up",
        description:
          "An Order Fulfilled trigger starts a check-in a few days after shipping and an easy route to support if something went wrong.",
      },
      {
        title: "Product and Google reviews",
        description:
          "Happy customers are asked for a product review on your store and, separately, a Google review through Reputation Management.",
      },
      {
        title: "Replenishment reminders",
        description:
          "For consumables, a Reorder Window field per product drives a reminder shortly before the customer is likely to run out.",
      },
      {
        title: "VIP tagging",
        description:
          "Order count and lifetime spend fields update with each purchase; crossing your thresholds adds a VIP tag for early access and perks.",
      },
      {
        title: "Win-back series",
        description:
          "Customers quiet for 60, 90 and 120 days receive escalating reasons to return, ending with your strongest offer.",
      },
      {
        title: "Launch broadcasts",
        description:
          "Email and SMS templates for product drops, with VIPs messaged a day before everyone else.",
      },
      {
        title: "Revenue dashboard",
        description:
          "Recovered checkouts, repeat purchase rate, VIP count and campaign revenue on one screen.",
      },
    ],
    includes: [
      "Customers pipeline: Subscriber → First Order → Repeat Buyer → VIP → Lapsed",
      "Welcome pop-up form with separate email and SMS consent fields",
      "Five-email welcome series with a first-order discount Custom Value",
      "Abandoned Checkout Workflow with 2 emails and 1 SMS over 48 hours",
      "Order Fulfilled Workflow with delivery check-in and support routing",
      "Post-purchase how-to email templates for three product lines",
      "Replenishment Workflow driven by a Reorder Window field",
      "Win-back Workflow at 60, 90 and 120 days",
      "VIP tagging Workflow with order count and lifetime spend fields",
      "Custom Values for brand name, discount codes, support email, return policy link and review links",
    ],
    benefits: [
      "Shoppers who wander off at checkout are reminded while the cart is still on their mind.",
      "First orders turn into second orders because customers know how to use what they bought.",
      "Consumable products get reordered on time instead of replaced by a competitor's.",
      "Your best customers are recognised and treated differently from one-off buyers.",
      "Quiet customers are won back with offers that grow over time.",
      "Consent is captured separately, keeping your SMS list clean.",
      "Support questions from every channel land in one inbox.",
      "You can see which flows earn money and which need rewriting.",
    ],
    testimonials: [
      {
        name: "Hannah V.",
        business: "Skincare brand, Bend OR",
        content:
          "The replenishment reminders were the biggest surprise. Customers tell us they were just about to run out, and reorders now come in on schedule.",
        rating: 5,
      },
      {
        name: "Jordan E.",
        business: "Coffee roaster, Durham NC",
        content:
          "We connected our Shopify store and the abandoned checkout and fulfilment Workflows started working the same day. Having DMs and texts in one inbox has been a relief for our two-person team.",
        rating: 5,
      },
      {
        name: "Mei T.",
        business: "Pet accessories brand, Fort Collins CO",
        content:
          "Good structure, especially the VIP logic. I had to rewrite the product education emails for our catalogue, which I expected, and the custom values made the discount codes easy to swap.",
        rating: 4,
      },
    ],
    faq: [
      {
        question: "Does it work with Shopify or only HighLevel's store?",
        answer:
          "Both. The Workflows use the Ecommerce Stores triggers, which respond to the native HighLevel store and a connected Shopify store. The Shopify connection itself is made after import, since integrations don't travel in snapshots.",
      },
      {
        question: "How are discount codes handled?",
        answer:
          "Create the codes in your store, whether as coupons in HighLevel Payments or discounts in Shopify, then paste them into the discount Custom Values. Every email and text picks them up from there.",
      },
      {
        question: "What do we need before sending marketing texts?",
        answer:
          "US texting needs A2P 10DLC registration, and marketing texts should only go to people who ticked the SMS consent box. The templates already include opt-out wording.",
      },
      {
        question: "Can it handle several product lines?",
        answer:
          "Yes. The post-purchase and replenishment Workflows branch by product, and the snapshot includes three example branches you can copy for more lines.",
      },
    ],
  },
  {
    slug: "travel-agency",
    tagline:
      "From trip enquiry to welcome home, a travel advisor's pipeline that runs on the dates that matter: quote follow-up, deposit, final payment and departure.",
    description: [
      "Travel advisors sell on trust and keep clients on timing. A honeymoon couple needs a fast, thoughtful reply to their enquiry; three months later they need a reminder that final payment is due; a week before departure they need to know their documents are ready. Miss any of those and the relationship suffers, however good the itinerary.",
      "This snapshot organises the whole trip around custom date fields: Departure Date, Return Date and Final Payment Due. Workflows read those dates to send deposit confirmations, final payment reminders, a pre-departure countdown with passport and insurance checks, a bon voyage text and a welcome-home message asking for a review.",
      "It suits independent advisors and small agencies alike, whether you focus on cruises, destination weddings, family trips or group travel. Suppliers and host agency tools keep handling the bookings; this runs the client relationship around them.",
    ],
    features: [
      {
        title: "Trip enquiry form",
        description:
          "Asks destination ideas, travel window, number of travellers, budget range and the occasion, so your first reply can be specific.",
      },
      {
        title: "Discovery call booking",
        description:
          "A planning call calendar offered right after the enquiry, with a reminder that asks travellers to bring passport names exactly as printed.",
      },
      {
        title: "Quote follow-up",
        description:
          "When a quote is marked sent, follow-ups go out at 2, 5 and 9 days. Travellers who go quiet are asked one simple question before the pipeline closes them.",
      },
      {
        title: "Planning fee collection",
        description:
          "If you charge a planning fee, send it by invoice or Text-2-Pay through Payments, and work starts when it's paid.",
      },
      {
        title: "Final payment reminders",
        description:
          "Reminders at 30, 14 and 7 days before the Final Payment Due date, with your supplier's payment instructions.",
      },
      {
        title: "Pre-departure countdown",
        description:
          "Messages at 60, 30 and 7 days cover passport validity, entry requirements, travel insurance and packing, then documents are delivered.",
      },
      {
        title: "Bon voyage and in-trip support",
        description:
          "A departure-day text with your after-hours number, so travellers know exactly who to contact if a flight changes.",
      },
      {
        title: "Welcome home and reviews",
        description:
          "Two days after the Return Date, a welcome-home message asks about the trip, and happy travellers get a Google review request.",
      },
      {
        title: "Group trip registration",
        description:
          "Destination weddings and group cruises get a registration page with per-traveller deposits and a group pipeline to track who has paid.",
      },
      {
        title: "Next-trip nudges",
        description:
          "Anniversaries and the one-year mark after a trip prompt a personal suggestion for the next adventure.",
      },
    ],
    includes: [
      "Trips pipeline: Enquiry → Discovery Call → Quote Sent → Deposit Paid → Final Payment Due → Travelling → Home",
      "Group Travel pipeline: Interested → Registered → Deposit Paid → Paid in Full",
      "Travel agency website with destinations, trip types, about and enquiry pages",
      "Trip enquiry form with occasion, budget and traveller count fields",
      "Planning call calendar with reminders at 24 hours and 1 hour",
      "Quote follow-up Workflow at 2, 5 and 9 days",
      "Final payment reminder Workflow at 30, 14 and 7 days from Final Payment Due",
      "Pre-departure countdown Workflow at 60, 30 and 7 days before Departure Date",
      "Group trip registration page with per-traveller deposit product template",
      "Custom Values for agency name, advisor name, after-hours number, insurance partner link and review link",
    ],
    benefits: [
      "Enquiries get a thoughtful first reply while the traveller is still dreaming.",
      "Quotes are followed up consistently instead of left waiting in someone's inbox.",
      "Final payment dates are never missed because the client forgot.",
      "Travellers leave prepared, with passports and documents checked in good time.",
      "Group organisers can see who has paid without chasing a spreadsheet.",
      "Every return home becomes a chance for a review and the next booking.",
      "Your after-hours number is where travellers need it, on departure day.",
      "Repeat clients come back because you remembered the anniversary.",
    ],
    testimonials: [
      {
        name: "Sandra K.",
        business: "Independent travel advisor, Naples FL",
        content:
          "The final payment reminders alone justified it. I used to keep those dates in a paper planner, and one missed cruise payment is enough to ruin a year.",
        rating: 5,
      },
      {
        name: "Marco G.",
        business: "Destination wedding travel agency, San Antonio TX",
        content:
          "Our group registration page lets wedding guests pay their own deposits, and the group pipeline shows the couple who is still outstanding. It has saved us dozens of calls per wedding.",
        rating: 5,
      },
      {
        name: "Erin B.",
        business: "Family travel agency, Minneapolis MN",
        content:
          "I adjusted the countdown timings for the international trips we specialise in, which took a few minutes. The welcome-home message gets lovely replies and plenty of rebookings.",
        rating: 5,
      },
    ],
    faq: [
      {
        question: "Does it connect to my host agency or booking tools?",
        answer:
          "Not directly. Bookings stay in your supplier and host agency systems, and you enter the key dates on the client's record. Those dates then drive every reminder in the snapshot.",
      },
      {
        question: "Can clients pay through it?",
        answer:
          "Most suppliers take trip payments themselves. The snapshot uses Payments for your own charges, such as planning fees or group deposits, once you connect a provider like Stripe.",
      },
      {
        question: "What about clients with several trips booked?",
        answer:
          "Give each trip its own opportunity. Because the reminder Workflows read dates from the contact record, the snapshot includes a second set of trip date fields for clients with overlapping bookings.",
      },
      {
        question: "Can I change the timing of the pre-departure messages?",
        answer:
          "Yes. Each wait step reads from the Departure Date, so changing 60 days to 90 for long-haul trips is a single edit in the Workflow.",
      },
    ],
  },
  {
    slug: "saas",
    tagline:
      "Trial onboarding, activation nudges, demo booking and churn saves for a software company that wants its CRM to react to what users do in the product.",
    description: [
      "Most SaaS trials fail quietly. People sign up, poke around for ten minutes and never reach the moment where the product proves its value. This snapshot builds a trial journey around activation rather than the calendar: your app sends events such as account created, first project created or teammate invited, and Workflows respond to what each user has or hasn't done.",
      "Events arrive through the Inbound Webhook trigger, a premium workflow trigger in HighLevel, or through API v2 using a Private Integration token. Trial users who stall get a specific nudge for the step they're missing, engaged users are routed to sales for a demo, and trial expiry runs a short sequence that makes the upgrade decision easy.",
      "After conversion, a customer success pipeline tracks onboarding, health and renewal, while a cancellation survey offers a pause, a downgrade or a call before anyone leaves. To be clear, this is a snapshot for a software company's own sales and success team, not HighLevel's SaaS Mode.",
    ],
    features: [
      {
        title: "Trial sign-up capture",
        description:
          "Sign-ups arrive from your app by webhook or from a HighLevel form, tagged with plan, source and company size.",
      },
      {
        title: "Activation-based onboarding",
        description:
          "Onboarding emails follow each user's progress through three activation milestones instead of a fixed schedule.",
      },
      {
        title: "Stalled-step nudges",
        description:
          "A user who hasn't reached a milestone by day three receives help for that exact step, with a short video link.",
      },
      {
        title: "Product-qualified lead scoring",
        description:
          "A Math Operation adds points for meaningful events. Crossing your threshold creates a sales opportunity and notifies the account owner.",
      },
      {
        title: "Demo booking",
        description:
          "A Round Robin calendar spreads demos across your sales reps, with reminders at 24 hours and 1 hour.",
      },
      {
        title: "Trial expiry sequence",
        description:
          "Days 11 to 14 bring a usage recap, an upgrade link and an offer to extend for users who were genuinely engaged.",
      },
      {
        title: "Failed payment recovery",
        description:
          "When your billing system reports a failed charge, customers get a card-update reminder on days 1, 3 and 7, and the account owner is alerted before access is cut.",
      },
      {
        title: "Cancellation save flow",
        description:
          "A cancellation survey asks why; answers route to a pause offer, a cheaper plan or a call with customer success.",
      },
      {
        title: "NPS and expansion",
        description:
          "An NPS survey at days 30 and 90 routes promoters to a review or referral request and detractors to customer success.",
      },
      {
        title: "SaaS metrics dashboard",
        description:
          "Trials started, activation rate, demos booked, trial-to-paid conversions and saved cancellations.",
      },
    ],
    includes: [
      "Trials pipeline: Trial Started → Activated → Product Qualified → Demo Booked → Proposal → Won",
      "Customer Success pipeline: Onboarding → Healthy → At Risk → Renewal Due → Renewed",
      "Inbound Webhook Workflow template mapping app events to tags and custom fields",
      "Activation onboarding series for three milestones",
      "Product-qualified lead score field with Math Operation scoring Workflow",
      "Round Robin demo calendar with reminders at 24 hours and 1 hour",
      "Trial expiry Workflow for days 11 to 14",
      "Failed payment reminder Workflow at days 1, 3 and 7",
      "Cancellation survey with pause, downgrade and call-back routing",
      "Custom Values for product name, pricing page URL, app login URL, support email and onboarding video links",
    ],
    benefits: [
      "Trial users get help for the step they are stuck on, not a generic day-four email.",
      "Sales calls go to users who have already seen value in the product.",
      "Expiring trials meet a clear, well-timed upgrade decision.",
      "Failed payments are recovered before they turn into involuntary churn.",
      "Customers who want to leave hear a reasonable alternative first.",
      "Customer success sees at-risk accounts before renewal month.",
      "Promoters become reviews and referrals while they are enthusiastic.",
      "Marketing, sales and success work from the same contact record and timeline.",
    ],
    testimonials: [
      {
        name: "Alex N.",
        business: "B2B scheduling software, Austin TX",
        content:
          "Switching onboarding from day-based to milestone-based emails was the change we'd been putting off for a year. The webhook template made it a two-day project for our developer.",
        rating: 5,
      },
      {
        name: "Rebecca Y.",
        business: "Accounting software startup, Salt Lake City UT",
        content:
          "The cancellation survey routing surprised us. A good share of people who start to cancel take the pause option, and we'd never offered one before.",
        rating: 5,
      },
      {
        name: "Sam I.",
        business: "Field service app, Columbus OH",
        content:
          "Solid structure for trials and demos. You need someone comfortable with webhooks to wire up the events, which the documentation is honest about.",
        rating: 4,
      },
    ],
    faq: [
      {
        question: "Is this the same as HighLevel's SaaS Mode?",
        answer:
          "No. SaaS Mode is how an agency resells HighLevel itself. This snapshot is for a company selling its own software that uses HighLevel as its CRM for trials, sales and customer success.",
      },
      {
        question: "How does our product send events to HighLevel?",
        answer:
          "The simplest route is posting JSON to the Inbound Webhook trigger, which is a premium workflow trigger. Teams that prefer an API can create or update contacts through API v2 with a Private Integration token or OAuth 2.0.",
      },
      {
        question: "Does HighLevel handle our subscription billing?",
        answer:
          "It can if you sell plans through HighLevel Payments, but most software companies keep billing in their own system. In that case, your billing system sends payment events by webhook and the snapshot reacts to them.",
      },
      {
        question: "How are B2B accounts with several users handled?",
        answer:
          "Each user is a contact, and contacts can be linked to a Company record. Create one opportunity per company rather than per user, so a team of five trialling together counts as one deal.",
      },
    ],
  },
];
