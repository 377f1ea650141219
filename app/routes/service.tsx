import { Suspense, lazy } from "react";
import { data } from "react-router";
import { SearchableContent } from "~/components/search/SearchableContent";
import { ServiceDetail } from "~/components/services/ServiceDetail";
import { findServicePage } from "~/content/service-pages";
import { findService, services } from "~/content/services";
import { industriesListing } from "~/content/industries";
import { findSnapshot } from "~/content/snapshot-catalogue";
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd } from "~/lib/jsonld";
import { interestKey } from "~/lib/interest";
import { seoMeta } from "~/lib/seo";
import { headTags, withHead } from "~/lib/route-head";
import type { Route } from "./+types/service";

export function loader({ params }: Route.LoaderArgs) {
  const service = findService(params.slug);
  const page = findServicePage(params.slug);
  if (!service || !page) throw data(null, { status: 404 });
  const related = page.related.map(findService).filter((item) => item !== undefined);
  const snapshots = page.snapshots.map(findSnapshot).filter((item) => item !== undefined);
  return withHead(
    {
      service,
      page,
      related,
      snapshots,
      serviceCount: services.length,
      interest: interestKey("service", service.slug),
      industries: industriesListing("services", service.slug),
    },
    (loaderData) => {
      const { service, page } = loaderData;
      const path = `/services/${service.slug}`;
      return seoMeta({
        title: page.metaTitle,
        description: page.metaDescription,
        path,
        image: page.shareImage,
        jsonLd: [
          serviceJsonLd({ name: service.title, description: page.metaDescription, path, image: page.shareImage }),
          faqPageJsonLd(page.faqs),
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "Services", path: "/services" },
            { name: service.title, path },
          ]),
        ],
      });
    },
  );
}

export const meta: Route.MetaFunction = headTags;

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  return (
    <SearchableContent type="service" title={loaderData.service.title}>
      <ServiceDetail {...loaderData} />
    </SearchableContent>
  );
}

// Only a client-side visit to a slug that no longer exists lands here (every real page is prerendered), so its code
// loads when needed rather than with every service page.
const NotFoundPage = lazy(() => import("./not-found"));

export function ErrorBoundary() {
  return (
    <Suspense>
      <NotFoundPage />
    </Suspense>
  );
}
