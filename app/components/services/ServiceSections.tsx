import { SnapshotCard } from "~/components/snapshots/SnapshotCard";
import { Accordion } from "~/components/ui/Accordion";
import { Icon } from "~/components/ui/Icon";
import { Section, SectionHeading } from "~/components/ui/Section";
import { fill } from "../../../lib/fill";
import type { ServiceDetailProps } from "./service-detail-props";
import { ServiceCard } from "./ServiceCard";

// The sections of a service page below its hero, in the order the page shows them.

type PageProps = Pick<ServiceDetailProps, "page" | "words">;

export function ServiceOverview({ page, words }: PageProps) {
  return (
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
  );
}

export function ServiceFeatures({ service, page, words }: PageProps & Pick<ServiceDetailProps, "service">) {
  return (
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
  );
}

export function ServiceBenefits({ page, words }: PageProps) {
  return (
    <Section labelledBy="benefits-title">
      <SectionHeading id="benefits-title" eyebrow={words.benefits.eyebrow} title={words.benefits.title} />
      <ul className="grid-balanced-2 mt-12 gap-x-10 gap-y-8" data-testid="benefits">
        {page.benefits.map((benefit, index) => (
          <li key={benefit.title} className="flex gap-4">
            <span className="text-2xl font-bold text-gradient tabular-nums">{String(index + 1).padStart(2, "0")}</span>
            <div>
              <h3 className="text-lg font-semibold">{benefit.title}</h3>
              <p className="mt-1 text-slate-600">{benefit.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ServiceProcess({ page, words }: PageProps) {
  return (
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
  );
}

export function ServiceFaq({ service, page, words }: PageProps & Pick<ServiceDetailProps, "service">) {
  return (
    <Section labelledBy="faq-title">
      <SectionHeading
        id="faq-title"
        eyebrow={words.faq.eyebrow}
        title={fill(words.faq.title, { service: service.title })}
      />
      <Accordion id="faq" items={page.faqs} className="mx-auto mt-12 max-w-3xl" />
    </Section>
  );
}

/** The store's snapshots built on this service; none, no section. */
export function ServiceSnapshots({ snapshots, words }: Pick<ServiceDetailProps, "snapshots" | "words">) {
  if (snapshots.length === 0) return null;
  return (
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
  );
}

export function RelatedServices({ related, words }: Pick<ServiceDetailProps, "related" | "words">) {
  return (
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
  );
}
