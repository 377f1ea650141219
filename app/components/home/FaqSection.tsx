import { Accordion } from "~/components/ui/Accordion";
import { Section, SectionHeading } from "~/components/ui/Section";
import type { Faq } from "~/content-model/types";
import { homeWords } from "virtual:site-content";

export function FaqSection({ faqs }: { faqs: Faq[] }) {
  return (
    <Section tone="muted" labelledBy="faq-title" id="faq">
      <SectionHeading id="faq-title" eyebrow={homeWords.faq.eyebrow} title={homeWords.faq.title} />
      <Accordion id="faq" items={faqs} className="mx-auto mt-12 max-w-3xl" />
    </Section>
  );
}
