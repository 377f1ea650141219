import { Monogram } from "~/components/ui/Monogram";
import { Section, SectionHeading } from "~/components/ui/Section";
import type { TeamMember, TeamSectionCopy } from "~/content-model/types";

/** The heading words come from content/data/home.yml (team), the people from content/people. */
export function TeamSection({ copy, team }: { copy: TeamSectionCopy; team: TeamMember[] }) {
  return (
    <Section labelledBy="team-title">
      <SectionHeading id="team-title" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      {/* A row to swipe on phones; two columns from sm, three from lg, never one person alone under a full row. */}
      <ul className="grid-balanced-3 phone-scroller mt-10 gap-6 sm:mt-14" tabIndex={0} aria-labelledby="team-title">
        {team.map((member) => (
          <li key={member.name} className="card p-6 text-center shadow-sm">
            <Monogram name={member.name} className="mx-auto" />
            <h3 className="mt-4 text-lg font-semibold">{member.name}</h3>
            <p className="text-sm font-medium text-brand-700">{member.role}</p>
            <p className="mt-3 text-sm text-slate-600">{member.bio}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
