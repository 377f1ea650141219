import { ServiceCard } from "~/components/services/ServiceCard";
import { ButtonLink, buttonClasses } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { Reveal } from "~/components/ui/Reveal";
import { Section, SectionHeading } from "~/components/ui/Section";
import { services } from "~/content-model/services";
import type { Service } from "~/content-model/types";
import { homeWords } from "virtual:site-content";
import { fill } from "../../../lib/fill";

/** How many services a phone shows before "Show all": two full rows of the desktop grid. */
const FIRST_SERVICES = 6;

const cards = (list: Service[]) =>
  list.map((service) => (
    <Reveal as="li" key={service.slug} delay={service.delay}>
      <ServiceCard service={service} />
    </Reveal>
  ));

/**
 * `intro` comes from content/data/pages.yml through the home loader (it counts the services). Phones show the first
 * services and a native "Show all" disclosure for the rest; from sm every card shows (app/app.css, .phone-more).
 */
export function ServicesSection({ intro }: { intro: string }) {
  const rest = services.slice(FIRST_SERVICES);
  return (
    <Section labelledBy="services-title" id="services">
      <SectionHeading
        id="services-title"
        eyebrow={homeWords.services.eyebrow}
        title={homeWords.services.title}
        intro={intro}
      />
      <ul className="grid-balanced-3 mt-10 gap-4 sm:mt-14 sm:gap-6">{cards(services.slice(0, FIRST_SERVICES))}</ul>
      {rest.length > 0 && (
        <details className="phone-more mt-4 sm:mt-6">
          <summary className={buttonClasses("secondary")}>
            {fill(homeWords.services.showAll, { count: services.length })}
            <Icon name="chevronDown" className="size-4" />
          </summary>
          <ul className="grid-balanced-3 mt-4 gap-4 sm:mt-0 sm:gap-6">{cards(rest)}</ul>
        </details>
      )}
      <div className="mt-10 text-center sm:mt-12">
        <ButtonLink to="/services" variant="secondary">
          {homeWords.services.compareAll}
        </ButtonLink>
      </div>
    </Section>
  );
}
