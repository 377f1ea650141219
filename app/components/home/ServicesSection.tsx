import { ServiceCard } from "~/components/services/ServiceCard";
import { ButtonLink } from "~/components/ui/Button";
import { Reveal } from "~/components/ui/Reveal";
import { Section, SectionHeading } from "~/components/ui/Section";
import { services } from "~/content/services";

export function ServicesSection() {
  return (
    <Section labelledBy="services-title" id="services">
      <SectionHeading
        id="services-title"
        eyebrow="Services"
        title="Everything GoHighLevel can do, built properly"
        intro="Fifteen services covering the whole platform, from the first funnel to a white-label SaaS business. Each one is built, tested with real scenarios and handed over with training."
      />
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <Reveal as="li" key={service.slug} delay={service.delay}>
            <ServiceCard service={service} />
          </Reveal>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <ButtonLink to="/services" variant="secondary">
          Compare all services
        </ButtonLink>
      </div>
    </Section>
  );
}
