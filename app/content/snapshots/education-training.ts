import type { SnapshotDetailContent } from "../types";

export const details: SnapshotDetailContent[] = [
  {
    slug: "online-course-creator",
    tagline:
      "Opt-in, webinar and sales funnels joined to a dripped course and a student community, so subscribers become buyers and buyers actually finish.",
    description: [
      "Course businesses rarely lose money on the sales page itself. They lose it in the gaps around it: the free-guide subscriber who never hears about the webinar, the checkout abandoned at the card field, the buyer who logs in once and never opens module two. This snapshot closes those gaps with one connected system inside a single sub-account.",
      "Up front: a lead magnet funnel, a webinar funnel with replay, and a sales page with a two-step order form, order bump and upsell. Behind the paywall: a dripped course in Memberships, a Communities group, and Workflows on the Lesson Completed and Product Completed triggers that welcome students, nudge the ones who stall and ask finishers for a testimonial.",
      "Course name, price, webinar date, join link and support email are documented Custom Values, so your copy changes in one place. You connect Stripe, record your lessons and drop them into the module shells in the order the setup checklist gives.",
    ],
    features: [
      {
        title: "Lead magnet funnel",
        description:
          "An opt-in page, thank-you page and delivery email for a guide, checklist or mini-training. Subscribers are tagged by freebie, so you can see which magnet produces buyers.",
      },
      {
        title: "Webinar registration and replay",
        description:
          "Reminders at 24 hours, 1 hour and start time, then a 72-hour replay window before cart close. The join link is a Custom Value, so any webinar host works.",
      },
      {
        title: "Two-step checkout with bump and upsell",
        description:
          "Step one captures name and email before any card details, which is what makes abandoned checkouts recoverable. An order bump sits on step two and a one-click upsell follows payment.",
      },
      {
        title: "Abandoned checkout recovery",
        description:
          "Buyers who fill step one but never pay receive three emails and two texts over 48 hours, stopping the moment a payment arrives.",
      },
      {
        title: "Dripped course in Memberships",
        description:
          "Six module shells release weekly after enrolment, with lesson pages ready for video, downloads and quizzes. A completion certificate is issued when the final module is done.",
      },
      {
        title: "Stalled-student nudges",
        description:
          "Every completed lesson resets a seven-day timer. If it runs out, the student gets a short, friendly note with a link back into the course instead of a generic newsletter.",
      },
      {
        title: "Student community",
        description:
          "A Communities group with channels for introductions, wins and questions. New members are invited automatically when Offer Access Granted fires.",
      },
      {
        title: "Testimonial capture",
        description:
          "Finishing the course triggers a Survey asking about results and permission to quote. Glowing answers are tagged so you can pull them into the sales page before your next launch.",
      },
      {
        title: "Coaching upsell pipeline",
        description:
          "Graduates are invited to book a strategy call for your higher-ticket programme. Calls land in a separate pipeline so coaching revenue is tracked apart from course sales.",
      },
      {
        title: "Launch dashboard",
        description:
          "Opt-ins, webinar show-up, checkout starts, sales and completions, so after each launch you can see which step leaked.",
      },
    ],
    includes: [
      "Lead magnet funnel: opt-in page, thank-you page and delivery email",
      "Webinar funnel: registration, confirmation, join redirect and replay pages",
      "Sales page with two-step order form, order bump and one-click upsell page",
      "Course product in Memberships with 6 drip-scheduled module shells and a completion certificate",
      "Communities group with introductions, wins and Q&A channels",
      "Students pipeline: Subscriber → Webinar Registered → Attended → Checkout Started → Enrolled → Completed",
      "Abandoned checkout Workflow with 3 emails and 2 SMS over 48 hours",
      "Webinar reminder Workflow at 24 hours, 1 hour and start time, plus a 72-hour replay sequence",
      "Course-completion Survey with a testimonial permission question",
      "Custom Values for course name, price, webinar date, join link, replay link and support email",
    ],
    benefits: [
      "Subscribers hear about your offer while the freebie is still fresh in their minds.",
      "Checkout abandoners are followed up without you watching the payments screen.",
      "Students who drift are noticed after a week of inactivity, not at refund time.",
      "Your course, community and checkout live in one login instead of four subscriptions.",
      "Every launch leaves behind numbers you can compare against the next one.",
      "Social proof accumulates automatically as students finish the programme.",
      "Higher-ticket coaching is offered to the people most likely to buy it: your graduates.",
      "Changing a price or a webinar date means editing one Custom Value, not twenty pages.",
    ],
    testimonials: [
      {
        name: "Rachel M.",
        business: "Online course creator, Boise ID",
        content:
          "I was paying for a course platform, an email tool and a webinar page builder separately. Everything now runs from one sub-account, and the stalled-student emails alone brought back people I had quietly written off.",
        rating: 5,
      },
      {
        name: "Devon K.",
        business: "Photography course creator, Asheville NC",
        content:
          "The two-step order form was the piece I didn't know I needed. Half my recovered sales come from people who typed their email and then got distracted.",
        rating: 5,
      },
      {
        name: "Priya S.",
        business: "Bookkeeping training academy, Scottsdale AZ",
        content:
          "Setup took me a weekend with the videos, mostly rewriting emails in my own voice. A second course template would have been nice, but the structure is solid and easy to duplicate.",
        rating: 4,
      },
    ],
    faq: [
      {
        question: "Can I host my course videos inside HighLevel?",
        answer:
          "Yes. Lessons in Memberships accept uploaded video, or you can embed from your existing video host; the placeholder lessons show both.",
      },
      {
        question: "Does it work for live cohorts as well as evergreen courses?",
        answer:
          "Yes. For a cohort, switch the drip schedule to fixed release dates and set the cohort start date in its Custom Value.",
      },
      {
        question: "Can I sell more than one course from the same sub-account?",
        answer:
          "Yes. Duplicate the course product and its offer, clone the sales funnel, and filter the Workflows by offer so each course gets its own welcome and completion messages.",
      },
      {
        question: "Will my existing students come across?",
        answer:
          "Student records are not part of any snapshot. Export them as a CSV, import them into the sub-account and grant access to the matching offer, with the welcome Workflow paused so long-standing students aren't greeted as newcomers.",
      },
    ],
  },
  {
    slug: "tutoring",
    tagline:
      "Turn parent enquiries into assessed, matched and enrolled students, then keep session packages renewed before the hours run out.",
    description: [
      "In tutoring the person who enquires is almost never the person who learns. A parent fills in the form at 10pm after a rough report card and picks whoever calls back first with a sensible plan. So the contact record here is the parent, and the student's name, grade, school, subjects and goals sit in custom fields on it.",
      "Enquiries get an instant text with a free assessment booking link. Afterwards the recommended package and pricing go out by email, and the Families pipeline tracks each household from enquiry to renewal. Sessions run on Round Robin calendars across your tutors.",
      "Renewals are where most centres slip. Each session marked Showed subtracts one from Sessions Remaining with the Math Operation action; at two left, the parent gets a renewal offer and your director a call task.",
    ],
    features: [
      {
        title: "Parent enquiry funnel",
        description:
          "A landing page and form asking for grade, subjects, upcoming tests and what prompted the enquiry, stored in custom fields so the tutor arrives prepared.",
      },
      {
        title: "Free assessment booking",
        description:
          "A dedicated calendar for 45-minute diagnostic sessions, offered in the first text. Reminders go out a day ahead and two hours before, and no-shows get a polite rebooking link.",
      },
      {
        title: "Plan and pricing follow-up",
        description:
          "The director picks a recommended package after the assessment and the matching pricing email goes out. Families not enrolled after three days get a personal text.",
      },
      {
        title: "Tutor matching by subject",
        description:
          "Round Robin calendars are split by subject group, so a chemistry student is only offered tutors who teach chemistry. Each tutor sees their own schedule on the mobile app.",
      },
      {
        title: "Session package tracking",
        description:
          "Sessions Remaining counts down as appointments are marked Showed. Parents can see the balance in their reminder texts, which heads off billing surprises.",
      },
      {
        title: "Renewal before the last session",
        description:
          "At two sessions left, a renewal offer goes out with a Text-2-Pay link for the next package. The director is notified if nothing is paid within four days.",
      },
      {
        title: "Progress report reminders",
        description:
          "Every six weeks tutors get a task to complete a short form per student, which emails the parent a progress summary.",
      },
      {
        title: "Test prep campaigns",
        description:
          "A separate funnel for SAT, ACT and state exam prep with a Test Date field. Reminders count down to the exam and a results survey follows a week after it.",
      },
      {
        title: "Seasonal re-engagement",
        description:
          "Back-to-school, report-card and summer broadcasts go to past families, segmented by grade so a senior's parents never get a middle-school offer.",
      },
      {
        title: "Referral and review requests",
        description:
          "After a family's first renewal, the parent is asked for a Google review through Reputation Management, then a week later for referrals.",
      },
    ],
    includes: [
      "Families pipeline: Enquiry → Assessment Booked → Assessment Done → Plan Sent → Enrolled → Package Low → Renewed",
      "Parent enquiry landing page and intake form with student grade, subjects and school",
      "Free assessment calendar with reminders at 24 hours and 2 hours",
      "Round Robin session calendars grouped by subject: math, science, English and test prep",
      "Sessions Remaining custom field with a Math Operation Workflow that counts down on Showed",
      "Renewal Workflow with Text-2-Pay package link and a director follow-up task",
      "Internal tutor progress form that emails a summary to the parent",
      "Test prep funnel with Test Date countdown reminders",
      "Email templates for plan and pricing, renewals, progress reports and summer programmes",
      "Custom Values for centre name, address, package prices, director name and online session link",
    ],
    benefits: [
      "Parents hear back within minutes, usually before they have finished calling your competitors.",
      "Tutors arrive at the first session knowing the student's grade, school and sticking points.",
      "Families are never surprised to learn their prepaid hours have run out.",
      "Renewals are asked for at the right moment instead of after a lapse.",
      "Regular progress summaries give parents a reason to stay through the slow middle months.",
      "Scheduling by subject stops the front desk from double-booking your only physics tutor.",
      "Test prep students come back to you for the next exam because you followed up on the last one.",
      "Your director spends time on the families who need a conversation, not on reminder calls.",
    ],
    testimonials: [
      {
        name: "Angela T.",
        business: "Tutoring center, Naperville IL",
        content:
          "The sessions-remaining countdown changed our renewals completely. Parents used to find out at the front desk that they owed money; now they get a heads-up two sessions out and most pay from the text.",
        rating: 5,
      },
      {
        name: "Marcus L.",
        business: "Math and science tutoring, Plano TX",
        content:
          "Keeping the student's details on the parent record was the detail that sold me. My tutors open the contact and see grade, school and the upcoming test in one place.",
        rating: 5,
      },
      {
        name: "Jenna W.",
        business: "In-home and online tutoring, Richmond VA",
        content:
          "Our enquiry response time went from next-day to minutes. The progress report form took my tutors a couple of weeks to get used to, but parents comment on those emails all the time.",
        rating: 5,
      },
    ],
    faq: [
      {
        question: "How do we handle families with more than one child?",
        answer:
          "Each parent record has fields for two students with their own grade and subjects. If siblings buy separate packages, give each student their own opportunity in the Families pipeline.",
      },
      {
        question: "Does it work for online tutoring?",
        answer:
          "Yes. Session calendars can use a video meeting link as their location, pulled into reminders from a Custom Value; centres offering both formats keep one calendar for each.",
      },
      {
        question: "Can parents pay for packages through it?",
        answer:
          "Once you connect a payment provider in Payments, package prices become products you can send by invoice or Text-2-Pay. The snapshot includes the products as templates with your prices left to fill in.",
      },
      {
        question: "What if a student cancels a session late?",
        answer:
          "Mark the appointment No Show or Cancelled. Your late-cancellation rule appears in every reminder from a Custom Value, and repeat late cancellations are tagged for a director conversation.",
      },
    ],
  },
  {
    slug: "driving-school",
    tagline:
      "Package sales, behind-the-wheel scheduling, road test prep and parent updates for a driving school that books lessons by instructor and pickup area.",
    description: [
      "A driving school sells to two different buyers. Parents of teens ask about permit rules, classroom hours and patient instructors; adults want a few refresher lessons before next month's road test. Separate enquiry paths serve each, while every student sits in one Students pipeline.",
      "Behind-the-wheel lessons are booked on Round Robin calendars grouped by pickup area, and the pickup address appears in every reminder and instructor notification. After each drive the instructor files a two-minute lesson note from their phone, and the parent gets a summary of what to practise.",
      "Permit date, drive hours completed and road test date are custom fields, so you can see at a glance who is close to test-ready. Requirements differ from state to state, so the thresholds are documented Custom Values you set for yours rather than rules baked into the Workflows.",
    ],
    features: [
      {
        title: "Teen and adult enquiry paths",
        description:
          "Separate landing pages speak to parents of new drivers and to adults needing lessons or test prep. Each tags the contact so follow-up emails answer the right questions.",
      },
      {
        title: "Package checkout",
        description:
          "Lesson packages are sold through an order form, with a deposit option for the full teen programme. A payment confirmation triggers the welcome sequence and the first booking link.",
      },
      {
        title: "Pickup-area scheduling",
        description:
          "Round Robin calendars are grouped by service area, so students only see instructors who cover their neighbourhood. The pickup address flows into every reminder.",
      },
      {
        title: "Lesson reminders with practice notes",
        description:
          "Reminders go out the evening before and 90 minutes ahead with the pickup location, a prompt to bring the permit and your late-cancellation terms.",
      },
      {
        title: "Instructor lesson notes",
        description:
          "A short mobile form records skills covered, confidence level and homework. Submitting it sends the parent a summary so practice drives at home target the right skills.",
      },
      {
        title: "Drive hours counter",
        description:
          "Completed lessons add their hours to a Drive Hours field. When the total meets your state's requirement, the student is tagged test-ready and your office is notified.",
      },
      {
        title: "Road test booking and prep",
        description:
          "A calendar for test-day vehicle use and a pre-test warm-up lesson, with a checklist of documents to bring. The test date drives a countdown of practice tips in the final week.",
      },
      {
        title: "Weather and closure broadcasts",
        description:
          "A prepared SMS template lets the office cancel a morning's lessons because of ice or storms in two clicks. Affected students get a rebooking link straight away.",
      },
      {
        title: "Pass celebration and reviews",
        description:
          "Marking a student as Passed sends congratulations and a Google review request through Reputation Management. Parents get a separate message offering a discount for siblings.",
      },
      {
        title: "Office dashboard",
        description:
          "Open enquiries, packages sold, lessons per instructor and students awaiting a test date, which tells you when to add an instructor or a car.",
      },
    ],
    includes: [
      "Students pipeline: Enquiry → Package Purchased → Permit Verified → Lessons in Progress → Test Ready → Road Test Booked → Passed",
      "Teen driver and adult lessons landing pages with enquiry forms",
      "Lesson package order form with deposit and pay-in-full options",
      "Round Robin behind-the-wheel calendars grouped by pickup area",
      "Lesson reminder Workflow at 6pm the evening before and 90 minutes ahead",
      "Instructor lesson-note form with a parent summary email",
      "Drive Hours custom field with a Workflow that tags students test-ready",
      "Road test calendar with document checklist and final-week countdown",
      "Weather cancellation SMS template and rebooking Workflow",
      "Custom Values for school name, required drive hours, permit holding period, office phone and cancellation terms",
    ],
    benefits: [
      "Parents trust you sooner because they hear what their teen practised after every drive.",
      "Instructors stop criss-crossing town because students only book within their area.",
      "The office knows who is ready for a road test without checking paper logs.",
      "Fewer lessons are lost to students who forgot their permit or the pickup time.",
      "Bad-weather days are handled with one message instead of thirty phone calls.",
      "Every passed test becomes a chance for a review and a sibling enrolment.",
      "Adult students get a short, focused path instead of teen programme emails.",
      "Your state's numbers sit in Custom Values, so one change updates every message.",
    ],
    testimonials: [
      {
        name: "Tom R.",
        business: "Driving school, Lakeland FL",
        content:
          "Grouping the instructor calendars by pickup area saved us real drive time between lessons. Parents keep telling us how much they like the lesson summaries.",
        rating: 5,
      },
      {
        name: "Linda G.",
        business: "Teen driver education program, Spokane WA",
        content:
          "We used to keep drive hours on paper cards in a drawer. Now the office sees who is test-ready on one screen and we book road tests weeks earlier than before.",
        rating: 5,
      },
      {
        name: "Hector V.",
        business: "Adult driving lessons, Albuquerque NM",
        content:
          "The adult path suits my students, who mostly need test prep fast. I trimmed a few teen-focused emails I didn't need, which the setup video showed me how to do.",
        rating: 4,
      },
    ],
    faq: [
      {
        question: "Does the snapshot follow my state's driver education rules?",
        answer:
          "The Workflows don't assume any state's rules. Required drive hours, classroom hours and permit holding periods are Custom Values you fill in from your state's requirements, and the counters and reminders use whatever you set.",
      },
      {
        question: "Can I run classroom or online theory lessons through it?",
        answer:
          "You can schedule in-person classroom sessions on a Class Booking calendar, and host theory material in Memberships. Whether an online course counts toward licensing is decided by your state, so check approval before selling it that way.",
      },
      {
        question: "How do instructors use it in the car?",
        answer:
          "Instructors use the HighLevel mobile app to see the day's bookings with pickup addresses and file the lesson note after each drive.",
      },
      {
        question: "Can parents book lessons for their teen?",
        answer:
          "Yes. The booking form asks for both the parent's and the student's names and mobile numbers, and reminders go to both. The parent stays the main contact for payments and summaries.",
      },
    ],
  },
  {
    slug: "music-lessons",
    tagline:
      "Trial lessons, weekly lesson slots, monthly tuition and recital season, organised for a music school or studio with several teachers and instruments.",
    description: [
      "Music schools win students at the trial lesson and lose them quietly in month four, when practice gets hard and the novelty wears off. This snapshot covers both ends: a quick path from enquiry to trial lesson with the right teacher, and retention Workflows that keep families engaged through the plateau, the summer break and the run-up to recitals.",
      "Enquiries record the instrument, the student's age and experience, and preferred days, then offer trial slots only with teachers who teach that instrument. After the trial, the teacher submits a short recommendation and the family receives an enrolment link for a weekly recurring slot with monthly tuition on autopay.",
      "Make-up lessons, recital registration and the yearly summer schedule are built in, because that is where most studio admin time actually goes. Studio name, tuition rates, make-up policy and recital dates are Custom Values you change once.",
    ],
    features: [
      {
        title: "Instrument-aware enquiry form",
        description:
          "The form asks for instrument, age, experience and preferred days. The trial booking page that follows only shows teachers who teach that instrument.",
      },
      {
        title: "Trial lesson calendar",
        description:
          "Thirty-minute trial slots per teacher with reminders the day before and two hours before. Each reminder tells families what to bring, from a guitar to nothing at all for piano.",
      },
      {
        title: "Teacher recommendation after the trial",
        description:
          "A two-question form lets the teacher suggest lesson length and a starting level. Submitting it sends the family an enrolment link matching that recommendation.",
      },
      {
        title: "Weekly slots and monthly tuition",
        description:
          "Enrolled students book a recurring weekly appointment, and tuition is set up as a monthly subscription product in Payments. Failed card payments alert the office rather than the teacher.",
      },
      {
        title: "Make-up lesson credits",
        description:
          "When a family cancels with enough notice, they receive a link to a make-up calendar with open slots. Late cancellations are tagged so your policy is applied consistently.",
      },
      {
        title: "Practice plateau check-ins",
        description:
          "At roughly eight and sixteen weeks, families get a friendly note with practice tips for their instrument. The teacher is prompted to mention progress at the next lesson.",
      },
      {
        title: "Recital registration",
        description:
          "A recital sign-up form collects the piece, its length and any accompaniment needs. Performers get a timetable email and a reminder with call time the day before.",
      },
      {
        title: "Summer schedule and pause handling",
        description:
          "Families choose summer lessons, a camp or a pause through a Survey. Paused students are brought back with a fall re-enrolment sequence in August.",
      },
      {
        title: "Group classes and camps",
        description:
          "Class Booking calendars with seat limits run early-childhood music, rock band programmes and holiday camps. Waiting students are invited when a seat opens.",
      },
      {
        title: "Milestone reviews",
        description:
          "After a student's first recital or their six-month anniversary, parents are asked for a Google review. The timing catches families when they are proudest.",
      },
    ],
    includes: [
      "Students pipeline: Enquiry → Trial Booked → Trial Attended → Enrolled → Paused → Returning",
      "Music school website with teachers, instruments, tuition and recital pages",
      "Trial lesson calendars per teacher with reminders at 24 hours and 2 hours",
      "Recurring weekly lesson calendar and monthly tuition subscription product template",
      "Make-up lesson calendar and late-cancellation tagging Workflow",
      "Teacher post-trial recommendation form with an enrolment email",
      "Recital registration form with timetable and call-time reminders",
      "Summer plans Survey with pause and fall re-enrolment Workflows",
      "Class Booking calendars for group classes and holiday camps",
      "Custom Values for studio name, tuition rates, make-up policy, recital date and venue",
    ],
    benefits: [
      "Families reach a trial lesson with the right teacher in a day or two, not a week of phone tag.",
      "Teachers spend lesson time teaching instead of chasing tuition or rescheduling.",
      "Make-up requests follow your written policy, so the front desk doesn't have to negotiate.",
      "The month-four dip is anticipated with encouragement rather than discovered at cancellation.",
      "Recital logistics run from one form instead of a clipboard and a group chat.",
      "Summer no longer means losing a third of your students until someone remembers to call.",
      "Group classes fill to capacity and keep a waiting list without spreadsheets.",
      "Reviews arrive at the moments parents feel best about your school.",
    ],
    testimonials: [
      {
        name: "Elena P.",
        business: "Music school, Ann Arbor MI",
        content:
          "With eleven teachers and six instruments, matching trial lessons used to be a daily headache. Now families only see the right teachers and the office has stopped playing phone tag.",
        rating: 5,
      },
      {
        name: "Chris B.",
        business: "Guitar and drum studio, Tempe AZ",
        content:
          "The summer Survey was brilliant. We kept far more students through July than last year, and the August re-enrolment emails brought back most of the ones who paused.",
        rating: 5,
      },
      {
        name: "Nadia F.",
        business: "Piano studio, Savannah GA",
        content:
          "I'm a small studio with two teachers, so I switched off the group class calendars. The recital form and make-up calendar were worth it on their own.",
        rating: 4,
      },
    ],
    faq: [
      {
        question: "Can students keep the same weekly time slot all year?",
        answer:
          "Yes. The lesson calendar allows recurring appointments, so a student books their weekly slot once. If they change day or teacher, you cancel the remaining series and book a new one.",
      },
      {
        question: "How is tuition billed?",
        answer:
          "Tuition is a monthly subscription product in Payments, charged to the card on file once you connect Stripe or another supported provider. Families with more than one child can be given a separate product with your sibling rate.",
      },
      {
        question: "Does it suit a solo teacher?",
        answer:
          "It does. Load only the calendars you need, remove the teacher-matching step and keep the trial, tuition, make-up and recital Workflows. The setup checklist marks which assets are optional.",
      },
      {
        question: "Can it handle lessons in students' homes?",
        answer:
          "Add an address question to the booking form and use it as the appointment location. Travelling teachers then see each address in their appointment notifications on the mobile app.",
      },
    ],
  },
  {
    slug: "martial-arts",
    tagline:
      "Intro classes, trial-to-member conversion, attendance-based retention and belt testing for a martial arts school with kids, teens and adult programmes.",
    description: [
      "Every school owner knows the pattern: a child loves the intro class, then the family drifts away because nobody followed through. This snapshot closes that window with an intro-class funnel, a trial-week sequence and a clear sign-up conversation, tracked in a Prospects pipeline.",
      "Once students are members, the biggest risk is silence. A front-desk check-in form updates a Last Attended date, and students who miss ten days are flagged before they quietly cancel. Belt testing, birthday parties, summer camps and buddy weeks each have their own forms and Workflows, because those are the events that both retain members and bring in new families.",
      "Programmes are split into Little Ninjas, kids, teens and adults with separate messaging, since a five-year-old's parent and a thirty-year-old beginner want very different reassurance.",
    ],
    features: [
      {
        title: "Intro class funnel",
        description:
          "A landing page with a free or low-cost intro offer and a booking step on a Class Booking calendar. The form asks for the student's age so the right class times appear.",
      },
      {
        title: "Trial week follow-through",
        description:
          "After the intro class, families get a recap from the instructor, a schedule for the rest of the trial week and an invitation to a sign-up conversation. Staff get a task if the conversation isn't booked within three days.",
      },
      {
        title: "Programme-specific messaging",
        description:
          "Separate email and SMS templates for Little Ninjas, kids, teens and adults. Parents hear about focus and confidence; adults hear about fitness and self-defence.",
      },
      {
        title: "Membership agreements",
        description:
          "Membership terms are sent as a Documents & Contracts template for e-signature, with the first payment collected in Payments. Signing moves the prospect to Enrolled automatically.",
      },
      {
        title: "Attendance check-in",
        description:
          "A tablet-friendly check-in form at the front desk updates each student's Last Attended date. It is simple enough for kids to use on their own.",
      },
      {
        title: "Absence alerts",
        description:
          "Ten days without a check-in sends a we-miss-you text and creates a call task for the instructor. Twenty days moves the member to At Risk in the Members pipeline.",
      },
      {
        title: "Belt testing registration",
        description:
          "Eligible students are invited to the next testing date with a registration form and testing fee. Reminders include what to wear and when to arrive.",
      },
      {
        title: "Birthday parties and camps",
        description:
          "Enquiry forms and follow-up for dojo birthday parties and school-break camps. Party guests' parents are offered an intro class afterwards.",
      },
      {
        title: "Buddy week referrals",
        description:
          "A ready-made campaign invites members to bring a friend to class. Friends who register go straight into the intro class sequence.",
      },
      {
        title: "Renewal and upgrade path",
        description:
          "Sixty days before an agreement ends, members are invited to a progress review. Students who qualify are offered your leadership or black belt club programme.",
      },
    ],
    includes: [
      "Prospects pipeline: Lead → Intro Class Booked → Intro Attended → Trial Week → Sign-up Conversation → Enrolled",
      "Members pipeline: Active → At Risk → Renewal Due → Renewed → Upgraded",
      "Intro class landing page with a Class Booking calendar by age group",
      "Trial week Workflow with instructor recap and sign-up conversation booking",
      "Front-desk check-in form that updates a Last Attended date field",
      "Absence Workflow with texts at 10 days and an At Risk move at 20 days",
      "Belt testing registration form and testing-day reminder Workflow",
      "Membership agreement template in Documents & Contracts",
      "Birthday party and summer camp enquiry forms with follow-up sequences",
      "Custom Values for school name, head instructor, programme names, testing dates and intro offer",
    ],
    benefits: [
      "Intro class students get a clear next step instead of a vague see-you-next-time.",
      "Instructors spot fading students while there is still time to bring them back.",
      "Parents of young children hear about the things they care about, not adult fitness talk.",
      "Agreements are signed and paid online, without paperwork at the front desk.",
      "Testing days are full and prepared because eligible students are invited automatically.",
      "Parties and camps introduce your school to families who might never have walked in.",
      "Members become your best recruiters through a buddy week that runs itself.",
      "Renewals turn into progress conversations rather than awkward billing calls.",
    ],
    testimonials: [
      {
        name: "Kevin H.",
        business: "Taekwondo school, Cedar Rapids IA",
        content:
          "The absence alerts were the piece I was missing. We call kids after ten days now instead of finding out they quit when the card payment fails.",
        rating: 5,
      },
      {
        name: "Sofia D.",
        business: "Brazilian jiu-jitsu academy, Sacramento CA",
        content:
          "Separating adult and kids messaging made a huge difference to how our emails land. Our adult intro classes convert better because the follow-up finally speaks to adults.",
        rating: 5,
      },
      {
        name: "James O.",
        business: "Karate dojo, Knoxville TN",
        content:
          "Belt testing used to mean a week of phone calls and a paper sign-up sheet. The registration form and reminders took all of that off our plate.",
        rating: 5,
      },
    ],
    faq: [
      {
        question: "Does it replace my school management software?",
        answer:
          "Not necessarily. Many schools keep their billing or rank-tracking software and use this snapshot for enquiries, follow-up and retention. If your software can send check-ins by webhook, they can update the Last Attended field instead of the front-desk form.",
      },
      {
        question: "How does the school know who is eligible for belt testing?",
        answer:
          "Instructors tag students as eligible from the contact record or the mobile app, or you can base eligibility on a classes-attended count kept by the check-in form. Tagged students receive the invitation for the next testing date in your Custom Values.",
      },
      {
        question: "Can parents sign membership agreements for their children?",
        answer:
          "Yes. The agreement goes to the parent, who is the contact on the record, and names the student from a custom field. Your own agreement wording replaces the placeholder template.",
      },
      {
        question: "Will it work for a school with more than one location?",
        answer:
          "Load the snapshot into a separate sub-account for each location and set that location's address, schedule and instructor names in its Custom Values. Each school then keeps its own calendars, pipelines and reviews.",
      },
    ],
  },
];
