import type { Author } from "../types";

/** The people who write the blog; avatars are monograms generated at build time. */
export const authors: Author[] = [
  {
    id: "jordan-ellis",
    name: "Jordan Ellis",
    bio: "Jordan leads automation builds on our team and has designed speed-to-lead, nurture and reactivation Workflows for real estate teams, trades and clinics. He spends most days inside the workflow builder untangling triggers, waits and If/Else branches so that follow-up never depends on someone remembering.",
    avatar: "/images/authors/jordan-ellis.svg",
  },
  {
    id: "priya-raman",
    name: "Priya Raman",
    bio: "Priya runs client onboarding and SaaS Mode launches, from snapshot installs and domain setup to Stripe-billed plans in the SaaS Configurator. She has moved agencies off spreadsheets and other CRMs into GoHighLevel and writes the setup checklists our builders follow.",
    avatar: "/images/authors/priya-raman.svg",
  },
  {
    id: "marcus-delgado",
    name: "Marcus Delgado",
    bio: "Marcus is our messaging and compliance specialist, handling LC Phone, LC Email, A2P 10DLC registrations and deliverability for sub-accounts across regulated niches. He builds the booking and reminder systems for clinics and mortgage teams, where every text has to be both useful and careful.",
    avatar: "/images/authors/marcus-delgado.svg",
  },
];
