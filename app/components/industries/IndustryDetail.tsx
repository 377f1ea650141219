import { ConsultationLink } from "~/components/forms/ConsultationProvider";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { ButtonLink, buttonClasses } from "~/components/ui/Button";
import { Badge } from "~/components/ui/Section";
import { IndustrySections } from "./deferred";
import type { IndustryDetailProps } from "./industry-detail-props";
import { fill } from "~/lib/fill";

/** The shared layout of every /industries/{slug} page: the hero, then the sections whose code loads on demand. */
export function IndustryDetail(props: IndustryDetailProps) {
  const { industry, interest, words } = props;
  return (
    <>
      <section aria-labelledby="page-title" className="relative overflow-hidden hero-wash pt-24 pb-14 sm:pt-32 sm:pb-20">
        <div className="container-page">
          <Breadcrumbs
            crumbs={[
              { name: words.crumbs.home, path: "/" },
              { name: words.crumbs.industries, path: "/industries" },
              { name: industry.name, path: `/industries/${industry.slug}` },
            ]}
          />
          <div className="mt-6 max-w-3xl">
            <Badge>{fill(words.forAudience, { audience: industry.audience })}</Badge>
            <h1 id="page-title" className="mt-4 text-4xl font-bold sm:text-5xl">
              {industry.headline}
            </h1>
            <p className="mt-5 text-lg text-slate-600 sm:text-xl">{industry.lead}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ConsultationLink title={industry.cta.title} subtitle={industry.cta.subtitle} interest={interest} className={buttonClasses("primary", "lg")}>
                {words.consultation}
              </ConsultationLink>
              <ButtonLink to="#snapshots-title" variant="secondary" size="lg">
                {words.seeSnapshots}
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>

      <IndustrySections {...props} />
    </>
  );
}
