import { ConsultationLink } from "~/components/forms/ConsultationProvider";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { ButtonLink, buttonClasses } from "~/components/ui/Button";
import { Badge } from "~/components/ui/Section";
import { IndustrySections } from "./deferred";
import type { IndustryDetailProps } from "./industry-detail-props";
import { fill } from "../../../lib/fill";

/** The shared layout of every /industries/{slug} page: the hero, then the sections whose code loads on demand. */
export function IndustryDetail(props: IndustryDetailProps) {
  const { industry, interest, visual, words } = props;
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
              { name: words.crumbs.industries, path: "/industries" },
              { name: industry.name, path: `/industries/${industry.slug}` },
            ]}
          />
          <div className="mt-6 grid items-center gap-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
            <div className="max-w-3xl">
              <Badge>{fill(words.forAudience, { audience: industry.audience })}</Badge>
              <h1 id="page-title" className="mt-4 text-4xl font-bold sm:text-5xl">
                {industry.headline}
              </h1>
              <p className="mt-5 text-lg text-slate-600 sm:text-xl">{industry.lead}</p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <ConsultationLink
                  title={industry.cta.title}
                  subtitle={industry.cta.subtitle}
                  interest={interest}
                  className={buttonClasses("primary", "lg")}
                >
                  {words.consultation}
                </ConsultationLink>
                <ButtonLink to="#snapshots-title" variant="secondary" size="lg">
                  {words.seeSnapshots}
                </ButtonLink>
              </div>
            </div>
            {/* The audience's pipeline and workflow, inline SVG from the loader: the full drawing from sm (under the text,
                beside it from lg), the workflow alone on phones, as on the home page. */}
            <div data-slot="hero-visual" data-pagefind-ignore="">
              <div
                className="mx-auto max-w-xl max-sm:hidden lg:max-w-none"
                dangerouslySetInnerHTML={{ __html: visual.full }}
              />
              <div className="mx-auto max-w-sm sm:hidden" dangerouslySetInnerHTML={{ __html: visual.phone }} />
            </div>
          </div>
        </div>
      </section>

      <IndustrySections {...props} />
    </>
  );
}
