import {
  caseStudies,
  caseStudiesHeading,
  homeFaqs,
  people,
  processSteps,
  teamSection,
  testimonials as allTestimonials,
  whyChooseUs,
} from "virtual:site-content";
import type { TeamMember } from "./types";

/** The home page's carousel: every testimonial not kept for an industry page alone (`home: false`). */
export const testimonials = allTestimonials.filter((testimonial) => testimonial.home !== false);

/** The people marked `team`, in their order; the same files give the blog's author boxes. */
export const team: TeamMember[] = people
  .filter((person) => person.team)
  .map(({ name, role, bio }) => ({ name, role, bio }));
export { caseStudies, caseStudiesHeading, homeFaqs, processSteps, teamSection, whyChooseUs };
