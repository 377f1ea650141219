import { Link } from "~/components/ui/Link";
import { BlogCard } from "~/components/blog/BlogCard";
import { Icon } from "~/components/ui/Icon";
import { PageHero } from "~/components/ui/PageHero";
import { Badge } from "~/components/ui/Section";
import { blogPosts } from "~/content-model/blog";
import { blogPage } from "~/content-model/pages";
import { COVER_SIZE } from "~/page-data/artwork";
import { toBlogCard } from "~/page-data/blog-view";
import { breadcrumbJsonLd } from "~/page-data/jsonld";
import { seoMeta } from "~/page-data/seo";
import { headTags, withHead } from "../../lib/route-head";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = headTags;

export function loader() {
  const featured = blogPosts.find((post) => post.featured) ?? blogPosts[0];
  // The featured post leads the page; "All articles" lists the others, so no post is shown twice.
  const others = blogPosts.filter((post) => post !== featured);
  return withHead(
    { copy: blogPage, featured: featured ? toBlogCard(featured) : null, posts: others.map(toBlogCard) },
    () =>
      seoMeta({
        title: "GoHighLevel Blog: Guides for Agencies",
        description:
          "Practical GoHighLevel guides: speed-to-lead workflows, A2P 10DLC, SaaS Mode, snapshots and niche systems for real estate, mortgage and clinics.",
        path: "/blog",
        jsonLd: [
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "Blog", path: "/blog" },
          ]),
        ],
      }),
  );
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { copy, featured, posts } = loaderData;
  return (
    <>
      <PageHero
        title={
          <>
            The GoHighLevel <span className="text-gradient">playbook</span>
          </>
        }
        lead={copy.lead}
      />
      {featured && (
        <section aria-labelledby="featured-title" className="pb-16">
          <div className="container-page">
            <h2 id="featured-title" className="sr-only">
              Featured article
            </h2>
            <article
              className="group relative grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-lg lg:grid-cols-2"
              data-testid="featured-post"
            >
              <img
                src={featured.image}
                alt=""
                width={COVER_SIZE.width}
                height={COVER_SIZE.height}
                className="aspect-[40/21] h-full w-full"
              />
              <div className="flex flex-col justify-center p-6 sm:p-10">
                <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
                  <Badge tone="accent">Featured</Badge>
                  <Badge>{featured.categoryName}</Badge>
                  <time dateTime={featured.isoDate}>{featured.date}</time>
                </div>
                <h3 className="mt-4 text-2xl font-bold sm:text-3xl">
                  <Link
                    to={`/blog/${featured.slug}`}
                    className="after:absolute after:inset-0 group-hover:text-brand-700"
                  >
                    {featured.title}
                  </Link>
                </h3>
                <p className="mt-3 text-lg text-slate-600">{featured.excerpt}</p>
                <p className="mt-6 flex items-center gap-4 text-sm text-slate-600">
                  <span>By {featured.authorName}</span>
                  <span>{featured.readTime}</span>
                  <span
                    className="ml-auto inline-flex items-center gap-1 font-semibold text-brand-700"
                    aria-hidden="true"
                  >
                    Read More <Icon name="arrowRight" className="size-4" />
                  </span>
                </p>
              </div>
            </article>
          </div>
        </section>
      )}
      <section aria-labelledby="all-posts-title" className="pb-20 sm:pb-28">
        <div className="container-page">
          <h2 id="all-posts-title" className="text-2xl font-bold sm:text-3xl">
            All articles
          </h2>
          <ul className="grid-balanced-3 mt-8 gap-6" data-testid="blog-grid">
            {posts.map((post) => (
              <li key={post.slug}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
