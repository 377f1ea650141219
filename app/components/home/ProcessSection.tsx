import { Section, SectionHeading } from "~/components/ui/Section";
import type { ProcessStep } from "~/content/types";

export function ProcessSection({ steps }: { steps: ProcessStep[] }) {
  return (
    <Section labelledBy="process-title">
      <SectionHeading
        id="process-title"
        eyebrow="How we work"
        title="Six steps from first call to a system that runs itself"
        intro="The same process on every project, so you always know what happens next and when."
      />
      <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6">
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-600 text-sm font-bold text-white">
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-slate-600">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
