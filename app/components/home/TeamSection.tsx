import { Monogram } from "~/components/ui/Monogram";
import { Section, SectionHeading } from "~/components/ui/Section";
import type { TeamMember, TeamSectionCopy } from "~/content/types";

/** The heading words come from content/data/home.yml (team), the people from content/people. */
export function TeamSection({ copy, team }: { copy: TeamSectionCopy; team: TeamMember[] }) {
  return (
    <Section labelledBy="team-title">
      <SectionHeading
        id="team-title"
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
      />
      {/* Centred, wrapping rows: one card per row on phones, two from sm, three from lg; a short last row stays centred
          whatever the number of people. */}
      <ul className="mt-14 flex flex-wrap justify-center gap-6">
        {team.map((member) => (
          <li
            key={member.name}
            className="w-full rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]"
          >
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
