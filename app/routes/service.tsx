import { Suspense, lazy } from "react";
import { data } from "react-router";
import { SearchableContent } from "~/components/search/SearchableContent";
import { ServiceDetail } from "~/components/services/ServiceDetail";
import { ThemedImage } from "~/components/ui/ThemedImage";
import { findServicePage } from "~/content/service-pages";
import { findService, services } from "~/content/services";
import { findSnapshot } from "~/content/snapshot-catalogue";
import { withPreviewAlt } from "~/content/snapshot-previews";
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd } from "~/lib/jsonld";
import { interestKey } from "~/lib/interest";
import { seoMeta } from "~/lib/seo";
import { serviceVisualAlt } from "~/lib/service-visual";
import { SERVICE_VISUAL_SIZE, serviceVisualPath } from "~/lib/service-visual-size";
import { headTags, withHead } from "~/lib/route-head";
import type { Route } from "./+types/service";

export function loader({ params }: Route.LoaderArgs) {
  const service = findService(params.slug);
  const page = findServicePage(params.slug);
  if (!service || !page) throw data(null, { status: 404 });
  const related = page.related.map(findService).filter((item) => item !== undefined);
  const snapshots = page.snapshots.map(findSnapshot).filter((item) => item !== undefined).map(withPreviewAlt);
  return withHead(
    {
      service,
      page,
      related,
      snapshots,
      serviceCount: services.length,
      interest: interestKey("service", service.slug),
      heroVisualAlt: serviceVisualAlt({ title: service.title, process: page.process }),
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
      <ServiceDetail
        {...loaderData}
        heroVisual={
          // From lg only, where the hero has a column for it; hidden (and, being lazy, not fetched) on phones.
          <div className="hidden lg:block">
            <ThemedImage
              src={serviceVisualPath(loaderData.service.slug)}
              alt={loaderData.heroVisualAlt}
              width={SERVICE_VISUAL_SIZE.width}
              height={SERVICE_VISUAL_SIZE.height}
              className="h-auto w-full"
            />
          </div>
        }
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
