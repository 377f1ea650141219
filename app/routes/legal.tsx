import { data } from "react-router";
import { LegalDocumentView } from "~/components/legal/LegalDocumentView";
import { SearchableContent } from "~/components/search/SearchableContent";
import { findLegalDocument } from "~/content-model/legal";
import { breadcrumbJsonLd } from "~/page-data/jsonld";
import { seoMeta } from "~/page-data/seo";
import { headTags, withHead } from "../../lib/route-head";
import type { Route } from "./+types/legal";
import NotFoundPage from "./not-found";
import { pageWords } from "~/content-model/page-words";

export function loader({ params }: Route.LoaderArgs) {
  const document = findLegalDocument(params.slug);
  if (!document) throw data(null, { status: 404 });
  return withHead(
    { document, lastUpdated: document.lastUpdatedText, lastUpdatedIso: document.lastUpdated, words: pageWords.legal },
    (loaderData) => {
      const { document } = loaderData;
      const path = `/legal/${document.slug}`;
      return seoMeta({
        title: document.title,
        description: document.description,
        path,
        jsonLd: [
          breadcrumbJsonLd([
            { name: pageWords.crumbs.home, path: "/" },
            { name: document.title, path },
          ]),
        ],
      });
    },
  );
}

export const meta: Route.MetaFunction = headTags;

export default function LegalRoute({ loaderData }: Route.ComponentProps) {
  return (
    <SearchableContent type="legal">
      <LegalDocumentView {...loaderData} />
    </SearchableContent>
  );
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
