import { Link } from "~/components/ui/Link";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { ButtonLink } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { fill } from "../../../lib/fill";
import type { ServiceDetailProps } from "./service-detail-props";
import { ServiceConsultationLink } from "./ServiceConsultationLink";

/** A service page's first screen: what the service does, the consultation button, and its picture from lg. */
export function ServiceHero({
  service,
  page,
  interest,
  words,
  industries = [],
  heroVisual,
}: Pick<ServiceDetailProps, "service" | "page" | "interest" | "words" | "industries" | "heroVisual">) {
  return (
    <section aria-labelledby="page-title" className="relative overflow-hidden hero-wash pt-24 pb-14 sm:pt-32 sm:pb-20">
      <div className="container-page">
        <Breadcrumbs
          crumbs={[
            { name: words.crumbs.home, path: "/" },
            { name: words.crumbs.servicesPage, path: "/services" },
            { name: service.title, path: `/services/${service.slug}` },
          ]}
        />
        <div
          className={heroVisual ? "mt-6 grid items-center gap-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]" : "mt-6"}
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
              <ServiceConsultationLink page={page} interest={interest} label={words.consultation} />
              <ButtonLink to="/pricing" variant="secondary" size="lg">
                {words.seePricing}
              </ButtonLink>
            </div>
          </div>
          {heroVisual ? <div data-slot="hero-visual">{heroVisual}</div> : null}
        </div>
      </div>
    </section>
  );
}
