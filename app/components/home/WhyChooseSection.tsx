import { Icon } from "~/components/ui/Icon";
import { Section, SectionHeading } from "~/components/ui/Section";
import type { WhyChooseItem } from "~/content-model/types";
import { homeWords } from "virtual:site-content";

export function WhyChooseSection({ items }: { items: WhyChooseItem[] }) {
  return (
    <Section tone="muted" labelledBy="why-title">
      <SectionHeading
        id="why-title"
        eyebrow={homeWords.whyChoose.eyebrow}
        title={homeWords.whyChoose.title}
        intro={homeWords.whyChoose.intro}
      />
      <ul className="grid-balanced-3 phone-scroller mt-10 gap-6 sm:mt-14" tabIndex={0} aria-labelledby="why-title">
        {items.map((item) => (
          <li key={item.title} className="card p-6 shadow-sm">
            <div className="flex items-center justify-between">
              <p className="text-3xl font-bold text-gradient">{item.stat}</p>
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={item.icon} />
              </span>
            </div>
            <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 text-slate-600">{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
