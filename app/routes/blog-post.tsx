import { useEffect } from "react";
import { data, useNavigate } from "react-router";
import { Link } from "~/components/ui/Link";
import { BlogCard } from "~/components/blog/BlogCard";
import { SearchableContent } from "~/components/search/SearchableContent";
import { PostBody } from "~/components/blog/PostBody";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { ButtonLink } from "~/components/ui/Button";
import { CtaBand } from "~/components/ui/CtaBand";
import { Icon } from "~/components/ui/Icon";
import { Monogram } from "~/components/ui/Monogram";
import { Badge } from "~/components/ui/Section";
import { findCategory, findPost, relatedPosts } from "~/content-model/blog";
import { industriesListing } from "~/content-model/industries";
import { COVER_SIZE } from "~/page-data/artwork";
import { toBlogCard } from "~/page-data/blog-view";
import { blogPostingJsonLd, breadcrumbJsonLd } from "~/page-data/jsonld";
import { seoMeta } from "~/page-data/seo";
import { headTags, withHead } from "../../lib/route-head";
import type { Route } from "./+types/blog-post";

export function loader({ params }: Route.LoaderArgs) {
  const post = findPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  return withHead(
    {
      post,
      categoryName: findCategory(post.category)?.name ?? post.category,
      related: relatedPosts(post.slug).map(toBlogCard),
      industries: industriesListing("posts", post.slug),
    },
    (loaderData) => {
      if (!loaderData) return [];
      const { post, categoryName } = loaderData;
      const path = `/blog/${post.slug}`;
      return seoMeta({
        title: post.title,
        description: post.excerpt,
        path,
        type: "article",
        image: post.shareImage,
        article: { publishedTime: post.isoDate, author: post.author.name, section: categoryName, tags: post.tags },
        jsonLd: [
          blogPostingJsonLd({
            title: post.title,
            description: post.excerpt,
            path,
            image: post.shareImage,
            isoDate: post.isoDate,
            author: post.author,
            section: categoryName,
            tags: post.tags,
          }),
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "Blog", path: "/blog" },
            { name: post.title, path },
          ]),
        ],
      });
    },
  );
}

export const meta: Route.MetaFunction = headTags;

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, categoryName, related, industries } = loaderData;
  const { author } = post;
  return (
    <SearchableContent type="post">
      <article aria-labelledby="page-title">
        <header className="hero-wash pt-24 sm:pt-32">
          <div className="container-page max-w-4xl">
            <Breadcrumbs
              crumbs={[
                { name: "Home", path: "/" },
                { name: "Blog", path: "/blog" },
                { name: post.title, path: `/blog/${post.slug}` },
              ]}
            />
            <div
              className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600"
              data-testid="post-meta"
              data-pagefind-ignore=""
            >
              <Badge>{categoryName}</Badge>
              <time dateTime={post.isoDate}>{post.date}</time>
              <span>By {author.name}</span>
              <span>{post.readTime}</span>
            </div>
            <h1 id="page-title" className="mt-4 text-4xl font-bold sm:text-5xl">
              {post.title}
            </h1>
            <p className="mt-5 text-xl text-slate-600">{post.excerpt}</p>
            {/* Written out here rather than as a shared component: one more chunk would cost every page that shows it. */}
            {industries.map((industry) => (
              <Link
                key={industry.slug}
                to={`/industries/${industry.slug}`}
                className="built-for"
                data-pagefind-ignore=""
              >
                Built for {industry.audience}
              </Link>
            ))}
            <img
              src={post.image}
              alt=""
              width={COVER_SIZE.width}
              height={COVER_SIZE.height}
              fetchPriority="high"
              className="mt-10 aspect-[40/21] h-auto w-full rounded-3xl object-cover shadow-xl"
            />
          </div>
        </header>
        <div className="container-page max-w-3xl py-14">
          <PostBody html={post.html} />
          <h2 className="sr-only">Tags</h2>
          <ul className="mt-12 flex flex-wrap gap-2" data-testid="post-tags">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                #{tag}
              </li>
            ))}
          </ul>
          {/* A person's box; a post the agency signs (its author unverified in a production build) names only the agency. */}
          <aside
            aria-label="About the author"
            data-shared="preview"
            className="mt-10 flex gap-5 rounded-2xl border border-slate-200 bg-slate-50 p-6"
          >
            {author.kind === "person" ? (
              <>
                <Monogram name={author.name} />
                <div>
                  <p className="font-semibold text-ink">
                    {author.name} <span className="font-normal text-slate-600">· {author.role}</span>
                  </p>
                  <p
                    className="mt-1 inline-flex rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-on-primary"
                    data-testid="author-badge"
                  >
                    GoHighLevel Expert
                  </p>
                  <p className="mt-2 text-slate-600">{author.bio}</p>
                </div>
              </>
            ) : (
              <p className="font-semibold text-ink">{author.name}</p>
            )}
          </aside>
          <div className="mt-10">
            <CtaBand
              id="post-cta-title"
              compact
              title="Want this built in your account?"
              lead="Our team sets it up, tests it and trains yours. Tell us what you need."
            >
              <ButtonLink to="/#contact" variant="inverse" size="lg">
                Get Expert Help
              </ButtonLink>
            </CtaBand>
          </div>
        </div>
        <section
          aria-labelledby="related-title"
          data-pagefind-ignore=""
          className="border-t border-slate-200 bg-slate-50 py-16 sm:py-20"
        >
          <div className="container-page">
            <div className="flex items-end justify-between gap-4">
              <h2 id="related-title" className="text-2xl font-bold sm:text-3xl">
                Related articles
              </h2>
              <Link to="/blog" className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700">
                All articles <Icon name="arrowRight" className="size-4" />
              </Link>
            </div>
            <ul className="mt-8 grid gap-6 md:grid-cols-2" data-testid="related-posts">
              {related.map((item) => (
                <li key={item.slug}>
                  <BlogCard post={item} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      </article>
    </SearchableContent>
  );
}

/** An unknown slug goes to /blog, as the client asked; the server redirects too, this covers static hosts. */
export function ErrorBoundary() {
  const navigate = useNavigate();
  useEffect(() => {
    // React Router shows a failed navigation in its error boundary; its promise only says when it is done.
    void navigate("/blog", { replace: true });
  }, [navigate]);
  return (
    <p className="container-page pt-32 pb-20 text-center">
      Redirecting to{" "}
      <Link to="/blog" className="font-semibold text-brand-700 underline">
        the blog
      </Link>
      …
    </p>
  );
}
