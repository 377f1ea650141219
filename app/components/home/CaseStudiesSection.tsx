import { Section, SectionHeading } from "~/components/ui/Section";
import type { CaseStudy, CaseStudiesHeading } from "~/content-model/types";
import { CASE_ART_SIZE, caseArtPath } from "~/page-data/case-art";

/** The heading words come from content/data/case-studies.yml; the home page leaves the section out when none is published. */
export function CaseStudiesSection({ heading, studies }: { heading: CaseStudiesHeading; studies: CaseStudy[] }) {
  return (
    <Section labelledBy="cases-title">
      <SectionHeading id="cases-title" eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro} />
      <ul className="grid-balanced-3 phone-scroller mt-10 gap-6 sm:mt-14" tabIndex={0} aria-labelledby="cases-title">
        {studies.map((study, index) => (
          <li key={study.title} className="overflow-hidden card shadow-sm">
            <img
              src={caseArtPath(study, index)}
              alt=""
              {...CASE_ART_SIZE}
              loading="lazy"
              decoding="async"
              className="h-auto w-full"
            />
            <div className="p-6">
              <p className="text-3xl font-bold text-gradient">{study.metric}</p>
              <p className="text-sm font-medium text-slate-600">{study.metricLabel}</p>
              <h3 className="mt-4 text-lg font-semibold">{study.title}</h3>
              <p className="mt-2 text-slate-600">{study.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
