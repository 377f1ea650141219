import { Link } from "~/components/ui/Link";
import { BlogCard } from "~/components/blog/BlogCard";
import { ConsultationLink } from "~/components/forms/ConsultationProvider";
import { ServiceCard } from "~/components/services/ServiceCard";
import { SnapshotCard } from "~/components/snapshots/SnapshotCard";
import { Accordion } from "~/components/ui/Accordion";
import { buttonClasses } from "~/components/ui/Button";
import { CtaSection } from "~/components/ui/CtaBand";
import { Icon } from "~/components/ui/Icon";
import { Section, SectionHeading } from "~/components/ui/Section";
import { Quote } from "~/components/ui/Quote";
import { StarRating } from "~/components/ui/StarRating";
import type { IndustryDetailProps } from "./industry-detail-props";
import { fill } from "../../../lib/fill";

/**
 * Everything below an industry page's hero. It paints from the prerendered HTML and its code loads as the visitor
 * scrolls toward it (./deferred.ts), so the cards, the FAQ and the proof add nothing to the page's first load.
 */
export function IndustrySections({ industry, snapshots, services, posts, interest, words }: IndustryDetailProps) {
  const { caseStudy, testimonial } = industry.proof;
  const audience = { audience: industry.audience };
  return (
    <>
      <Section labelledBy="problems-title" flushTop>
        <SectionHeading
          id="problems-title"
          eyebrow={words.problems.eyebrow}
          title={fill(words.problems.title, audience)}
          align="left"
        />
        <ul className="grid-balanced-2 mt-10 gap-5" data-testid="problems">
          {industry.problems.map((problem) => (
            <li key={problem.title} className="card p-6">
              <h3 className="text-lg font-semibold">{problem.title}</h3>
              <p className="mt-2 text-slate-600">{problem.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="overview-title">
        <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr]">
          <div>
            <h2 id="overview-title" className="text-3xl font-bold">
              {words.overview}
            </h2>
            <div
              className="prose-content mt-5 space-y-4 text-lg"
              dangerouslySetInnerHTML={{ __html: industry.overviewHtml }}
            />
          </div>
          <aside aria-labelledby="rules-title" className="h-fit card p-6 sm:p-8">
            <h2 id="rules-title" className="flex items-center gap-2 text-xl font-semibold">
              <Icon name="shield" className="size-5 shrink-0 text-brand-600" />
              {words.rules}
            </h2>
            <ul className="mt-4 space-y-4" data-testid="rules">
              {industry.rules.map((rule) => (
                <li key={rule.title}>
                  <h3 className="font-semibold">{rule.title}</h3>
                  <p className="mt-1 text-slate-600">{rule.description}</p>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </Section>

      <Section labelledBy="snapshots-title" data-pagefind-ignore="">
        <SectionHeading
          id="snapshots-title"
          eyebrow={words.snapshots.eyebrow}
          title={fill(words.snapshots.title, audience)}
        />
        <ul className="grid-balanced-3 mt-10 gap-6" data-testid="industry-snapshots">
          {snapshots.map((snapshot) => (
            <li key={snapshot.slug}>
              <SnapshotCard snapshot={snapshot} price={snapshot.price} previewHtml={snapshot.previewHtml} />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="services-title" data-pagefind-ignore="">
        <SectionHeading id="services-title" eyebrow={words.services.eyebrow} title={words.services.title} />
        <ul className="grid-balanced-3 mt-10 gap-6" data-testid="industry-services">
          {services.map((service) => (
            <li key={service.slug}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </Section>

      {(caseStudy || testimonial) && (
        <Section labelledBy="proof-title">
          <SectionHeading id="proof-title" eyebrow={words.proof.eyebrow} title={words.proof.title} />
          <div className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-2" data-testid="proof">
            {caseStudy && (
              <article className="card p-6 sm:p-8">
                <p className="text-3xl font-bold text-gradient">{caseStudy.metric}</p>
                <p className="text-sm font-medium text-slate-600">{caseStudy.metricLabel}</p>
                <h3 className="mt-4 text-lg font-semibold">{caseStudy.title}</h3>
                <p className="mt-2 text-slate-600">{caseStudy.description}</p>
              </article>
            )}
            {testimonial && (
              <figure className="card p-6 sm:p-8">
                <StarRating rating={testimonial.rating} />
                <Quote text={testimonial.text} quotedIn={testimonial.quotedIn} className="mt-4 text-lg" />
                <figcaption className="mt-4 text-sm text-slate-600">
                  <span className="font-semibold text-ink">{testimonial.name}</span>, {testimonial.company}
                </figcaption>
              </figure>
            )}
          </div>
        </Section>
      )}

      <Section tone={caseStudy || testimonial ? "muted" : "white"} labelledBy="posts-title" data-pagefind-ignore="">
        <SectionHeading id="posts-title" eyebrow={words.posts.eyebrow} title={fill(words.posts.title, audience)} />
        <ul className="grid-balanced-3 mt-10 gap-6" data-testid="industry-posts">
          {posts.map((post) => (
            <li key={post.slug}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="faq-title">
        <SectionHeading id="faq-title" eyebrow={words.faq.eyebrow} title={fill(words.faq.title, audience)} />
        <Accordion id="faq" items={industry.faqs} className="mx-auto mt-10 max-w-3xl" />
      </Section>

      <CtaSection id="industry-cta-title" title={industry.cta.title} lead={industry.cta.subtitle}>
        <ConsultationLink
          title={industry.cta.title}
          subtitle={industry.cta.subtitle}
          interest={interest}
          className={buttonClasses("inverse", "lg")}
        >
          {words.book}
        </ConsultationLink>
        <p className="mt-6 text-sm">
          {words.or}{" "}
          <Link to="/industries" className="font-semibold underline underline-offset-4">
            {words.seeAll}
          </Link>
        </p>
      </CtaSection>
    </>
  );
}
