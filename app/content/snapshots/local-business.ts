import type { SnapshotDetailContent } from "../types";

export const details: SnapshotDetailContent[] = [
  {
    slug: "hair-salon",
    tagline:
      "Rebook every guest on the right cycle for her service and hold a deposit on the long color appointments.",
    description: [
      "A salon lives on the return visit, yet most front desks still rebook from memory and absorb the cost when a four-hour balayage doesn't show. This snapshot sets up Service Calendars for each stylist with processing time built in, deposits on long services, and Workflows that reach out when a cut, gloss or root touch-up is due.",
      "Instagram DMs, Facebook messages and web enquiries land in one Conversations inbox, and new color and extension clients go through a consultation before anyone quotes. After each visit the guest gets a review request and a rebooking link matched to the service she just had. Fill in your Custom Values, connect Stripe and your phone number, and follow the setup videos.",
    ],
    features: [
      {
        title: "Rebooking by service cycle",
        description:
          "Root color at five weeks, precision cuts at six to eight, highlights at ten to twelve. The workflow stops the moment she books.",
      },
      {
        title: "Deposits on long services",
        description:
          "Color corrections, extensions and balayage take a deposit at booking, with your cancellation policy pulled from one Custom Value.",
      },
      {
        title: "Processing time built in",
        description:
          "Stylists sit on Service Calendars in one Service Menu, with buffers for processing and blow-dry so nobody gets double-booked.",
      },
      {
        title: "Color consultations",
        description:
          "A form asks about box dye, past lightening and the goal look, with photo upload, before a price is given.",
      },
      {
        title: "Confirm-or-reschedule reminders",
        description:
          "A text 48 hours out asks the guest to reply C to confirm, and a morning-of reminder adds parking notes.",
      },
      {
        title: "Cancellation waitlist",
        description:
          "When a slot opens, that stylist's waitlist gets a text and the first reply takes the time.",
      },
      {
        title: "Missed-call text back",
        description:
          "A call nobody can pick up mid-shampoo is answered by text within seconds, booking link included.",
      },
      {
        title: "Reviews after checkout",
        description:
          "Two hours after checkout, Reputation Management sends a review request while the blowout still looks its best.",
      },
      {
        title: "Lapsed-guest win-back",
        description:
          "Ninety days without a visit moves a guest to Lapsed and triggers a personal note signed by her stylist.",
      },
      {
        title: "Birthday and refill offers",
        description:
          "The Birthday Reminder trigger sends a treat a week ahead, and take-home color care buyers get a refill nudge at eight weeks.",
      },
    ],
    includes: [
      "Guest journey pipeline: New Enquiry → Consultation Booked → First Visit → Rebooked → Regular → Lapsed",
      "Rebooking workflow with timers for cuts, root color, highlights and extensions",
      "Stylist Service Calendars grouped in one Service Menu",
      "Color and extension consultation form with photo upload",
      "No-show workflow that switches the guest to deposit-required booking",
      "Cancellation waitlist workflow with first-reply-wins SMS",
      "Salon website with service menu, price ranges and stylist bios",
      "Review request workflow triggered by the showed status",
      "14 SMS and 9 email templates for confirmations, aftercare and win-back",
      "Salon dashboard: bookings, rebook rate, no-shows and new guests by source",
    ],
    benefits: [
      "Guests rebook before their roots show, not after trying somewhere new.",
      "A deposit on long services means a no-show no longer empties your afternoon.",
      "Cancelled slots are refilled from the waitlist within minutes.",
      "Processing and finishing time are built into every service, so the book stays realistic.",
      "New color clients arrive with a consultation on file and the right time blocked.",
      "The front desk works every DM, text and web enquiry from one inbox between clients.",
      "Fresh Google reviews help new guests pick you in local search.",
      "Each stylist's rebook rate is on the dashboard, so coaching starts from real numbers.",
    ],
    testimonials: [
      {
        name: "Brianna T.",
        business: "Hair salon, Boise ID",
        content:
          "The waitlist text alone paid for it. Last month we refilled nine cancelled color slots the same day without a single phone call.",
        rating: 5,
      },
      {
        name: "Marisol G.",
        business: "Color and extensions studio, San Antonio TX",
        content:
          "We were losing two extension appointments a month to no-shows. Now the deposit is taken at booking and nobody argues about the policy at the desk.",
        rating: 5,
      },
      {
        name: "Kelsey W.",
        business: "Four-chair salon, Asheville NC",
        content:
          "Setting our rebooking intervals took an afternoon with the videos. I'd have liked Spanish versions of the texts, but the English ones are well written and regulars reply to them.",
        rating: 4,
      },
    ],
    faq: [
      {
        question: "Can each stylist keep their own hours and prices?",
        answer:
          "Yes. Availability follows each stylist's working hours, and a senior stylist can be assigned to separately priced services. A new stylist is added as a user and assigned to their services.",
      },
      {
        question: "What happens to a deposit when a guest cancels?",
        answer:
          "You refund, keep or credit it from Payments, as your policy says. Deposits need the Stripe account you connect after loading, and the reminders quote your policy in advance.",
      },
      {
        question: "Will guests who already rebooked still get rebooking texts?",
        answer:
          "No. The workflow checks for a future appointment before every message and removes the guest as soon as one exists.",
      },
      {
        question: "Can I import my client list with last visit dates?",
        answer:
          "Yes. Import a CSV with Last Service and Last Visit Date mapped, and the rebooking and win-back workflows pick those guests up from the dates on file.",
      },
    ],
  },
  {
    slug: "nail-salon",
    tagline:
      "Keep gel and acrylic guests on a steady fill cycle, turn walk-ins into regulars and book bridal parties without a paper book.",
    description: [
      "Nail clients come back every two to three weeks, so the fill reminder is the most valuable message a nail salon sends. Miss it and she books wherever has a free chair on Saturday. Here each set type carries its own timer, and the text links to the technician who did her last set.",
      "It also clears the counter's biggest headaches: walk-ins who never leave a number, nail-art screenshots at 11pm and bridal parties. A QR check-in turns a walk-in into a contact, art requests arrive with photos, and groups get their own pipeline with a deposit. Set your Custom Values, connect your number and Stripe, and the checklist covers the rest.",
    ],
    features: [
      {
        title: "Fill timers by set type",
        description:
          "Gel polish, hard gel, acrylic, dip and Gel-X each get a reminder between day 14 and day 21, linked to her last technician's calendar.",
      },
      {
        title: "Walk-in check-in by QR",
        description:
          "Name, mobile and service with SMS consent, captured at the counter in three fields.",
      },
      {
        title: "Nail-art requests with photos",
        description:
          "Up to three inspiration photos plus length and shape, so the tech can reply with a time and price before booking.",
      },
      {
        title: "Bridal and party bookings",
        description:
          "A group request form opens an opportunity, and a deposit invoice follows once you confirm you can seat everyone.",
      },
      {
        title: "Real service durations",
        description:
          "A full set with art is booked longer than a polish change, so a few overruns don't wreck the afternoon.",
      },
      {
        title: "Short-notice reminders",
        description:
          "Reminders go out 24 hours and two hours ahead, since most nail appointments are booked the same week.",
      },
      {
        title: "Fill Club membership",
        description:
          "A monthly two-fill plan, with a mid-month nudge if a member hasn't used her second visit.",
      },
      {
        title: "Pedicure season",
        description:
          "Each April, last summer's pedicure guests are invited to reserve spa pedicures before sandal weather.",
      },
      {
        title: "Photo review prompt",
        description:
          "An hour after her set, the guest is asked for a Google review with a photo of the finished nails.",
      },
      {
        title: "Overdue check-in",
        description:
          "Past 35 days without a fill, guests get a friendly message, because most of them simply got busy.",
      },
    ],
    includes: [
      "Guest pipeline: Walk-in → First Set → On Fill Cycle → Fill Club Member → Overdue",
      "Fill reminder workflow with five set-type timers",
      "Counter check-in form with QR code link and SMS consent wording",
      "Bridal & Parties pipeline: Request → Confirmed → Deposit Paid → Party Day → Thank-you Sent",
      "Technician calendars for manicure, pedicure, full set, fill and removal",
      "Nail-art inspiration form with photo upload, length and shape fields",
      "Fill Club sign-up page and member usage reminder",
      "Spring pedicure campaign: 3 emails and 2 SMS",
      "Missed-call text-back workflow for the busiest hours",
      "Dashboard: fills due this week, overdue guests, walk-in sign-ups and group bookings",
    ],
    benefits: [
      "Fill guests hear from you around the day their nails start to lift.",
      "Walk-in traffic stops being anonymous and turns into repeat business.",
      "Technicians keep their regulars because every reminder links back to them.",
      "A cancelled bridal party no longer empties your Saturday, because the deposit is already in.",
      "Art requests arrive with photos, which makes quoting quick and timing accurate.",
      "Members use their visits, which keeps them paying month after month.",
      "Photo reviews show new guests your work before they walk in.",
      "The counter spends less time on the phone and more time greeting guests.",
    ],
    testimonials: [
      {
        name: "Thu H.",
        business: "Nail salon, Garden Grove CA",
        content:
          "We get a lot of walk-ins and had no way to reach them again. The QR check-in gave us about 300 numbers in two months, and the fill reminders bring many of them back.",
        rating: 5,
      },
      {
        name: "Jasmine R.",
        business: "Nail studio, Charlotte NC",
        content:
          "The bridal party pipeline is my favorite part. Deposits come in before I block six chairs, and the group shows up on time.",
        rating: 5,
      },
      {
        name: "Lena P.",
        business: "Nail bar, Scottsdale AZ",
        content:
          "Setup was straightforward with the checklist. We moved the dip powder timer to 18 days and everything downstream kept working.",
        rating: 5,
      },
    ],
    faq: [
      {
        question: "Can reminders go out in Vietnamese, Spanish or another language?",
        answer:
          "Yes. A Preferred Language field and an If/Else branch sit in each main workflow. Duplicate the English templates, translate them, and each guest gets her own version.",
      },
      {
        question: "Do walk-ins have to go into the calendar?",
        answer:
          "No. The check-in form alone starts the fill timer. Add the visit to the calendar afterwards only if you want walk-ins in your reports.",
      },
      {
        question: "How do group deposits work?",
        answer:
          "Once you confirm a party, a Text-2-Pay deposit invoice goes out by text and email. The per-guest amount is a Custom Value, and payment runs through your own Stripe account.",
      },
      {
        question: "What if a guest sees different technicians?",
        answer:
          "The Last Technician field updates with every booking, so the reminder always links to her most recent tech. Floaters can be pointed at the shared booking link.",
      },
    ],
  },
  {
    slug: "barbershop",
    tagline:
      "Hold regulars to a two-to-three-week cut cycle, stop Saturday no-shows and fill a late cancellation before the next walk-in.",
    description: [
      "A barbershop's best customers sit in the chair every two or three weeks, and most only want one barber. This snapshot gives each barber a calendar and booking link, keeps the client list with the shop, and sends a rebook text when the fade grows out: about 14 days after a skin fade, 21 after a taper. Walk-ins leave a number at the counter and hear from you next time.",
      "It also handles Saturday no-shows, clients 20 minutes late and the empty chair at 2pm on a Tuesday. Regulars can join a Chair Open list that gets a text when a slot frees up, and repeat no-shows move to prepaid booking automatically.",
    ],
    features: [
      {
        title: "Cut-cycle rebooking",
        description:
          "Two weeks for skin fades and lineups, three for tapers and scissor cuts, four for beard-only clients, each text naming their barber.",
      },
      {
        title: "Barber-owned booking links",
        description:
          "Every barber gets a link for their Instagram bio, plus a shop link that books whoever is free next.",
      },
      {
        title: "Chair Open alerts",
        description:
          "A cancellation texts clients tagged Chair Open, and the first reply gets the slot. A dead half hour becomes a paid cut.",
      },
      {
        title: "Two-strike no-show policy",
        description:
          "The first miss sends a polite reminder of the policy; the second tags the client Prepay Only and routes them to a prepaid calendar.",
      },
      {
        title: "Late-arrival wording",
        description:
          "Confirmations spell out your grace period from a Custom Value, so a 15-minute rule never surprises anyone.",
      },
      {
        title: "Memberships for regulars",
        description:
          "A sales page for an unlimited or two-cuts-a-month plan, with a welcome workflow that prompts the first booking.",
      },
      {
        title: "Back-to-school and holiday rush",
        description:
          "Late-July and early-December campaigns get parents and regulars to lock in times before the chairs are gone.",
      },
      {
        title: "Kids' cut reminders",
        description:
          "A Child Name field lets the text read 'Time for Marcus's cut' instead of a generic blast.",
      },
      {
        title: "Fresh-cut review request",
        description:
          "Forty-five minutes after the client leaves the chair, the Google review link arrives while the cut is still sharp.",
      },
      {
        title: "Clipper-in-hand call catcher",
        description:
          "Calls that ring out while everyone is cutting get a text inside a minute with each barber's link.",
      },
    ],
    includes: [
      "Client pipeline: Walk-in → New Client → Regular → Member → Slipping (30+ days)",
      "Per-barber calendars plus a Next Available shop calendar",
      "Rebook workflow with 14, 21 and 28-day timers by service",
      "Chair Open cancellation-fill workflow",
      "No-show workflow with Prepay Only tag and prepaid calendar",
      "Membership sales page and new-member welcome workflow",
      "Walk-in sign-in form for the counter tablet",
      "Back-to-school and holiday booking campaigns",
      "11 SMS and 6 email templates written in a barbershop voice",
      "Shop dashboard: cuts per barber, rebook rate, no-shows and new clients",
    ],
    benefits: [
      "Regulars come back on schedule instead of drifting to whichever shop has a chair open.",
      "Your best hours stop going to people who don't turn up.",
      "Tuesday afternoon gaps are filled from clients who asked to be texted.",
      "Each barber builds their own book while the shop keeps the records.",
      "Clear late and no-show rules mean fewer arguments at the chair.",
      "Memberships bring in steady monthly income before a single cut.",
      "Parents book the back-to-school rush early instead of the Saturday before classes.",
      "More Google reviews keep the shop near the top of 'barber near me' searches.",
    ],
    testimonials: [
      {
        name: "Andre M.",
        business: "Barbershop, Memphis TN",
        content:
          "Saturday no-shows were killing us. After the second strike clients prepay, and most of them just started showing up.",
        rating: 5,
      },
      {
        name: "Luis C.",
        business: "Three-chair barbershop, El Paso TX",
        content:
          "Every barber has their own link in their bio now, and the shop still sees every client. The 14-day texts work great for my fade clients.",
        rating: 5,
      },
      {
        name: "Tony B.",
        business: "Barbershop and shave parlor, Providence RI",
        content:
          "Solid setup and clear videos. Deciding the timers for beard clients took me a while, but since then it has run by itself.",
        rating: 4,
      },
    ],
    faq: [
      {
        question: "We're mostly walk-in. Is this still useful?",
        answer:
          "Yes. The counter sign-in captures walk-ins and starts the rebook timer from that visit, and you keep taking walk-ins alongside booked times.",
      },
      {
        question: "Can booth-rent barbers keep their clients separate?",
        answer:
          "Each barber can be a user limited to their own calendar and assigned contacts. Agree up front who owns the client list; the setup supports either arrangement.",
      },
      {
        question: "How does the prepay calendar charge clients?",
        answer:
          "It takes payment at booking through the Stripe account you connect, and only clients tagged Prepay Only are sent that link.",
      },
      {
        question: "Can kids' cuts and cut-and-beard be different lengths?",
        answer:
          "Yes. Each is a separate service with its own duration, so a kid's cut can take 20 minutes and a cut with beard work 45.",
      },
    ],
  },
  {
    slug: "restaurant",
    tagline:
      "Turn reservations, private-dining enquiries and first visits into regulars, next-day reviews and sold-out event nights.",
    description: [
      "Restaurants rarely struggle to meet new guests; they struggle to see them again. This snapshot builds a guest list you own from large-party requests, a table-tent QR sign-up and your website, and follows each visit with a review request the next morning rather than while the check is on the table. Keep your reservation platform; this sits alongside it.",
      "Private-dining and buyout enquiries get their own pipeline, captured with date, party size, budget per head and occasion and tracked through to a signed event order and deposit, so a 40-cover rehearsal dinner never sits unanswered over a busy weekend. Wine dinners, birthday offers and slow-night promotions go out from the same list.",
    ],
    features: [
      {
        title: "Private-dining pipeline",
        description:
          "Enquiries move through Menu Sent, Walkthrough and Contract & Deposit, and the manager on duty is tasked to reply within two hours.",
      },
      {
        title: "Large-party requests",
        description:
          "Parties above a size set in Custom Values use a request form, so kitchen and floor agree before anyone confirms.",
      },
      {
        title: "Next-morning review request",
        description:
          "A showed reservation or QR check-in sends the review link at 10am the following day.",
      },
      {
        title: "Guest list from the table",
        description:
          "A table-tent QR code trades a dessert on the next visit for joining the text list, with consent wording ready for A2P 10DLC.",
      },
      {
        title: "Birthday club",
        description:
          "Guests give their birthday at sign-up, and the offer arrives two weeks ahead, early enough to plan a dinner.",
      },
      {
        title: "Event night ticketing",
        description:
          "A funnel order form sells seats for wine dinners and tasting menus, then sends parking details the day before.",
      },
      {
        title: "Slow-night fill",
        description:
          "An offer for your quietest night goes only to regulars who haven't visited in 30 days.",
      },
      {
        title: "Dinner-rush call handling",
        description:
          "Calls missed during service get a text with the menu, online ordering and reservation links.",
      },
      {
        title: "Conversation AI for routine questions",
        description:
          "It answers hours, parking, patio and corkage from your Custom Values and hands allergy or large-party questions to a manager.",
      },
      {
        title: "Catering intake",
        description:
          "Office lunch and pickup catering orders arrive with headcount and pickup time as opportunities nobody forgets to confirm.",
      },
    ],
    includes: [
      "Private dining pipeline: New Enquiry → Menu Sent → Walkthrough → Contract & Deposit → Confirmed → Completed",
      "Private dining enquiry form with party size, budget per head and occasion",
      "Large-party request form and standard reservation calendar",
      "Post-visit review workflow timed for 10am the next day",
      "QR guest list sign-up page with a first-return offer",
      "Birthday club workflow using the Birthday Reminder trigger",
      "Event night ticket funnel with order form and reminders",
      "Private dining deposit invoice template with Text-2-Pay",
      "Conversation AI setup for hours, parking and corkage",
      "Restaurant dashboard: enquiries by stage, event revenue, list growth and reviews",
    ],
    benefits: [
      "Private-dining leads get a same-day reply, which often decides who wins the booking.",
      "You own your guest list instead of renting access to diners through an app.",
      "Review requests arrive while the meal is remembered fondly.",
      "Event nights sell out from your own list before you spend on ads.",
      "Quiet nights get a reason for regulars to come in.",
      "Hosts stop answering parking and corkage questions during service.",
      "Buyout dates are held by a deposit, not a handshake.",
      "Managers see every open event enquiry and its value on one board.",
    ],
    testimonials: [
      {
        name: "Gabriel F.",
        business: "Italian restaurant, Hoboken NJ",
        content:
          "Private room enquiries used to live in three people's inboxes. Now they land in one pipeline and the deposit link goes out the day we agree the menu. We booked eleven rehearsal dinners this spring.",
        rating: 5,
      },
      {
        name: "Hannah K.",
        business: "Farm-to-table bistro, Burlington VT",
        content:
          "The next-morning timing was smart. We went from a handful of new reviews a month to several a week without asking at the table.",
        rating: 5,
      },
      {
        name: "Ray D.",
        business: "Barbecue restaurant, Kansas City MO",
        content:
          "The QR sign-up grew our list fast and the slow Tuesday offer works. We kept our reservation app and skipped the calendar, which the setup video covers.",
        rating: 5,
      },
    ],
    faq: [
      {
        question: "We already use a reservation platform. Do we need the calendar?",
        answer:
          "No. Leave the calendar out when you load the snapshot and trigger review requests from the QR check-in instead.",
      },
      {
        question: "How do guests join the text list properly?",
        answer:
          "The sign-up page carries consent and opt-out wording, and your sub-account needs A2P 10DLC registration before US business texting. Have your own adviser check the wording.",
      },
      {
        question: "Can the AI answer allergy questions?",
        answer:
          "We set it up not to. Any message mentioning allergies or dietary needs goes straight to a manager.",
      },
      {
        question: "Does it work for more than one location?",
        answer:
          "Load it into one sub-account per location, so each keeps its own number, Google profile and reviews while sharing the same pipeline and templates.",
      },
    ],
  },
  {
    slug: "auto-detailing",
    tagline:
      "Quote by vehicle size and condition, book mobile jobs inside your service area and bring every coating customer back for maintenance.",
    description: [
      "Detailing prices depend on things customers rarely mention on the phone: a three-row SUV versus a coupe, dog hair in the cargo carpet, swirl marks that only show in full sun. The quote form asks for vehicle size, condition and photos, checks the ZIP code against your service area, and each package, from maintenance wash to paint correction, has a calendar sized for the job.",
      "After the job, the money is in the return visit. Maintenance washes are offered at four to six weeks, coating customers are reminded of their annual inspection, and mobile customers get a reschedule text when rain is forecast. Packages, prices and service area live in Custom Values; edit a price once and the site, texts and quotes all follow.",
    ],
    features: [
      {
        title: "Photo-based quote request",
        description:
          "Customers pick a size class, tick pet hair, stains or smoke odor and upload photos, so you quote a price instead of a range.",
      },
      {
        title: "Service-area check",
        description:
          "Inside your ZIP codes the workflow offers mobile times; outside, a drop-off slot at the shop.",
      },
      {
        title: "Package calendars",
        description:
          "Each package has its own duration and travel buffer, so two full corrections never land in one morning.",
      },
      {
        title: "Coating and correction deposits",
        description:
          "Multi-day jobs take a deposit at booking, and the prep text asks customers to empty the car and plan to be without it.",
      },
      {
        title: "Rain-day rescheduling",
        description:
          "Tag a date Weather Hold and every mobile customer that day gets a text with your next open times.",
      },
      {
        title: "Maintenance plan follow-up",
        description:
          "Full-detail customers are offered a maintenance wash at four weeks, and plan members get a reminder before each visit.",
      },
      {
        title: "Coating inspection reminders",
        description:
          "A Coating Date field fires an annual inspection reminder, which many coating warranties expect owners to keep up.",
      },
      {
        title: "Before-and-after handover",
        description:
          "The job-complete text links to before-and-after photos, and the review request follows an hour later.",
      },
      {
        title: "Fleet and dealer accounts",
        description:
          "Commercial accounts have their own pipeline, from first contact to a recurring schedule with monthly invoices.",
      },
      {
        title: "Gift certificate season",
        description:
          "A November and December campaign sells detailing gift certificates through a funnel order form.",
      },
    ],
    includes: [
      "Detailing pipeline: Quote Requested → Quoted → Booked → Job Complete → Maintenance Plan → Due for Service",
      "Quote form with vehicle size, condition checkboxes and photo upload",
      "ZIP code service-area workflow with mobile and shop branches",
      "Four package calendars with travel buffers",
      "Weather Hold rescheduling workflow",
      "Ceramic coating annual inspection workflow",
      "Fleet Accounts pipeline and monthly invoice template",
      "Detailing website with package pages and a before-and-after gallery",
      "Gift certificate funnel and holiday campaign",
      "Dashboard: quotes sent, jobs booked, average ticket and maintenance members",
    ],
    benefits: [
      "Quotes are right the first time, so handovers don't turn into arguments about extra charges.",
      "Mobile routes stay tight because out-of-area requests are redirected before they book.",
      "Big coating jobs are protected by a deposit, not a promise.",
      "Rain stops meaning a morning of phone calls.",
      "One-time details turn into monthly maintenance customers.",
      "Coating customers return every year, protecting their finish and filling your calendar.",
      "Before-and-after photos do the selling for you.",
      "Commercial accounts give you steady weekday work between retail jobs.",
    ],
    testimonials: [
      {
        name: "Derek S.",
        business: "Mobile detailing, Tampa FL",
        content:
          "The weather hold saved me hours in rainy season. I tag the day, everyone gets a text, and most rebook within the hour.",
        rating: 5,
      },
      {
        name: "Kayla N.",
        business: "Detail and ceramic coating shop, Sacramento CA",
        content:
          "Photo quotes changed how we price interiors. No more pet-hair disasters quoted as a basic detail, and coating customers come back every year.",
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
          "Yes. The form asks for the size class, and the reply quotes the matching price from Custom Values with the booking link.",
      },
      {
        question: "I'm mobile-only. Can I remove the shop branch?",
        answer:
          "Yes. Delete the drop-off calendar and out-of-area requests get a polite note instead, tagged by ZIP so you can see where demand is growing.",
      },
      {
        question: "How does the coating reminder know when to send?",
        answer:
          "Completing a coating job writes the date to Coating Date, and a Custom Date Reminder fires eleven months later so the inspection is booked before the anniversary.",
      },
      {
        question: "Can I take payment in the driveway?",
        answer:
          "Yes. Once Stripe is connected, send a Text-2-Pay invoice from the contact record, or let the job-complete workflow include the link.",
      },
    ],
  },
  {
    slug: "auto-repair",
    tagline:
      "Send service reminders by mileage, get estimates approved by text and follow up on the work customers declined.",
    description: [
      "A repair shop's best marketing is the oil change reminder that arrives at the right mileage and the declined brake job mentioned again before the pads are metal on metal. This snapshot stores year, make, model, VIN and the next service mileage and date, the same numbers as the windshield sticker, and texts customers as they approach whichever comes first.",
      "In the bay, it replaces phone tag. The advisor texts the estimate with inspection photos, the customer replies to approve or decline, and declined items come back at 30 and 90 days. When the car is ready, a pickup text goes out with the invoice link. Your shop management system stays the record of repair orders.",
    ],
    features: [
      {
        title: "Mileage and date reminders",
        description:
          "A Custom Date Reminder texts a week before the Next Service Date, and a midway text asks for the current odometer reading.",
      },
      {
        title: "Estimate approval by text",
        description:
          "A YES reply moves the job to Approved and a NO to Declined, without a single voicemail.",
      },
      {
        title: "Declined work follow-up",
        description:
          "Turned-down items are saved in a Declined Work field and return as a text at 30 days and an advisor call task at 90.",
      },
      {
        title: "Drop-off and waiter appointments",
        description:
          "Separate calendars keep a 30-minute oil change out of a bay needed all morning.",
      },
      {
        title: "Courtesy rides and loaners",
        description:
          "The booking form asks whether the customer needs a ride or loaner, and the advisor gets a task the afternoon before.",
      },
      {
        title: "Vehicle ready text",
        description:
          "Ready for Pickup texts the customer your closing time and the invoice link, so they can pay before arriving.",
      },
      {
        title: "Photos that build trust",
        description:
          "The estimate template links to your inspection photos, so customers see the leaking gasket for themselves.",
      },
      {
        title: "Seasonal service campaigns",
        description:
          "Tire changeover, AC check and winter battery tests run on dates kept in Custom Values to suit your climate.",
      },
      {
        title: "Inspection reminders",
        description:
          "In states with annual safety or emissions inspections, an Inspection Due field sends a reminder a month ahead.",
      },
      {
        title: "Review after the drive home",
        description:
          "The review request waits a day after pickup, so the customer has driven the car first.",
      },
    ],
    includes: [
      "Repair pipeline: Booked → Checked In → Inspected → Estimate Sent → Approved / Declined → In Progress → Ready for Pickup → Closed",
      "Vehicle Custom Fields: year, make, model, VIN, next service mileage and date",
      "Service reminder workflow with odometer check-in text",
      "Estimate SMS template with photo link and YES/NO reply handling",
      "Declined work follow-up workflow at 30 and 90 days",
      "Drop-off and waiter calendars with courtesy ride question",
      "Ready for Pickup workflow with invoice link",
      "Seasonal campaigns: tire changeover, AC check and battery test",
      "Shop website with service pages and appointment request",
      "Shop dashboard: car count, estimates approved vs declined and reminders sent",
    ],
    benefits: [
      "Customers are reminded when their car needs service, not on a date that ignores how much they drive.",
      "Estimates get approved in minutes instead of after three unanswered calls.",
      "Declined work turns into booked work weeks later.",
      "Bays are scheduled around the real length of each job.",
      "Customers pay from their phone, which clears the counter at closing time.",
      "Inspection photos reassure customers who worry about being upsold.",
      "Seasonal campaigns keep slow months busy with planned work.",
      "Approval rates and car count are visible without pulling reports from three systems.",
    ],
    testimonials: [
      {
        name: "Rick H.",
        business: "Independent repair shop, Dayton OH",
        content:
          "The declined work follow-up is money we were leaving on the table. Brake jobs turned down in March came back in April and May.",
        rating: 5,
      },
      {
        name: "Sandra L.",
        business: "Family auto repair, Spokane WA",
        content:
          "Texting estimates changed our afternoons. Customers approve from work, and my advisors aren't leaving voicemails while cars sit on the lifts.",
        rating: 5,
      },
      {
        name: "Victor O.",
        business: "Tire and service center, Lubbock TX",
        content:
          "We had to bring the due dates over from our shop software at the start. Since then the reminders have been accurate and customers comment on it.",
        rating: 4,
      },
    ],
    faq: [
      {
        question: "Does this connect to my shop management software?",
        answer:
          "Not out of the box; snapshots never carry integrations. Most shops import customers and vehicles by CSV weekly or send webhooks if their software can. We can build a direct link as a separate job.",
      },
      {
        question: "What if a customer drives far more than average?",
        answer:
          "The midway odometer text catches it. The advisor brings the Next Service Date forward and the reminder moves with it.",
      },
      {
        question: "Can customers approve only part of an estimate?",
        answer:
          "Yes. They reply with the items they want, and anything left over goes into Declined Work for follow-up.",
      },
      {
        question: "Will it keep texting about a car they've sold?",
        answer:
          "No. Every reminder invites a SOLD reply, which stops reminders for that vehicle while keeping the customer.",
      },
    ],
  },
  {
    slug: "car-dealership",
    tagline:
      "Answer every internet lead in under a minute, book test drives that show and keep sold customers coming back to your service lane.",
    description: [
      "Car shoppers fill in forms on several dealer sites in one evening, and the store that replies first with a real answer usually gets the appointment. This snapshot sends an instant text naming the exact vehicle the shopper asked about, assigns the lead by round robin and runs a 30-day follow-up cadence unless a test drive gets booked.",
      "It covers the floor and the back end too: trade-in appraisals with photos, finance pre-qualification that hands off to your lender's secure portal, unsold showroom follow-up and delivery day. Sold customers move into service reminders and lease-end or equity campaigns timed from their purchase date.",
    ],
    features: [
      {
        title: "Instant vehicle-specific reply",
        description:
          "The lead form passes the stock number and model into the first text, sent within a minute.",
      },
      {
        title: "Round robin with a 10-minute rule",
        description:
          "Any lead not contacted in 10 minutes moves to the next salesperson and alerts the sales manager.",
      },
      {
        title: "Test drive appointments",
        description:
          "Confirmations name the vehicle, and a two-hour reminder asks the customer to bring license and insurance card.",
      },
      {
        title: "Trade-in appraisal form",
        description:
          "Year, make, model, mileage, condition and photos give your used car manager enough for a working number.",
      },
      {
        title: "Finance pre-qualification handoff",
        description:
          "The form collects only contact details and budget, then sends the customer to your lender's secure application.",
      },
      {
        title: "Unsold showroom follow-up",
        description:
          "Ups who didn't buy get a day-one thank-you, a day-three check-in and a day-ten manager note, stopping when they reply.",
      },
      {
        title: "Delivery day sequence",
        description:
          "Buyers get a delivery checklist, a thank-you from their salesperson and a review request two days later.",
      },
      {
        title: "Service lane retention",
        description:
          "The first service reminder follows the manufacturer's interval, and service enquiries land in the service department's pipeline.",
      },
      {
        title: "Lease-end and equity campaigns",
        description:
          "Purchase Date and Term fields trigger outreach six to nine months before lease maturity or likely positive equity.",
      },
      {
        title: "Voice AI after hours",
        description:
          "After close, Voice AI takes the caller's name and vehicle of interest and books a morning callback.",
      },
    ],
    includes: [
      "Showroom pipeline: Internet Lead → First Touch → Appointment Set → Showed → Working Deal → Sold → Delivered",
      "Speed-to-lead workflow with 10-minute reassign and manager alert",
      "30-day follow-up cadence: 9 texts, 6 emails and call tasks",
      "Test drive calendar with confirmation and reminder templates",
      "Trade-in appraisal form with photo upload",
      "Finance pre-qualification form with lender portal handoff",
      "Unsold showroom follow-up workflow",
      "Delivery day and review request workflow",
      "Lease-end and equity workflows based on purchase date and term",
      "Sales dashboard: response time, appointments set vs shown and units sold by source",
    ],
    benefits: [
      "Internet leads get a real reply before the shopper moves on to the next store.",
      "No lead waits because a salesperson is out on a test drive.",
      "More booked appointments show up because reminders give them a reason to.",
      "Trade conversations start with photos and numbers, not guesswork.",
      "Sensitive finance data stays in your lender's system, not in texts.",
      "Shoppers who walked are followed up without anyone having to remember.",
      "Sold customers service with you instead of a quick-lube chain.",
      "Managers see response times and show rates by salesperson every day.",
    ],
    testimonials: [
      {
        name: "Marcus J.",
        business: "Independent used car dealer, Birmingham AL",
        content:
          "Our average response to web leads went from about 40 minutes to under one. The reassign rule keeps the team honest.",
        rating: 5,
      },
      {
        name: "Elena V.",
        business: "Pre-owned dealership, Fresno CA",
        content:
          "The trade-in form with photos saves our used car manager a lot of back and forth. We give a working number before the customer comes in.",
        rating: 5,
      },
      {
        name: "Greg W.",
        business: "Family-owned franchise dealership, Cedar Rapids IA",
        content:
          "The follow-up cadence and lease-end workflow both work well. Mapping all our lead sources took time, which is our own mess more than the snapshot's.",
        rating: 5,
      },
    ],
    faq: [
      {
        question: "Can third-party listing site leads come in automatically?",
        answer:
          "Many listing sites send leads by email, which GoHighLevel doesn't turn into contacts by itself; a provider webhook or middleware does, scoped separately. Website forms work immediately, and Facebook lead forms once your page is connected.",
      },
      {
        question: "Does it connect to our DMS or inventory feed?",
        answer:
          "No. Sold customers can be imported by CSV for retention campaigns, and deeper links can be built on API v2 as a separate project.",
      },
      {
        question: "Are we allowed to text internet leads?",
        answer:
          "Shoppers who give SMS consent on the form can be texted after the sub-account's A2P 10DLC brand and campaign are approved. Check the consent wording against your own compliance guidance.",
      },
      {
        question: "Can the BDC and the sales floor have different views?",
        answer:
          "Yes. Salespeople can be limited to their assigned leads while BDC agents see every new one.",
      },
    ],
  },
  {
    slug: "pet-grooming",
    tagline:
      "Book each pet on the right schedule for its coat, keep vaccine records current and text owners the minute their dog is ready.",
    description: [
      "Grooming schedules depend on the coat. A doodle mats within five or six weeks, while a lab needs a bath and nail trim every eight to ten. This snapshot stores each pet's name, breed, coat type, weight and behavior notes in Custom Fields, and the rebooking text goes out on the interval that suits that coat, with the pet's name in it.",
      "New clients upload a rabies certificate before the first visit and are reminded before it expires. Intake notes flag matting and handling issues so the groomer isn't surprised on the table, and each October existing clients claim holiday slots before the book opens to everyone.",
    ],
    features: [
      {
        title: "Coat-based rebooking",
        description:
          "Doodles and poodles at five weeks, double coats at eight, short coats at ten, each text using the pet's name.",
      },
      {
        title: "Vaccine record upload",
        description:
          "Intake asks for the rabies certificate and expiry date, and owners are reminded 30 days before it lapses.",
      },
      {
        title: "Pet profile fields",
        description:
          "Breed, weight, temperament, health notes and preferred cut are on the contact before the dog reaches the table.",
      },
      {
        title: "Size-based appointment lengths",
        description:
          "Small, medium, large and giant dog calendars mean a Newfoundland never gets the slot meant for a Yorkie.",
      },
      {
        title: "Matting and handling disclosures",
        description:
          "Confirmations state your de-matting and shave-down policy and any handling fee, written once in Custom Values.",
      },
      {
        title: "Ready for pickup text",
        description:
          "A Ready tag from the groomer texts the owner your pickup window and a payment link.",
      },
      {
        title: "Puppy introduction program",
        description:
          "Short intro visits every three to four weeks get puppies used to the table, clippers and dryer.",
      },
      {
        title: "Holiday booking priority",
        description:
          "Current clients get early access to Thanksgiving and December weeks before the booking link goes public.",
      },
      {
        title: "Mobile van routing",
        description:
          "A service-area field groups van bookings by neighborhood and day.",
      },
      {
        title: "Review request with a photo",
        description:
          "A few hours after pickup, owners are asked for a review and invited to add a photo of their freshly groomed pet.",
      },
    ],
    includes: [
      "Client pipeline: New Pet → Intake Complete → First Groom → On Schedule → Overdue",
      "Pet profile fields: name, breed, coat type, weight, temperament, health notes, preferred cut",
      "New-client intake form with rabies certificate upload",
      "Coat-based rebooking workflow with 5, 8 and 10-week timers",
      "Four size-based grooming calendars plus a nail-trim calendar",
      "Vaccine expiry reminder workflow",
      "Ready for Pickup workflow with payment link",
      "Puppy intro program sequence",
      "Holiday priority booking campaign",
      "Grooming dashboard: pets groomed, rebook rate, overdue pets and expiring vaccines",
    ],
    benefits: [
      "Dogs come back before they mat, which is kinder to the pet and easier on your team.",
      "Vaccine records are on file before the first visit, not chased at the counter.",
      "Every groomer knows a dog's quirks before the leash changes hands.",
      "Big dogs get big-dog time, so the day runs to schedule.",
      "Owners aren't left guessing when to come back.",
      "Puppies grow into calm regulars instead of nervous first-timers at a year old.",
      "Loyal clients get first pick of the holiday rush.",
      "Photo reviews of happy pets bring new owners in from local search.",
    ],
    testimonials: [
      {
        name: "Amber L.",
        business: "Pet salon, Fort Collins CO",
        content:
          "Doodle owners finally come in on time. Reminders with the dog's name get replies almost straight away, and our matted shave-downs have dropped a lot.",
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
          "The vaccine upload is a lifesaver at the front desk. I needed room for a third pet per household, and the checklist showed how to add the fields.",
        rating: 4,
      },
    ],
    faq: [
      {
        question: "How do I handle households with several pets?",
        answer:
          "Fields for two pets per owner are included, and the setup video shows how to add a third. Each pet's coat drives its own reminder, so a doodle and a beagle in one home are reminded on different dates.",
      },
      {
        question: "Can new clients book online, or request first?",
        answer:
          "Returning clients book directly. New clients complete the intake first, so you can check breed, size and vaccines before offering a slot.",
      },
      {
        question: "What if a dog is too matted for the requested cut?",
        answer:
          "That's your policy, quoted from a Custom Value on the intake and confirmation. Groomers can add a Matting Note so the next reminder suggests a shorter interval.",
      },
      {
        question: "Does it work for cat grooming?",
        answer:
          "Yes. Add a cat option to the Species field and a cat calendar with your own durations.",
      },
    ],
  },
  {
    slug: "dog-training",
    tagline:
      "Sort puppy, obedience and behavior enquiries before the first call, fill group classes to their limit and move graduates into the next level.",
    description: [
      "An enquiry might come from a new puppy owner or from a family worried about a dog that has bitten, and those need very different first conversations. The intake asks the dog's age, breed, household, the problem behavior and any bite history, then routes puppy and manners enquiries toward class enrolment and reactivity or aggression cases toward a paid behavior evaluation.",
      "Group classes run on calendars with a seat limit, private lessons and board-and-train have their own pipelines, and clients get homework videos through a Memberships course. Graduates are invited to the next level, a CGC prep class or drop-in practice, so the relationship doesn't end at the last class.",
    ],
    features: [
      {
        title: "Behavior intake triage",
        description:
          "Each enquiry is tagged Puppy, Manners, Reactivity or Aggression from its intake answers and routed accordingly.",
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
          "Short videos for each week's skills, so practice happens between sessions rather than the night before class.",
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
          "Yes. Every template, intake question and course module is editable; the snapshot handles routing and reminders, and your methods go into the content.",
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
      "Boutique regulars want a text when new arrivals hit the rack, a hold on their size and a way to pay without coming in. This snapshot builds a VIP text list from the counter, your website and Instagram, saves each shopper's sizes and style in Custom Fields, and lets you send a photo of a new piece to the shoppers whose size and taste it fits.",
      "Holds, styling appointments, trunk show RSVPs and back-in-stock requests each have a workflow, and a sale made in a text thread closes with a Text-2-Pay invoice. Shoppers who haven't bought in 90 days are invited back with pieces picked for them, not another blanket discount.",
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
          "Snapshots don't carry connected integrations. Import customers and purchase history by CSV; if you sell through a GoHighLevel store or a supported e-commerce connection, workflows can build on those orders.",
      },
      {
        question: "How do I avoid texting people too often?",
        answer:
          "Category tags mean each shopper only gets drops she cares about, and every broadcast template carries an opt-out line. Most boutiques settle on one or two texts a week.",
      },
      {
        question: "Can I take payment by text and ship the item?",
        answer:
          "Yes. The Text-2-Pay invoice has a shipping line, and a paid invoice creates a packing task for staff once your Stripe account is connected.",
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
      "Custom enquiries arrive half-formed: 'how much for a sleeve?' with no size, placement or reference. This snapshot asks for placement, size in inches, color or black and gray, reference images and budget, then routes the enquiry to the right artist by style, who replies from Conversations.",
      "Deposits are taken before time is blocked, clients sign a release with a signature field before they arrive, and aftercare texts go out on days 1, 3, 7 and 14, followed by a healed-photo request and touch-up booking. When an artist opens their books, the waitlist hears first.",
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
          "It collects a drawn signature and stores the submission on the contact. Treat the questions as a starting point and check the final wording against your state and local rules with your own adviser.",
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
