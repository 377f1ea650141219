import { Suspense, lazy } from "react";
import { data } from "react-router";
import { SearchableContent } from "~/components/search/SearchableContent";
import { ServiceDetail } from "~/components/services/ServiceDetail";
import { findServicePage } from "~/content-model/service-pages";
import { findService, services } from "~/content-model/services";
import { industriesListing } from "~/content-model/industries";
import { findSnapshot } from "~/content-model/snapshot-catalog";
import { withPreview } from "~/page-data/snapshot-previews";
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd } from "~/page-data/jsonld";
import { interestKey } from "../../lib/interest";
import { seoMeta } from "~/page-data/seo";
import { SERVICE_VISUAL_SIZE, serviceVisualAlt, serviceVisualPath } from "~/page-data/service-visual";
import { themedImageHtml } from "../../lib/themed-image";
import { headTags, withHead } from "../../lib/route-head";
import type { Route } from "./+types/service";
import { pageWords } from "~/content-model/page-words";
import { ownFile } from "~/content-model/language";

export function loader({ params }: Route.LoaderArgs) {
  const service = findService(params.slug);
  const page = findServicePage(params.slug);
  if (!service || !page) throw data(null, { status: 404 });
  const related = page.related.map(findService).filter((item) => item !== undefined);
  const snapshots = page.snapshots
    .map(findSnapshot)
    .filter((item) => item !== undefined)
    .map(withPreview);
  return withHead(
    {
      service,
      page,
      related,
      snapshots,
      serviceCount: services.length,
      interest: interestKey("service", service.slug),
      // The hero picture's two <img> (one per theme), as HTML made here so the page carries no code for them.
      heroVisualHtml: themedImageHtml({
        // Drawn in the page's language by its own pass of the build (app/page-data/routes-list.ts).
        src: ownFile(serviceVisualPath(service.slug)),
        alt: serviceVisualAlt({ title: service.title, process: page.process, words: pageWords.serviceVisual }),
        ...SERVICE_VISUAL_SIZE,
        className: "h-auto w-full",
      }),
      industries: industriesListing("services", service.slug),
      words: { ...pageWords.service, crumbs: pageWords.crumbs },
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
            { name: pageWords.crumbs.home, path: "/" },
            { name: pageWords.crumbs.servicesPage, path: "/services" },
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
      <ServiceDetail
        {...loaderData}
        // From lg only, where the hero has a column for it; hidden (and, being lazy, not fetched) on phones.
        heroVisual={<div className="hidden lg:block" dangerouslySetInnerHTML={{ __html: loaderData.heroVisualHtml }} />}
      />
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
