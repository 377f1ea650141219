import { ServiceCard } from "~/components/services/ServiceCard";
import { ButtonLink } from "~/components/ui/Button";
import { Reveal } from "~/components/ui/Reveal";
import { Section, SectionHeading } from "~/components/ui/Section";
import { services } from "~/content/services";

/** `intro` comes from content/data/pages.yml through the home loader (it counts the services). */
export function ServicesSection({ intro }: { intro: string }) {
  return (
    <Section labelledBy="services-title" id="services">
      <SectionHeading
        id="services-title"
        eyebrow="Services"
        title="Everything GoHighLevel can do, built properly"
        intro={intro}
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
