import { Accordion } from "~/components/ui/Accordion";
import { Section, SectionHeading } from "~/components/ui/Section";
import { homeFaqs } from "~/content/home";

export function FaqSection() {
  return (
    <Section tone="muted" labelledBy="faq-title" id="faq">
      <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions agency owners ask us first" />
      <Accordion items={homeFaqs} className="mx-auto mt-12 max-w-3xl" />
    </Section>
  );
}
