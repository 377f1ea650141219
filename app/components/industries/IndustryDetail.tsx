import { Link } from "react-router";
import { BlogCard, type BlogCardData } from "~/components/blog/BlogCard";
import { ConsultationButton } from "~/components/forms/ConsultationProvider";
import { ServiceCard } from "~/components/services/ServiceCard";
import { SnapshotCard } from "~/components/snapshots/SnapshotCard";
import { Accordion } from "~/components/ui/Accordion";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { ButtonLink, buttonClasses } from "~/components/ui/Button";
import { CtaSection } from "~/components/ui/CtaBand";
import { Icon } from "~/components/ui/Icon";
import { Section, SectionHeading } from "~/components/ui/Section";
import { StarRating } from "~/components/ui/StarRating";
import type { IndustryPage, Service, SnapshotListing } from "~/content/types";

export interface IndustryDetailProps {
  industry: IndustryPage;
  snapshots: SnapshotListing[];
  services: Service[];
  posts: BlogCardData[];
  /** The enquiry's subject key for this page (`industry:<slug>`), made by the loader. */
  interest: string;
}

/** The shared layout of every /industries/{slug} page. */
export function IndustryDetail({ industry, snapshots, services, posts, interest }: IndustryDetailProps) {
  const cta = (label: string, variant: "primary" | "inverse" = "primary") => (
    <ConsultationButton title={industry.cta.title} subtitle={industry.cta.subtitle} interest={interest} className={buttonClasses(variant, "lg")}>
      {label}
    </ConsultationButton>
  );
  const { caseStudy, testimonial } = industry.proof;
  return (
    <>
      <section aria-labelledby="page-title" className="relative overflow-hidden hero-wash pt-24 pb-14 sm:pt-32 sm:pb-20">
        <div className="container-page">
          <Breadcrumbs
            crumbs={[
              { name: "Home", path: "/" },
              { name: "Industries", path: "/industries" },
              { name: industry.name, path: `/industries/${industry.slug}` },
            ]}
          />
          <div className="mt-6 max-w-3xl">
            <p className="eyebrow">For {industry.audience}</p>
            <h1 id="page-title" className="mt-2 text-4xl font-bold sm:text-5xl">
              {industry.headline}
            </h1>
            <p className="mt-5 text-lg text-slate-600 sm:text-xl">{industry.lead}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              {cta("Get a free consultation")}
              <ButtonLink to="#snapshots-title" variant="secondary" size="lg">
                See the snapshots
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>

      <Section labelledBy="problems-title" flushTop>
        <SectionHeading id="problems-title" eyebrow="What we hear" title={`What we hear from ${industry.audience}`} align="left" />
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
              What we set up for you
            </h2>
            <div className="prose-content mt-5 space-y-4 text-lg" dangerouslySetInnerHTML={{ __html: industry.overviewHtml }} />
          </div>
          <aside aria-labelledby="rules-title" className="h-fit card p-6 sm:p-8">
            <h2 id="rules-title" className="flex items-center gap-2 text-xl font-semibold">
              <Icon name="shield" className="size-5 shrink-0 text-brand-600" />
              The rules we build around
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
        <SectionHeading id="snapshots-title" eyebrow="Snapshots" title={`Snapshots for ${industry.audience}`} />
        <ul className="grid-balanced-3 mt-10 gap-6" data-testid="industry-snapshots">
          {snapshots.map((snapshot) => (
            <li key={snapshot.slug}>
              <SnapshotCard snapshot={snapshot} price={snapshot.price} />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="services-title" data-pagefind-ignore="">
        <SectionHeading id="services-title" eyebrow="Services" title="The builds that matter most" />
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
          <SectionHeading id="proof-title" eyebrow="Results" title="What it looked like for a client like you" />
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
                <blockquote className="mt-4 text-lg">“{testimonial.text}”</blockquote>
                <figcaption className="mt-4 text-sm text-slate-600">
                  <span className="font-semibold text-ink">{testimonial.name}</span>, {testimonial.company}
                </figcaption>
              </figure>
            )}
          </div>
        </Section>
      )}

      <Section tone={caseStudy || testimonial ? "muted" : "white"} labelledBy="posts-title" data-pagefind-ignore="">
        <SectionHeading id="posts-title" eyebrow="From the blog" title={`Reading for ${industry.audience}`} />
        <ul className="grid-balanced-3 mt-10 gap-6" data-testid="industry-posts">
          {posts.map((post) => (
            <li key={post.slug}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="faq-title">
        <SectionHeading id="faq-title" eyebrow="FAQ" title={`Questions ${industry.audience} ask us`} />
        <Accordion items={industry.faqs} className="mx-auto mt-10 max-w-3xl" />
      </Section>

      <CtaSection id="industry-cta-title" title={industry.cta.title} lead={industry.cta.subtitle}>
        {cta("Book your free consultation", "inverse")}
        <p className="mt-6 text-sm">
          Or{" "}
          <Link to="/industries" className="font-semibold underline underline-offset-4">
            see every industry we build for
          </Link>
        </p>
      </CtaSection>
    </>
  );
}
