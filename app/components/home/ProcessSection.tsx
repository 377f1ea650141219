import { Section, SectionHeading } from "~/components/ui/Section";
import type { ProcessStep } from "~/content-model/types";
import { homeWords } from "virtual:site-content";

export function ProcessSection({ steps }: { steps: ProcessStep[] }) {
  return (
    <Section labelledBy="process-title">
      <SectionHeading
        id="process-title"
        eyebrow={homeWords.process.eyebrow}
        title={homeWords.process.title}
        intro={homeWords.process.intro}
      />
      {/* A numbered timeline on phones (number beside the words, no card); cards from sm. */}
      <ol className="grid-balanced-3 mt-10 gap-6 sm:mt-14">
        {steps.map((step, index) => (
          <li
            key={step.title}
            className="flex gap-4 rounded-2xl sm:block sm:border sm:border-slate-200 sm:bg-white sm:p-6"
          >
            <span className="inline-flex size-10 shrink-0 items-center justify-center surface-primary rounded-full text-sm font-bold">
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold sm:mt-4">{step.title}</h3>
              <p className="mt-1 text-slate-600 sm:mt-2">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
