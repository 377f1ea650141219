import { Accordion } from "~/components/ui/Accordion";
import { Section, SectionHeading } from "~/components/ui/Section";
import type { Faq } from "~/content/types";

export function FaqSection({ faqs }: { faqs: Faq[] }) {
  return (
    <Section tone="muted" labelledBy="faq-title" id="faq">
      <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions agency owners ask us first" />
      <Accordion items={faqs} className="mx-auto mt-12 max-w-3xl" />
    </Section>
  );
}
