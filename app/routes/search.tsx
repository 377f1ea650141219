import { useEffect } from "react";
import { Link } from "~/components/ui/Link";
import { PageHero } from "~/components/ui/PageHero";
import { Section } from "~/components/ui/Section";
import { headerLinks } from "~/content-model/navigation";
import { blogPosts } from "~/content-model/blog";
import { legalDocuments } from "~/content-model/legal";
import { searchPage } from "~/content-model/pages";
import { services } from "~/content-model/services";
import { snapshotListings } from "~/content-model/snapshot-catalog";
import { openSiteSearch } from "../../lib/search-shortcut";
import { seoMeta } from "~/page-data/seo";
import { headTags, withHead } from "../../lib/route-head";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = headTags;

// Build-time only: every page of the site, by type, from the content (the same pages the sitemap lists).
export function loader() {
  const { groups } = searchPage;
  return withHead(
    {
      copy: searchPage,
      groups: [
        { title: groups.pages, links: headerLinks.map((link) => ({ to: link.to, label: link.label })) },
        {
          title: groups.service,
          links: services.map((service) => ({ to: `/services/${service.slug}`, label: service.title })),
        },
        // The store's and the blog's names are English on every page (those pages are in English only).
        {
          title: groups.snapshot,
          links: snapshotListings.map((snapshot) => ({
            to: `/buy-snapshot/${snapshot.slug}`,
            label: snapshot.name,
            english: true,
          })),
        },
        {
          title: groups.post,
          links: blogPosts.map((post) => ({ to: `/blog/${post.slug}`, label: post.title, english: true })),
        },
        {
          title: groups.legal,
          links: legalDocuments.map((document) => ({ to: `/legal/${document.slug}`, label: document.title })),
        },
      ],
    },
    (loaderData) =>
      seoMeta({
        title: loaderData.copy.title,
        description: loaderData.copy.metaDescription,
        path: "/search",
        noindex: true,
      }),
  );
}

/**
 * Where the header's search control leads without JavaScript: every page of the site by type (not indexed). Once the
 * page runs, the site search opens over it, as the control does on any other page.
 */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { copy, groups } = loaderData;
  useEffect(() => openSiteSearch(), []);
  return (
    <>
      <PageHero title={copy.title} lead={copy.lead} />
      <Section flushTop>
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
          {groups.map((group, index) => (
            <section key={group.title} aria-labelledby={`search-group-${index}`}>
              <h2 id={`search-group-${index}`} className="text-xl font-bold">
                {group.title}
              </h2>
              <ul className="mt-4 space-y-1">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="inline-flex min-h-11 items-center text-slate-700 hover:text-brand-700"
                    >
                      {"english" in link && __SITE_LANG__ !== "en" ? <span lang="en">{link.label}</span> : link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>
    </>
  );
}
