import { ServiceCard } from "~/components/services/ServiceCard";
import { ButtonLink } from "~/components/ui/Button";
import { PageHero } from "~/components/ui/PageHero";
import { Reveal } from "~/components/ui/Reveal";
import { servicesPage } from "~/content-model/pages";
import { services } from "~/content-model/services";
import { breadcrumbJsonLd } from "~/page-data/jsonld";
import { seoMeta } from "~/page-data/seo";
import { headTags, withHead } from "../../lib/route-head";
import type { Route } from "./+types/services";
import { pageWords } from "~/content-model/page-words";

export const meta: Route.MetaFunction = headTags;

// Build-time only: the copy counts the services (content/data/pages.yml).
export function loader() {
  return withHead({ copy: servicesPage, words: pageWords.services }, (loaderData) =>
    seoMeta({
      title: loaderData.words.metaTitle,
      description: loaderData.copy.metaDescription ?? "",
      path: "/services",
      jsonLd: [
        breadcrumbJsonLd([
          { name: pageWords.crumbs.home, path: "/" },
          { name: pageWords.crumbs.servicesPage, path: "/services" },
        ]),
      ],
    }),
  );
}

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { words } = loaderData;
  return (
    <>
      <PageHero
        title={
          <>
            {words.titleStart} <span className="text-gradient">{words.titleAccent}</span>
          </>
        }
        lead={loaderData.copy.lead}
      />
      <section aria-labelledby="services-list-title" className="pb-20 sm:pb-28">
        <div className="container-page">
          <h2 id="services-list-title" className="sr-only">
            {words.listTitle}
          </h2>
          <ul className="grid-balanced-3 gap-6">
            {services.map((service) => (
              <Reveal as="li" key={service.slug} delay={service.delay}>
                <ServiceCard service={service} />
              </Reveal>
            ))}
          </ul>
          <div className="mt-16 rounded-2xl border border-slate-200 bg-slate-50 p-8 text-center sm:p-12">
            <h2 className="text-2xl font-bold sm:text-3xl">{words.unsureTitle}</h2>
            <p className="mx-auto mt-3 max-w-2xl text-slate-600">{words.unsureText}</p>
            <ButtonLink to="/#contact" size="lg" className="mt-6">
              {words.unsureButton}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
