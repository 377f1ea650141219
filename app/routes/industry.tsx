import { Suspense, lazy } from "react";
import { data } from "react-router";
import { IndustryDetail } from "~/components/industries/IndustryDetail";
import { IndustrySections } from "~/components/industries/deferred";
import { SearchableContent } from "~/components/search/SearchableContent";
import { findPost } from "~/content-model/blog";
import { findIndustry } from "~/content-model/industries";
import { findService } from "~/content-model/services";
import { findSnapshot } from "~/content-model/snapshot-catalog";
import { withPreview } from "~/page-data/snapshot-previews";
import { toBlogCard } from "~/page-data/blog-view";
import { industryVisual } from "~/page-data/industry-visual";
import { interestKey } from "../../lib/interest";
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd } from "~/page-data/jsonld";
import { headTags, withHead } from "../../lib/route-head";
import { seoMeta } from "~/page-data/seo";
import type { Route } from "./+types/industry";
import { pageWords } from "~/content-model/page-words";
import { fill } from "../../lib/fill";

export function loader({ params }: Route.LoaderArgs) {
  const industry = findIndustry(params.slug);
  if (!industry) throw data(null, { status: 404 });
  return withHead(
    {
      industry,
      snapshots: industry.snapshots
        .map(findSnapshot)
        .filter((item) => item !== undefined)
        .map(withPreview),
      services: industry.services.map(findService).filter((item) => item !== undefined),
      posts: industry.posts
        .map(findPost)
        .filter((item) => item !== undefined)
        .map(toBlogCard),
      interest: interestKey("industry", industry.slug),
      // The hero picture, drawn here as inline SVG so the page carries no code for it.
      visual: industryVisual(industry, pageWords.industry.visualAlt),
      words: { ...pageWords.industry, crumbs: pageWords.crumbs, forAudience: pageWords.cards.forAudience },
    },
    ({ industry }) => {
      const path = `/industries/${industry.slug}`;
      return seoMeta({
        title: industry.metaTitle,
        description: industry.metaDescription,
        path,
        image: industry.shareImage,
        jsonLd: [
          serviceJsonLd({
            name: fill(pageWords.industry.serviceName, { audience: industry.audience }),
            description: industry.metaDescription,
            path,
            image: industry.shareImage,
            audience: industry.audience,
          }),
          faqPageJsonLd(industry.faqs),
          breadcrumbJsonLd([
            { name: pageWords.crumbs.home, path: "/" },
            { name: pageWords.crumbs.industries, path: "/industries" },
            { name: industry.name, path },
          ]),
        ],
      });
    },
  );
}

export const meta: Route.MetaFunction = headTags;

// A client-side visit shows the page once the code of its sections below the hero is in, so none appears late.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), IndustrySections.preload().catch(() => undefined)]);
  return data;
}

export default function IndustryRoute({ loaderData }: Route.ComponentProps) {
  return (
    <SearchableContent
      type="industry"
      title={fill(loaderData.words.searchTitle, {
        name: loaderData.industry.name,
        audience: loaderData.industry.audience,
      })}
    >
      <IndustryDetail {...loaderData} />
    </SearchableContent>
  );
}

// Only a client-side visit to a slug that no longer exists lands here (every real page is prerendered).
const NotFoundPage = lazy(() => import("./not-found"));

export function ErrorBoundary() {
  return (
    <Suspense>
      <NotFoundPage />
    </Suspense>
  );
}
