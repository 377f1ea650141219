import { caseStudies, homeFaqs, people, processSteps, teamSection, testimonials, whyChooseUs } from "virtual:site-content";
import type { TeamMember } from "./types";

/** The people marked `team`, in their order; the same files give the blog's author boxes. */
export const team: TeamMember[] = people.filter((person) => person.team).map(({ name, role, bio }) => ({ name, role, bio }));
export { caseStudies, homeFaqs, processSteps, teamSection, testimonials, whyChooseUs };
