import { data } from "react-router";
import { SearchableContent } from "~/components/search/SearchableContent";
import { SnapshotDetail } from "~/components/snapshots/SnapshotDetail";
import { SnapshotExtras } from "~/components/snapshots/deferred-extras";
import { SnapshotNotFound } from "~/components/snapshots/DeferredSnapshotNotFound";
import { snapshotNotFoundPage } from "~/content-model/pages";
import { MISSING_SNAPSHOT_PATH } from "~/content-model/paths";
import { snapshotPageData } from "~/page-data/snapshots";
import { breadcrumbJsonLd, productJsonLd } from "~/page-data/jsonld";
import { formatDollars } from "../../lib/pricing";
import { fittingDescription, seoMeta } from "~/page-data/seo";
import { headTags, withHead } from "../../lib/route-head";
import type { Route } from "./+types/snapshot";

export function loader({ params }: Route.LoaderArgs) {
  const page = snapshotPageData(params.slug);
  // The prerendered "not found" page renders the 404 view; any other unknown slug is a real 404.
  if (!page && `/buy-snapshot/${params.slug}` !== MISSING_SNAPSHOT_PATH) throw data(null, { status: 404 });
  return withHead({ page }, (loaderData) => {
    const page = loaderData.page;
    if (!page) {
      return seoMeta({
        title: "Snapshot not found",
        description: snapshotNotFoundPage.metaDescription,
        path: MISSING_SNAPSHOT_PATH,
        noindex: true,
      });
    }
    const { listing, detail, price, categoryName } = page;
    const path = `/buy-snapshot/${listing.slug}`;
    // The tagline is at most 160 characters (schema), so one of these always fits whole.
    const description = fittingDescription(
      `${detail.tagline} ${categoryName} snapshot for GoHighLevel, ${formatDollars(price)}.`,
      `${detail.tagline} GoHighLevel snapshot, ${formatDollars(price)}.`,
      detail.tagline,
    );
    return seoMeta({
      title: `${listing.name} for GoHighLevel`,
      description,
      path,
      image: detail.shareImage,
      jsonLd: [
        productJsonLd({
          name: listing.name,
          description: detail.summary || detail.tagline,
          path,
          image: detail.shareImage,
          price,
          reviews: detail.verifiedReviews,
          offerUrl: detail.checkoutUrl,
          forSale: detail.forSale,
        }),
        breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Buy Snapshots", path: "/buy-snapshot" },
          { name: listing.name, path },
        ]),
      ],
    });
  });
}

export const meta: Route.MetaFunction = headTags;

// A client-side visit shows the page once the code of its spec sheet and versions is in, so neither appears late.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), SnapshotExtras.preload().catch(() => undefined)]);
  return data;
}

export default function SnapshotRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.page ? (
    <SearchableContent type="snapshot">
      <SnapshotDetail {...loaderData.page} />
    </SearchableContent>
  ) : (
    <SnapshotNotFound />
  );
}

export function ErrorBoundary() {
  return <SnapshotNotFound />;
}
