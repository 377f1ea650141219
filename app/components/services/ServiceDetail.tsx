import { Link } from "~/components/ui/Link";
import { CtaSection } from "~/components/ui/CtaBand";
import { HydrateLater } from "~/components/ui/HydrateLater";
import { fill } from "../../../lib/fill";
import { ServiceConsultationLink } from "./ServiceConsultationLink";
import { ServiceHero } from "./ServiceHero";
import type { ServiceDetailProps } from "./service-detail-props";
import {
  RelatedServices,
  ServiceBenefits,
  ServiceFaq,
  ServiceFeatures,
  ServiceOverview,
  ServiceProcess,
  ServiceSnapshots,
} from "./ServiceSections";

/** The shared layout of every /services/{slug} page. */
export function ServiceDetail(props: ServiceDetailProps) {
  const { service, page, related, snapshots, serviceCount, interest, words } = props;
  return (
    <>
      <ServiceHero {...props} />

      {/* Below the hero the page hydrates in a pass of its own: the hero's buttons first, and no long task for the rest. */}
      <HydrateLater>
        <ServiceOverview page={page} words={words} />
        <ServiceFeatures service={service} page={page} words={words} />
        <ServiceBenefits page={page} words={words} />
        <ServiceProcess page={page} words={words} />
        <ServiceFaq service={service} page={page} words={words} />
        <ServiceSnapshots snapshots={snapshots} words={words} />
        <RelatedServices related={related} words={words} />
        <CtaSection id="service-cta-title" title={page.cta.title} lead={page.cta.subtitle}>
          <ServiceConsultationLink page={page} interest={interest} label={words.book} variant="inverse" />
          <p className="mt-6 text-sm">
            {words.or}{" "}
            <Link to="/services" className="font-semibold underline underline-offset-4">
              {fill(words.browseAll, { count: serviceCount })}
            </Link>
          </p>
        </CtaSection>
      </HydrateLater>
    </>
  );
}
