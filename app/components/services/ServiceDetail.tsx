import { Link } from "~/components/ui/Link";
import { ConsultationLink } from "~/components/forms/ConsultationProvider";
import { SnapshotCard } from "~/components/snapshots/SnapshotCard";
import { Accordion } from "~/components/ui/Accordion";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { ButtonLink, buttonClasses } from "~/components/ui/Button";
import { CtaSection } from "~/components/ui/CtaBand";
import { HydrateLater } from "~/components/ui/HydrateLater";
import { Icon } from "~/components/ui/Icon";
import { Section, SectionHeading } from "~/components/ui/Section";
import type { IndustryLink } from "~/content/industries";
import type { Service, ServicePage, ServicePageWords, SnapshotListing } from "~/content/types";
import { ServiceCard } from "./ServiceCard";
import { fill } from "~/lib/fill";

export interface ServiceDetailProps {
  service: Service;
  page: ServicePage;
  related: Service[];
  snapshots: (SnapshotListing & { price: number; previewHtml: string })[];
  /** How many services there are (counted by the loader). */
  serviceCount: number;
  /** The enquiry's subject key for this service (`service:<slug>`), made by the loader. */
  interest: string;
  /** The industry pages that name this service: its "Built for ..." links. */
  industries?: IndustryLink[];
  /** The page's section words and the breadcrumbs' names (content/data/page-words.yml), from the loader. */
  words: ServicePageWords;
  /** A picture of the service for the hero's right column from lg (the hero is one column without it). */
  heroVisual?: React.ReactNode;
}

/** The shared layout of every /services/{slug} page. */
export function ServiceDetail({
  service,
  page,
  related,
  snapshots,
  serviceCount,
  interest,
  words,
  industries = [],
  heroVisual,
}: ServiceDetailProps) {
  const cta = (label: string, variant: "primary" | "inverse" = "primary") => (
    <ConsultationLink
      title={page.cta.title}
      subtitle={page.cta.subtitle}
      interest={interest}
      className={buttonClasses(variant, "lg")}
    >
      {label}
    </ConsultationLink>
  );
  return (
    <>
      <section
        aria-labelledby="page-title"
        className="relative overflow-hidden hero-wash pt-24 pb-14 sm:pt-32 sm:pb-20"
      >
        <div className="container-page">
          <Breadcrumbs
            crumbs={[
              { name: words.crumbs.home, path: "/" },
              { name: words.crumbs.servicesPage, path: "/services" },
              { name: service.title, path: `/services/${service.slug}` },
            ]}
          />
          <div
            className={
              heroVisual ? "mt-6 grid items-center gap-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]" : "mt-6"
            }
          >
            <div className="max-w-3xl">
              <span className="inline-flex size-14 items-center justify-center surface-primary rounded-2xl shadow-lg shadow-primary/20">
                <Icon name={service.icon} className="size-7" />
              </span>
              <p className="mt-6 eyebrow">{service.title}</p>
              <h1 id="page-title" className="mt-2 text-4xl font-bold sm:text-5xl">
                {page.headline}
              </h1>
              <p className="mt-5 text-lg text-slate-600 sm:text-xl">{page.lead}</p>
              {/* Written out here rather than as a shared component: one more chunk would cost every page that shows it. */}
              {industries.map((industry) => (
                <Link
                  key={industry.slug}
                  to={`/industries/${industry.slug}`}
                  className="built-for"
                  data-pagefind-ignore=""
                >
                  {fill(words.builtFor, { audience: industry.audience })}
                </Link>
              ))}
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                {cta(words.consultation)}
                <ButtonLink to="/pricing" variant="secondary" size="lg">
                  {words.seePricing}
                </ButtonLink>
              </div>
            </div>
            {heroVisual ? <div data-slot="hero-visual">{heroVisual}</div> : null}
          </div>
        </div>
      </section>

      {/* Below the hero the page hydrates in a pass of its own: the hero's buttons first, and no long task for the rest. */}
      <HydrateLater>
        <Section labelledBy="overview-title" flushTop>
          <div className="grid gap-12 lg:grid-cols-[1.5fr_1fr]">
            <div>
              <h2 id="overview-title" className="text-3xl font-bold">
                {words.overview}
              </h2>
              <div
                className="prose-content mt-5 space-y-4 text-lg"
                dangerouslySetInnerHTML={{ __html: page.overviewHtml }}
              />
            </div>
            <aside
              aria-labelledby="audience-title"
              className="h-fit rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8"
            >
              <h2 id="audience-title" className="text-xl font-semibold">
                {words.audience}
              </h2>
              <ul className="mt-4 space-y-3">
                {page.audience.map((line) => (
                  <li key={line.slice(0, 40)} className="flex gap-3">
                    <Icon name="check" className="mt-1 size-5 shrink-0 text-brand-600" />
                    <span>{line}</span>
                  </li>
                ))}
              </ul>
            </aside>
          </div>
        </Section>

        <Section tone="muted" labelledBy="features-title">
          <SectionHeading
            id="features-title"
            eyebrow={words.features.eyebrow}
            title={fill(words.features.title, { service: page.inSentence ?? service.title })}
          />
          <ul className="grid-balanced-3 mt-12 gap-5" data-testid="features">
            {page.features.map((feature) => (
              <li key={feature.title} className="card p-6">
                <h3 className="flex items-start gap-2.5 text-base font-semibold">
                  <Icon name="check" className="mt-0.5 size-5 shrink-0 text-green-600" />
                  {feature.title}
                </h3>
                <p className="mt-2 text-slate-600">{feature.description}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section labelledBy="benefits-title">
          <SectionHeading id="benefits-title" eyebrow={words.benefits.eyebrow} title={words.benefits.title} />
          <ul className="grid-balanced-2 mt-12 gap-x-10 gap-y-8" data-testid="benefits">
            {page.benefits.map((benefit, index) => (
              <li key={benefit.title} className="flex gap-4">
                <span className="text-2xl font-bold text-gradient tabular-nums">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <div>
                  <h3 className="text-lg font-semibold">{benefit.title}</h3>
                  <p className="mt-1 text-slate-600">{benefit.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </Section>

        <Section tone="muted" labelledBy="process-title">
          <SectionHeading id="process-title" eyebrow={words.process.eyebrow} title={words.process.title} />
          <ol className="mx-auto mt-12 max-w-3xl space-y-4" data-testid="process">
            {page.process.map((step, index) => (
              <li key={step.title} className="flex gap-5 card p-6">
                <span className="inline-flex size-10 shrink-0 items-center justify-center surface-primary rounded-full font-bold">
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold">{step.title}</h3>
                  <p className="mt-1 text-slate-600">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </Section>

        <Section labelledBy="faq-title">
          <SectionHeading
            id="faq-title"
            eyebrow={words.faq.eyebrow}
            title={fill(words.faq.title, { service: service.title })}
          />
          <Accordion id="faq" items={page.faqs} className="mx-auto mt-12 max-w-3xl" />
        </Section>

        {snapshots.length > 0 && (
          <Section tone="muted" labelledBy="snapshots-title" data-pagefind-ignore="">
            <SectionHeading id="snapshots-title" eyebrow={words.snapshots.eyebrow} title={words.snapshots.title} />
            <ul className="grid-balanced-3 mt-12 gap-6">
              {snapshots.map((snapshot) => (
                <li key={snapshot.slug}>
                  <SnapshotCard snapshot={snapshot} price={snapshot.price} previewHtml={snapshot.previewHtml} />
                </li>
              ))}
            </ul>
          </Section>
        )}

        <Section labelledBy="related-title" data-pagefind-ignore="">
          <SectionHeading id="related-title" eyebrow={words.related.eyebrow} title={words.related.title} />
          <ul className="grid-balanced-3 mt-12 gap-6">
            {related.map((item) => (
              <li key={item.slug}>
                <ServiceCard service={item} />
              </li>
            ))}
          </ul>
        </Section>

        <CtaSection id="service-cta-title" title={page.cta.title} lead={page.cta.subtitle}>
          {cta(words.book, "inverse")}
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
