import type { SnapshotDetailContent } from "../types";

export const details: SnapshotDetailContent[] = [
  {
    slug: "hair-salon",
    tagline:
      "Keep every chair booked by rebooking guests on the right cycle for their service and holding a deposit on the long color appointments.",
    description: [
      "A salon lives on the return visit, yet most front desks still rebook from memory and swallow the cost when a four-hour balayage doesn't show. This snapshot builds the GoHighLevel sub-account around how a salon actually runs: Service Calendars for each stylist with processing time built in, a deposit on long services, and Workflows that reach out when a cut, gloss or root touch-up is due.",
      "Enquiries from Instagram DMs, Facebook, Google and your website land in one Conversations inbox, and new color and extension clients go through a consultation before anyone quotes a price. After each visit the guest gets a review request and a rebooking link matched to the service they just had, so a highlights client hears from you at ten weeks and a clipper cut at four.",
      "Fill in the Custom Values for your salon name, cancellation policy and stylist names, follow the setup videos, then connect your own Stripe account, phone number and Google Business Profile.",
    ],
    features: [
      {
        title: "Rebooking by service cycle",
        description:
          "A Last Service field decides the follow-up: about five weeks for root color, six to eight for a precision cut, ten to twelve for highlights. The workflow stops the moment the guest books.",
      },
      {
        title: "Deposits on long appointments",
        description:
          "Color corrections, extensions and balayage take a deposit at booking through your connected Stripe account. The cancellation policy lives in one Custom Value, so the site, the forms and every reminder say the same thing.",
      },
      {
        title: "Stylist calendars with processing time",
        description:
          "Each stylist is assigned to Service Calendars grouped into a Service Menu, with buffers for processing and blow-dry. Guests with no preference see the first free chair.",
      },
      {
        title: "Color and extension consultations",
        description:
          "A consultation form asks about box dye in the last year, previous lightening and the goal look, with photo upload, so the stylist quotes and blocks the right amount of time.",
      },
      {
        title: "Confirm-or-reschedule reminders",
        description:
          "Guests get a confirmation at booking, a text 48 hours out asking them to reply C to confirm, and a morning-of reminder with parking notes.",
      },
      {
        title: "Cancellation waitlist",
        description:
          "When a slot opens, guests tagged for that stylist's waitlist get a text and the first to reply takes the time. Nobody rings down a paper list.",
      },
      {
        title: "Missed-call text back",
        description:
          "A call nobody can answer mid-shampoo triggers an instant text with the booking link, so the caller doesn't try the salon down the street instead.",
      },
      {
        title: "Reviews after checkout",
        description:
          "Once an appointment is marked showed, Reputation Management sends a review request two hours later, while the blowout still looks its best.",
      },
      {
        title: "Lapsed-guest win-back",
        description:
          "Guests with no visit in 90 days move to Lapsed and get a short, personal note signed by their stylist rather than a coupon blast.",
      },
      {
        title: "Birthday and retail refill offers",
        description:
          "The Birthday Reminder trigger sends a treat a week ahead, and guests who bought take-home color care get a refill nudge at eight weeks.",
      },
    ],
    includes: [
      "Guest journey pipeline: New Enquiry → Consultation Booked → First Visit → Rebooked → Regular → Lapsed",
      "Rebooking workflow with separate timers for cuts, root color, highlights and extensions",
      "Stylist Service Calendars grouped in a Service Menu with a first-available option",
      "Color and extension consultation form with photo upload",
      "No-show workflow that tags the guest and switches them to deposit-required booking",
      "Cancellation waitlist workflow with first-reply-wins SMS",
      "Salon website with service menu, price ranges and stylist bios",
      "Review request workflow triggered by the showed appointment status",
      "14 SMS and 9 email templates for confirmations, aftercare and win-back",
      "Salon dashboard: bookings, rebook rate, no-shows and new guests by source",
    ],
    benefits: [
      "Guests are reminded to rebook before their roots show, not after they've tried somewhere new.",
      "A deposit on long services means a no-show no longer costs you an empty afternoon.",
      "Cancelled slots get refilled from the waitlist within minutes instead of sitting empty.",
      "Stylists stop double-booking because processing and finishing time are built into each service.",
      "New color clients arrive with a consultation on file, so quotes and timings are right the first time.",
      "Every DM, text and web enquiry sits in one inbox the front desk can work between clients.",
      "A steady flow of fresh Google reviews helps new guests pick you in local search.",
      "Each stylist's rebook rate is on the dashboard, so coaching starts from real numbers.",
    ],
    testimonials: [
      {
        name: "Brianna T.",
        business: "Hair salon, Boise ID",
        content:
          "The waitlist text alone paid for it. Last month we filled nine cancelled color slots the same day, and I didn't make a single phone call to do it.",
        rating: 5,
      },
      {
        name: "Marisol G.",
        business: "Color and extensions studio, San Antonio TX",
        content:
          "We were losing two extension appointments a month to no-shows. Now the deposit is taken at booking and the policy wording matches everywhere, so nobody argues about it at the desk.",
        rating: 5,
      },
      {
        name: "Kelsey W.",
        business: "Four-chair salon, Asheville NC",
        content:
          "Setting the rebooking intervals for each service took an afternoon with the videos. I'd have liked Spanish versions of the texts included, but the English templates are well written and our regulars actually reply to them.",
        rating: 4,
      },
    ],
    faq: [
      {
        question: "Can each stylist keep their own hours and prices?",
        answer:
          "Yes. Availability comes from each stylist's own working hours, and a senior stylist can be set up on separately priced services for the same cut. Adding a new stylist means adding them as a user and assigning them to the services they perform.",
      },
      {
        question: "How are deposits handled when a guest cancels?",
        answer:
          "The calendar collects the deposit through your Stripe account, which you connect after loading the snapshot. Whether you refund, keep or credit it is your call; you do that from Payments, and the reminder texts quote your policy so guests know in advance.",
      },
      {
        question: "Will a guest who already rebooked still get rebooking texts?",
        answer:
          "No. The rebooking workflow checks for a future appointment before every message and removes the guest as soon as one exists, so nobody is asked to book a visit they already have.",
      },
      {
        question: "Can I bring in my current client list with last visit dates?",
        answer:
          "Export your clients from your current booking software to CSV and import them with the Last Service and Last Visit Date fields mapped. The rebooking and win-back workflows pick those guests up from the dates on file.",
      },
    ],
  },
  {
    slug: "nail-salon",
    tagline:
      "Keep gel and acrylic guests on a steady fill cycle, turn walk-ins into regulars and book bridal parties without a paper appointment book.",
    description: [
      "Nail clients come back every two to three weeks, which makes the fill reminder the most valuable message a nail salon sends. Miss it and she books wherever has a chair free on Saturday. This snapshot builds that rhythm into GoHighLevel: each set type carries its own timer, and the text links straight to the calendar of the technician who did her last set.",
      "It also takes care of the work that clogs the front counter: walk-ins who never leave a number, nail-art requests that arrive as screenshots at 11pm, and group bookings for bridal parties and birthdays. A QR check-in turns a walk-in into a contact, art requests come in with photos attached, and groups go through their own pipeline with a deposit. Set your Custom Values, connect your number and Stripe, and the setup checklist walks you through the rest.",
    ],
    features: [
      {
        title: "Fill timers by set type",
        description:
          "Gel polish, hard gel, acrylic, dip and Gel-X each have their own reminder, sent between day 14 and day 21. The link opens the calendar of the technician saved in the Last Technician field.",
      },
      {
        title: "Walk-in check-in by QR code",
        description:
          "A three-field form at the counter captures name, mobile and service with SMS consent, so the guest who wandered in on her lunch break gets a fill reminder later.",
      },
      {
        title: "Nail-art requests with photos",
        description:
          "An inspiration form takes up to three photos plus nail length and shape. The tech replies from Conversations with a time and price range before the guest books.",
      },
      {
        title: "Bridal and party bookings",
        description:
          "A group request form records the date, headcount and services, opens an opportunity and sends a deposit invoice once you confirm you can seat everyone.",
      },
      {
        title: "Technician calendars with real durations",
        description:
          "A full set with art is booked for longer than a polish change, so the schedule doesn't collapse at 4pm when three sets overrun.",
      },
      {
        title: "Short-notice reminders",
        description:
          "Most nail appointments are booked within the week, so reminders go out 24 hours and two hours ahead, with a reply-to-reschedule option.",
      },
      {
        title: "Fill Club membership",
        description:
          "A sign-up page and workflow for a monthly plan covering two fills, with a mid-month nudge if a member hasn't used her second visit.",
      },
      {
        title: "Pedicure season campaign",
        description:
          "Each April, guests who booked pedicures last summer get a short sequence inviting them to reserve spa pedicure times before sandal season.",
      },
      {
        title: "Photo review prompt",
        description:
          "An hour after the appointment is marked showed, Reputation Management asks for a Google review and invites a photo of the finished nails.",
      },
      {
        title: "Overdue guest check-in",
        description:
          "Guests who pass 35 days without a fill move to Overdue and get a friendly message, because most of them simply got busy rather than left.",
      },
    ],
    includes: [
      "Guest pipeline: Walk-in → First Set → On Fill Cycle → Fill Club Member → Overdue",
      "Fill reminder workflow with five set-type timers",
      "Counter check-in form with QR code link and SMS consent wording",
      "Bridal & Parties pipeline: Request → Confirmed → Deposit Paid → Party Day → Thank-you Sent",
      "Technician calendars preset for manicure, pedicure, full set, fill and removal",
      "Nail-art inspiration form with photo upload, length and shape fields",
      "Fill Club sign-up page and member usage reminder workflow",
      "Spring pedicure campaign: 3 emails and 2 SMS",
      "Missed-call text-back workflow for the busiest hours",
      "Dashboard: fills due this week, overdue guests, walk-in sign-ups and group bookings",
    ],
    benefits: [
      "Fill guests hear from you around the day their nails start to lift, not a week later.",
      "Walk-in traffic stops being anonymous and starts turning into repeat business.",
      "Technicians keep their own regulars because every reminder links back to their calendar.",
      "Bridal parties are confirmed with a deposit, so a cancelled group no longer empties your Saturday.",
      "Art requests arrive with photos, which makes quoting quick and the booked time accurate.",
      "Members actually use their visits, which keeps them paying month after month.",
      "Photo reviews show new guests the quality of your work before they walk in.",
      "The counter spends less time on the phone and more time greeting the people in front of it.",
    ],
    testimonials: [
      {
        name: "Thu H.",
        business: "Nail salon, Garden Grove CA",
        content:
          "We get a lot of walk-ins and had no way to reach them again. The QR check-in gave us about 300 new numbers in two months, and the fill reminders bring a good share of them back.",
        rating: 5,
      },
      {
        name: "Jasmine R.",
        business: "Nail studio, Charlotte NC",
        content:
          "The bridal party pipeline is my favorite part. Deposits come in before I block six chairs, and the text the day before keeps the whole group on time.",
        rating: 5,
      },
      {
        name: "Lena P.",
        business: "Nail bar, Scottsdale AZ",
        content:
          "Setup was straightforward with the checklist and the videos. We moved the dip powder timer to 18 days to suit our clients, and everything downstream kept working.",
        rating: 5,
      },
    ],
    faq: [
      {
        question: "Can reminders go out in Vietnamese, Spanish or another language?",
        answer:
          "Yes. The snapshot includes a Preferred Language custom field and an If/Else branch in each main workflow. Duplicate the English templates, translate them, and each guest receives the version that matches her field.",
      },
      {
        question: "Do we have to put walk-ins into the calendar?",
        answer:
          "No. The check-in form alone starts the fill timer from the day of the visit. If you want walk-ins counted in your reports, staff can add the visit to the calendar afterwards.",
      },
      {
        question: "How does the deposit for group bookings work?",
        answer:
          "Once you confirm a party, the workflow sends a deposit invoice by text and email using Text-2-Pay. The deposit per guest is a Custom Value you set, and payments go through the Stripe account you connect after loading.",
      },
      {
        question: "What if a guest sees different technicians?",
        answer:
          "The Last Technician field updates every time she books, so the fill reminder always links to whoever did her most recent set. If she prefers to float, point her reminder at the shared booking link instead.",
      },
    ],
  },
  {
    slug: "barbershop",
    tagline:
      "Hold regulars to a two-to-three-week cut cycle, stop Saturday no-shows and fill a late cancellation before the next client walks in.",
    description: [
      "A barbershop's best customers sit in the chair every two or three weeks, and most of them only want one barber. This snapshot gives each barber their own calendar and booking link, keeps the client list with the shop, and sends a rebook text when the fade starts growing out: about 14 days after a skin fade and 21 after a standard taper. Walk-ins still walk in; the difference is they leave a number at the counter and hear from you next time.",
      "It also deals with the headaches at the front of the shop: no-shows on busy Saturdays, clients who turn up 20 minutes late, and the empty chair at 2pm on a Tuesday. Regulars can join a Chair Open list that gets a text when a slot frees up, and repeat no-shows are moved to prepaid booking automatically. Put your late and no-show policy in Custom Values, connect your phone number and card processing, and the shop is ready to go.",
    ],
    features: [
      {
        title: "Cut-cycle rebooking",
        description:
          "A Service Type field sets the timer: two weeks for skin fades and lineups, three for tapers and scissor cuts, four for beard-only clients. The text names their barber.",
      },
      {
        title: "Barber-owned booking links",
        description:
          "Every barber has a link for their own Instagram bio, plus a shop link that fills whoever is free next for clients with no preference.",
      },
      {
        title: "Chair Open alerts",
        description:
          "When someone cancels, clients tagged Chair Open get a text with the time, and the first reply gets the slot. A dead half hour becomes a paid cut.",
      },
      {
        title: "Two-strike no-show policy",
        description:
          "A first missed appointment sends a polite policy reminder; a second tags the client Prepay Only and routes future bookings to a calendar that takes payment upfront.",
      },
      {
        title: "Late-arrival wording",
        description:
          "The confirmation and the two-hour reminder spell out your grace period from a Custom Value, so a 15-minute rule never comes as a surprise.",
      },
      {
        title: "Memberships for regulars",
        description:
          "A sales page for an unlimited-cuts or two-cuts-a-month plan, with a workflow that welcomes new members and prompts them to book their next visit.",
      },
      {
        title: "Back-to-school and holiday rush",
        description:
          "Campaigns in late July and early December push parents and regulars to lock in their times before every chair is taken.",
      },
      {
        title: "Kids' cut reminders to parents",
        description:
          "Parent contacts carry a Child Name field, so the text reads 'Time for Marcus's cut' instead of a generic blast.",
      },
      {
        title: "Review request after the cut",
        description:
          "Forty-five minutes after the appointment is marked showed, Reputation Management sends the Google review link while the fresh cut is still in the mirror.",
      },
      {
        title: "Clipper-in-hand call catcher",
        description:
          "Calls that ring out while everyone is cutting get a text inside a minute with each barber's booking link.",
      },
    ],
    includes: [
      "Client pipeline: Walk-in → New Client → Regular → Member → Slipping (30+ days)",
      "Per-barber calendars plus a Next Available shop calendar",
      "Rebook workflow with 14, 21 and 28-day timers by service",
      "Chair Open cancellation-fill workflow with first-reply booking",
      "No-show workflow with Prepay Only tag and prepaid booking calendar",
      "Membership sales page and new-member welcome workflow",
      "Walk-in sign-in form with SMS consent for the counter tablet",
      "Back-to-school and holiday booking campaigns",
      "11 SMS and 6 email templates written in a barbershop voice",
      "Shop dashboard: cuts per barber, rebook rate, no-shows and new clients",
    ],
    benefits: [
      "Regulars come back on schedule instead of drifting to whichever shop has an open chair.",
      "Repeat no-shows pay upfront, so your best hours stop going to people who don't turn up.",
      "Tuesday afternoon gaps get filled from a list of clients who asked to be texted.",
      "Each barber builds their own book while the shop keeps the client records.",
      "Clear late and no-show rules cut down on arguments at the chair.",
      "Memberships bring in steady monthly income before a single cut is done.",
      "Parents book the back-to-school rush early instead of calling the Saturday before classes start.",
      "A growing pile of Google reviews keeps the shop near the top when someone searches for a barber nearby.",
    ],
    testimonials: [
      {
        name: "Andre M.",
        business: "Barbershop, Memphis TN",
        content:
          "Saturday no-shows were killing us. After the second strike clients prepay, and honestly most of them just started showing up. The Chair Open texts fill almost every cancellation.",
        rating: 5,
      },
      {
        name: "Luis C.",
        business: "Three-chair barbershop, El Paso TX",
        content:
          "Every barber has their own link in their Instagram bio now, and the shop still sees every client. The 14-day texts work great for my fade clients.",
        rating: 5,
      },
      {
        name: "Tony B.",
        business: "Barbershop and shave parlor, Providence RI",
        content:
          "Solid setup and the videos are clear. It took me a while to decide which timers to use for beard clients, but once that was settled it ran by itself.",
        rating: 4,
      },
    ],
    faq: [
      {
        question: "We're mostly walk-in. Is this still useful?",
        answer:
          "Yes. The counter sign-in form captures walk-ins and starts the rebook timer from that visit. Over time you'll see which walk-ins turn into regulars, and you can keep taking walk-ins alongside booked times.",
      },
      {
        question: "Can booth-rent barbers use it without seeing each other's clients?",
        answer:
          "Each barber can be a user limited to their own calendar and assigned contacts through user permissions. Agree with your barbers up front who owns the client list; the setup supports either arrangement.",
      },
      {
        question: "How does the prepay calendar charge clients?",
        answer:
          "It uses calendar payments through your Stripe account, connected after you load the snapshot. Only clients tagged Prepay Only are sent that link; everyone else books as normal.",
      },
      {
        question: "Can kids' cuts and cut-and-beard appointments be different lengths?",
        answer:
          "Yes. Kids' cuts, standard cuts and cut-and-beard are set up as separate services with their own durations, so a kid's cut can take 20 minutes and a full cut with beard work 45.",
      },
    ],
  },
  {
    slug: "restaurant",
    tagline:
      "Turn reservations, private-dining enquiries and first-time visits into regulars, next-day reviews and sold-out event nights.",
    description: [
      "Restaurants rarely struggle to meet new guests; they struggle to see them again. This snapshot builds a guest list you own, fed by large-party reservation requests, a table-tent QR sign-up and your website, and follows each visit with a thank-you and a review request the next morning rather than while the check is still on the table.",
      "The bigger tickets get their own pipeline. Private-dining and buyout enquiries are captured with date, party size, budget per head and occasion, then tracked from first enquiry to signed event order and deposit, so a 40-cover rehearsal dinner doesn't sit unanswered in a general inbox over a busy weekend. Wine dinners, birthday offers and slow-night promotions go out from the same list.",
      "Keep your reservation platform if you have one; the snapshot is built to sit alongside it, handling the guest relationship your booking app doesn't.",
    ],
    features: [
      {
        title: "Private-dining pipeline",
        description:
          "Enquiries move from New through Menu Sent, Walkthrough and Contract & Deposit to Confirmed, and the manager on duty gets a task to reply within two hours.",
      },
      {
        title: "Large-party requests",
        description:
          "Parties above the size set in a Custom Value go through a request form instead of instant booking, so the kitchen and floor can agree before anyone confirms.",
      },
      {
        title: "Next-morning review request",
        description:
          "When a reservation is marked showed or a guest checks in by QR, Reputation Management sends the review link at 10am the following day.",
      },
      {
        title: "Guest list from the table",
        description:
          "A table-tent and receipt QR code offers a dessert or drink on the next visit in exchange for joining the text list, with consent wording ready for A2P 10DLC.",
      },
      {
        title: "Birthday club",
        description:
          "Guests give their birthday at sign-up, and the Birthday Reminder trigger sends an offer two weeks ahead, early enough to plan a dinner around it.",
      },
      {
        title: "Event night ticketing",
        description:
          "A funnel with an order form sells seats for wine dinners, tasting menus and holiday brunches, then sends parking details and a reminder the day before.",
      },
      {
        title: "Slow-night fill",
        description:
          "A short offer for your quietest night goes to regulars who haven't visited in 30 days, and only to them.",
      },
      {
        title: "Dinner-rush call handling",
        description:
          "Calls missed during service get a text back with the menu, online ordering and reservation links, so the host stand can stay focused on the door.",
      },
      {
        title: "Conversation AI for routine questions",
        description:
          "It answers hours, parking, patio and corkage questions from your Custom Values, and hands anything about allergies or large parties to a manager.",
      },
      {
        title: "Catering and office-lunch intake",
        description:
          "Pickup catering orders come through a form with headcount and pickup time, creating an opportunity so nobody forgets to confirm.",
      },
    ],
    includes: [
      "Private dining pipeline: New Enquiry → Menu Sent → Walkthrough → Contract & Deposit → Confirmed → Completed",
      "Private dining enquiry form with date, party size, budget per head and occasion",
      "Large-party reservation request form and standard reservation calendar",
      "Post-visit review workflow that sends at 10am the next day",
      "QR guest list sign-up page with a first-return offer",
      "Birthday club workflow using the Birthday Reminder trigger",
      "Event night ticket funnel with order form and pre-event reminders",
      "Private dining deposit invoice template with Text-2-Pay",
      "Conversation AI setup for hours, parking and corkage questions",
      "Restaurant dashboard: enquiries by stage, event revenue, list growth and reviews",
    ],
    benefits: [
      "Private-dining leads get a same-day reply, which is often what decides who wins the booking.",
      "You build a guest list you own instead of renting access to diners through a third-party app.",
      "Review requests arrive while the meal is remembered fondly, not while the server is still clearing plates.",
      "Event nights sell out from your own list before you spend anything on ads.",
      "Quiet nights get a reason for regulars to come in.",
      "Hosts stop answering the same parking and corkage questions during service.",
      "Buyout deposits are collected by text, so dates aren't held on a handshake.",
      "Managers see every open event enquiry and its value on one board.",
    ],
    testimonials: [
      {
        name: "Gabriel F.",
        business: "Italian restaurant, Hoboken NJ",
        content:
          "Our private room enquiries used to live in three people's inboxes. Now they land in one pipeline and the deposit link goes out by text the day we agree the menu. We booked eleven rehearsal dinners this spring.",
        rating: 5,
      },
      {
        name: "Hannah K.",
        business: "Farm-to-table bistro, Burlington VT",
        content:
          "The next-morning timing on review requests was smart. We went from a handful of new reviews a month to several a week, without ever asking at the table.",
        rating: 5,
      },
      {
        name: "Ray D.",
        business: "Barbecue restaurant, Kansas City MO",
        content:
          "The QR sign-up grew our text list fast and the slow Tuesday offer works. We already had a reservation app, so we skipped the calendar, which the setup video explains how to do.",
        rating: 4,
      },
    ],
    faq: [
      {
        question: "We already use a reservation platform. Do we need the calendar?",
        answer:
          "No. Many restaurants keep their reservation platform and use this snapshot for the guest list, private dining, events and reviews. Leave the calendar out when you load it, and trigger review requests from the QR check-in instead.",
      },
      {
        question: "How do guests join the text list properly?",
        answer:
          "The sign-up page includes consent and opt-out wording, and your sub-account still needs A2P 10DLC registration before business texting in the US. We set up the platform side; have your own adviser check the wording for your state.",
      },
      {
        question: "Can the AI answer allergy questions?",
        answer:
          "We set it up not to. Conversation AI handles hours, parking, dress code and corkage, and any message mentioning allergies, dietary needs or parties over your set size goes straight to a manager.",
      },
      {
        question: "Does it work for more than one location?",
        answer:
          "Load the snapshot into one sub-account per location so each keeps its own phone number, Google profile and reviews. The private dining pipeline and templates stay identical across sites.",
      },
    ],
  },
  {
    slug: "auto-detailing",
    tagline:
      "Quote by vehicle size and condition, book mobile jobs inside your service area and bring every coating customer back for maintenance.",
    description: [
      "Detailing prices depend on things a customer rarely mentions on the phone: a three-row SUV versus a coupe, dog hair ground into the cargo carpet, swirl marks that only show in full sun. This snapshot asks for them upfront. The quote form collects vehicle size, condition and photos, checks the ZIP code against your service area, and each package, from maintenance wash to paint correction, lines up with a calendar sized for that job.",
      "After the job, the money is in the return visit. Maintenance washes are offered at four to six weeks, ceramic coating customers are reminded of their annual inspection, and mobile customers get a reschedule text when rain is forecast instead of a van in a wet driveway. Custom Values hold your packages, prices and service area, so changing them once updates the site, the texts and the quotes.",
    ],
    features: [
      {
        title: "Photo-based quote request",
        description:
          "Customers pick their vehicle size, tick condition issues like pet hair, stains or smoke odor, and upload photos, so you quote a real price instead of a range.",
      },
      {
        title: "Service-area check",
        description:
          "The form asks for a ZIP code and the workflow branches: inside your area it offers mobile times, outside it offers a drop-off slot at the shop.",
      },
      {
        title: "Package calendars",
        description:
          "Maintenance wash, full interior, full detail and paint correction each have their own duration and travel buffer, so two big jobs never land in one morning.",
      },
      {
        title: "Coating and correction deposits",
        description:
          "Multi-day coating and correction bookings take a deposit at booking, and the prep text asks customers to clear personal items and plan to be without the car.",
      },
      {
        title: "Rain-day rescheduling",
        description:
          "Tag a date Weather Hold and every mobile customer booked that day gets a text offering to move, with a link to your next open times.",
      },
      {
        title: "Maintenance plan follow-up",
        description:
          "Full-detail customers are offered a maintenance wash at four weeks, and those on a monthly plan get a reminder before each visit.",
      },
      {
        title: "Coating inspection reminders",
        description:
          "A Coating Date field fires an annual inspection reminder, which many coating warranties expect the owner to keep up.",
      },
      {
        title: "Before-and-after handover",
        description:
          "The job-complete text links to before-and-after photos, and a review request follows an hour later while the shine is fresh.",
      },
      {
        title: "Fleet and dealer accounts",
        description:
          "A separate pipeline tracks commercial accounts from first contact to a recurring schedule, with monthly invoices sent from Payments.",
      },
      {
        title: "Gift certificate season",
        description:
          "A November and December campaign sells detailing gift certificates through a funnel order form, timed for holiday shoppers.",
      },
    ],
    includes: [
      "Detailing pipeline: Quote Requested → Quoted → Booked → Job Complete → Maintenance Plan → Due for Service",
      "Quote form with vehicle size, condition checkboxes and photo upload",
      "ZIP code service-area workflow with mobile and shop branches",
      "Four package calendars with travel buffers for mobile jobs",
      "Weather Hold rescheduling workflow for mobile bookings",
      "Ceramic coating annual inspection workflow using a Coating Date field",
      "Fleet Accounts pipeline and monthly invoice template",
      "Detailing website with package pages and a before-and-after gallery",
      "Gift certificate funnel with order form and holiday campaign",
      "Dashboard: quotes sent, jobs booked, average ticket and maintenance members",
    ],
    benefits: [
      "Quotes are right the first time, so there are fewer arguments about extra charges at handover.",
      "Mobile routes stay tight because out-of-area requests are redirected before they book.",
      "Big coating jobs are protected by a deposit, not a promise.",
      "Rain stops meaning a morning of phone calls to move every customer.",
      "One-time details turn into monthly maintenance customers on a schedule.",
      "Coating customers come back every year, which protects their finish and fills your calendar.",
      "Before-and-after photos do the selling on the website and in the review request.",
      "Commercial accounts give you steady weekday work between retail jobs.",
    ],
    testimonials: [
      {
        name: "Derek S.",
        business: "Mobile detailing, Tampa FL",
        content:
          "The weather hold workflow saved me hours in rainy season. I tag the day and everyone gets a text to move, and most of them rebook within the hour.",
        rating: 5,
      },
      {
        name: "Kayla N.",
        business: "Detail and ceramic coating shop, Sacramento CA",
        content:
          "Photo quotes changed how we price interiors. No more pet-hair disasters quoted as a basic detail, and the coating inspection reminders bring people back every year.",
        rating: 5,
      },
      {
        name: "Jordan P.",
        business: "Auto spa, Knoxville TN",
        content:
          "Good structure, and changing packages in the custom values is easy. I wanted more examples in the fleet invoice template, but support helped me set ours up.",
        rating: 4,
      },
    ],
    faq: [
      {
        question: "Can I price by vehicle size?",
        answer:
          "Yes. The quote form asks for the size class, and the workflow replies with the matching price from Custom Values along with the booking link. Keep your price list in one place and update it once a season.",
      },
      {
        question: "I'm mobile-only. Can I remove the shop branch?",
        answer:
          "Yes. Delete the drop-off calendar and the out-of-area branch sends a polite note that you don't cover that area yet, while tagging the contact by ZIP so you can see where demand is growing.",
      },
      {
        question: "How does the annual coating reminder know when to send?",
        answer:
          "Marking a coating job complete writes the date to the Coating Date field. A Custom Date Reminder trigger fires eleven months later so the inspection is booked before the anniversary.",
      },
      {
        question: "Can I take payment in the driveway?",
        answer:
          "Yes. Once your Stripe account is connected, send an invoice by Text-2-Pay from the contact record when the job is done; the job-complete workflow can also include the payment link automatically.",
      },
    ],
  },
  {
    slug: "auto-repair",
    tagline:
      "Send service reminders by mileage, get estimates approved by text and follow up on the work customers declined.",
    description: [
      "A repair shop's best marketing is the oil change reminder that arrives at the right mileage and the declined brake job that gets mentioned again before the pads are metal on metal. This snapshot stores each vehicle's year, make, model, VIN, last service mileage and next service due in Custom Fields, the same numbers that go on the windshield sticker, and texts the customer as they approach 'whichever comes first' instead of on a blanket three-month schedule.",
      "In the bay, it replaces phone tag. When the tech finds more work, the service advisor texts the estimate with inspection photos, the customer replies to approve or decline, and the repair order moves along the pipeline. Declined items are saved and brought up again at 30 and 90 days. When the car is ready, a pickup text goes out with the invoice link.",
      "Your shop management system stays the record of repair orders; this snapshot runs the customer communication around it.",
    ],
    features: [
      {
        title: "Mileage and date service reminders",
        description:
          "Next Service Mileage and Next Service Date fields mirror the windshield sticker. A Custom Date Reminder texts a week before the date, and a midway text asks for the current odometer reading.",
      },
      {
        title: "Estimate approval by text",
        description:
          "Advisors send the estimate and inspection photos by SMS; a YES reply moves the job to Approved and a NO moves it to Declined without a single voicemail.",
      },
      {
        title: "Declined work follow-up",
        description:
          "Items turned down are saved in a Declined Work field and come back as a friendly text at 30 days and a call task for the advisor at 90.",
      },
      {
        title: "Drop-off and waiter appointments",
        description:
          "Separate calendars for drop-offs and wait-while-you-wait jobs keep a 30-minute oil change out of a bay needed all morning.",
      },
      {
        title: "Courtesy ride and loaner requests",
        description:
          "The booking form asks whether the customer needs a ride or a loaner, and the advisor gets a task the afternoon before.",
      },
      {
        title: "Vehicle ready text",
        description:
          "Moving the job to Ready for Pickup texts the customer with closing time and the invoice link, so they can pay before they arrive.",
      },
      {
        title: "Photos that build trust",
        description:
          "The estimate template leaves room for a link to your inspection photos, so customers see the leaking gasket instead of taking your word for it.",
      },
      {
        title: "Seasonal service campaigns",
        description:
          "Tire changeover, AC check and winter battery test campaigns run on dates kept in Custom Values, so you can match your own climate.",
      },
      {
        title: "Inspection and registration reminders",
        description:
          "For states with annual safety or emissions inspections, an Inspection Due field sends a reminder a month ahead.",
      },
      {
        title: "Review request after pickup",
        description:
          "A day after the job closes, Reputation Management asks for a review, which gives the customer time to drive the car first.",
      },
    ],
    includes: [
      "Repair pipeline: Appointment Booked → Checked In → Inspected → Estimate Sent → Approved / Declined → In Progress → Ready for Pickup → Closed",
      "Vehicle Custom Fields: year, make, model, VIN, last service mileage, next service mileage and date",
      "Mileage-and-date service reminder workflow with odometer check-in text",
      "Estimate SMS template with inspection photo link and YES/NO reply handling",
      "Declined work follow-up workflow at 30 and 90 days",
      "Drop-off and waiter calendars with courtesy ride question",
      "Ready for Pickup workflow with invoice link",
      "Seasonal campaigns: tire changeover, AC check and battery test",
      "Shop website with service pages and online appointment request",
      "Shop dashboard: car count, estimates approved vs declined and reminders sent",
    ],
    benefits: [
      "Customers are reminded when their car actually needs service, not on a date that ignores how much they drive.",
      "Estimates get approved in minutes instead of after three unanswered calls.",
      "Declined work turns into booked work weeks later rather than being forgotten.",
      "Bays are scheduled around the real length of each job.",
      "Customers pay from their phone before pickup, which clears the counter at closing time.",
      "Inspection photos reassure customers who worry about being upsold.",
      "Seasonal campaigns keep slower months busy with planned work.",
      "You see approval rates and car count without pulling reports from three systems.",
    ],
    testimonials: [
      {
        name: "Rick H.",
        business: "Independent repair shop, Dayton OH",
        content:
          "The declined work follow-up is money we were leaving on the table. Brake jobs customers turned down in March came back in April and May.",
        rating: 5,
      },
      {
        name: "Sandra L.",
        business: "Family auto repair, Spokane WA",
        content:
          "Texting estimates changed our afternoons. Customers approve from work, and my advisors aren't stuck leaving voicemails while cars sit on the lifts.",
        rating: 5,
      },
      {
        name: "Victor O.",
        business: "Tire and service center, Lubbock TX",
        content:
          "The mileage reminders took some work at the start because we had to bring the due dates over from our shop software. Once that was in, they've been accurate and customers comment on it.",
        rating: 4,
      },
    ],
    faq: [
      {
        question: "Does this connect to my shop management software?",
        answer:
          "Not out of the box; snapshots never carry connected integrations. Most shops import customers and vehicles by CSV each week, or send updates by webhook if their software supports it. We can build that link as a separate job.",
      },
      {
        question: "What if a customer drives a lot more than average?",
        answer:
          "The midway text asks for their odometer reading. If they're closer to the mileage than expected, the advisor brings the Next Service Date forward and the reminder moves with it.",
      },
      {
        question: "Can customers approve only part of an estimate?",
        answer:
          "Yes. Customers can reply with the items they want, the advisor marks the job Approved, and anything left over goes into the Declined Work field so it enters the follow-up workflow.",
      },
      {
        question: "Will it keep texting about a car the customer has sold?",
        answer:
          "No. Every reminder invites a SOLD reply, which tags the record and stops reminders for that vehicle while keeping the customer for future visits.",
      },
    ],
  },
  {
    slug: "car-dealership",
    tagline:
      "Answer every internet lead in under a minute, book test drives that show and keep sold customers coming back to your service lane.",
    description: [
      "Car shoppers fill in forms on several dealer sites in one evening, and the store that replies first with a real answer usually gets the appointment. This snapshot sets up speed-to-lead for your website and Facebook lead forms: an instant text that mentions the exact vehicle they asked about, round-robin assignment to a salesperson, and a follow-up cadence that runs for 30 days unless someone books a test drive.",
      "Beyond the first reply, it covers the sales floor and the back end: trade-in appraisal requests with photos, a finance pre-qualification step that hands off to your lender's secure portal, appointment confirmations that cut no-shows, unsold showroom follow-up and delivery day. Sold customers move into service reminders, purchase anniversaries and lease-end or equity campaigns timed from their purchase date, so the next car is bought from you too.",
    ],
    features: [
      {
        title: "Instant vehicle-specific reply",
        description:
          "The lead form passes the stock number and model into the first text, so the shopper hears about the car they asked about within a minute.",
      },
      {
        title: "Round-robin with a 10-minute rule",
        description:
          "New leads rotate across the sales team, and any lead not contacted in 10 minutes moves to the next person and alerts the sales manager.",
      },
      {
        title: "Test drive appointments",
        description:
          "A test drive calendar confirms the vehicle, sends directions two hours ahead and asks the customer to bring their license and insurance card.",
      },
      {
        title: "Trade-in appraisal form",
        description:
          "Customers enter year, make, model, mileage and condition with photos, giving your used car manager enough to put a working number on it.",
      },
      {
        title: "Finance pre-qualification handoff",
        description:
          "The form collects only name, contact details and budget, then sends the customer to your lender's secure application, so no sensitive ID numbers sit in the CRM.",
      },
      {
        title: "Unsold showroom follow-up",
        description:
          "Ups who visited but didn't buy get a day-one thank-you, a day-three check-in and a day-ten note from the manager, stopping the moment they reply.",
      },
      {
        title: "Delivery day sequence",
        description:
          "After the sale, the buyer gets a delivery checklist, a thank-you from the salesperson and a review request two days later.",
      },
      {
        title: "Service lane retention",
        description:
          "Sold customers get their first service reminder at the manufacturer's interval, and service enquiries land in the service department's own pipeline.",
      },
      {
        title: "Lease-end and equity campaigns",
        description:
          "Purchase Date and Term fields trigger outreach six to nine months before lease maturity, or when a financed car is likely to have positive equity.",
      },
      {
        title: "Voice AI after hours",
        description:
          "Calls after close are answered by Voice AI, which takes the caller's name and vehicle of interest and books a morning callback.",
      },
    ],
    includes: [
      "Sales pipeline: New Lead → Contacted → Appointment Set → Showed → Working Deal → Sold → Delivered",
      "Speed-to-lead workflow with 10-minute reassign and manager alert",
      "30-day lead follow-up cadence: 9 texts, 6 emails and call tasks",
      "Test drive calendar with confirmation and reminder templates",
      "Trade-in appraisal form with photo upload",
      "Finance pre-qualification form with lender portal handoff",
      "Unsold showroom follow-up workflow",
      "Delivery day and review request workflow",
      "Lease-end and equity workflows based on purchase date and term",
      "Sales dashboard: lead response time, appointments set vs shown and units sold by source",
    ],
    benefits: [
      "Internet leads get a real reply before the shopper moves on to the next store.",
      "No lead sits uncontacted just because a salesperson is out on a test drive.",
      "More booked appointments arrive because the reminders give them a reason to come in.",
      "Trade-in conversations start with photos and numbers rather than guesswork.",
      "Sensitive finance data stays in your lender's system, not in texts and CRM notes.",
      "Shoppers who walked away are followed up without anyone having to remember.",
      "Sold customers keep coming back to your service lane instead of a quick-lube chain.",
      "Managers see response times and show rates by salesperson every day.",
    ],
    testimonials: [
      {
        name: "Marcus J.",
        business: "Independent used car dealer, Birmingham AL",
        content:
          "Our average response to web leads went from about 40 minutes to under one. The reassign rule keeps the team honest, and appointments are up noticeably.",
        rating: 5,
      },
      {
        name: "Elena V.",
        business: "Pre-owned dealership, Fresno CA",
        content:
          "The trade-in form with photos saves our used car manager a lot of back and forth. We can give a working number before the customer even comes in.",
        rating: 5,
      },
      {
        name: "Greg W.",
        business: "Family-owned franchise dealership, Cedar Rapids IA",
        content:
          "We use the follow-up cadence and the lease-end workflow and both work well. It took time to map all our lead sources, which is our own mess more than anything in the snapshot.",
        rating: 4,
      },
    ],
    faq: [
      {
        question: "Can leads from third-party listing sites come in automatically?",
        answer:
          "Many listing sites deliver leads by email, which GoHighLevel doesn't read into contacts on its own. The usual routes are a webhook from the provider or a middleware tool, which we scope separately. Your website forms work immediately, and Facebook lead forms once you connect your page.",
      },
      {
        question: "Does it connect to our DMS or inventory feed?",
        answer:
          "No DMS or inventory connection is included. Sold customer data can be imported by CSV for the retention campaigns, and deeper links can be built on API v2 as a separate project.",
      },
      {
        question: "Are we allowed to text internet leads?",
        answer:
          "Shoppers who submit a form with SMS consent can be texted once your sub-account completes A2P 10DLC registration. The forms include consent wording; check it against your own compliance guidance.",
      },
      {
        question: "Can the BDC and the sales floor have different views?",
        answer:
          "Yes. Salespeople can be restricted to their assigned leads while BDC agents see every new lead, and the dashboard can be filtered by user for one-on-ones.",
      },
    ],
  },
  {
    slug: "pet-grooming",
    tagline:
      "Book each pet on the right schedule for its coat, keep vaccine records current and text owners the minute their dog is ready.",
    description: [
      "Grooming schedules depend on the coat. A doodle mats within five or six weeks, while a lab needs a bath and nail trim closer to every eight to ten. This snapshot stores each pet's name, breed, coat type, weight and behavior notes in Custom Fields, and the rebooking text goes out on the interval that suits that coat, addressed to the owner with the pet's name in it.",
      "The front-desk details are covered too. New clients upload a rabies certificate before the first visit and get a reminder when it's close to expiring. Intake notes flag matting and handling issues so the groomer isn't surprised on the table, and a pickup text tells owners their pet is ready. Before the holidays, existing clients are invited to claim Thanksgiving and December slots before the book opens to everyone else.",
    ],
    features: [
      {
        title: "Coat-based rebooking",
        description:
          "A Coat Type field sets the interval: doodles and poodles at five weeks, double coats at eight, short coats at ten, each message using the pet's name.",
      },
      {
        title: "Vaccine record upload",
        description:
          "New-client intake asks for the rabies certificate and its expiry date, and the owner is reminded 30 days before it lapses.",
      },
      {
        title: "Pet profile fields",
        description:
          "Breed, weight, temperament, health notes and preferred cut sit on the contact, so every groomer reads them before the dog is on the table.",
      },
      {
        title: "Size-based appointment lengths",
        description:
          "Small, medium, large and giant dog calendars block the right amount of time, so a Newfoundland never gets the slot meant for a Yorkie.",
      },
      {
        title: "Matting and handling disclosures",
        description:
          "The booking confirmation explains your de-matting and shave-down policy and any handling fee, written once in Custom Values.",
      },
      {
        title: "Ready for pickup text",
        description:
          "Groomers move the appointment to Ready and the owner gets a text with your pickup window and a link to pay.",
      },
      {
        title: "Puppy introduction program",
        description:
          "Puppies are offered short intro visits every three to four weeks so they get used to the table, the clippers and the dryer before their first full groom.",
      },
      {
        title: "Holiday booking priority",
        description:
          "In October, current clients get early access to the busiest holiday weeks before the booking link goes public.",
      },
      {
        title: "Mobile van routing",
        description:
          "For van groomers, a service-area field groups bookings by neighborhood and day so you aren't crisscrossing the county.",
      },
      {
        title: "Review request with a photo",
        description:
          "A few hours after pickup, Reputation Management asks for a review and suggests adding a photo of the freshly groomed pet.",
      },
    ],
    includes: [
      "Client pipeline: New Pet → Intake Complete → First Groom → On Schedule → Overdue",
      "Pet profile Custom Fields: name, breed, coat type, weight, temperament, health notes, preferred cut",
      "New-client intake form with rabies certificate upload and expiry date",
      "Coat-based rebooking workflow with 5, 8 and 10-week timers",
      "Four size-based grooming calendars plus a nail-trim calendar",
      "Vaccine expiry reminder workflow",
      "Ready for Pickup workflow with payment link",
      "Puppy intro program sequence",
      "Holiday priority booking campaign for existing clients",
      "Grooming dashboard: pets groomed, rebook rate, overdue pets and expiring vaccine records",
    ],
    benefits: [
      "Dogs come back before they mat, which makes every groom kinder to the pet and easier on your team.",
      "Vaccine records are on file before the first appointment, not chased at the counter.",
      "Every groomer knows a dog's quirks before the leash changes hands.",
      "Big dogs get big-dog time slots, so the day runs to schedule.",
      "Owners aren't left guessing when to come back, because the text tells them.",
      "Puppies grow into calm regulars instead of nervous first-timers at a year old.",
      "Loyal clients get first pick of the holiday rush.",
      "Photo reviews of happy pets bring new owners in from local search.",
    ],
    testimonials: [
      {
        name: "Amber L.",
        business: "Pet salon, Fort Collins CO",
        content:
          "Doodle owners finally come in on time. The five-week reminders with the dog's name in them get replies almost straight away, and our matted shave-downs have dropped a lot.",
        rating: 5,
      },
      {
        name: "Pete S.",
        business: "Mobile grooming van, Naples FL",
        content:
          "Grouping bookings by area has made my routes much shorter. I spend more of the day grooming and less of it driving.",
        rating: 5,
      },
      {
        name: "Nicole F.",
        business: "Dog grooming shop, Lancaster PA",
        content:
          "The vaccine upload is a lifesaver at the front desk. I wanted room for a third pet per household, and the checklist showed how to duplicate the fields, so it was quick.",
        rating: 4,
      },
    ],
    faq: [
      {
        question: "How do I handle households with more than one pet?",
        answer:
          "The snapshot carries fields for two pets per owner, and the setup video shows how to add a third. Each pet's coat type drives its own rebooking reminder, so a doodle and a beagle in the same home are reminded on different dates.",
      },
      {
        question: "Can new clients book online, or should they request first?",
        answer:
          "Both are set up. Returning clients with an intake on file book directly, while new clients complete the intake first so you can check breed, size and vaccines before offering a slot.",
      },
      {
        question: "What if a dog is too matted for the cut the owner wanted?",
        answer:
          "That's your policy to set. The intake and confirmation quote it from a Custom Value, and a groomer can add a Matting Note so the next reminder suggests a shorter interval.",
      },
      {
        question: "Does it work for cat grooming too?",
        answer:
          "Yes. Add a cat option to the Species field and a cat calendar with your own durations; the coat-based timers work the same way.",
      },
    ],
  },
  {
    slug: "dog-training",
    tagline:
      "Sort puppy, obedience and behavior enquiries before the first call, fill group classes to their limit and move graduates into the next level.",
    description: [
      "A dog training enquiry can come from a new puppy owner looking for a six-week class or from a family worried about a dog that has bitten. Those need very different first conversations. This snapshot opens with an intake that asks the dog's age, breed, household, the problem behavior and any bite history, then routes puppy and manners enquiries toward class enrolment and reactivity or aggression cases toward a paid behavior evaluation.",
      "Group classes run on class-style calendars with a seat limit, private lessons and board-and-train have their own pipelines, and clients get homework videos through a Memberships course between sessions. When a course ends, graduates are invited to the next level, a CGC prep class or drop-in practice sessions, so the relationship doesn't stop at the last class.",
    ],
    features: [
      {
        title: "Behavior intake triage",
        description:
          "The intake asks about age, breed, household, the issue and bite history, then tags the enquiry Puppy, Manners, Reactivity or Aggression to route it.",
      },
      {
        title: "Group classes with seat limits",
        description:
          "Puppy, basic obedience and leash skills classes use class booking with a set number of dogs per session and a waitlist when full.",
      },
      {
        title: "Vaccination proof before class",
        description:
          "Enrolment asks for vaccine records, and the first-class reminder checks they're on file before it sends.",
      },
      {
        title: "Paid behavior evaluation",
        description:
          "Reactivity and aggression enquiries are offered an evaluation rather than a class, with payment taken when they book.",
      },
      {
        title: "Private lesson packages",
        description:
          "Four and six-lesson packages track sessions used in a Custom Field and prompt the client to book the next one after each visit.",
      },
      {
        title: "Board-and-train pipeline",
        description:
          "From enquiry to deposit, drop-off, daily update texts and the go-home lesson, each stage sends the owner what they need to know.",
      },
      {
        title: "Homework library in Memberships",
        description:
          "Clients log in to short videos for each week's skills, so practice happens between sessions instead of the night before class.",
      },
      {
        title: "Graduation and next level",
        description:
          "When a course ends, graduates receive a certificate email and an invitation to the next level up.",
      },
      {
        title: "Puppy age timing",
        description:
          "Owners who enquire about a very young puppy get a follow-up timed to when the pup reaches your minimum class age.",
      },
      {
        title: "Review and referral after graduation",
        description:
          "A review request and a referral message go out after the last class, when owners are proudest of their dog.",
      },
    ],
    includes: [
      "Enquiry pipeline: New Enquiry → Intake Complete → Evaluation Booked → Program Recommended → Enrolled → Graduated",
      "Behavior intake form with bite history and household questions",
      "Class calendars for puppy, basic obedience and leash skills with seat limits",
      "Paid behavior evaluation calendar",
      "Board & Train pipeline: Enquiry → Deposit Paid → Drop-off → In Training → Go-home Lesson → Follow-up",
      "Private lesson package tracker field and next-session workflow",
      "Homework course in Memberships with six weekly modules",
      "Enrolment form with vaccine upload, waiver section and signature field",
      "Graduation email with next-level offer",
      "Training dashboard: enquiries by type, class fill rate, evaluations and graduates",
    ],
    benefits: [
      "Serious behavior cases get the right first step instead of landing in a puppy class.",
      "Classes fill to capacity and latecomers join a waitlist rather than an overbooked room.",
      "Owners practice between sessions, so dogs progress and clients see results.",
      "Board-and-train owners get daily updates without you writing each one from scratch.",
      "Package clients book their next lesson before they leave, which keeps momentum going.",
      "Puppy enquiries that come too early aren't lost; they're contacted at the right age.",
      "Graduates become next-level students rather than one-time customers.",
      "Reviews from proud owners carry real weight with people searching for a trainer nearby.",
    ],
    testimonials: [
      {
        name: "Heather M.",
        business: "Dog training school, Raleigh NC",
        content:
          "The intake triage was exactly what we needed. Aggression cases go straight to an evaluation, and our puppy classes aren't disrupted anymore.",
        rating: 5,
      },
      {
        name: "Carlos R.",
        business: "Board-and-train program, Phoenix AZ",
        content:
          "Daily updates during board-and-train used to take me an hour every night. With the templates and the pipeline it's ten minutes, and owners love getting them.",
        rating: 5,
      },
      {
        name: "Jenna K.",
        business: "Puppy and family dog trainer, Madison WI",
        content:
          "Seat limits and the waitlist work well for my classes. Recording my own homework videos for the course took a weekend, but that's the part that makes it mine.",
        rating: 5,
      },
    ],
    faq: [
      {
        question: "Can I use my own training methods and wording?",
        answer:
          "Yes. Every template, intake question and course module is editable. The snapshot handles the routing and reminders; your methods and your voice go into the content.",
      },
      {
        question: "How do six-week courses and drop-ins work together?",
        answer:
          "A six-week course is sold as one enrolment through an order form, and the student gets a reminder before each session date. Drop-ins book a single session on a separate class calendar.",
      },
      {
        question: "Can I require an evaluation before a private program?",
        answer:
          "Yes. Reactivity and aggression enquiries are only sent the evaluation link. Program booking links go out once you move the client to Program Recommended.",
      },
      {
        question: "What about liability waivers?",
        answer:
          "The enrolment form has a waiver section with a signature field, stored on the contact record. The wording is only a starting point, so have your own attorney review it.",
      },
    ],
  },
  {
    slug: "retail-boutique",
    tagline:
      "Text your VIPs when new arrivals land, hold pieces for try-on and close sales by text with a payment link.",
    description: [
      "Boutique regulars don't wait for a weekly email. They want a text when new arrivals hit the rack, a hold on their size, and a way to pay without coming in if the piece is right. This snapshot builds a VIP text list from the counter, your website and Instagram, saves each shopper's sizes and style preferences in Custom Fields, and lets you send a photo of a new piece to the people most likely to buy it.",
      "Holds, personal styling appointments, trunk show RSVPs and back-in-stock requests each get their own workflow, and a sale made in a text thread closes with a Text-2-Pay invoice for pickup or shipping. After a purchase, customers get a thank-you with care notes and, a few days later, a review request. Shoppers who haven't bought in 90 days are invited back with pieces picked for them, not another blanket discount.",
    ],
    features: [
      {
        title: "VIP text club",
        description:
          "Sign-ups from a counter QR code, your website and Instagram join a VIP list with sizes and preferred styles saved and consent wording in place.",
      },
      {
        title: "New-arrivals drops by category",
        description:
          "Send a photo and a short note about new stock only to shoppers tagged for that category, such as denim, dresses or jewelry.",
      },
      {
        title: "24-hour holds",
        description:
          "A customer replies HOLD and staff set the piece aside; a workflow reminds her at 20 hours and releases the hold at 24.",
      },
      {
        title: "Text-to-buy",
        description:
          "Close sales in Conversations with a Text-2-Pay invoice for pickup or local delivery, so a shopper stuck at work can buy before the piece sells.",
      },
      {
        title: "Personal styling appointments",
        description:
          "A styling calendar collects the occasion, budget and sizes in advance, so you can pull pieces before she arrives.",
      },
      {
        title: "Back-in-stock requests",
        description:
          "Shoppers ask for a size or style; when you tag the item restocked, everyone who asked gets a text before it goes on social.",
      },
      {
        title: "Trunk show RSVPs",
        description:
          "A funnel page collects RSVPs for trunk shows and sip-and-shop nights, with reminders and a plus-one question for planning.",
      },
      {
        title: "Birthday month offer",
        description:
          "A Birthday Reminder workflow sends a personal offer at the start of each customer's birthday month.",
      },
      {
        title: "Thank-you and review",
        description:
          "A thank-you with care instructions goes out the same day as the purchase, and a review request follows five days later.",
      },
      {
        title: "Lapsed shopper win-back",
        description:
          "After 90 days without a purchase, shoppers get a preview of pieces matched to their saved style and an invitation to come in.",
      },
    ],
    includes: [
      "Customer pipeline: Subscriber → First Purchase → Repeat → VIP → Lapsed",
      "VIP sign-up page and counter QR form with size and style fields",
      "New-arrivals broadcast templates segmented by category tag",
      "HOLD keyword workflow with 20-hour reminder and 24-hour release",
      "Text-2-Pay invoice template for pickup and local delivery sales",
      "Personal styling calendar with pre-appointment questionnaire",
      "Back-in-stock request form and restock notification workflow",
      "Trunk show RSVP funnel with reminder sequence",
      "Birthday month and 90-day win-back workflows",
      "Boutique dashboard: list growth, text-to-buy sales, repeat purchases and RSVPs",
    ],
    benefits: [
      "New arrivals sell through faster when the right shoppers see them first.",
      "Customers can buy from their phone, catching sales that would otherwise wait until the weekend.",
      "Holds end on time, so pieces don't sit behind the register for a week.",
      "Styling appointments start with the right sizes already on the rail.",
      "Restocks sell to people who already asked for them.",
      "Events fill with your best customers, and you know how many glasses to pour.",
      "Shoppers feel remembered because messages match their sizes and taste.",
      "Lapsed customers get a reason to return that doesn't train them to wait for a sale.",
    ],
    testimonials: [
      {
        name: "Whitney A.",
        business: "Women's clothing boutique, Franklin TN",
        content:
          "The new arrivals texts sell pieces before they're even steamed and on the floor. Text-to-buy is roughly a fifth of our weekly sales now.",
        rating: 5,
      },
      {
        name: "Priya S.",
        business: "Gift and home boutique, Ann Arbor MI",
        content:
          "The hold workflow ended the awkward conversations about pieces sitting behind the register. Customers get a reminder and the hold ends on its own.",
        rating: 5,
      },
      {
        name: "Lauren D.",
        business: "Bridal accessories shop, Savannah GA",
        content:
          "Trunk show attendance jumped once the reminders started going out. I'm still learning the broadcast segments, but the videos make it manageable.",
        rating: 5,
      },
    ],
    faq: [
      {
        question: "Does this connect to my point of sale or online store?",
        answer:
          "Snapshots don't carry connected integrations. Customers and purchase history can be imported by CSV, and if you sell through a GoHighLevel store or a supported e-commerce connection, purchase workflows can build on those orders.",
      },
      {
        question: "How do I avoid texting people too often?",
        answer:
          "Category tags mean each shopper only gets drops she cares about, and every broadcast template carries an opt-out line. Most boutiques settle on one or two texts a week.",
      },
      {
        question: "Can I take payment by text and ship the item?",
        answer:
          "Yes. The Text-2-Pay invoice has a shipping line, and a paid invoice creates a packing task for staff. Payments run through the Stripe account you connect after loading.",
      },
      {
        question: "Can I run a loyalty program with this?",
        answer:
          "A simple one. A purchase count field increases with each sale you record, and a workflow sends a reward at the fifth purchase. Points-based loyalty with balances usually needs a dedicated app.",
      },
    ],
  },
  {
    slug: "tattoo-studio",
    tagline:
      "Turn custom tattoo enquiries into booked sessions with deposits, signed releases and aftercare that runs without the artist lifting a finger.",
    description: [
      "Custom enquiries arrive half-formed: 'how much for a sleeve?' with no size, placement or reference. This snapshot asks for everything an artist needs to quote, from placement and approximate size in inches to color or black and gray, reference images and budget, then routes the enquiry to the right artist by style. Artists reply from Conversations and book a consultation or go straight to a deposit.",
      "Deposits are taken before time is blocked, and the policy explains how they come off the final session and when they're forfeited. Before the appointment, clients sign a release form with a signature field and are reminded to bring photo ID. After the session, aftercare texts go out on days 1, 3, 7 and 14, with a healed-photo request and a touch-up booking around four to six weeks. When an artist opens their books, the waitlist hears first.",
    ],
    features: [
      {
        title: "Detailed custom enquiry form",
        description:
          "Placement, size, style, color, reference uploads, budget and preferred artist are captured up front, so artists quote without a dozen DMs.",
      },
      {
        title: "Artist routing by style",
        description:
          "Fine line, traditional, realism and cover-up enquiries are assigned to the artist who does that work, each with their own calendar.",
      },
      {
        title: "Deposit before booking",
        description:
          "Custom sessions take a deposit through calendar payments, and the confirmation explains how it comes off the final price.",
      },
      {
        title: "Release form and ID check",
        description:
          "Clients sign the release with a signature field before they arrive, and the reminder asks for government-issued photo ID showing they're 18 or over.",
      },
      {
        title: "Multi-session pieces",
        description:
          "Sleeves and back pieces sit in a Large Project stage with a session count, and the next sitting is offered once the last one has healed.",
      },
      {
        title: "Aftercare in your artists' words",
        description:
          "Day 1, 3, 7 and 14 messages use the aftercare wording your studio already gives, stored in Custom Values so every client hears the same thing.",
      },
      {
        title: "Healed photo and touch-up",
        description:
          "At four weeks clients are asked for a healed photo and offered a touch-up slot inside the studio's touch-up window.",
      },
      {
        title: "Books-open waitlist",
        description:
          "When an artist opens their books, everyone on that artist's waitlist gets a text before the announcement goes public.",
      },
      {
        title: "Flash day signups",
        description:
          "A flash day page takes first-come signups with a time slot and sends a reminder the night before.",
      },
      {
        title: "Design approval step",
        description:
          "Artists send the sketch ahead of the appointment and the client replies to approve or ask for changes, keeping revisions in one thread.",
      },
    ],
    includes: [
      "Custom tattoo pipeline: Enquiry → Quoted → Consult Booked → Deposit Paid → Design Sent → Session Booked → Healed Check",
      "Custom enquiry form with placement, size, style, budget and reference uploads",
      "Artist calendars with deposit collection",
      "Release form with signature field and ID reminder",
      "Aftercare SMS sequence for days 1, 3, 7 and 14",
      "Healed photo request and touch-up booking workflow",
      "Books-open waitlist workflow by artist",
      "Flash day signup funnel",
      "Deposit policy Custom Values shown on forms and confirmations",
      "Studio dashboard: enquiries by artist, deposits collected, sessions booked and touch-ups",
    ],
    benefits: [
      "Artists quote faster because enquiries arrive with size, placement and references.",
      "Deposits protect long sessions from last-minute cancellations.",
      "Paperwork is signed before the client sits down, so the session starts on time.",
      "Aftercare instructions stay consistent across artists and arrive when clients need them.",
      "Healed photos feed your portfolio and catch touch-up needs early.",
      "When books open, your waitlist fills them before the public post.",
      "Large projects keep moving to the next sitting instead of stalling after one.",
      "Every artist has their own pipeline while the studio sees the full picture.",
    ],
    testimonials: [
      {
        name: "Dominic V.",
        business: "Tattoo studio, Austin TX",
        content:
          "The enquiry form cut my DMs in half. I get placement, size and references before I answer, and the deposit is in before I draw anything.",
        rating: 5,
      },
      {
        name: "Sky R.",
        business: "Private tattoo studio, Portland OR",
        content:
          "Aftercare texts in my own words went out from day one. Clients send healed photos now, which has been great for my portfolio.",
        rating: 5,
      },
      {
        name: "Mateo G.",
        business: "Four-artist shop, Albuquerque NM",
        content:
          "Routing by style took some setup for four artists, but now everyone gets the right enquiries. I'd like more flash day page designs, though the one included does the job.",
        rating: 4,
      },
    ],
    faq: [
      {
        question: "Can the release form replace our paper consent forms?",
        answer:
          "The form collects a drawn signature and stores the submission on the contact record. The questions included are a starting point; check the final wording against your state and local requirements with your own adviser.",
      },
      {
        question: "How do deposits work if a client reschedules?",
        answer:
          "Your policy, kept in a Custom Value, is quoted in every confirmation. The default wording carries a deposit over with 48 hours' notice and forfeits it on a no-show, and you can change it to match your studio.",
      },
      {
        question: "Can walk-in shops use it?",
        answer:
          "Yes. Walk-in clients sign the release on a counter tablet, which creates the contact and starts the aftercare sequence once the session is marked done.",
      },
      {
        question: "Can each artist have their own booking link for Instagram?",
        answer:
          "Yes. Every artist calendar has its own link, and enquiries that come through it are assigned to that artist automatically.",
      },
    ],
  },
  {
    slug: "florist",
    tagline:
      "Run wedding consultations, everyday deliveries and occasion reminders from one place, and be ready weeks before Valentine's Day and Mother's Day.",
    description: [
      "A flower shop runs two businesses at once. Everyday arrangements need fast, accurate orders with the card message and delivery window right. Wedding and event work needs consultations, proposals, retainers and a final count weeks out. This snapshot separates the two with their own pipelines and forms while keeping every customer in one contact list.",
      "It also uses something florists know about their buyers: when they'll need flowers again. A customer who sent anniversary roses in June can tick a box to be reminded next year, and Valentine's and Mother's Day pre-order campaigns reach past buyers weeks before the rush. Sympathy orders are handled with care: those contacts are kept out of promotions so nobody gets a cheerful sale text after a funeral order.",
    ],
    features: [
      {
        title: "Wedding and event consultations",
        description:
          "An enquiry form asks for date, venue, guest count, palette, inspiration photos and floral budget, then offers a consultation time.",
      },
      {
        title: "Proposal with retainer",
        description:
          "After the consultation, the proposal and a retainer invoice go out together, and a paid retainer moves the wedding to Booked and holds the date.",
      },
      {
        title: "Final count deadline",
        description:
          "Six weeks before the event, couples are asked to confirm bouquets, boutonnieres and centerpieces, with a reminder two weeks later.",
      },
      {
        title: "Everyday order form",
        description:
          "Recipient, address, delivery date and window, card message and substitution consent are captured cleanly for the design bench.",
      },
      {
        title: "Delivery confirmation for the sender",
        description:
          "Marking an order delivered texts the person who paid, so they know their gift arrived and when.",
      },
      {
        title: "Occasion reminders",
        description:
          "A Remind Me Next Year checkbox saves the occasion date, and a Custom Date Reminder contacts the buyer ten days before it comes round again.",
      },
      {
        title: "Holiday pre-order campaigns",
        description:
          "Valentine's Day and Mother's Day sequences start three weeks out for past buyers, with the order cut-off held in a Custom Value.",
      },
      {
        title: "Sympathy sensitivity",
        description:
          "Orders marked sympathy tag the buyer to stay out of promotional campaigns for 90 days.",
      },
      {
        title: "Standing orders for businesses",
        description:
          "Weekly lobby, restaurant and office arrangements are tracked as accounts with recurring invoices.",
      },
      {
        title: "Review request after delivery",
        description:
          "A day after delivery, the sender rather than the recipient is asked for a review.",
      },
    ],
    includes: [
      "Wedding & Events pipeline: Enquiry → Consultation → Proposal Sent → Retainer Paid → Final Count Confirmed → Delivered",
      "Event floral enquiry form with palette, venue and inspiration uploads",
      "Retainer and final balance invoice templates with due dates",
      "Everyday order form with card message, delivery window and substitution consent",
      "Sender delivery confirmation workflow",
      "Remind Me Next Year occasion workflow using a Custom Date Reminder",
      "Valentine's Day and Mother's Day pre-order campaigns",
      "Sympathy order tag with 90-day promotional exclusion",
      "Standing order pipeline and recurring invoice template",
      "Shop dashboard: event bookings, pre-orders by holiday and occasion reminders scheduled",
    ],
    benefits: [
      "Wedding work gets the structure it needs without slowing down everyday orders.",
      "Retainers hold dates, so a June Saturday isn't lost to a couple who went quiet.",
      "Card messages and delivery windows arrive complete, which cuts mistakes at the bench.",
      "Past buyers return every year for the same occasion because you remind them.",
      "Pre-orders spread the holiday rush over weeks instead of one frantic day.",
      "Sympathy customers are treated with care rather than marketing.",
      "Standing orders give the shop steady weekly revenue.",
      "Senders know their order arrived, which builds trust for the next gift.",
    ],
    testimonials: [
      {
        name: "Rosa M.",
        business: "Flower shop, Tucson AZ",
        content:
          "Our Mother's Day pre-orders started three weeks early this year. We knew our stem counts before the wholesaler deadline, which has never happened before.",
        rating: 5,
      },
      {
        name: "Claire B.",
        business: "Wedding and event florist, Charleston SC",
        content:
          "The final count reminders alone are worth it. Couples confirm numbers on time, and sending the retainer invoice with the proposal gets dates booked quickly.",
        rating: 5,
      },
      {
        name: "Owen T.",
        business: "Neighborhood florist, Duluth MN",
        content:
          "The occasion reminders are brilliant for repeat business. I had to adjust the order form for our delivery zones, which took an evening.",
        rating: 4,
      },
    ],
    faq: [
      {
        question: "Can customers order and pay online?",
        answer:
          "Yes. The everyday order form can be paired with a payment step using a funnel order form once your Stripe account is connected. If you already sell through a wire service or another store, keep the form for phone and walk-in orders.",
      },
      {
        question: "How are delivery zones and fees handled?",
        answer:
          "Zones and fees are stored in Custom Values and shown on the order form, and the workflow tags each order by zone so drivers can plan their runs.",
      },
      {
        question: "Do sympathy buyers ever hear from us again?",
        answer:
          "After 90 days the sympathy tag is removed and they return to normal campaigns unless they've opted out. You can lengthen that window inside the workflow.",
      },
      {
        question: "Can proposals include photos of our past work?",
        answer:
          "Yes. The proposal email template has space for a gallery link and inspiration images, and you adjust the layout for each couple.",
      },
    ],
  },
  {
    slug: "dry-cleaner",
    tagline:
      "Schedule pickup and delivery by route, text customers when orders are ready and clear unclaimed garments off the rack.",
    description: [
      "Dry cleaning is a repeat business with thin margins and a crowded conveyor. Route customers need a reliable pickup day, counter customers need to know their order is ready, and every shop has garments that have hung for months. This snapshot handles all three: route calendars by neighborhood, a ready-for-pickup text, and an unclaimed-garment sequence at 14, 30 and 60 days that keeps the rack moving.",
      "It also helps grow the higher-value work. Wedding gown cleaning and preservation, alterations fittings, leather and suede, and seasonal household items like comforters each get a campaign or booking of their own. Commercial accounts for uniforms and linens are tracked in their own pipeline with monthly invoicing. Your point-of-sale system stays in charge of tickets; the snapshot runs the texts, bookings and follow-up around it.",
    ],
    features: [
      {
        title: "Route-day pickup calendars",
        description:
          "Each delivery route has its own calendar open only on that neighborhood's pickup day, so drivers aren't zigzagging across town.",
      },
      {
        title: "Ready-for-pickup texts",
        description:
          "Staff tag an order Ready, or your POS posts to an inbound webhook if it can, and the customer gets a text with hours and the ticket number.",
      },
      {
        title: "Unclaimed garment sequence",
        description:
          "Orders not collected get reminders at 14, 30 and 60 days, with the final notice quoting your storage policy from a Custom Value.",
      },
      {
        title: "Bag-out reminders",
        description:
          "Weekly and every-other-week route customers get a text the evening before their pickup day to leave the bag out.",
      },
      {
        title: "Alterations fittings",
        description:
          "A fittings calendar books tailor time, and the completion text invites the customer back for a final try-on.",
      },
      {
        title: "Wedding gown preservation",
        description:
          "Brides are offered cleaning and preservation, with a follow-up timed from the wedding date rather than a guess.",
      },
      {
        title: "Seasonal campaigns",
        description:
          "Spring comforter and fall coat campaigns go out to counter and route customers as the seasons turn.",
      },
      {
        title: "Delivery sign-up with first-order offer",
        description:
          "A landing page signs up new pickup customers by ZIP code and applies a first-order offer held in a Custom Value.",
      },
      {
        title: "Commercial accounts",
        description:
          "Restaurants, salons and offices with uniform and linen work are tracked from quote to recurring service with monthly invoices.",
      },
      {
        title: "Review request after collection",
        description:
          "A day after an order is collected, the customer is asked for a review while the pressed shirts are still in their closet.",
      },
    ],
    includes: [
      "Customer pipeline: New → First Order → Counter Regular / Route Customer → Lapsed",
      "Route calendars by neighborhood with evening-before reminders",
      "Ready for Pickup workflow triggered by tag or inbound webhook",
      "Unclaimed garment workflow at 14, 30 and 60 days",
      "Pickup and delivery sign-up page with ZIP check and first-order offer",
      "Alterations fittings calendar and completion text",
      "Wedding gown preservation workflow timed from the wedding date",
      "Commercial Accounts pipeline: Enquiry → Walkthrough → Quote → Active → Renewal",
      "Seasonal comforter and coat campaigns",
      "Dashboard: route sign-ups, orders ready vs collected and unclaimed orders",
    ],
    benefits: [
      "Routes run in tight loops because each neighborhood has its own day.",
      "Customers collect sooner when a text tells them the order is ready.",
      "The rack clears out and fewer garments turn into a storage problem.",
      "Route customers remember to leave their bag out, so drivers don't make wasted stops.",
      "Gown and alteration work gets marketed instead of waiting to be asked for.",
      "Seasonal household items bring in revenue during slower months.",
      "Commercial accounts add predictable weekly volume.",
      "More reviews help you stand out against the chain on the next block.",
    ],
    testimonials: [
      {
        name: "Sung K.",
        business: "Dry cleaner, Plano TX",
        content:
          "The unclaimed garment texts got more than half our old orders collected within a month. The back rack looks like a different shop.",
        rating: 5,
      },
      {
        name: "Maria E.",
        business: "Dry cleaning and alterations, Cranston RI",
        content:
          "Route calendars by neighborhood are what made our delivery service work. Sign-ups keep coming in through the ZIP code page.",
        rating: 5,
      },
      {
        name: "Phil N.",
        business: "Cleaners with two locations, Columbus OH",
        content:
          "Our POS can't send webhooks, so we tag ready orders by hand. It's quick and customers are happy, but automatic would be nicer.",
        rating: 4,
      },
    ],
    faq: [
      {
        question: "Does it connect to our dry cleaning POS?",
        answer:
          "No POS connection is included. If your POS can send webhooks, the ready-for-pickup workflow can listen for them; otherwise staff tag finished orders from the mobile app or desktop.",
      },
      {
        question: "Can different neighborhoods have different pickup days?",
        answer:
          "Yes. Each route calendar has its own availability, and the sign-up page asks for the ZIP code and sends the customer the right route link.",
      },
      {
        question: "What should the unclaimed garment notice say?",
        answer:
          "The final notice quotes your own storage and disposal policy from a Custom Value. Check that policy against your state's rules on abandoned property with your own adviser; our part is making sure it goes out on time.",
      },
      {
        question: "Can commercial accounts be billed monthly?",
        answer:
          "Yes. Commercial accounts use invoice templates in Payments, and a recurring invoice can go out on the first of each month once Stripe is connected.",
      },
    ],
  },
];
